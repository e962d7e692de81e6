package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.NavigableSet;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.io.TableIo;
import org.jspecify.annotations.NullUnmarked;

/**
 * The data rows of an unchecked {@code putAll} of the asynchronous DAO, sent without blocking, with
 * the same reports as {@link BatchWriter}: rows HBase fails after its retries are reported by data
 * row key (not written, or of unknown outcome), the rows of a round whose upkeep failed as written
 * with their upkeep incomplete, every other row written with its upkeep.
 *
 * <p>Without indexes, rows go in chunks of {@value #CHUNK}, one multi-row batch each, one chunk after
 * the other. With indexes, rows go in rounds of {@link BatchWriter#INDEXED_ROUND}, each a
 * {@link WritePlan}, in two stages: <em>prepare</em> (read the stored values, plan, write the new
 * entries) and <em>land</em> (send the data rows whose entries were written, then the old entries
 * and the check). Round n+1 is prepared while round n lands, so per row the order is the blocking
 * one (entries, data row, upkeep); a round whose rows share a key with the round before it is
 * prepared only once that round has landed, so that it plans from the stored row the earlier round
 * wrote. A round with a failure is the last: the rows after it are reported as not attempted, and
 * entries the next round wrote already are taken back. Reports are made by the landing stages only,
 * one after the other. Thread-safe; one per DAO.
 */
@NullUnmarked
final class AsyncBatchWriter<E> {
  /** Rows per batch call of an unindexed putAll. */
  static final int CHUNK = 2_000;

  private final TableIo io;
  private final TableName tableName;
  private final WritePlanner<E> plans;

  AsyncBatchWriter(TableIo io, TableName tableName, WritePlanner<E> plans) {
    this.io = io;
    this.tableName = tableName;
    this.plans = plans;
  }

  /** Writes {@code puts} (built from {@code batch}, same order); the future holds the rows not known written, as reported. */
  CompletableFuture<Set<byte[]>> write(List<E> batch, List<Put> puts, BatchWriteException.Collector report,
      Operation operation) {
    return plans.indexed() ? new Rounds(batch, puts, report, operation).run() : writeChunks(puts, report);
  }

  private CompletableFuture<Set<byte[]>> writeChunks(List<Put> puts, BatchWriteException.Collector report) {
    NavigableSet<byte[]> unwritten = new TreeSet<>(Bytes.BYTES_COMPARATOR);
    CompletableFuture<Void> sent = CompletableFuture.completedFuture(null);
    for (int from = 0; from < puts.size(); from += CHUNK) {
      List<Put> chunk = puts.subList(from, Math.min(puts.size(), from + CHUNK));
      sent = sent.thenCompose(v -> send(chunk, report).thenAccept(unwritten::addAll));
    }
    return sent.thenApply(v -> unwritten);
  }

  /**
   * Sends {@code puts} in one batch; the future holds the rows that failed (not written, or of
   * unknown outcome), reported (never fails).
   */
  private CompletableFuture<List<byte[]>> send(List<Put> puts, BatchWriteException.Collector report) {
    return io.batch(tableName, puts).handle((results, failure) -> {
      if (failure != null) { // nothing could be sent
        report.failed(rows(puts), exception(failure));
        return rows(puts);
      }
      List<byte[]> failed = new ArrayList<>();
      List<Throwable> causes = new ArrayList<>();
      for (int i = 0; i < results.length; i++) {
        if (results[i] instanceof Throwable t) {
          failed.add(puts.get(i).getRow());
          causes.add(t);
        }
      }
      report.sent(failed, causes);
      return failed;
    });
  }

  /** The rounds of one indexed batch. */
  private final class Rounds {
    private final List<E> batch;
    private final List<Put> puts;
    private final BatchWriteException.Collector report;
    private final Operation operation;
    private final NavigableSet<byte[]> unwritten = new TreeSet<>(Bytes.BYTES_COMPARATOR);
    private volatile boolean stopped;

    Rounds(List<E> batch, List<Put> puts, BatchWriteException.Collector report, Operation operation) {
      this.batch = batch;
      this.puts = puts;
      this.report = report;
      this.operation = operation;
    }

    CompletableFuture<Set<byte[]>> run() {
      CompletableFuture<?> prepared = CompletableFuture.completedFuture(null); // of the round before
      CompletableFuture<Boolean> landed = CompletableFuture.completedFuture(true); // of the round before
      CompletableFuture<Boolean> landedBefore = landed; // of the round before that
      Set<byte[]> previousRows = Set.of();
      for (int from = 0; from < puts.size(); from += BatchWriter.INDEXED_ROUND) {
        int to = Math.min(puts.size(), from + BatchWriter.INDEXED_ROUND);
        Set<byte[]> rows = new TreeSet<>(Bytes.BYTES_COMPARATOR);
        rows.addAll(rows(puts.subList(from, to)));
        boolean overlaps = previousRows.stream().anyMatch(rows::contains);
        // at most one round prepares while the one before it lands; a shared row waits for its landing
        CompletableFuture<?> gate = CompletableFuture.allOf(settled(prepared), settled(overlaps ? landed : landedBefore));
        int start = from;
        CompletableFuture<Prepared<E>> next = gate.thenCompose(v -> prepare(start, to));
        CompletableFuture<Boolean> previous = landed;
        landedBefore = landed;
        landed = previous.thenCombine(next, (ok, round) -> land(ok, round, start, to)).thenCompose(f -> f);
        prepared = next;
        previousRows = rows;
      }
      return landed.thenApply(ok -> unwritten);
    }

    /** Plans round {@code from..to} and writes its entries; never fails (a failure is in the outcome). */
    private CompletableFuture<Prepared<E>> prepare(int from, int to) {
      if (stopped) {
        return CompletableFuture.completedFuture(new Prepared<E>(null, null, null, null));
      }
      List<IOException> causes = Collections.synchronizedList(new ArrayList<>());
      return Futures.attempt(() -> plans.put(batch.subList(from, to), puts.subList(from, to), operation))
          .thenCompose(plan -> plan.writeEntries(causes).thenApply(failed -> {
            NavigableSet<byte[]> refused = new TreeSet<>(Bytes.BYTES_COMPARATOR);
            refused.addAll(failed);
            return new Prepared<E>(plan, refused, causes, null);
          }))
          .exceptionally(failure -> new Prepared<E>(null, null, null, Futures.unwrap(failure)));
    }

    /**
     * Lands round {@code from..to} once the round before it landed ({@code ok}: fully): its data rows
     * whose entries were written, then the upkeep; the future holds whether the batch goes on.
     */
    private CompletableFuture<Boolean> land(boolean ok, Prepared<E> round, int from, int to) {
      List<Put> here = puts.subList(from, to);
      if (!ok) { // the batch stopped before this round: take back what it wrote already
        return round.plan() == null ? CompletableFuture.completedFuture(false)
            : takeBack(round.plan(), here).thenApply(v -> false);
      }
      if (round.failure() != null) {
        if (!(round.failure() instanceof IOException || round.failure() instanceof MappingException)) {
          return Futures.failed(round.failure());
        }
        report.failed(rows(here), (Exception) round.failure()); // nothing of the round was written
        return stop(here, to);
      }
      NavigableSet<byte[]> refused = round.refused(); // never sent: their entries can go
      if (!refused.isEmpty()) {
        report.failed(refused, round.causes().get(0));
      }
      List<Put> send = here.stream().filter(p -> !refused.contains(p.getRow())).toList();
      return send(send, report).thenCompose(failedRows -> {
        NavigableSet<byte[]> failed = new TreeSet<>(refused);
        failed.addAll(failedRows);
        unwritten.addAll(failed);
        List<byte[]> written = BatchWriter.written(rows(send), failed);
        IndexMaintainer.Plan left = plans.unfinished().take(written);
        return round.plan().complete(failed, refused, left).handle((v, failure) -> {
          if (failure != null) {
            BatchWriter.upkeepIncomplete(plans.unfinished(), round.plan(), failed, left, written, report,
                Futures.unwrap(failure));
            return false;
          }
          return failed.isEmpty();
        });
      }).thenCompose(goOn -> goOn ? CompletableFuture.completedFuture(true) : stop(List.of(), to));
    }

    /** Ends the batch after a round that failed: the rows from {@code to} on were not attempted. */
    private CompletableFuture<Boolean> stop(List<Put> failedRound, int to) {
      stopped = true;
      unwritten.addAll(rows(failedRound));
      List<byte[]> rest = rows(puts.subList(to, puts.size()));
      report.notAttempted(rest);
      unwritten.addAll(rest);
      return CompletableFuture.completedFuture(false);
    }

    /** Takes back the entries a round prepared before the batch stopped; a failure is noted. */
    private CompletableFuture<Void> takeBack(WritePlan<E> plan, List<Put> round) {
      NavigableSet<byte[]> all = new TreeSet<>(Bytes.BYTES_COMPARATOR);
      all.addAll(rows(round));
      return plan.takeBack(all).handle((v, failure) -> {
        if (failure != null) {
          report.note(exception(failure));
        }
        return null;
      });
    }
  }

  /** The outcome of preparing a round: its plan and the rows whose entries failed, or why it could not be planned. */
  private record Prepared<E>(WritePlan<E> plan, NavigableSet<byte[]> refused, List<IOException> causes,
      Throwable failure) {}

  /** A future that completes, normally, when {@code future} does. */
  private static CompletableFuture<Void> settled(CompletableFuture<?> future) {
    return future.handle((v, failure) -> null);
  }

  private static Exception exception(Throwable failure) {
    Throwable t = Futures.unwrap(failure);
    return t instanceof Exception e ? e : new IOException(t.toString(), t);
  }

  private static List<byte[]> rows(List<Put> puts) {
    return puts.stream().map(Put::getRow).toList();
  }
}
