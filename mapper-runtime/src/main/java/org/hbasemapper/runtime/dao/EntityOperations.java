package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.CheckAndMutate;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.FirstKeyOnlyFilter;
import org.apache.hadoop.hbase.filter.KeyOnlyFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.RowReads;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.WideRowSource;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.io.CellLimit;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.query.Projections;
import org.hbasemapper.runtime.scan.Columns;
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

  /**
   * The operations of {@code mapper}'s entity through {@code io}; lazy maps of the entities read come
   * from {@code wideRows}; writes keep the inverse families of {@code relations} in step.
   */
  EntityOperations(TableIo io, EntityMapper<E, K> mapper, WideRowSource wideRows, List<RelationLink> relations) {
    this.io = io;
    this.mapper = mapper;
    this.tableName = mapper.schema().tableName();
    this.wideRows = wideRows;
    this.reads = new RowReads(mapper.schema());
    this.indexes = new IndexMaintainer<>(io, mapper, reads::get);
    this.relations = new RelationUpkeep(io, relations);
    this.versions = new VersionCheck<>(mapper);
    this.plans = new WritePlanner<>(mapper, indexes, this.relations);
    this.checks = new PutChecks<>(mapper, CellLimit.of(io.configuration()));
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

  WideRowSource wideRows() {
    return wideRows;
  }

  /** The put of {@code entity} for {@code put} or {@code replace}, checked. */
  Put putOf(E entity, String operation) {
    return checks.of(require(entity, operation, "entity"), operation);
  }

  /**
   * {@code put} (or {@code replace}) of {@code entity} as {@code put}, with its upkeep: the steps up
   * to the data row's (see {@link #send}), then the relation inverses.
   */
  CompletableFuture<Void> write(E entity, Put put, boolean replace, Operation operation) {
    CompletableFuture<WritePlan<E>> planned = replace
        ? plans.replace(entity, put, operation)
        : plans.put(List.of(entity), List.of(put), operation);
    CompletableFuture<WritePlan<E>> sent = planned.thenCompose(plan -> send(entity, plan).thenApply(v -> plan));
    return named(sent, replace ? "replace" : "put", put.getRow()).thenCompose(WritePlan::writeInverses);
  }

  /**
   * The steps of {@link WritePlan} up to the data row's: its index entries, the row (checked against
   * the entity's {@code @Version} when it has one), then the check of the entries; a stale entity is
   * refused ({@link StaleEntityException}) with its entries taken back. The relation inverses are the
   * caller's.
   */
  private CompletableFuture<Void> send(E entity, WritePlan<E> plan) {
    return plan.writeEntries()
        .thenCompose(v -> plan.writeRow(versions.next(entity, plan.put())))
        .thenCompose(written -> written
            ? plan.complete()
            : plan.withdraw().thenCompose(withdrawal ->
                Futures.<Void>failed(versions.stale(entity, plan.row(), withdrawal))));
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
    Put put = checks.of(require(entity, "putIfAbsent", "entity"), "putIfAbsent");
    versions.first(put);
    byte[] family = Bytes.toBytes(presence.family());
    byte[] qualifier = Bytes.toBytes(presence.qualifier());
    if (!put.has(family, qualifier)) {
      // only a mapper not generated from the entity's annotations can leave its presence cell out
      throw new IllegalStateException("the mapper of " + schema().entityName() + " wrote no " + presence.label()
          + ", the cell that marks its rows as present; putIfAbsent would overwrite stored rows");
    }
    CompletableFuture<Written<E>> sent = plans.put(List.of(entity), List.of(put), operation).thenCompose(plan ->
        plan.writeEntries()
            .thenCompose(v -> plan.writeRow(CheckAndMutate.newBuilder(put.getRow()).ifNotExists(family, qualifier)))
            .thenCompose(written -> (written
                ? plan.complete()
                : plan.withdraw().<Void>thenApply(w -> null)) // the row exists: take back this one's entries
                .thenApply(v -> new Written<>(plan, written))));
    return named(sent, "putIfAbsent", put.getRow()).thenCompose(w -> w.written()
        ? w.plan().writeInverses().thenApply(v -> true)
        : CompletableFuture.completedFuture(false));
  }

  /** A plan and whether its row was written. */
  private record Written<E>(WritePlan<E> plan, boolean written) {}

  /** Deletes the row {@code row}: the data row first, then its index entries, then the relation inverses. */
  CompletableFuture<Void> delete(byte[] row, Operation operation) {
    CompletableFuture<WritePlan<E>> deleted = plans.delete(row, operation).thenCompose(plan ->
        plan.writeRow(null).thenCompose(v -> plan.complete()).thenApply(v -> plan));
    return named(deleted, "delete", row).thenCompose(WritePlan::writeInverses);
  }

  /** How the rows of an unchecked putAll are sent: the future holds the rows not written, as reported. */
  interface BatchRows<E> {
    CompletableFuture<Set<byte[]>> write(List<E> batch, List<Put> puts, BatchWriteException.Collector report,
        Operation operation);
  }

  /**
   * Writes {@code entities}: every one mapped and checked first (argument errors thrown, with their
   * position, nothing written), then the rows, through {@code rows} or, with a {@code @Version}, one
   * checked write after the other; the relation inverses of the rows written after them. The future
   * fails with the batch's {@link BatchWriteException} when a row failed.
   */
  CompletableFuture<Void> putAll(Iterable<? extends E> entities, BatchRows<E> rows, Operation operation) {
    List<E> batch = new ArrayList<>();
    List<Put> puts = new ArrayList<>();
    BatchWriteException.Collector report = new BatchWriteException.Collector(tableName);
    checks.mapAll(require(entities, "putAll", "entities"), batch, puts, report);
    CompletableFuture<Void> written;
    if (versions.active()) {
      written = putAllChecked(batch, puts, report, operation); // writes each entity's relation inverses itself
    } else {
      // owner rows first, then the rows they point at: only the owner rows that were written
      written = rows.write(batch, puts, report, operation).thenCompose(unwritten ->
          relations.afterWrite(puts.stream().filter(p -> !unwritten.contains(p.getRow())).toList(), report));
    }
    return written.thenCompose(v -> {
      BatchWriteException failure = report.exception();
      if (failure != null) {
        return Futures.failed(failure);
      }
      LOG.debug("putAll wrote {} rows to {}", puts.size(), tableName);
      return CompletableFuture.completedFuture(null);
    });
  }

  /**
   * putAll of a versioned entity: one checked write per entity, in order; an I/O failure ends the
   * batch (reported), a stale entity fails it.
   */
  private CompletableFuture<Void> putAllChecked(List<E> batch, List<Put> puts, BatchWriteException.Collector report,
      Operation operation) {
    CompletableFuture<Boolean> going = CompletableFuture.completedFuture(true);
    for (int i = 0; i < puts.size(); i++) {
      int at = i;
      going = going.thenCompose(on -> on ? putChecked(batch, puts, at, report, operation)
          : CompletableFuture.completedFuture(false));
    }
    return going.thenApply(on -> null);
  }

  /** Entity {@code i} of a versioned putAll and its inverses; the future holds whether the batch goes on. */
  private CompletableFuture<Boolean> putChecked(List<E> batch, List<Put> puts, int i,
      BatchWriteException.Collector report, Operation operation) {
    Put put = puts.get(i);
    CompletableFuture<Void> sent = Futures.attempt(() ->
        plans.put(List.of(batch.get(i)), List.of(put), operation).thenCompose(plan -> send(batch.get(i), plan)));
    return sent.handle((v, failure) -> failure == null ? null : Futures.unwrap(failure)).thenCompose(failure -> {
      if (failure == null) {
        return relations.afterWrite(put, report).thenApply(v -> true);
      }
      if (failure instanceof IOException || failure instanceof MappingException) { // a stored row unreadable
        report.failed(List.of(put.getRow()), (Exception) failure);
        report.notAttempted(puts.subList(i + 1, puts.size()).stream().map(Put::getRow).toList());
        return CompletableFuture.completedFuture(false);
      }
      if (failure instanceof StaleEntityException stale) {
        BatchWriteException earlier = report.exception();
        if (earlier != null) {
          stale.addSuppressed(earlier); // rows refused before this one, for their size
        }
      }
      return Futures.failed(failure);
    });
  }

  /** The row of {@code key} for {@code operation}, which must not be null. */
  byte[] rowOf(K key, String operation) {
    return mapper.encodeKey(require(key, operation, "key"));
  }

  /** The entity stored in {@code row}, if any. */
  CompletableFuture<Optional<E>> get(byte[] row) {
    CompletableFuture<Optional<E>> read = io.get(tableName, reads.get(row))
        .thenCompose(result -> reads.probeLazyOnlyRows(io, List.of(row), new Result[] {result}))
        .thenApply(result -> Optional.ofNullable(mapper.fromResult(result[0], wideRows)));
    return named(read, "get", row);
  }

  /**
   * The projection of the row {@code row}, if any, reading only the projection's cells and the
   * presence cell ({@link Projections#cells}; keys only when the projection holds key components only), as
   * {@code KeyLookup} reads it.
   */
  <P> CompletableFuture<Optional<P>> get(byte[] row, ProjectionMapper<E, P> projection) {
    Get get = new Get(row);
    if (projection.columns().isEmpty()) {
      get.setFilter(new FilterList(new FirstKeyOnlyFilter(), new KeyOnlyFilter()));
    } else {
      RowReads.withVersions(schema(), Columns.of(Projections.cells(schema(), projection)).applyTo(get));
    }
    CompletableFuture<Optional<P>> read = io.get(tableName, get)
        .thenApply(r -> r.isEmpty() ? Optional.<P>empty() : Optional.ofNullable(projection.fromResult(r)));
    return multiGet(read, 1);
  }

  /** The entities read by {@link #getAll}, and the rows that could not be mapped when reporting. */
  record Found<E>(List<E> entities, List<MappingException> bad) {}

  /**
   * The entities stored under {@code keys}, in their order, with one multi-get; a row whose data
   * cannot be read fails the read, or when {@code reporting} is left out and listed in
   * {@link Found#bad}.
   */
  CompletableFuture<Found<E>> getAll(Collection<K> keys, boolean reporting) {
    List<Get> gets = new ArrayList<>(require(keys, "getAll", "keys").size());
    for (K key : keys) {
      gets.add(reads.get(encodeElement(key, "getAll", "keys", gets.size())));
    }
    if (gets.isEmpty()) {
      return CompletableFuture.completedFuture(new Found<>(new ArrayList<>(), List.of()));
    }
    CompletableFuture<Found<E>> read = io.get(tableName, gets)
        .thenCompose(results -> reads.probeLazyOnlyRows(io, gets.stream().map(Get::getRow).toList(), results))
        .thenApply(results -> {
          List<E> out = new ArrayList<>(results.length);
          List<MappingException> bad = new ArrayList<>();
          for (Result result : results) {
            E entity;
            try {
              entity = mapper.fromResult(result, wideRows);
            } catch (MappingException e) {
              if (!reporting) {
                throw e;
              }
              bad.add(e);
              continue;
            }
            if (entity != null) {
              out.add(entity);
            }
          }
          return new Found<>(out, bad);
        });
    return multiGet(read, gets.size());
  }

  /** Whether a row is stored in {@code row}. */
  CompletableFuture<Boolean> exists(byte[] row) {
    return named(io.exists(tableName, new Get(row)), "exists", row);
  }

  /** Adds {@code delta} to the counter cell {@code family:qualifier} of {@code row}; the new value. */
  CompletableFuture<Long> increment(byte[] row, byte[] family, byte[] qualifier, long delta) {
    return named(io.increment(tableName, row, family, qualifier, delta), "increment", row);
  }

  /** {@code step}, an I/O failure of which becomes the {@link HBaseAccessException} of {@code operation} on {@code row}. */
  <T> CompletableFuture<T> named(CompletableFuture<T> step, String operation, byte[] row) {
    return step.exceptionallyCompose(failure -> {
      Throwable t = Futures.unwrap(failure);
      return Futures.failed(t instanceof IOException e ? failure(operation, row, e) : t);
    });
  }

  /** {@code step}, an I/O failure of which becomes the {@link HBaseAccessException} of a multi-get of {@code rows}. */
  private <T> CompletableFuture<T> multiGet(CompletableFuture<T> step, int rows) {
    return step.exceptionallyCompose(failure -> {
      Throwable t = Futures.unwrap(failure);
      return Futures.failed(t instanceof IOException e
          ? new HBaseAccessException("multi-get of " + rows + " rows", tableName.getNameAsString(), null, e)
          : t);
    });
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
