package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.BufferedMutator;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.RowMutations;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.filter.Filter;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.HBaseMapperException;
import org.hbasemapper.runtime.IndexUpkeepException;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.NamespacedMapper;
import org.hbasemapper.runtime.RelationWriteException;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.WideRowSource;
import org.hbasemapper.runtime.WriteOptions;
import org.hbasemapper.runtime.WriteOutcomeUnknownException;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.filter.WriteConditions;
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.runtime.index.IndexStats;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.query.Projections;
import org.hbasemapper.runtime.query.QueryContext;
import org.jspecify.annotations.Nullable;

/**
 * The I/O of one entity type; generated {@code <Entity>Dao}s extend it with typed key arguments.
 *
 * <p>Thread-safe and cheap: it holds the caller's {@link Connection} (one per application, as
 * hbase-client recommends), takes a lightweight {@link Table} per call, and never closes the
 * connection. HBase I/O failures surface as {@link HBaseAccessException}s naming the operation, table and row;
 * every exception the DAO throws about data or I/O is a {@link HBaseMapperException}.
 *
 * <p>A failed {@code put}, {@code replace}, {@code putIfAbsent} or {@code delete} says what it left
 * of the data row: an {@link IndexUpkeepException} when the row was written but the index upkeep
 * after it did not finish (nothing to repeat), a {@link WriteOutcomeUnknownException} when the call
 * writing it failed after it may have landed, a {@link RelationWriteException} when the row was
 * written but a relation's inverse was not, and a plain {@link HBaseAccessException} when the row
 * was not written. Each may be repeated as it is. A {@code @Version}ed write that landed is
 * recognized when repeated through the same DAO with the same entity object after an
 * {@code IndexUpkeepException} or {@code RelationWriteException} (it succeeds, finishing the
 * upkeep); otherwise its repeat is refused with a {@link StaleEntityException} whose
 * {@link StaleEntityException#rowHoldsThisWrite() rowHoldsThisWrite()} says that the row holds
 * exactly its values.
 *
 * @param <E> the entity type
 * @param <K> the key type
 */
@Api
public abstract class EntityDao<E, K> {
  private final Connection connection;
  private final EntityMapper<E, K> mapper;
  private final TableName tableName;
  private final QueryContext<E> queryContext;
  private final EntityOperations<E, K> operations;
  private final BatchWriter<E> batches;
  private final MapperOptions options;
  private final Observer observer;
  private final List<RelationLink> relations;
  private final RowUpdater<E> updates;

  /** A DAO over {@code connection}, which stays the caller's to close. */
  @Internal
  protected EntityDao(Connection connection, EntityMapper<E, K> mapper) {
    this(connection, mapper, List.of());
  }

  /**
   * A DAO whose writes also keep the inverse families of {@code relations} in step; generated DAOs
   * of entities with {@code @Relation} fields call it.
   */
  @Internal
  protected EntityDao(Connection connection, EntityMapper<E, K> mapper, List<RelationLink> relations) {
    this(connection, mapper, relations, MapperOptions.defaults());
  }

  /**
   * A DAO built with {@code options} (namespace mapping, listener); generated DAOs call it. With a
   * namespace mapping, everything the DAO reads and writes (data, index and relation tables) is in
   * the mapped tables: the mapping is applied here, once, to the mapper and the relation links.
   */
  @LimitedPrivate("mapper-dynamic")
  protected EntityDao(Connection connection, EntityMapper<E, K> mapper, List<RelationLink> relations,
      MapperOptions options) {
    this.options = Objects.requireNonNull(options, "options");
    this.connection = Objects.requireNonNull(connection, "connection");
    this.mapper = NamespacedMapper.of(mapper, options);
    this.tableName = this.mapper.schema().tableName();
    this.relations = RelationLink.mapped(relations, options);
    TableIo io = TableIo.blocking(connection);
    this.operations = new EntityOperations<>(io, this.mapper, WideRowSource.of(connection, this.mapper.schema()),
        this.relations, options.clock(), options.writeOptions());
    this.batches = new BatchWriter<>(connection, tableName, operations.plans());
    this.observer = Observer.of(options.listener(), mapper.schema().entityName(), tableName); // mapped already
    this.queryContext = new QueryContext<>(connection, this.mapper, options)
        .withDeletes(new QueryDelete<>(operations, io, observer, null));
    this.updates = new RowUpdater<>(operations.indexes(), this.mapper.schema());
  }

  /** The caller's connection, for generated accessors such as wide rows. */
  @Internal
  protected final Connection connection() {
    return connection;
  }

  /**
   * The relations whose inverse families this DAO's writes keep in step, with the tables it uses
   * (mapped by its options); for tools that write the same rows another way, such as bulk loads.
   */
  public final List<RelationLink> relations() {
    return relations;
  }

  /** The options this DAO was built with. */
  public final MapperOptions options() {
    return options;
  }

  /**
   * The context the generated query builder runs in, and the generated repositories of the entity:
   * its queries delete rows through this DAO.
   */
  @Internal
  public final QueryContext<E> queryContext() {
    return queryContext;
  }

  /**
   * The table layout, with the tables this DAO uses: {@linkplain TableSchema#mapped(MapperOptions)
   * mapped} when its options map the entity's namespace.
   */
  public TableSchema schema() {
    return mapper.schema();
  }

  /**
   * The mapper, whose {@link EntityMapper#schema() schema()} is {@link #schema()}: the generated one,
   * or one of the mapped tables when the options map the entity's namespace.
   */
  public EntityMapper<E, K> mapper() {
    return mapper;
  }

  /**
   * Writes the non-null fields of {@code entity}; cells of null fields are left as they are (use
   * {@link #replace} to clear them). With a {@code @Version}, a {@link StaleEntityException} when
   * another write came first; then nothing of this write is left, index entries included. Failures
   * say what they left, and what a repeat does (see the class comment).
   */
  public void put(E entity) {
    observer.observed("put", op -> await(operations.write(entity, operations.putOf(entity, "put"), false, op)));
  }

  /**
   * {@link #put(Object)} only if {@code condition} holds for the stored row, checked by HBase in the
   * same call as the write ({@code CheckAndMutate} with a filter); returns whether it wrote:
   * {@code stocks.put(stock, StockQuery.QUANTITY.greaterThan(0))}. A row that is not stored matches no
   * condition, not even {@code isNull()}. A refused write leaves nothing behind (its new index entries
   * are taken back). With a {@code @Version}, both the version and the condition must hold: a stale
   * version is a {@link StaleEntityException}, a false condition {@code false}.
   *
   * @throws IllegalArgumentException before any I/O, when the condition tests a field of another
   *     entity, or cannot be decided by HBase alone (see docs/writes.md)
   */
  public boolean put(E entity, Condition<E> condition) {
    return put(entity, condition, WriteOptions.defaults());
  }

  /**
   * {@link #put(Object)} stored as {@code options} say (TTL, durability, timestamp), over this DAO's
   * default ones ({@link MapperOptions#withWriteOptions}); the new index entries live as long as the row.
   */
  public void put(E entity, WriteOptions options) {
    observer.observed("put", op -> await(operations.write(entity,
        operations.putOf(entity, "put", require(options)), false, op)));
  }

  /** {@link #put(Object, Condition)} stored as {@code options} say; see {@link #put(Object, WriteOptions)}. */
  public boolean put(E entity, Condition<E> condition, WriteOptions options) {
    return observer.observed("put", applied -> applied ? 1 : 0, op -> {
      Filter filter = WriteConditions.filter(condition, schema(), "put");
      return await(operations.writeIf(entity, operations.putOf(entity, "put", require(options)), false, filter, op));
    });
  }

  /**
   * Makes the row exactly {@code entity}, in one atomic {@link RowMutations}: non-null fields are
   * written, cells of null fields are deleted, and qualifiers of dynamic families that are no longer
   * in the map are deleted. Counters and columns the entity does not map are left alone. An entity
   * with no non-null column is refused ({@link IllegalArgumentException}): it would delete the row,
   * which is {@link #delete}'s job. With a {@code @Version}, as {@link #put}.
   */
  public void replace(E entity) {
    observer.observed("replace", op -> await(operations.write(entity, operations.putOf(entity, "replace"), true, op)));
  }

  /** {@link #replace(Object)} only if {@code condition} holds, as {@link #put(Object, Condition)}; whether it wrote. */
  public boolean replace(E entity, Condition<E> condition) {
    return replace(entity, condition, WriteOptions.defaults());
  }

  /** {@link #replace(Object)} stored as {@code options} say; see {@link #put(Object, WriteOptions)}. */
  public void replace(E entity, WriteOptions options) {
    observer.observed("replace", op -> await(operations.write(entity,
        operations.putOf(entity, "replace", require(options)), true, op)));
  }

  /** {@link #replace(Object, Condition)} stored as {@code options} say; see {@link #put(Object, WriteOptions)}. */
  public boolean replace(E entity, Condition<E> condition, WriteOptions options) {
    return observer.observed("replace", applied -> applied ? 1 : 0, op -> {
      Filter filter = WriteConditions.filter(condition, schema(), "replace");
      return await(operations.writeIf(entity, operations.putOf(entity, "replace", require(options)), true, filter, op));
    });
  }

  /**
   * Writes {@code entity} only if no entity is stored under its key yet, atomically
   * ({@code checkAndMutate}); returns whether it was written. "Stored" means the row has the schema's
   * {@linkplain TableSchema#presenceColumn() presence cell}, a cell every row the mapper writes
   * has: the {@code @PresenceMarker}, the {@code @Version} or a primitive column, never a column a
   * field may leave null or empty. A row written by another program counts as stored only if it
   * has that cell.
   *
   * <p>Protected here: the generated DAO makes it public when its entity has a presence cell, so
   * that calling it on an entity without one does not compile (HBase has no atomic "row absent"
   * check, and testing a nullable column overwrites rows where it is null).
   */
  protected boolean putIfAbsent(E entity) {
    return observer.observed("putIfAbsent", null, op -> await(operations.putIfAbsent(entity, op)));
  }

  /**
   * Writes many entities through a {@link BufferedMutator}, flushed before this returns.
   *
   * <p>Every entity is mapped and checked first: a null element or an entity the mapper rejects
   * (a null key component, no non-null column) is an {@link IllegalArgumentException} naming its
   * position, and nothing is written. Rows that then fail are reported together in a
   * {@link BatchWriteException}, by data row key, every other row written with its upkeep:
   * {@link BatchWriteException#failedRows() failedRows()} were not written (a cell over the
   * client's size limit, {@code hbase.client.keyvalue.maxsize}, which is never sent; an index entry
   * that could not be written first; a failure proving the row was not applied),
   * {@link BatchWriteException#unknownRows() unknownRows()} failed after they may have landed, and
   * {@link BatchWriteException#upkeepIncompleteRows() upkeepIncompleteRows()} are written but their
   * index or relation upkeep did not finish. With indexes, rows go in rounds of 2,000 (entries,
   * data rows, upkeep), and a round with a failure ends the batch: the rows after it are listed in
   * {@link BatchWriteException#notAttemptedRows() notAttemptedRows()}. With a {@code @Version}, each
   * entity is one checked write in turn, and a failed one ends the batch the same way; a stale one
   * ends it with a {@link StaleEntityException}: the entities before it are written, those after it
   * are not. Repeating the whole batch through this DAO with the same entities is safe: a
   * {@code @Version}ed row reported written is recognized as the write that landed.
   */
  public void putAll(Iterable<? extends E> entities) {
    observer.observed("putAll", op -> await(operations.putAll(operations.map(entities), this::writeRows, op)));
  }

  /**
   * {@link #putAll(Iterable)} with every row stored as {@code options} say (over this DAO's default
   * ones); see {@link #put(Object, WriteOptions)}.
   */
  public void putAll(Iterable<? extends E> entities, WriteOptions options) {
    observer.observed("putAll", op -> await(operations.putAll(operations.map(entities, require(options)),
        this::writeRows, op)));
  }

  /** Maps and checks {@code entities} for a putAll, sending nothing: see {@link #putAll(EntityOperations.Mapped)}. */
  EntityOperations.Mapped<E> mapAll(Iterable<? extends E> entities) {
    return operations.map(entities);
  }

  /**
   * {@link #putAll(Iterable)} of entities mapped by {@link #mapAll}: a group maps the rows of every
   * record type before it sends any.
   */
  void putAll(EntityOperations.Mapped<E> mapped) {
    observer.observed("putAll", op -> await(operations.putAll(mapped, this::writeRows, op)));
  }

  private CompletableFuture<Set<byte[]>> writeRows(List<E> batch, List<Put> puts, BatchWriteException.Collector report,
      Operation operation) {
    return CompletableFuture.completedFuture(batches.write(batch, puts, report, operation));
  }

  /**
   * A partial update of the row under {@code key}, sent without reading the row by
   * {@link RowUpdate#apply()}: {@code stocks.update(key).set(StockQuery.QUANTITY, 7).remove(StockQuery.NOTE).apply()}.
   * One atomic row mutation, which also bumps the {@code @Version} of an entity that has one; an update
   * of an indexed column reads that column first (one {@code Get}) and keeps the index in step.
   */
  public RowUpdate<E> update(K key) {
    RowChanges<E> changes = new RowChanges<>(mapper.schema(), operations.rowOf(key, RowChanges.OPERATION),
        options.clock().instant());
    return new RowUpdate<>(changes, c -> observer.observed(RowChanges.OPERATION, null,
        op -> await(updates.apply(c, op))));
  }

  /** Deletes the whole row stored under {@code key} (every family, every version). */
  public void delete(K key) {
    observer.observed("delete", op -> await(operations.deleteIf(operations.deleteOf(key, "delete", null), null, op)));
  }

  /**
   * {@link #delete(Object)} only if {@code condition} holds for the stored row, checked by HBase in the
   * same call; returns whether it deleted ({@code false} also when no row is stored). The index entries
   * and relation inverses of a row deleted are removed after it, as {@code delete(key)} does.
   *
   * @throws IllegalArgumentException before any I/O, as {@link #put(Object, Condition)}
   */
  public boolean delete(K key, Condition<E> condition) {
    return delete(key, condition, WriteOptions.defaults());
  }

  /**
   * {@link #delete(Object)} with {@code options}: its durability, and with a timestamp, only the
   * cells up to it go (newer ones stay, with their index entries). A TTL is refused: a delete stores
   * no cells.
   */
  public void delete(K key, WriteOptions options) {
    observer.observed("delete", op -> await(operations.deleteIf(operations.deleteOf(key, "delete", require(options)),
        null, op)));
  }

  /** {@link #delete(Object, Condition)} with {@code options}, as {@link #delete(Object, WriteOptions)}. */
  public boolean delete(K key, Condition<E> condition, WriteOptions options) {
    return observer.observed("delete", deleted -> deleted ? 1 : 0, op -> {
      Filter filter = WriteConditions.filter(condition, schema(), "delete");
      return await(operations.deleteIf(operations.deleteOf(key, "delete", require(options)), filter, op));
    });
  }

  /**
   * {@link #delete} of the row {@code row}; for a group's delete of the rows under a prefix, whose
   * keys come from a scan of this record type's code.
   */
  void deleteRow(byte[] row) {
    observer.observed("delete", op -> await(operations.delete(row, op)));
  }

  /** The operations of this DAO, for a group's atomic writes, which plan each member's rows through them. */
  EntityOperations<E, K> operations() {
    return operations;
  }

  /**
   * Whether deleting a row takes more than a {@code Delete} of it: index entries to remove, relation
   * inverses to unlink. A group deletes rows of members without upkeep in batches.
   */
  boolean deletesNeedUpkeep() {
    return operations.indexes().active() || operations.relations().active();
  }

  /** The entity stored under {@code key}, if any. */
  public Optional<E> get(K key) {
    return observer.observed("get", EntityDao::found, op -> await(operations.get(operations.rowOf(key, "get"))));
  }

  /**
   * The projection {@code type} of the row stored under {@code key}, if any, reading only the
   * projection's cells: {@code purchases.get(key, SaleLine.class)}. {@code type} is a record annotated
   * {@code @Projection(Entity.class)} or returned by a repository of this entity.
   *
   * @throws IllegalArgumentException when {@code type} has no generated projection of this entity
   */
  public <P> Optional<P> get(K key, Class<P> type) {
    return observer.observed("get", EntityDao::found, op -> {
      byte[] row = operations.rowOf(key, "get");
      return await(operations.get(row, Projections.of(mapper, type)));
    });
  }

  /**
   * The entities stored under {@code keys}, read with one multi-get, in the order of {@code keys};
   * keys with no row are left out.
   */
  public List<E> getAll(Collection<K> keys) {
    return getAll(keys, null);
  }

  /**
   * As {@link #getAll(Collection)}, but a row whose stored data cannot be read is left out and its
   * {@link MappingException} handed to {@code report} (log it, count it), instead of failing the
   * whole multi-get.
   */
  public List<E> getAll(Collection<K> keys, @Nullable Consumer<? super MappingException> report) {
    return observer.observed("getAll", List::size, op -> {
      EntityOperations.Found<E> found = await(operations.getAll(keys, report != null));
      found.bad().forEach(report == null ? e -> { } : report);
      return found.entities();
    });
  }

  /** Whether a row is stored under {@code key}. */
  public boolean exists(K key) {
    return observer.observed("exists", exists -> exists ? 1 : 0,
        op -> await(operations.exists(operations.rowOf(key, "exists"))));
  }

  /**
   * Adds {@code delta} to the counter cell {@code family:qualifier} of the row under {@code key},
   * atomically on the server, and returns the new value. Generated {@code increment<Field>} methods
   * call it.
   */
  @Internal
  protected final long increment(K key, byte[] family, byte[] qualifier, long delta) {
    return observer.observed("increment", null,
        op -> await(operations.increment(operations.rowOf(key, "increment"), family, qualifier, delta)));
  }

  /**
   * The start of a lookup through the secondary index {@code index}; generated
   * {@code findBy<Field>} methods and index stages build on it.
   */
  @Internal
  protected final IndexQuery.State<E> index(String index) {
    return IndexQuery.start(operations.indexes(), operations.wideRows(), index, null, observer);
  }

  /** What lookups through this DAO's indexes have found stale (skipped) and removed. */
  public IndexStats indexStats() {
    return operations.indexes().stats();
  }

  /** Where this DAO's operations start; the group DAO's operations start on its first member's. */
  Observer observer() {
    return observer;
  }

  /** A lightweight table handle; close it after use. */
  @Internal
  protected final Table table() throws IOException {
    return connection.getTable(tableName);
  }

  /** An unchecked exception for a failed operation on {@code row}. */
  @Internal
  protected final HBaseAccessException failure(String operation, byte[] row, IOException cause) {
    return operations.failure(operation, row, cause);
  }

  /** {@code options}, refused when null (pass {@link WriteOptions#defaults()} for none). */
  private WriteOptions require(WriteOptions options) {
    return operations.require(options, "write", "options");
  }

  /** One row for a value found, none for none: what a single-row read reports to its operation. */
  private static long found(Optional<?> found) {
    return found.isPresent() ? 1 : 0;
  }

  /**
   * The outcome of a step over the blocking connection, complete by now: its value, or its failure
   * thrown as the step raised it (the steps name their I/O failures already). Also the query deletes'.
   */
  static <T> T await(CompletableFuture<T> step) {
    try {
      return Futures.join(step);
    } catch (IOException e) { // every step turns its I/O failures into HBaseAccessExceptions
      throw new IllegalStateException("an I/O failure no step named: " + e.getMessage(), e);
    }
  }

}
