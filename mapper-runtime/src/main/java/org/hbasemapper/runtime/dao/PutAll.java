package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.apache.hadoop.hbase.client.Put;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.IndexUpkeepException;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.observe.Operation;
import org.jspecify.annotations.NullUnmarked;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One {@code putAll} of {@link EntityOperations}, once its entities are mapped and checked: the runs
 * without a repeated row one after the other, each through the DAO's row writer or, with a
 * {@code @Version}, as one checked write per entity; the relation inverses of the rows written; and
 * the report of every row that was not written, not completely, or may not have been.
 *
 * @param <E> the entity type
 */
@NullUnmarked
final class PutAll<E> {
  private static final Logger LOG = LoggerFactory.getLogger(EntityOperations.class);

  private final EntityOperations<E, ?> operations;
  private final VersionCheck<E> versions;
  private final RelationUpkeep relations;
  private final WritePlanner<E> plans;

  PutAll(EntityOperations<E, ?> operations, VersionCheck<E> versions, RelationUpkeep relations,
      WritePlanner<E> plans) {
    this.operations = operations;
    this.versions = versions;
    this.relations = relations;
    this.plans = plans;
  }

  /**
   * Writes the entities {@code mapped}: each run without a repeated row after the one before it, so
   * that a row given twice is written twice in that order, as two puts are (the later wins, cell by
   * cell); a run with a failure ends the batch, the runs after it not attempted.
   */
  CompletableFuture<Void> write(EntityOperations.Mapped<E> mapped, EntityOperations.BatchRows<E> rows,
      Operation operation) {
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
        return segment(mapped.batch().subList(from, to), puts.subList(from, to), rows, report, operation,
            mapped.time()).thenApply(v -> report.failures() == failuresBefore);
      });
    }
    return going.thenCompose(v -> {
      BatchWriteException failure = report.exception();
      if (failure != null) {
        return Futures.failed(failure);
      }
      LOG.debug("putAll wrote {} rows to {}", puts.size(), operations.schema().tableName());
      return CompletableFuture.completedFuture(null);
    });
  }

  /**
   * One run of a putAll without a repeated row: the rows, then the created dates of the rows written
   * without one (one batch of calls, see {@link EntityOperations#createdIfAbsent(List, Instant,
   * BatchWriteException.Collector)}), then the relation inverses of those written.
   */
  private CompletableFuture<Void> segment(List<E> batch, List<Put> puts, EntityOperations.BatchRows<E> rows,
      BatchWriteException.Collector report, Operation operation, Instant time) {
    CompletableFuture<Void> written;
    if (versions.active()) {
      // each entity's relation inverses are written with it; the created dates of those written after them all
      List<Put> landed = new ArrayList<>();
      written = putAllChecked(batch, puts, report, operation, landed).handle((v, stale) -> stale)
          .thenCompose(stale -> operations.createdIfAbsent(landed, time, report)
              .thenCompose(v -> stale == null ? CompletableFuture.<Void>completedFuture(null)
                  : Futures.failed(Futures.unwrap(stale))));
    } else {
      // owner rows first, then the rows they point at: only the owner rows known written
      written = rows.write(batch, puts, report, operation).thenCompose(unwritten -> {
        List<Put> landed = puts.stream().filter(p -> !unwritten.contains(p.getRow())).toList();
        return operations.createdIfAbsent(landed, time, report).thenCompose(v -> relations.afterWrite(landed, report));
      });
    }
    return written;
  }

  /**
   * putAll of a versioned entity: one checked write per entity, in order. A row not written, of
   * unknown outcome, or written with its upkeep incomplete is reported and ends the batch (the next
   * rows would wait out the same broken table's retries); a stale entity fails it.
   */
  private CompletableFuture<Void> putAllChecked(List<E> batch, List<Put> puts, BatchWriteException.Collector report,
      Operation operation, List<Put> landed) {
    CompletableFuture<Boolean> going = CompletableFuture.completedFuture(true);
    for (int i = 0; i < puts.size(); i++) {
      int at = i;
      going = going.thenCompose(on -> on ? putChecked(batch, puts, at, report, operation, landed)
          : CompletableFuture.completedFuture(false));
    }
    return going.thenApply(on -> null);
  }

  /** A checked write of a versioned putAll, and what its index upkeep left. */
  private record Checked<E>(WritePlan<E> plan, Optional<IOException> upkeep) {}

  /**
   * Entity {@code i} of a versioned putAll and its inverses, its put added to {@code landed} once its row
   * landed; the future holds whether the batch goes on.
   */
  private CompletableFuture<Boolean> putChecked(List<E> batch, List<Put> puts, int i,
      BatchWriteException.Collector report, Operation operation, List<Put> landed) {
    Put put = puts.get(i);
    List<byte[]> row = List.of(put.getRow());
    List<byte[]> rest = puts.subList(i + 1, puts.size()).stream().map(Put::getRow).toList();
    CompletableFuture<Checked<E>> sent = Futures.attempt(() ->
        WriteFailure.beforeRow(plans.put(List.of(batch.get(i)), List.of(put), operation))
            .thenCompose(plan -> operations.send(batch.get(i), plan).thenApply(upkeep -> new Checked<>(plan, upkeep))));
    return sent.handle((checked, failure) -> failure).thenCompose(failure -> {
      if (failure == null) {
        Checked<E> checked = sent.join(); // complete: it did not fail
        landed.add(put);
        return relations.attempt(put).thenApply(relationFailure -> {
          if (checked.upkeep().isPresent()) {
            IndexUpkeepException incomplete = operations.upkeepFailure("put", checked.plan(), checked.upkeep().get());
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
}
