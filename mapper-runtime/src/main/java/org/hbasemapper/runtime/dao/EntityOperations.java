package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
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
import org.hbasemapper.runtime.WriteOutcomeUnknownException;
import org.hbasemapper.runtime.bytes.RowBytes;
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
   * to the data row's and the index upkeep after it (see {@link #send}), then the relation inverses.
   * A failure says what it left: an {@link IndexUpkeepException} when the row landed and the index
   * upkeep did not finish, a {@link WriteOutcomeUnknownException} when the call writing the row
   * failed after it may have landed, an {@link HBaseAccessException} when the row was not written.
   */
  CompletableFuture<Void> write(E entity, Put put, boolean replace, Operation operation) {
    String name = replace ? "replace" : "put";
    CompletableFuture<WritePlan<E>> planned = WriteFailure.beforeRow(replace
        ? plans.replace(entity, put, operation)
        : plans.put(List.of(entity), List.of(put), operation));
    return named(planned.thenCompose(plan -> send(entity, plan)
        .thenCompose(upkeep -> afterRow(name, entity, plan, upkeep))), name, put.getRow());
  }

  /**
   * The steps of {@link WritePlan} up to the index upkeep after the data row: its index entries, the
   * row (checked against the entity's {@code @Version} when it has one), then the upkeep. The future
   * holds the upkeep's I/O failure, if any (the row is written then). It fails with a
   * {@link WriteFailure} when the row was not written or may not have been, and with a
   * {@link StaleEntityException} when the version check refused the row (see {@link #refused}).
   * The relation inverses are the caller's.
   */
  private CompletableFuture<Optional<IOException>> send(E entity, WritePlan<E> plan) {
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
  private IndexUpkeepException upkeepFailure(String operation, WritePlan<E> plan, IOException cause) {
    List<IndexSchema> behind = plan.indexes().isEmpty() ? schema().indexes() : plan.indexes();
    return new IndexUpkeepException(operation, schema().entityName(), tableName.getNameAsString(), plan.row(),
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
    Put put = checks.of(require(entity, "putIfAbsent", "entity"), "putIfAbsent");
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
    CompletableFuture<Void> deleted = WriteFailure.beforeRow(plans.delete(row, operation)).thenCompose(plan ->
        WriteFailure.ofRow(plan.writeRow(null))
            .thenCompose(v -> upkeep(null, plan))
            .thenCompose(upkeep -> afterRow("delete", null, plan, upkeep)));
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
  record Mapped<E>(List<E> batch, List<Put> puts, List<Integer> segments, BatchWriteException.Collector report) {}

  /** Maps and checks every one of {@code entities}; argument errors are thrown with their position. */
  Mapped<E> map(Iterable<? extends E> entities) {
    Mapped<E> mapped = new Mapped<>(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(),
        new BatchWriteException.Collector(tableName));
    checks.mapAll(require(entities, "putAll", "entities"), mapped.batch(), mapped.puts(), mapped.report(),
        mapped.segments());
    return mapped;
  }

  /**
   * {@link #putAll(Iterable, BatchRows, Operation)} of entities already {@linkplain #map mapped}: each
   * run without a repeated row after the one before it, so that a row given twice is written twice in
   * that order, as two puts are (the later wins, cell by cell); a run with a failure ends the batch, the
   * runs after it not attempted.
   */
  CompletableFuture<Void> putAll(Mapped<E> mapped, BatchRows<E> rows, Operation operation) {
    List<Integer> starts = mapped.segments();
    List<Put> puts = mapped.puts();
    BatchWriteException.Collector report = mapped.report();
    CompletableFuture<Boolean> going = CompletableFuture.completedFuture(true);
    for (int s = 0; s < starts.size(); s++) {
      int from = starts.get(s);
      int to = s + 1 < starts.size() ? starts.get(s + 1) : puts.size();
      going = going.thenCompose(on -> {
        if (!on) {
          report.notAttempted(puts.subList(from, to).stream().map(Put::getRow).toList());
          return CompletableFuture.completedFuture(false);
        }
        int failuresBefore = report.failures();
        return segment(mapped.batch().subList(from, to), puts.subList(from, to), rows, report, operation)
            .thenApply(v -> report.failures() == failuresBefore);
      });
    }
    return going.thenCompose(v -> {
      BatchWriteException failure = report.exception();
      if (failure != null) {
        return Futures.failed(failure);
      }
      LOG.debug("putAll wrote {} rows to {}", puts.size(), tableName);
      return CompletableFuture.completedFuture(null);
    });
  }

  /** One run of a putAll without a repeated row: the rows, then the relation inverses of those written. */
  private CompletableFuture<Void> segment(List<E> batch, List<Put> puts, BatchRows<E> rows,
      BatchWriteException.Collector report, Operation operation) {
    CompletableFuture<Void> written;
    if (versions.active()) {
      written = putAllChecked(batch, puts, report, operation); // writes each entity's relation inverses itself
    } else {
      // owner rows first, then the rows they point at: only the owner rows known written
      written = rows.write(batch, puts, report, operation).thenCompose(unwritten ->
          relations.afterWrite(puts.stream().filter(p -> !unwritten.contains(p.getRow())).toList(), report));
    }
    return written;
  }

  /**
   * putAll of a versioned entity: one checked write per entity, in order. A row not written, of
   * unknown outcome, or written with its upkeep incomplete is reported and ends the batch (the next
   * rows would wait out the same broken table's retries); a stale entity fails it.
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

  /** A checked write of a versioned putAll, and what its index upkeep left. */
  private record Checked<E>(WritePlan<E> plan, Optional<IOException> upkeep) {}

  /** Entity {@code i} of a versioned putAll and its inverses; the future holds whether the batch goes on. */
  private CompletableFuture<Boolean> putChecked(List<E> batch, List<Put> puts, int i,
      BatchWriteException.Collector report, Operation operation) {
    Put put = puts.get(i);
    List<byte[]> row = List.of(put.getRow());
    List<byte[]> rest = puts.subList(i + 1, puts.size()).stream().map(Put::getRow).toList();
    CompletableFuture<Checked<E>> sent = Futures.attempt(() ->
        WriteFailure.beforeRow(plans.put(List.of(batch.get(i)), List.of(put), operation))
            .thenCompose(plan -> send(batch.get(i), plan).thenApply(upkeep -> new Checked<>(plan, upkeep))));
    return sent.handle((checked, failure) -> failure).thenCompose(failure -> {
      if (failure == null) {
        Checked<E> checked = sent.join(); // complete: it did not fail
        return relations.attempt(put).thenApply(relationFailure -> {
          if (checked.upkeep().isPresent()) {
            IndexUpkeepException incomplete = upkeepFailure("put", checked.plan(), checked.upkeep().get());
            relationFailure.ifPresent(incomplete::addSuppressed);
            report.upkeepIncomplete(row, incomplete);
          } else if (relationFailure.isPresent()) {
            plans.unfinished().left(put.getRow(), batch.get(i), versions.stored(put), new IndexMaintainer.Plan());
            report.upkeepIncomplete(row, relationFailure.get());
          } else {
            return true;
          }
          report.notAttempted(rest);
          return false;
        });
      }
      Throwable t = Futures.unwrap(failure);
      if (t instanceof WriteFailure w) {
        if (w.outcome() == WriteFailure.Outcome.NOT_WRITTEN) {
          report.failed(row, w.io());
        } else {
          report.unknown(row, w.io());
        }
      } else if (t instanceof MappingException e) { // a stored row unreadable: nothing sent
        report.failed(row, e);
      } else if (t instanceof IOException e) { // every step tags its failures; an untagged one may have landed
        report.unknown(row, e);
      } else {
        if (t instanceof StaleEntityException stale) {
          BatchWriteException earlier = report.exception();
          if (earlier != null) {
            stale.addSuppressed(earlier); // rows refused before this one, for their size
          }
        }
        return Futures.failed(t);
      }
      report.notAttempted(rest);
      return CompletableFuture.completedFuture(false);
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

  /**
   * {@code step}, an I/O failure of which becomes the {@link HBaseAccessException} of
   * {@code operation} on {@code row}: a {@link WriteOutcomeUnknownException} when the call writing
   * the row failed after it may have landed, one saying that the row was not written when the write
   * failed before.
   */
  <T> CompletableFuture<T> named(CompletableFuture<T> step, String operation, byte[] row) {
    return step.exceptionallyCompose(failure -> {
      Throwable t = Futures.unwrap(failure);
      if (t instanceof WriteFailure w) {
        return Futures.failed(w.outcome() == WriteFailure.Outcome.UNKNOWN
            ? new WriteOutcomeUnknownException(operation, schema().entityName(), tableName.getNameAsString(), row,
                unknownAdvice(operation), w.io())
            : new HBaseAccessException(operation, tableName.getNameAsString(), row, w.io(),
                operation.equals("delete") ? "the row was not deleted; repeat the delete"
                    : "the row was not written; repeat the write as it is"));
      }
      return Futures.failed(t instanceof IOException e ? failure(operation, row, e) : t);
    });
  }

  /** What to do about a write of {@code operation} whose outcome is unknown. */
  private String unknownAdvice(String operation) {
    return switch (operation) {
      case "delete" -> "read it to know, or repeat the delete";
      case "putIfAbsent" -> "read it to know (a repeated putIfAbsent answers false if this one had landed)";
      default -> versions.active()
          ? "read it to know, or repeat the write as it is (if it had landed, the repeat is refused and says that "
              + "the row holds exactly its values)"
          : "read it to know, or repeat the write as it is (it writes the same cells again)";
    };
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
