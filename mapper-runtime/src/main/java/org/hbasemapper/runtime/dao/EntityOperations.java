package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.CheckAndMutate;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.CreatedDateUpkeepException;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.IndexUpkeepException;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.RelationWriteException;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.RowReads;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.WideRowSource;
import org.hbasemapper.runtime.WriteOptions;
import org.hbasemapper.runtime.WriteOutcomeUnknownException;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.io.CellLimit;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.io.TableIo;
import org.jspecify.annotations.NullUnmarked;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The operations of one entity type, shared by the blocking {@link EntityDao} and the
 * {@link AsyncEntityDao}: argument checks and their messages, the write sequence with its index,
 * {@code @Version} and relation upkeep, and the reads by key, each a future over a {@link TableIo}.
 * Over a blocking one every future is complete when returned and the DAO joins it; over an
 * asynchronous one no step blocks.
 *
 * <p>Argument errors are thrown by the methods themselves (the asynchronous DAO turns them into
 * failed futures); every other failure is the future's, an HBase I/O failure as an
 * {@link HBaseAccessException} naming operation, table and row. Thread-safe; one per DAO.
 */
@NullUnmarked
final class EntityOperations<E, K> {
  private static final Logger LOG = LoggerFactory.getLogger(EntityOperations.class);

  private final TableIo io;
  private final EntityMapper<E, K> mapper;
  private final TableName tableName;
  private final WideRowSource wideRows;
  private final RowReads reads;
  private final IndexMaintainer<E> indexes;
  private final RelationUpkeep relations;
  private final VersionCheck<E> versions;
  private final WritePlanner<E> plans;
  private final PutChecks<E> checks;
  private final EntityReads<E, K> entityReads;
  private final AuditDates audit;
  private final Clock clock;
  private final WriteSettings settings;

  /**
   * The operations of {@code mapper}'s entity through {@code io}; lazy maps of the entities read come
   * from {@code wideRows}; writes keep the inverse families of {@code relations} in step, and take
   * their time, for the audit dates, from {@code clock}.
   */
  EntityOperations(TableIo io, EntityMapper<E, K> mapper, WideRowSource wideRows, List<RelationLink> relations) {
    this(io, mapper, wideRows, relations, Clock.systemUTC(), WriteOptions.defaults());
  }

  /**
   * As above, every write stored with {@code defaults} where its call sets no {@link WriteOptions},
   * and taking its time, for the audit dates, from {@code clock}.
   */
  EntityOperations(TableIo io, EntityMapper<E, K> mapper, WideRowSource wideRows, List<RelationLink> relations,
      Clock clock, WriteOptions defaults) {
    this.io = io;
    this.clock = clock;
    this.audit = AuditDates.of(mapper.schema());
    this.mapper = mapper;
    this.tableName = mapper.schema().tableName();
    this.wideRows = wideRows;
    this.reads = new RowReads(mapper.schema());
    this.indexes = new IndexMaintainer<>(io, mapper, reads::get);
    this.relations = new RelationUpkeep(io, relations);
    this.versions = new VersionCheck<>(mapper, audit);
    this.plans = new WritePlanner<>(mapper, indexes, this.relations);
    this.checks = new PutChecks<>(mapper, CellLimit.of(io.configuration()));
    this.entityReads = new EntityReads<>(this, io, reads, wideRows);
    this.settings = new WriteSettings(mapper.schema(), defaults, this.relations.active());
  }

  EntityMapper<E, K> mapper() {
    return mapper;
  }

  TableSchema schema() {
    return mapper.schema();
  }

  IndexMaintainer<E> indexes() {
    return indexes;
  }

  RelationUpkeep relations() {
    return relations;
  }

  WritePlanner<E> plans() {
    return plans;
  }

  VersionCheck<E> versions() {
    return versions;
  }

  TableIo io() {
    return io;
  }

  WideRowSource wideRows() {
    return wideRows;
  }

  /** The put of {@code entity} for {@code put} or {@code replace}, checked, with the DAO's default write options. */
  Put putOf(E entity, String operation) {
    return putOf(entity, operation, null);
  }

  /**
   * The put of {@code entity} for {@code put} or {@code replace}, checked, stored as {@code options}
   * (null: none) over the DAO's default ones say.
   */
  Put putOf(E entity, String operation, WriteOptions options) {
    return settings.apply(checks.of(require(entity, operation, "entity"), operation), options, operation);
  }

  /** The whole-row delete of {@code key} for {@code operation} with {@code options} (null: none); see {@link WriteSettings#delete}. */
  Delete deleteOf(K key, String operation, WriteOptions options) {
    return settings.delete(rowOf(key, operation), options, operation);
  }

  /**
   * {@code put} (or {@code replace}) of {@code entity} as {@code put}, only if {@code condition} holds
   * (a filter of {@link org.hbasemapper.runtime.filter.WriteConditions}), checked by HBase in the same
   * call as the write and, with a {@code @Version}, together with the version check. The future holds
   * whether the row was written. A refused write leaves nothing behind: its new index entries are
   * taken back, and relation inverses are written only after a row that landed. With a
   * {@code @Version}, a refusal reads the row to tell a stale version ({@link StaleEntityException},
   * as an unconditional write) from a false condition ({@code false}).
   */
  CompletableFuture<Boolean> writeIf(E entity, Put put, boolean replace, Filter condition, Operation operation) {
    String name = replace ? "replace" : "put";
    Instant now = stamp(entity, put); // the audit dates, as write() stamps them
    boolean createdAfter = audit.lacksCreated(put);
    CompletableFuture<WritePlan<E>> planned = WriteFailure.beforeRow(replace
        ? plans.replace(entity, put, operation)
        : plans.put(List.of(entity), List.of(put), operation));
    return named(planned.thenCompose(plan -> WriteFailure.beforeRow(plan.writeEntries())
        .thenCompose(v -> WriteFailure.ofRow(plan.writeRow(versions.next(entity, plan.put(), condition))))
        .thenCompose(written -> !written ? refusedIf(name, entity, plan)
            : (createdAfter ? createdIfAbsent(put, now) : noFailure()).thenCompose(created ->
                reportCreated(landed(name, entity, plan).thenApply(v -> (Void) null), created, name, put))
                .thenApply(v -> true))),
        name, put.getRow());
  }

  /** The upkeep of a write of {@code entity} whose row landed; true once done. */
  private CompletableFuture<Boolean> landed(String operation, E entity, WritePlan<E> plan) {
    return upkeep(entity, plan).thenCompose(upkeep -> afterRow(operation, entity, plan, upkeep)).thenApply(v -> true);
  }

  /**
   * A conditional write HBase refused. Without a {@code @Version}, the condition was false: its
   * entries are taken back and the future holds false. With one, the row is read as {@link #refused}
   * reads it: a repeat of this very write that landed succeeds; a stored version other than the
   * entity's is a {@link StaleEntityException}; the entity's version means the condition was false.
   */
  private CompletableFuture<Boolean> refusedIf(String operation, E entity, WritePlan<E> plan) {
    if (!versions.active()) {
      return plan.withdraw().thenApply(withdrawal -> false);
    }
    Put put = plan.put();
    return WriteFailure.ofRow(io.get(tableName, versions.landedRead(put, plan.deletes()))).thenCompose(stored -> {
      VersionCheck.Found found = versions.found(stored, put, plan.deletes());
      if (found.holdsWrite() && plans.unfinished().landedBy(plan.row(), entity, versions.stored(put))) {
        return landed(operation, entity, plan);
      }
      if (found.version() == mapper.versionOf(entity)) {
        return plan.withdraw().thenApply(withdrawal -> false);
      }
      return plan.withdraw().thenCompose(withdrawal -> Futures.failed(
          versions.stale(entity, plan.row(), found.version(), found.holdsWrite(), withdrawal)));
    });
  }

  /**
   * {@code put} (or {@code replace}) of {@code entity} as {@code put}, with its upkeep: the steps up
   * to the data row's and the index upkeep after it (see {@link #send}), then the relation inverses.
   * A failure says what it left: an {@link IndexUpkeepException} when the row landed and the index
   * upkeep did not finish, a {@link WriteOutcomeUnknownException} when the call writing the row
   * failed after it may have landed, an {@link HBaseAccessException} when the row was not written.
   *
   * <p>The audit dates: the last-modified cell takes the time of the write; a null created date goes
   * in the row when the write proves the row new (a {@code @Version} of 0), else is stored by
   * {@link #createdIfAbsent} once the row landed (a {@link CreatedDateUpkeepException} when that fails).
   */
  CompletableFuture<Void> write(E entity, Put put, boolean replace, Operation operation) {
    String name = replace ? "replace" : "put";
    Instant now = stamp(entity, put);
    boolean createdAfter = audit.lacksCreated(put);
    CompletableFuture<WritePlan<E>> planned = WriteFailure.beforeRow(replace
        ? plans.replace(entity, put, operation)
        : plans.put(List.of(entity), List.of(put), operation));
    return named(planned.thenCompose(plan -> send(entity, plan)
        .thenCompose(upkeep -> (createdAfter ? createdIfAbsent(put, now) : noFailure())
            .thenCompose(created -> reportCreated(afterRow(name, entity, plan, upkeep), created, name, put)))),
        name, put.getRow());
  }

  /**
   * Stamps the audit dates of a write of {@code entity} as {@code put} and returns its time: the
   * last-modified cell, and the created cell when the entity has none and the write lands only on a
   * new row (a {@code @Version} write of version 0).
   */
  private Instant stamp(E entity, Put put) {
    Instant now = clock.instant();
    stamp(entity, put, now);
    return now;
  }

  /** {@link #stamp(Object, Put)} at {@code now}: the time of a whole batch. */
  private void stamp(E entity, Put put, Instant now) {
    if (audit.active()) {
      audit.stampModified(put, now);
      if (versions.active() && mapper.versionOf(entity) == 0) {
        audit.stampCreated(put, now);
      }
    }
  }

  /**
   * Once the row of {@code put} landed: its created date {@code now} stored where the row has none
   * ({@link AuditDates#createdIfAbsent}). The call's I/O failure is the future's value, the row being
   * written.
   */
  private CompletableFuture<Optional<IOException>> createdIfAbsent(Put put, Instant now) {
    return audit.storeCreated(io, tableName, put, now);
  }

  private static CompletableFuture<Optional<IOException>> noFailure() {
    return CompletableFuture.completedFuture(Optional.empty());
  }

  /**
   * {@code after}, the steps after the row of {@code put}, failing with a
   * {@link CreatedDateUpkeepException} when the created date could not be stored ({@code created});
   * a failure of {@code after} itself wins, with that one attached.
   */
  private CompletableFuture<Void> reportCreated(CompletableFuture<Void> after, Optional<IOException> created,
      String operation, Put put) {
    if (created.isEmpty()) {
      return after;
    }
    CreatedDateUpkeepException missing = audit.failure(operation, schema(), put.getRow(), created.get());
    return after.handle((v, failure) -> {
      Throwable t = failure == null ? missing : Futures.unwrap(failure);
      if (failure != null) {
        t.addSuppressed(missing);
      }
      throw new CompletionException(t);
    });
  }

  /**
   * The steps of {@link WritePlan} up to the index upkeep after the data row: its index entries, the
   * row (checked against the entity's {@code @Version} when it has one), then the upkeep. The future
   * holds the upkeep's I/O failure, if any (the row is written then). It fails with a
   * {@link WriteFailure} when the row was not written or may not have been, and with a
   * {@link StaleEntityException} when the version check refused the row (see {@link #refused}).
   * The relation inverses are the caller's.
   */
  CompletableFuture<Optional<IOException>> send(E entity, WritePlan<E> plan) {
    return WriteFailure.beforeRow(plan.writeEntries())
        .thenCompose(v -> WriteFailure.ofRow(plan.writeRow(versions.next(entity, plan.put()))))
        .thenCompose(written -> written ? upkeep(entity, plan) : refused(entity, plan));
  }

  /**
   * The index upkeep after a data row that landed, with what earlier writes of the row left
   * unfinished. Its I/O failure is the future's value, the row being written; what it leaves is kept
   * for the next write of the row, with {@code entity} (null for a delete) and the version it stored.
   */
  private CompletableFuture<Optional<IOException>> upkeep(E entity, WritePlan<E> plan) {
    UnfinishedUpkeep unfinished = plans.unfinished();
    IndexMaintainer.Plan left = unfinished.take(List.of(plan.row()));
    return plan.complete(left).handle((v, failure) -> {
      if (failure == null) {
        return Optional.<IOException>empty();
      }
      Throwable t = Futures.unwrap(failure);
      if (t instanceof IOException e) {
        unfinished.left(plan.row(), entity, plan.put() == null ? 0 : versions.stored(plan.put()),
            plan.entries().after(left));
        return Optional.of(e);
      }
      throw new CompletionException(t);
    });
  }

  /**
   * A write its {@code @Version} check refused. When this DAO saw this very entity object's write of
   * the same version land with its upkeep unfinished, and the row still holds exactly what that
   * write stored (its version and cells), the caller is repeating that write: it succeeds, its
   * upkeep finished. Otherwise another write came first: its entries are taken back and it fails
   * with a {@link StaleEntityException} naming the version found, and whether the row holds exactly
   * this write's values.
   *
   * <p>The values alone cannot tell this write from another writer's: two writers that read the
   * same version and add one to a balance store the same cells, and taking the second for the first
   * would lose its update.
   */
  private CompletableFuture<Optional<IOException>> refused(E entity, WritePlan<E> plan) {
    Put put = plan.put();
    return WriteFailure.ofRow(io.get(tableName, versions.landedRead(put, plan.deletes()))).thenCompose(stored -> {
      VersionCheck.Found found = versions.found(stored, put, plan.deletes());
      if (found.holdsWrite() && plans.unfinished().landedBy(plan.row(), entity, versions.stored(put))) {
        LOG.debug("{} row {} in {}: a repeat of the write that stored version {}, landed with its upkeep unfinished",
            schema().entityName(), RowBytes.hex(put.getRow()), tableName, found.version());
        return upkeep(entity, plan);
      }
      return plan.withdraw().thenCompose(withdrawal -> Futures.failed(
          versions.stale(entity, plan.row(), found.version(), found.holdsWrite(), withdrawal)));
    });
  }

  /**
   * After the data row of {@code entity} (null for a delete) landed: the relation inverses, then,
   * when the index upkeep failed, its {@link IndexUpkeepException} (with a failure of the inverses
   * attached). A write whose inverses failed is kept as landed, so that its repeat is recognized and
   * writes them.
   */
  private CompletableFuture<Void> afterRow(String operation, E entity, WritePlan<E> plan,
      Optional<IOException> upkeep) {
    if (upkeep.isEmpty()) {
      return plan.writeInverses().whenComplete((v, failure) -> {
        if (failure != null && Futures.unwrap(failure) instanceof RelationWriteException && plan.put() != null) {
          plans.unfinished().left(plan.row(), entity, versions.stored(plan.put()), new IndexMaintainer.Plan());
        }
      });
    }
    IndexUpkeepException incomplete = upkeepFailure(operation, plan, upkeep.get());
    return plan.writeInverses().handle((v, failure) -> {
      if (failure != null) {
        incomplete.addSuppressed(Futures.unwrap(failure));
      }
      return null;
    }).thenCompose(v -> Futures.failed(incomplete));
  }

  /** The error of {@code operation}, whose data row landed and whose index upkeep failed with {@code cause}. */
  IndexUpkeepException upkeepFailure(String operation, WritePlan<E> plan, IOException cause) {
    return upkeepFailure(operation, plan.row(), plan.indexes().isEmpty() ? schema().indexes() : plan.indexes(), cause);
  }

  /**
   * The error of {@code operation}, whose data row {@code row} (the first of them) landed and whose
   * upkeep of the indexes {@code behind} failed with {@code cause}.
   */
  IndexUpkeepException upkeepFailure(String operation, byte[] row, List<IndexSchema> behind, IOException cause) {
    return new IndexUpkeepException(operation, schema().entityName(), tableName.getNameAsString(), row,
        behind.stream().map(IndexSchema::name).toList(),
        behind.stream().map(i -> i.tableName().getNameAsString()).toList(), cause);
  }

  /**
   * Writes {@code entity} only if no entity is stored under its key yet; the future holds whether it
   * was written. The argument checks are thrown.
   */
  CompletableFuture<Boolean> putIfAbsent(E entity, Operation operation) {
    ColumnSchema presence = schema().presenceColumn();
    if (presence == null) {
      throw new IllegalStateException(schema().entityName() + " has no cell every stored row has, so putIfAbsent "
          + "cannot tell a stored row from an absent one; add @Version, a primitive column or @PresenceMarker");
    }
    Put put = settings.apply(checks.of(require(entity, "putIfAbsent", "entity"), "putIfAbsent"), null, "putIfAbsent");
    Instant now = clock.instant();
    audit.stampModified(put, now);
    audit.stampCreated(put, now); // written only where no row is stored: nothing to overwrite
    versions.first(put);
    byte[] family = Bytes.toBytes(presence.family());
    byte[] qualifier = Bytes.toBytes(presence.qualifier());
    if (!put.has(family, qualifier)) {
      // only a mapper not generated from the entity's annotations can leave its presence cell out
      throw new IllegalStateException("the mapper of " + schema().entityName() + " wrote no " + presence.label()
          + ", the cell that marks its rows as present; putIfAbsent would overwrite stored rows");
    }
    CheckAndMutate.Builder absent = CheckAndMutate.newBuilder(put.getRow()).ifNotExists(family, qualifier);
    CompletableFuture<Boolean> sent = WriteFailure.beforeRow(plans.put(List.of(entity), List.of(put), operation))
        .thenCompose(plan -> WriteFailure.beforeRow(plan.writeEntries())
            .thenCompose(v -> WriteFailure.ofRow(plan.writeRow(absent)))
            .thenCompose(written -> written
                ? upkeep(entity, plan).thenCompose(upkeep -> afterRow("putIfAbsent", entity, plan, upkeep))
                    .thenApply(v -> true)
                : plan.withdraw().thenApply(w -> false))); // the row exists: take back this one's entries
    return named(sent, "putIfAbsent", put.getRow());
  }

  /**
   * Deletes the row {@code row}: the data row first, then its index entries, then the relation
   * inverses; failures say what they left, as {@link #write}'s do.
   */
  CompletableFuture<Void> delete(byte[] row, Operation operation) {
    return deleteIf(new Delete(row), null, operation).thenApply(deleted -> null);
  }

  /**
   * {@link #delete(byte[], Operation)} of the row of {@code delete} (a whole-row delete, up to its
   * timestamp), only if {@code condition} (null: always) holds, checked by HBase in the same call;
   * the future holds whether the row was deleted. A refused delete has written nothing.
   */
  CompletableFuture<Boolean> deleteIf(Delete delete, Filter condition, Operation operation) {
    byte[] row = delete.getRow();
    CheckAndMutate.Builder check = condition == null ? null : CheckAndMutate.newBuilder(row).ifMatches(condition);
    CompletableFuture<Boolean> deleted = WriteFailure.beforeRow(plans.delete(delete, operation)).thenCompose(plan ->
        WriteFailure.ofRow(plan.writeRow(check))
            .thenCompose(written -> written ? landed("delete", null, plan) : CompletableFuture.completedFuture(false)));
    return named(deleted, "delete", row);
  }

  /** How the rows of an unchecked putAll are sent: the future holds the rows not known written, as reported. */
  interface BatchRows<E> {
    CompletableFuture<Set<byte[]>> write(List<E> batch, List<Put> puts, BatchWriteException.Collector report,
        Operation operation);
  }

  /**
   * Writes {@code entities}: every one mapped and checked first (argument errors thrown, with their
   * position, nothing written), then the rows, through {@code rows} or, with a {@code @Version}, one
   * checked write after the other; the relation inverses of the rows written after them. The future
   * fails with the batch's {@link BatchWriteException} when a row was not written, not completely,
   * or may not have been.
   */
  CompletableFuture<Void> putAll(Iterable<? extends E> entities, BatchRows<E> rows, Operation operation) {
    return putAll(map(entities), rows, operation);
  }

  /**
   * The entities of a putAll, mapped and checked, nothing sent yet: the entities and puts to write,
   * where each run without a repeated row starts ({@code segments}), and the report that already holds
   * the rows refused before sending (a cell over the size limit).
   */
  record Mapped<E>(List<E> batch, List<Put> puts, List<Integer> segments, BatchWriteException.Collector report,
      Instant time) {}

  /**
   * Maps and checks every one of {@code entities}; argument errors are thrown with their position. The
   * puts carry their audit dates, of one time for the whole batch (see {@link #stamp}).
   */
  Mapped<E> map(Iterable<? extends E> entities) {
    return map(entities, null);
  }

  /** {@link #map(Iterable)}, the puts stored as {@code options} (null: none) over the DAO's default ones say. */
  Mapped<E> map(Iterable<? extends E> entities, WriteOptions options) {
    Mapped<E> mapped = new Mapped<>(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(),
        new BatchWriteException.Collector(tableName), clock.instant());
    checks.mapAll(require(entities, "putAll", "entities"), mapped.batch(), mapped.puts(), mapped.report(),
        mapped.segments());
    mapped.puts().replaceAll(put -> settings.apply(put, options, "putAll"));
    if (audit.active()) {
      for (int i = 0; i < mapped.puts().size(); i++) {
        stamp(mapped.batch().get(i), mapped.puts().get(i), mapped.time());
      }
    }
    return mapped;
  }

  /**
   * Once the rows of {@code written} (puts of a putAll) landed: the created date {@code time} stored in
   * each whose entity had none, where the row has none, in one batch of {@code checkAndMutate}s. A row
   * whose call failed goes to {@code report} as written with its upkeep incomplete.
   */
  CompletableFuture<Void> createdIfAbsent(List<Put> written, Instant time, BatchWriteException.Collector report) {
    List<Put> lacking = written.stream().filter(audit::lacksCreated).toList();
    if (lacking.isEmpty()) {
      return CompletableFuture.completedFuture(null);
    }
    List<CheckAndMutate> calls = lacking.stream().map(p -> audit.createdIfAbsent(p, time)).toList();
    return io.batch(tableName, calls).handle((results, failure) -> {
      for (int i = 0; i < lacking.size(); i++) {
        Throwable t = failure != null ? Futures.unwrap(failure) : results[i] instanceof Throwable f ? f : null;
        if (t != null) {
          byte[] row = lacking.get(i).getRow();
          report.upkeepIncomplete(List.of(row), audit.failure("putAll", schema(), row,
              t instanceof IOException e ? e : new IOException(t.toString(), t)));
        }
      }
      return null;
    });
  }

  /**
   * {@link #putAll(Iterable, BatchRows, Operation)} of entities already {@linkplain #map mapped}: see
   * {@link PutAll}.
   */
  CompletableFuture<Void> putAll(Mapped<E> mapped, BatchRows<E> rows, Operation operation) {
    return new PutAll<>(this, versions, relations, plans).write(mapped, rows, operation);
  }

  /** The row of {@code key} for {@code operation}, which must not be null. */
  byte[] rowOf(K key, String operation) {
    return mapper.encodeKey(require(key, operation, "key"));
  }

  /** The entity stored in {@code row}, if any. */
  CompletableFuture<Optional<E>> get(byte[] row) {
    return entityReads.get(row);
  }

  /** The projection of the row {@code row}, if any: see {@link EntityReads#get(byte[], ProjectionMapper)}. */
  <P> CompletableFuture<Optional<P>> get(byte[] row, ProjectionMapper<E, P> projection) {
    return entityReads.get(row, projection);
  }

  /** The entities read by {@link #getAll}, and the rows that could not be mapped when reporting. */
  record Found<E>(List<E> entities, List<MappingException> bad) {}

  /** The entities stored under {@code keys}, in their order: see {@link EntityReads#getAll}. */
  CompletableFuture<Found<E>> getAll(Collection<K> keys, boolean reporting) {
    return entityReads.getAll(keys, reporting);
  }

  /** Whether a row is stored in {@code row}. */
  CompletableFuture<Boolean> exists(byte[] row) {
    return named(io.exists(tableName, new Get(row)), "exists", row);
  }

  /** Adds {@code delta} to the counter cell {@code family:qualifier} of {@code row}; the new value. */
  CompletableFuture<Long> increment(byte[] row, byte[] family, byte[] qualifier, long delta) {
    return named(io.increment(tableName, row, family, qualifier, delta), "increment", row);
  }

  /**
   * {@code step}, an I/O failure of which becomes the exception of {@code operation} on {@code row}:
   * see {@link WriteFailure#named}.
   */
  <T> CompletableFuture<T> named(CompletableFuture<T> step, String operation, byte[] row) {
    return WriteFailure.named(step, operation, schema(), row, versions.active());
  }

  /** An unchecked exception for a failed operation on {@code row}. */
  HBaseAccessException failure(String operation, byte[] row, IOException cause) {
    return new HBaseAccessException(operation, tableName.getNameAsString(), row, cause);
  }

  /** {@code argument}, or an {@link IllegalArgumentException} naming it when it is null. */
  <T> T require(T argument, String operation, String name) {
    if (argument == null) {
      throw new IllegalArgumentException(operation + ": " + name + " is null (" + where() + ")");
    }
    return argument;
  }

  /** The entity and its table, for messages. */
  String where() {
    return schema().entityName() + ", table " + tableName.getNameAsString();
  }
}
