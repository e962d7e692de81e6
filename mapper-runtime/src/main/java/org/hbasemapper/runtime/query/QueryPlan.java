package org.hbasemapper.runtime.query;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Scan;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.ProjectionMapper;
import org.jspecify.annotations.NullUnmarked;

/**
 * The scans a query stage runs, for engines that run them elsewhere (a MapReduce job's input, a Spark
 * Dataset): one scan per salt bucket or hash prefix, each bounded by the stage's key ranges and
 * carrying its server-side filters, reading every family of the entity (lazy ones too: a task has no
 * connection to load them later), or only the cells of a projection ({@link #scans(ProjectionMapper)}).
 * What only this JVM can do is refused here, naming it, rather than dropped.
 *
 * @param <E> the entity type
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-spark"})
@NullUnmarked
public final class QueryPlan<E> {
  private final QueryState<E> state;
  private final List<Scan> scans;

  private QueryPlan(QueryState<E> state, List<Scan> scans) {
    this.state = state;
    this.scans = scans;
  }

  /** Where the scans run: it decides what a refusal suggests instead. */
  @LimitedPrivate({"mapper-mapreduce", "mapper-spark"})
  public enum Engine {
    /** The input of a MapReduce job ({@code EntityInput}). */
    MAPREDUCE("be a MapReduce job's input", "a job reads its splits in no order: count in the mapper",
        "a job reads its splits in no order: count in the mapper", "a job reads its splits in no order",
        "EntityInput.skipBadRows()", "test it in the job's mapper"),
    /** A Spark Dataset or RDD ({@code EntityDatasets}). */
    SPARK("be read as a Spark Dataset", "use Dataset.limit", "use Dataset.offset", "use Dataset.orderBy",
        "DatasetRead.skipBadRows()", "filter the Dataset instead");

    private final String as;
    private final String insteadOfLimit;
    private final String insteadOfOffset;
    private final String insteadOfOrder;
    private final String skipBadRows;
    private final String insteadOfClientCondition;

    Engine(String as, String insteadOfLimit, String insteadOfOffset, String insteadOfOrder, String skipBadRows,
        String insteadOfClientCondition) {
      this.as = as;
      this.insteadOfLimit = insteadOfLimit;
      this.insteadOfOffset = insteadOfOffset;
      this.insteadOfOrder = insteadOfOrder;
      this.skipBadRows = skipBadRows;
      this.insteadOfClientCondition = insteadOfClientCondition;
    }
  }

  /**
   * The plan of {@code stage}, to run on {@code engine}.
   *
   * @throws IllegalArgumentException when the stage uses what its scans cannot carry: a limit, an
   *     offset, reversed order (the scans are read in no order), a bad-data handler (the engine counts bad
   *     rows itself), or a condition tested in this JVM; one line naming each and what to do instead
   */
  public static <E> QueryPlan<E> of(QueryStage<E, ?> stage, Engine engine) {
    QueryState<E> s = Objects.requireNonNull(stage, "stage").state();
    Objects.requireNonNull(engine, "engine");
    String what = "the query on " + s.context.schema().entityName() + " in table "
        + s.context.schema().tableName().getNameAsString();
    List<String> refused = new ArrayList<>();
    if (s.limit >= 0) {
      refused.add("limit(" + s.limit + ") (" + engine.insteadOfLimit + ")");
    }
    if (s.offset > 0) {
      refused.add("offset(" + s.offset + ") (" + engine.insteadOfOffset + ")");
    }
    if (s.reversed) {
      refused.add("reversed() (" + engine.insteadOfOrder + ")");
    }
    if (s.badData != null) {
      refused.add("skipBadData(...) (use " + engine.skipBadRows + ")");
    }
    if (ScanPlanner.testsInClient(s)) {
      refused.add("where(" + s.condition + "), which the client tests, not the servers (" + engine.insteadOfClientCondition
          + ")");
    }
    if (!refused.isEmpty()) {
      throw new IllegalArgumentException(what + " cannot " + engine.as + ": it uses " + String.join(", ", refused)
          + "; remove " + (refused.size() == 1 ? "it" : "them") + " from the query");
    }
    QueryState<E> planned = s;
    if (s.families.isEmpty() && s.context.schema().hasLazyFamilies()) {
      planned = s.withFamilies(s.context.schema().families().stream().map(FamilySchema::name).toList());
    }
    List<Scan> scans = planned.empty() ? List.of()
        : ScanPlanner.plan(planned, ScanPlanner.entities(planned), null, -1, ScanPlanner.Purpose.READ).scans();
    return new QueryPlan<>(planned, List.copyOf(scans));
  }

  /** The table the scans read, where the DAO's options map it. */
  public TableName table() {
    return state.context.schema().tableName();
  }

  /** The options of the DAO the query came from. */
  public MapperOptions options() {
    return state.context.options();
  }

  /** The mapper of the query's entity, of the table its options map it to. */
  public EntityMapper<E, ?> mapper() {
    return state.context.mapper();
  }

  /** The scans, one per salt bucket or hash prefix the query reads; empty when it can match nothing. */
  public List<Scan> scans() {
    return scans;
  }

  /**
   * The generated projection {@code type} of the query's entity ({@code <Record>Projection.INSTANCE}).
   *
   * @throws IllegalArgumentException when {@code type} has no generated projection, or one of another
   *     entity, saying to annotate it {@code @Projection(<Entity>.class)}
   */
  public <P> ProjectionMapper<E, P> projection(Class<P> type) {
    return Projections.of(mapper(), type);
  }

  /**
   * The scans of the same rows reading only what {@code projection} needs, as
   * {@code query().select(...)} does: its cells, the entity's presence cell and the conditions' columns
   * ({@link Projections#cells}); the row keys alone for a projection of key components only.
   */
  public List<Scan> scans(ProjectionMapper<E, ?> projection) {
    if (state.empty()) {
      return List.of();
    }
    ScanPlanner.Reader<?> reader = ProjectedQuery.reader(state, projection);
    return List.copyOf(ScanPlanner.plan(state, reader, null, -1, ScanPlanner.Purpose.READ).scans());
  }
}
