package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.BufferedMutator;
import org.apache.hadoop.hbase.client.BufferedMutatorParams;
import org.apache.hadoop.hbase.client.CheckAndMutate;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Mutation;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.RetriesExhaustedWithDetailsException;
import org.apache.hadoop.hbase.client.RowMutations;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.filter.KeyOnlyFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.HBaseMapperException;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.RelationWriteException;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.WideRowSource;
import org.hbasemapper.runtime.audience.Internal;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.runtime.index.IndexStats;
import org.hbasemapper.runtime.bytes.RowBytes;
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
  private final List<RelationLink> relations;
  private final IndexMaintainer<E> indexes;
  private final PutChecks<E> checks;

  /** A DAO over {@code connection}, which stays the caller's to close. */
  protected EntityDao(Connection connection, EntityMapper<E, K> mapper) {
    this(connection, mapper, List.of());
  }

  /**
   * A DAO whose writes also keep the inverse families of {@code relations} in step; generated DAOs
   * of entities with {@code @Relation} fields call it.
   */
  protected EntityDao(Connection connection, EntityMapper<E, K> mapper, List<RelationLink> relations) {
    this.connection = java.util.Objects.requireNonNull(connection, "connection");
    this.mapper = mapper;
    this.tableName = mapper.schema().tableName();
    this.queryContext = new QueryContext<>(connection, mapper);
    this.wideRows = WideRowSource.of(connection, mapper.schema());
    this.relations = relations.stream().filter(RelationLink::hasInverse).toList();
    this.reads = new RowReads(mapper.schema());
    this.indexes = new IndexMaintainer<>(connection, mapper, reads::get);
    this.checks = new PutChecks<>(mapper,
        connection.getConfiguration().getInt(PutChecks.MAX_CELL_SIZE_KEY, PutChecks.MAX_CELL_SIZE_DEFAULT));
  }

  /** The (qualifier, value) pairs {@code put} writes in {@code link}'s family. */
  private static List<byte[][]> entries(Put put, RelationLink link) {
    List<Cell> cells = put.getFamilyCellMap().get(link.family());
    if (cells == null) {
      return List.of();
    }
    List<byte[][]> out = new ArrayList<>(cells.size());
    for (Cell cell : cells) {
      out.add(new byte[][] {CellUtil.cloneQualifier(cell), CellUtil.cloneValue(cell)});
    }
    return out;
  }

  /** After {@code put} was written: the inverse entries of its relation families. */
  private void putInverses(Put put) {
    for (RelationLink link : relations) {
      link.putInverse(connection, put.getRow(), entries(put, link));
    }
  }

  /** {@link #putInverses(Put)} within a batch: a failure also carries what the batch reported so far. */
  private void putInverses(Put put, BatchWriteException.Collector report) {
    try {
      putInverses(put);
    } catch (RelationWriteException e) {
      BatchWriteException batch = report.exception();
      if (batch != null) {
        e.addSuppressed(batch);
      }
      throw e;
    }
  }

  /** The qualifiers stored now in the relation families of {@code row}, keys only. */
  private Map<RelationLink, List<byte[]>> storedRelationQualifiers(Table table, byte[] row) throws IOException {
    Map<RelationLink, List<byte[]>> out = new java.util.LinkedHashMap<>();
    if (relations.isEmpty()) {
      return out;
    }
    Get get = new Get(row).setFilter(new KeyOnlyFilter());
    relations.forEach(l -> get.addFamily(l.family()));
    Result result = table.get(get);
    for (RelationLink link : relations) {
      List<byte[]> qualifiers = new ArrayList<>();
      for (Cell cell : result.rawCells()) {
        if (link.isFamily(CellUtil.cloneFamily(cell))) {
          qualifiers.add(CellUtil.cloneQualifier(cell));
        }
      }
      out.put(link, qualifiers);
    }
    return out;
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
    Put put = checks.of(require(entity, "put", "entity"), "put");
    try {
      write(entity, put);
    } catch (IOException e) {
      throw failure("put", put.getRow(), e);
    }
    putInverses(put);
  }

  /** The data row and its index entries of {@code put} (built from {@code entity}); no relation upkeep. */
  private void write(E entity, Put put) throws IOException {
    ColumnSchema version = schema().versionColumn();
    try (Table table = table()) {
      // index entries first, then the data row, then the entries of old values (see IndexMaintainer)
      IndexMaintainer.Plan plan = indexes.planWrite(table, List.of(entity), List.of(put), true);
      indexes.writeEntries(plan);
      if (version == null) {
        table.put(put);
      } else {
        long expected = mapper.versionOf(entity);
        put.addColumn(Bytes.toBytes(version.family()), Bytes.toBytes(version.qualifier()), Bytes.toBytes(expected + 1));
        if (!checked(table, put.getRow(), expected, version, put, null)) {
          throw stale(table, plan, put.getRow(), expected);
        }
      }
      indexes.complete(table, plan);
    }
  }

  /**
   * Applies {@code put} (or {@code mutations}) only if the {@code @Version} cell still holds
   * {@code expected} (is absent, for 0); returns whether it did.
   */
  private boolean checked(Table table, byte[] row, long expected, ColumnSchema version, Put put,
      RowMutations mutations) throws IOException {
    byte[] family = Bytes.toBytes(version.family());
    byte[] qualifier = Bytes.toBytes(version.qualifier());
    CheckAndMutate.Builder check = expected == 0
        ? CheckAndMutate.newBuilder(row).ifNotExists(family, qualifier)
        : CheckAndMutate.newBuilder(row).ifEquals(family, qualifier, Bytes.toBytes(expected));
    CheckAndMutate mutate = mutations == null ? check.build(put) : check.build(mutations);
    return table.checkAndMutate(mutate).isSuccess();
  }

  /**
   * A refused versioned write: takes back the index entries it wrote before its data row (see
   * {@link IndexMaintainer#withdraw}), then reports it stale. Relation inverses are written only
   * after the data row, so a refused write has none to take back.
   */
  private StaleEntityException stale(Table table, IndexMaintainer.Plan plan, byte[] row, long expected) {
    StaleEntityException stale =
        new StaleEntityException(schema().entityName(), tableName.getNameAsString(), RowBytes.hex(row), expected);
    withdraw(table, plan, row).ifPresent(stale::addSuppressed);
    return stale;
  }

  /**
   * {@link IndexMaintainer#withdraw} for a refused write; a failure is returned, not thrown, since
   * the caller must still learn that the write was refused. Entries it leaves point at a row that
   * does not match them, which reads skip and {@code IndexAdmin} removes.
   */
  private Optional<IOException> withdraw(Table table, IndexMaintainer.Plan plan, byte[] row) {
    try {
      indexes.withdraw(table, plan);
      return Optional.empty();
    } catch (IOException e) {
      LOG.warn("Refused write of {} row {} in {}: its new index entries could not be removed ({}); reads skip them",
          schema().entityName(), RowBytes.hex(row), tableName, e.toString());
      return Optional.of(e);
    }
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
   * indexes, rows go in rounds of {@value #INDEXED_CHUNK} (entries, data rows, upkeep), and a round
   * with a failure ends the batch: the rows after it are listed in
   * {@link BatchWriteException#notAttemptedRows() notAttemptedRows()}. With a {@code @Version}, each
   * entity is one checked write in turn, and a stale one ends the batch with a
   * {@link StaleEntityException}: the entities before it are written, those after it are not.
   */
  public void putAll(Iterable<? extends E> entities) {
    List<E> batch = new ArrayList<>();
    List<Put> puts = new ArrayList<>();
    BatchWriteException.Collector report = new BatchWriteException.Collector(tableName);
    checks.mapAll(require(entities, "putAll", "entities"), batch, puts, report);
    if (schema().versionColumn() != null) {
      putAllChecked(batch, puts, report); // writes each entity's relation inverses itself
    } else {
      NavigableSet<byte[]> unwritten = new TreeSet<>(Bytes.BYTES_COMPARATOR);
      if (indexes.active()) {
        putAllIndexed(batch, puts, report, unwritten);
      } else {
        putAllBuffered(puts, report, unwritten);
      }
      // owner rows first, then the rows they point at: only the owner rows that were written
      puts.stream().filter(p -> !unwritten.contains(p.getRow())).forEach(p -> putInverses(p, report));
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
      try {
        write(batch.get(i), put);
      } catch (IOException | MappingException e) { // MappingException: the stored row the index upkeep read
        report.failed(List.of(put.getRow()), e);
        report.notAttempted(rows(puts.subList(i + 1, puts.size())));
        return;
      } catch (StaleEntityException e) {
        BatchWriteException earlier = report.exception();
        if (earlier != null) {
          e.addSuppressed(earlier); // rows refused before this one, for their size
        }
        throw e;
      }
      putInverses(put, report);
    }
  }

  /** putAll without indexes: one mutator for every row, the failed rows reported by its listener. */
  private void putAllBuffered(List<Put> puts, BatchWriteException.Collector report, Set<byte[]> unwritten) {
    List<RetriesExhaustedWithDetailsException> failures = Collections.synchronizedList(new ArrayList<>());
    BufferedMutatorParams params = new BufferedMutatorParams(tableName).listener((e, m) -> failures.add(e));
    try (BufferedMutator mutator = connection.getBufferedMutator(params)) {
      IOException unknown = flush(mutator, puts, failures);
      if (unknown != null) {
        report.failed(rows(puts), unknown);
        unwritten.addAll(rows(puts));
      }
    } catch (IOException e) { // closing the mutator: everything was flushed already
      report.note(e);
    }
    for (RetriesExhaustedWithDetailsException e : failures) {
      report.failed(e);
      for (int i = 0; i < e.getNumExceptions(); i++) {
        unwritten.add(e.getRow(i).getRow());
      }
    }
  }

  /** Rows per round of an indexed putAll: one multi-get of the stored values, writes, then the check. */
  private static final int INDEXED_CHUNK = 2_000;

  /**
   * putAll with indexes, in rounds of {@value #INDEXED_CHUNK}; the first round with a failure is the
   * last, and the rows after it are reported as not attempted.
   */
  private void putAllIndexed(List<E> batch, List<Put> puts, BatchWriteException.Collector report,
      Set<byte[]> unwritten) {
    List<RetriesExhaustedWithDetailsException> failures = Collections.synchronizedList(new ArrayList<>());
    BufferedMutatorParams params = new BufferedMutatorParams(tableName).listener((e, m) -> failures.add(e));
    try (BufferedMutator mutator = connection.getBufferedMutator(params)) {
      for (int from = 0; from < puts.size(); from += INDEXED_CHUNK) {
        int to = Math.min(puts.size(), from + INDEXED_CHUNK);
        if (!putIndexedChunk(mutator, failures, batch.subList(from, to), puts.subList(from, to), report, unwritten)) {
          List<byte[]> rest = rows(puts.subList(to, puts.size()));
          report.notAttempted(rest);
          unwritten.addAll(rest);
          break;
        }
      }
    } catch (IOException e) { // closing the mutator: every round was flushed already
      report.note(e);
    }
  }

  /**
   * One round of an indexed putAll: entries, then the data rows whose entries were all written
   * (flushed), then the old entries and the check for the rows written; the entries of rows not
   * written are taken back. Returns whether every row of the round was written.
   */
  private boolean putIndexedChunk(BufferedMutator mutator, List<RetriesExhaustedWithDetailsException> failures,
      List<E> chunk, List<Put> puts, BatchWriteException.Collector report, Set<byte[]> unwritten) {
    try (Table table = table()) {
      IndexMaintainer.Plan plan;
      try {
        plan = indexes.planWrite(table, chunk, puts, true);
      } catch (IOException | MappingException e) { // nothing of the round was written; a stored row unreadable
        report.failed(rows(puts), e);
        unwritten.addAll(rows(puts));
        return false;
      }
      List<IOException> causes = new ArrayList<>();
      NavigableSet<byte[]> failed = new TreeSet<>(Bytes.BYTES_COMPARATOR);
      failed.addAll(indexes.writeEntries(plan, causes));
      if (!failed.isEmpty()) {
        report.failed(failed, causes.get(0));
      }
      NavigableSet<byte[]> refused = new TreeSet<>(failed); // never sent: their entries can go
      List<Put> send = puts.stream().filter(p -> !refused.contains(p.getRow())).toList();
      IOException unknown = flush(mutator, send, failures);
      if (unknown != null) {
        report.failed(rows(send), unknown);
        failed.addAll(rows(send));
      }
      for (RetriesExhaustedWithDetailsException e : drain(failures)) {
        report.failed(e);
        for (int i = 0; i < e.getNumExceptions(); i++) {
          failed.add(e.getRow(i).getRow());
        }
      }
      unwritten.addAll(failed);
      try {
        indexes.complete(table, plan.without(failed));
        if (!refused.isEmpty()) {
          indexes.withdraw(table, plan.only(refused));
        }
      } catch (IOException e) {
        report.note(new IOException("the index upkeep after the data rows of a round failed (the rows are written; "
            + "entries of old values may be left, which reads skip, and IndexAdmin.verify repairs): "
            + e.getMessage(), e));
        return false;
      }
      return failed.isEmpty();
    } catch (IOException e) { // the table handle
      report.failed(rows(puts), e);
      unwritten.addAll(rows(puts));
      return false;
    }
  }

  /**
   * Sends {@code puts} and waits for them; HBase's reports of failed rows end up in
   * {@code failures}. Returns any other failure, after which no row of {@code puts} is known written.
   */
  private static IOException flush(BufferedMutator mutator, List<Put> puts,
      List<RetriesExhaustedWithDetailsException> failures) {
    try {
      mutator.mutate(puts);
      mutator.flush();
      return null;
    } catch (RetriesExhaustedWithDetailsException e) {
      failures.add(e);
      return null;
    } catch (IOException e) {
      return e;
    }
  }

  private static List<RetriesExhaustedWithDetailsException> drain(List<RetriesExhaustedWithDetailsException> failures) {
    synchronized (failures) {
      List<RetriesExhaustedWithDetailsException> out = new ArrayList<>(failures);
      failures.clear();
      return out;
    }
  }

  private static List<byte[]> rows(List<Put> puts) {
    return puts.stream().map(Put::getRow).toList();
  }

  /**
   * Makes the row exactly {@code entity}, in one atomic {@link RowMutations}: non-null fields are
   * written, cells of null fields are deleted, and qualifiers of dynamic families that are no longer
   * in the map are deleted. Counters and columns the entity does not map are left alone. An entity
   * with no non-null column is refused ({@link IllegalArgumentException}): it would delete the row,
   * which is {@link #delete}'s job. With a {@code @Version}, as {@link #put}.
   */
  public void replace(E entity) {
    Put put = checks.of(require(entity, "replace", "entity"), "replace");
    byte[] row = put.getRow();
    Map<byte[], NavigableSet<byte[]>> written = qualifiersByFamily(put);
    Delete delete = new Delete(row);
    List<byte[]> dynamicFamilies = new ArrayList<>();
    List<ColumnSchema> versionedWritten = new ArrayList<>();
    java.util.Set<String> unloaded = mapper.unloadedFamilies(entity);
    for (ColumnSchema column : schema().columns()) {
      byte[] family = Bytes.toBytes(column.family());
      if (column.dynamic()) {
        if (!unloaded.contains(column.family())) { // a lazy map never loaded leaves its family as stored
          dynamicFamilies.add(family);
        }
      } else if (column.counter() || column.version()) {
        continue; // counters change only by increments, the version only by checked writes
      } else if (!contains(written, family, Bytes.toBytes(column.qualifier()))) {
        delete.addColumns(family, Bytes.toBytes(column.qualifier()));
      } else if (column.versioned()) {
        versionedWritten.add(column);
      }
    }
    Map<RelationLink, List<byte[]>> removed = new java.util.HashMap<>();
    try (Table table = table()) {
      if (!dynamicFamilies.isEmpty() || !versionedWritten.isEmpty()) {
        // what is stored now, keys and timestamps only: the qualifiers and versions to delete
        Get get = new Get(row).setFilter(new KeyOnlyFilter());
        dynamicFamilies.forEach(get::addFamily);
        int versions = 1;
        for (ColumnSchema column : versionedWritten) {
          get.addColumn(Bytes.toBytes(column.family()), Bytes.toBytes(column.qualifier()));
          versions = Math.max(versions, schema().family(column.family()).maxVersions());
        }
        get.readVersions(versions);
        for (Cell cell : table.get(get).rawCells()) {
          byte[] family = CellUtil.cloneFamily(cell);
          byte[] qualifier = CellUtil.cloneQualifier(cell);
          if (isDynamic(dynamicFamilies, family)) {
            if (!contains(written, family, qualifier)) {
              delete.addColumns(family, qualifier);
              for (RelationLink link : relations) {
                if (link.isFamily(family)) {
                  removed.computeIfAbsent(link, l -> new ArrayList<>()).add(qualifier);
                }
              }
            }
          } else if (!put.has(family, qualifier, cell.getTimestamp())) {
            // a version the entity no longer has: delete exactly that one, so that a delete marker
            // cannot hide the versions this put writes at older timestamps
            delete.addColumn(family, qualifier, cell.getTimestamp());
          }
        }
      }
      IndexMaintainer.Plan plan = indexes.planWrite(table, List.of(entity), List.of(put), false);
      indexes.writeEntries(plan);
      List<Mutation> changes = new ArrayList<>(2);
      if (!put.isEmpty()) {
        changes.add(put);
      }
      if (!delete.isEmpty()) {
        changes.add(delete);
      }
      ColumnSchema version = schema().versionColumn();
      if (version != null) {
        long expected = mapper.versionOf(entity);
        put.addColumn(Bytes.toBytes(version.family()), Bytes.toBytes(version.qualifier()), Bytes.toBytes(expected + 1));
        if (!changes.contains(put)) {
          changes.add(0, put);
        }
        RowMutations mutations = new RowMutations(row, changes.size());
        mutations.add(changes);
        if (!checked(table, row, expected, version, null, mutations)) {
          throw stale(table, plan, row, expected);
        }
      } else if (!changes.isEmpty()) {
        RowMutations mutations = new RowMutations(row, changes.size());
        mutations.add(changes);
        table.mutateRow(mutations);
      }
      indexes.complete(table, plan);
    } catch (IOException e) {
      throw failure("replace", row, e);
    }
    removed.forEach((link, qualifiers) -> link.deleteInverse(connection, row, qualifiers));
    putInverses(put);
  }

  private static boolean isDynamic(List<byte[]> dynamicFamilies, byte[] family) {
    for (byte[] f : dynamicFamilies) {
      if (Bytes.equals(f, family)) {
        return true;
      }
    }
    return false;
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

  /** Deletes the whole row stored under {@code key} (every family, every version). */
  public void delete(K key) {
    byte[] row = mapper.encodeKey(require(key, "delete", "key"));
    Map<RelationLink, List<byte[]>> related;
    try (Table table = table()) {
      related = storedRelationQualifiers(table, row);
      IndexMaintainer.Plan plan = indexes.planDelete(table, List.of(row));
      table.delete(new Delete(row)); // the data row first, then its index entries
      indexes.complete(table, plan);
    } catch (IOException e) {
      throw failure("delete", row, e);
    }
    related.forEach((link, qualifiers) -> link.deleteInverse(connection, row, qualifiers));
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
    ColumnSchema version = schema().versionColumn();
    if (version != null) {
      put.addColumn(Bytes.toBytes(version.family()), Bytes.toBytes(version.qualifier()), Bytes.toBytes(1L));
    }
    byte[] family = Bytes.toBytes(presence.family());
    byte[] qualifier = Bytes.toBytes(presence.qualifier());
    if (!put.has(family, qualifier)) {
      throw new IllegalArgumentException("putIfAbsent needs " + schema().entityName() + "." + presence.field()
          + " to be non-null: its column " + presence.label() + " is what marks the row as present");
    }
    boolean written;
    try (Table table = table()) {
      IndexMaintainer.Plan plan = indexes.planWrite(table, List.of(entity), List.of(put), true);
      indexes.writeEntries(plan);
      written = table.checkAndMutate(CheckAndMutate.newBuilder(put.getRow()).ifNotExists(family, qualifier).build(put))
          .isSuccess();
      if (written) {
        indexes.complete(table, plan);
      } else {
        withdraw(table, plan, put.getRow()); // the row exists: take back the entries written for this one
      }
    } catch (IOException e) {
      throw failure("putIfAbsent", put.getRow(), e);
    }
    if (written) {
      putInverses(put);
    }
    return written;
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

  private static Map<byte[], NavigableSet<byte[]>> qualifiersByFamily(Put put) {
    Map<byte[], NavigableSet<byte[]>> out = new TreeMap<>(Bytes.BYTES_COMPARATOR);
    for (Map.Entry<byte[], List<Cell>> e : put.getFamilyCellMap().entrySet()) {
      NavigableSet<byte[]> qualifiers = new TreeSet<>(Bytes.BYTES_COMPARATOR);
      for (Cell cell : e.getValue()) {
        qualifiers.add(CellUtil.cloneQualifier(cell));
      }
      out.put(e.getKey(), qualifiers);
    }
    return out;
  }

  private static boolean contains(Map<byte[], NavigableSet<byte[]>> written, byte[] family, byte[] qualifier) {
    NavigableSet<byte[]> qualifiers = written.get(family);
    return qualifiers != null && qualifiers.contains(qualifier);
  }
}
