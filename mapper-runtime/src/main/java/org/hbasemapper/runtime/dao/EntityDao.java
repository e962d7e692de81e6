package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.BufferedMutator;
import org.apache.hadoop.hbase.client.CheckAndMutate;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.RowMutations;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.HBaseMapperException;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.RowReads;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.WideRowSource;
import org.hbasemapper.runtime.audience.Internal;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.runtime.index.IndexStats;
import org.hbasemapper.runtime.query.KeyLookup;
import org.hbasemapper.runtime.query.Projections;
import org.hbasemapper.runtime.query.QueryContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The I/O of one entity type; generated {@code <Entity>Dao}s extend it with typed key arguments.
 *
 * <p>Thread-safe and cheap: it holds the caller's {@link Connection} (one per application, as
 * hbase-client recommends), takes a lightweight {@link Table} per call, and never closes the
 * connection. HBase I/O failures surface as {@link HBaseAccessException}s naming the operation, table and row;
 * every exception the DAO throws about data or I/O is a {@link HBaseMapperException}.
 *
 * @param <E> the entity type
 * @param <K> the key type
 */
public abstract class EntityDao<E, K> {
  private static final Logger LOG = LoggerFactory.getLogger(EntityDao.class);

  private final Connection connection;
  private final EntityMapper<E, K> mapper;
  private final TableName tableName;
  private final QueryContext<E> queryContext;
  private final WideRowSource wideRows;
  private final RowReads reads;
  private final IndexMaintainer<E> indexes;
  private final RelationUpkeep relations;
  private final VersionCheck<E> versions;
  private final WritePlanner<E> plans;
  private final PutChecks<E> checks;
  private final BatchWriter<E> batches;

  /** A DAO over {@code connection}, which stays the caller's to close. */
  protected EntityDao(Connection connection, EntityMapper<E, K> mapper) {
    this(connection, mapper, List.of());
  }

  /**
   * A DAO whose writes also keep the inverse families of {@code relations} in step; generated DAOs
   * of entities with {@code @Relation} fields call it.
   */
  protected EntityDao(Connection connection, EntityMapper<E, K> mapper, List<RelationLink> relations) {
    this.connection = Objects.requireNonNull(connection, "connection");
    this.mapper = mapper;
    this.tableName = mapper.schema().tableName();
    this.queryContext = new QueryContext<>(connection, mapper);
    this.wideRows = WideRowSource.of(connection, mapper.schema());
    this.reads = new RowReads(mapper.schema());
    this.indexes = new IndexMaintainer<>(connection, mapper, reads::get);
    this.relations = new RelationUpkeep(connection, relations);
    this.versions = new VersionCheck<>(mapper);
    this.plans = new WritePlanner<>(mapper, indexes, this.relations);
    this.checks = new PutChecks<>(mapper,
        connection.getConfiguration().getInt(PutChecks.MAX_CELL_SIZE_KEY, PutChecks.MAX_CELL_SIZE_DEFAULT));
    this.batches = new BatchWriter<>(connection, tableName, plans);
  }

  /** The caller's connection, for generated accessors such as wide rows. */
  protected final Connection connection() {
    return connection;
  }

  /** The context the generated query builder runs in. */
  protected final QueryContext<E> queryContext() {
    return queryContext;
  }

  /** The table layout. */
  public TableSchema schema() {
    return mapper.schema();
  }

  /** The mapper. */
  public EntityMapper<E, K> mapper() {
    return mapper;
  }

  /**
   * Writes the non-null fields of {@code entity}; cells of null fields are left as they are (use
   * {@link #replace} to clear them). With a {@code @Version}, a {@link StaleEntityException} when
   * another write came first; then nothing of this write is left, index entries included.
   */
  public void put(E entity) {
    write(entity, checks.of(require(entity, "put", "entity"), "put"), false);
  }

  /**
   * Makes the row exactly {@code entity}, in one atomic {@link RowMutations}: non-null fields are
   * written, cells of null fields are deleted, and qualifiers of dynamic families that are no longer
   * in the map are deleted. Counters and columns the entity does not map are left alone. An entity
   * with no non-null column is refused ({@link IllegalArgumentException}): it would delete the row,
   * which is {@link #delete}'s job. With a {@code @Version}, as {@link #put}.
   */
  public void replace(E entity) {
    write(entity, checks.of(require(entity, "replace", "entity"), "replace"), true);
  }

  /** {@link #put} (or {@link #replace}) of {@code entity} as {@code put}, with its upkeep. */
  private void write(E entity, Put put, boolean replace) {
    WritePlan<E> plan;
    try (Table table = table()) {
      plan = replace ? plans.replace(table, entity, put) : plans.put(table, List.of(entity), List.of(put));
      send(table, entity, plan);
    } catch (IOException e) {
      throw failure(replace ? "replace" : "put", put.getRow(), e);
    }
    plan.writeInverses();
  }

  /**
   * The steps of {@link WritePlan} up to the data row's: its index entries, the row (checked against
   * the entity's {@code @Version} when it has one), then the check of the entries; a stale entity is
   * refused with its entries taken back. The relation inverses are the caller's, after the table.
   */
  private void send(Table table, E entity, WritePlan<E> plan) throws IOException {
    plan.writeEntries();
    if (!plan.writeRow(table, versions.next(entity, plan.put()))) {
      throw versions.stale(entity, plan.row(), plan.withdraw(table));
    }
    plan.complete(table);
  }

  /**
   * Writes {@code entity} only if no entity is stored under its key yet, atomically
   * ({@code checkAndMutate}); returns whether it was written. "Stored" means the schema's
   * {@linkplain TableSchema#presenceColumn() presence column} has a cell, so that column must be
   * non-null in {@code entity}.
   */
  public boolean putIfAbsent(E entity) {
    ColumnSchema presence = schema().presenceColumn();
    if (presence == null) {
      throw new IllegalStateException(schema().entityName()
          + " maps no single-cell column, so putIfAbsent has no column to test for absence");
    }
    Put put = checks.of(require(entity, "putIfAbsent", "entity"), "putIfAbsent");
    versions.first(put);
    byte[] family = Bytes.toBytes(presence.family());
    byte[] qualifier = Bytes.toBytes(presence.qualifier());
    if (!put.has(family, qualifier)) {
      throw new IllegalArgumentException("putIfAbsent needs " + schema().entityName() + "." + presence.field()
          + " to be non-null: its column " + presence.label() + " is what marks the row as present");
    }
    boolean written;
    WritePlan<E> plan;
    try (Table table = table()) {
      plan = plans.put(table, List.of(entity), List.of(put));
      plan.writeEntries();
      written = plan.writeRow(table, CheckAndMutate.newBuilder(put.getRow()).ifNotExists(family, qualifier));
      if (written) {
        plan.complete(table);
      } else {
        plan.withdraw(table); // the row exists: take back the entries written for this one
      }
    } catch (IOException e) {
      throw failure("putIfAbsent", put.getRow(), e);
    }
    if (written) {
      plan.writeInverses();
    }
    return written;
  }

  /**
   * Writes many entities through a {@link BufferedMutator}, flushed before this returns.
   *
   * <p>Every entity is mapped and checked first: a null element or an entity the mapper rejects
   * (a null key component, no non-null column) is an {@link IllegalArgumentException} naming its
   * position, and nothing is written. Rows that then fail are reported together in a
   * {@link BatchWriteException} ({@link BatchWriteException#failedRows() failedRows()}, by data row
   * key), every other row written: rows HBase failed after its retries, and rows with a cell over
   * the client's size limit ({@code hbase.client.keyvalue.maxsize}), which are never sent. With
   * indexes, rows go in rounds of 2,000 (entries, data rows, upkeep), and a round with a failure
   * ends the batch: the rows after it are listed in
   * {@link BatchWriteException#notAttemptedRows() notAttemptedRows()}. With a {@code @Version}, each
   * entity is one checked write in turn, and a stale one ends the batch with a
   * {@link StaleEntityException}: the entities before it are written, those after it are not.
   */
  public void putAll(Iterable<? extends E> entities) {
    List<E> batch = new ArrayList<>();
    List<Put> puts = new ArrayList<>();
    BatchWriteException.Collector report = new BatchWriteException.Collector(tableName);
    checks.mapAll(require(entities, "putAll", "entities"), batch, puts, report);
    if (versions.active()) {
      putAllChecked(batch, puts, report); // writes each entity's relation inverses itself
    } else {
      Set<byte[]> unwritten = batches.write(batch, puts, report);
      // owner rows first, then the rows they point at: only the owner rows that were written
      puts.stream().filter(p -> !unwritten.contains(p.getRow())).forEach(p -> relations.afterWrite(p, report));
    }
    BatchWriteException failure = report.exception();
    if (failure != null) {
      throw failure;
    }
    LOG.debug("putAll wrote {} rows to {}", puts.size(), tableName);
  }

  /** putAll of a versioned entity: one checked write per entity, in order; an I/O failure ends the batch. */
  private void putAllChecked(List<E> batch, List<Put> puts, BatchWriteException.Collector report) {
    for (int i = 0; i < puts.size(); i++) {
      Put put = puts.get(i);
      try (Table table = table()) {
        send(table, batch.get(i), plans.put(table, List.of(batch.get(i)), List.of(put)));
      } catch (IOException | MappingException e) { // MappingException: the stored row the index upkeep read
        report.failed(List.of(put.getRow()), e);
        report.notAttempted(puts.subList(i + 1, puts.size()).stream().map(Put::getRow).toList());
        return;
      } catch (StaleEntityException e) {
        BatchWriteException earlier = report.exception();
        if (earlier != null) {
          e.addSuppressed(earlier); // rows refused before this one, for their size
        }
        throw e;
      }
      relations.afterWrite(put, report);
    }
  }

  /** Deletes the whole row stored under {@code key} (every family, every version). */
  public void delete(K key) {
    deleteRow(mapper.encodeKey(require(key, "delete", "key")));
  }

  /**
   * {@link #delete} of the row {@code row}; for a group's delete of the rows under a prefix, whose
   * keys come from a scan of this record type's code.
   */
  void deleteRow(byte[] row) {
    WritePlan<E> plan;
    try (Table table = table()) {
      plan = plans.delete(table, row);
      plan.writeRow(table, null); // the data row first, then its index entries
      plan.complete(table);
    } catch (IOException e) {
      throw failure("delete", row, e);
    }
    plan.writeInverses();
  }

  /**
   * Whether deleting a row takes more than a {@code Delete} of it: index entries to remove, relation
   * inverses to unlink. A group deletes rows of members without upkeep in batches.
   */
  boolean deletesNeedUpkeep() {
    return indexes.active() || relations.active();
  }

  /** The entity stored under {@code key}, if any. */
  public Optional<E> get(K key) {
    byte[] row = mapper.encodeKey(require(key, "get", "key"));
    try (Table table = table()) {
      Result[] result = {table.get(reads.get(row))};
      reads.probeLazyOnlyRows(table, List.of(row), result);
      return Optional.ofNullable(mapper.fromResult(result[0], wideRows));
    } catch (IOException e) {
      throw failure("get", row, e);
    }
  }

  /**
   * The projection {@code type} of the row stored under {@code key}, if any, reading only the
   * projection's cells: {@code purchases.get(key, SaleLine.class)}. {@code type} is a record annotated
   * {@code @Projection(Entity.class)} or returned by a repository of this entity.
   *
   * @throws IllegalArgumentException when {@code type} has no generated projection of this entity
   */
  public <P> Optional<P> get(K key, Class<P> type) {
    require(key, "get", "key");
    return KeyLookup.of(queryContext, mapper, List.of(key)).select(Projections.of(mapper, type)).first();
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
  public List<E> getAll(Collection<K> keys, Consumer<? super MappingException> report) {
    List<Get> gets = new ArrayList<>(require(keys, "getAll", "keys").size());
    for (K key : keys) {
      gets.add(reads.get(encodeElement(key, "getAll", "keys", gets.size())));
    }
    if (gets.isEmpty()) {
      return new ArrayList<>();
    }
    try (Table table = table()) {
      Result[] results = table.get(gets);
      reads.probeLazyOnlyRows(table, gets.stream().map(Get::getRow).toList(), results);
      List<E> out = new ArrayList<>(results.length);
      for (Result result : results) {
        E entity;
        try {
          entity = mapper.fromResult(result, wideRows);
        } catch (MappingException e) {
          if (report == null) {
            throw e;
          }
          report.accept(e);
          continue;
        }
        if (entity != null) {
          out.add(entity);
        }
      }
      return out;
    } catch (IOException e) {
      throw new HBaseAccessException("multi-get of " + gets.size() + " rows", tableName.getNameAsString(), null, e);
    }
  }

  /** Whether a row is stored under {@code key}. */
  public boolean exists(K key) {
    byte[] row = mapper.encodeKey(require(key, "exists", "key"));
    try (Table table = table()) {
      return table.exists(new Get(row));
    } catch (IOException e) {
      throw failure("exists", row, e);
    }
  }

  /**
   * Adds {@code delta} to the counter cell {@code family:qualifier} of the row under {@code key},
   * atomically on the server, and returns the new value. Generated {@code increment<Field>} methods
   * call it.
   */
  protected final long increment(K key, byte[] family, byte[] qualifier, long delta) {
    byte[] row = mapper.encodeKey(require(key, "increment", "key"));
    try (Table table = table()) {
      return table.incrementColumnValue(row, family, qualifier, delta);
    } catch (IOException e) {
      throw failure("increment", row, e);
    }
  }

  /**
   * The start of a lookup through the secondary index {@code index}; generated
   * {@code findBy<Field>} methods and index stages build on it.
   */
  protected final IndexQuery.State<E> index(String index) {
    return IndexQuery.start(indexes, wideRows, index);
  }

  /** What lookups through this DAO's indexes have found stale (skipped) and removed. */
  public IndexStats indexStats() {
    return indexes.stats();
  }

  /** The index upkeep of this DAO, for {@code IndexAdmin}. */
  @Internal
  public IndexMaintainer<E> indexMaintainer() {
    return indexes;
  }

  /** A lightweight table handle; close it after use. */
  protected final Table table() throws IOException {
    return connection.getTable(tableName);
  }

  /** An unchecked exception for a failed operation on {@code row}. */
  protected final HBaseAccessException failure(String operation, byte[] row, IOException cause) {
    return new HBaseAccessException(operation, tableName.getNameAsString(), row, cause);
  }

  /** {@code argument}, or an {@link IllegalArgumentException} naming it when it is null. */
  private <T> T require(T argument, String operation, String name) {
    if (argument == null) {
      throw new IllegalArgumentException(operation + ": " + name + " is null (" + where() + ")");
    }
    return argument;
  }

  /** The row key of element {@code position} of the argument {@code name}, which must not be null. */
  private byte[] encodeElement(K key, String operation, String name, int position) {
    if (key == null) {
      throw new IllegalArgumentException(operation + ": " + name + "[" + position + "] is null (" + where() + ")");
    }
    try {
      return mapper.encodeKey(key);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(operation + ": " + name + "[" + position + "]: " + e.getMessage(), e);
    }
  }

  /** The entity and its table, for messages. */
  private String where() {
    return schema().entityName() + ", table " + tableName.getNameAsString();
  }

}
