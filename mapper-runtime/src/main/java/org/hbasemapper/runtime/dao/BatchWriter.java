package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.NavigableSet;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.BufferedMutator;
import org.apache.hadoop.hbase.client.BufferedMutatorParams;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.RetriesExhaustedWithDetailsException;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.observe.Operation;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * The data rows of an unchecked {@code putAll}, through one {@link BufferedMutator} flushed before it
 * returns, with their index upkeep: rows HBase fails after its retries are reported by data row key
 * in a {@link BatchWriteException.Collector} (not written, or of unknown outcome when the failure
 * does not prove the row was not applied), and so are the rows of a round whose upkeep failed
 * (written, upkeep incomplete); every other row is written with its upkeep. With indexes, rows go in
 * rounds of {@value #INDEXED_ROUND}, each a {@link WritePlan}; a round with a failure is the last,
 * and the rows after it are reported as not attempted. Like {@link AsyncBatchWriter}, it overlaps two
 * rounds: the caller plans round n+1 and writes its entries while round n's data rows are flushed
 * and its upkeep done on another thread, so each row still sees entries, data row, upkeep in that
 * order; a round sharing a row with the round before it waits until that round landed, and entries
 * a round wrote before the batch stopped are taken back. Reports are made by one thread at a time.
 * Thread-safe; one per DAO.
 */
@NullUnmarked
final class BatchWriter<E> {
  /** Rows per round of an indexed putAll: one multi-get of the stored values, writes, then the check. */
  static final int INDEXED_ROUND = 2_000;

  private final Connection connection;
  private final TableName tableName;
  private final WritePlanner<E> plans;

  BatchWriter(Connection connection, TableName tableName, WritePlanner<E> plans) {
    this.connection = connection;
    this.tableName = tableName;
    this.plans = plans;
  }

  /**
   * Writes {@code puts} (built from {@code batch}, same order); returns the rows not known written, as reported.
   * {@code operation} hears of the index entries the rounds restore.
   */
  Set<byte[]> write(List<E> batch, List<Put> puts, BatchWriteException.Collector report, Operation operation) {
    NavigableSet<byte[]> unwritten = new TreeSet<>(Bytes.BYTES_COMPARATOR);
    List<RetriesExhaustedWithDetailsException> failures = Collections.synchronizedList(new ArrayList<>());
    BufferedMutatorParams params = new BufferedMutatorParams(tableName).listener((e, m) -> failures.add(e));
    try (BufferedMutator mutator = connection.getBufferedMutator(params)) {
      if (plans.indexed()) {
        writeRounds(mutator, failures, batch, puts, report, unwritten, operation);
      } else {
        IOException unknown = flush(mutator, puts, failures);
        reportFailed(failures, report, unwritten);
        if (unknown != null) {
          reportUnknown(puts, unknown, report, unwritten);
        }
      }
    } catch (IOException e) { // closing the mutator: everything was flushed already
      report.note(e);
    }
    reportFailed(failures, report, unwritten); // those since the last round; without indexes, all of them
    return unwritten;
  }

  /**
   * The rounds of an indexed batch; the first with a failure is the last. Round n+1 is planned and
   * its entries written on the calling thread while round n lands on a thread of {@link Landing}, so per row the
   * order stays entries, data row, upkeep; a round sharing a row with the one landing waits for it.
   */
  private void writeRounds(BufferedMutator mutator, List<RetriesExhaustedWithDetailsException> failures,
      List<E> batch, List<Put> puts, BatchWriteException.Collector report, Set<byte[]> unwritten,
      Operation operation) {
    Future<Boolean> landing = null; // of the round before, until its outcome is known
    int landingTo = 0;
    Set<byte[]> landingRows = Set.of();
    try {
      for (int from = 0; from < puts.size(); from += INDEXED_ROUND) {
        int to = Math.min(puts.size(), from + INDEXED_ROUND);
        List<Put> here = puts.subList(from, to);
        if (landing != null && rows(here).stream().anyMatch(landingRows::contains)) { // plan from what it wrote
          boolean landed = await(landing);
          landing = null;
          if (!landed) {
            stop(puts, landingTo, report, unwritten);
            return;
          }
        }
        Prepared<E> round = prepare(batch.subList(from, to), here, operation);
        if (landing != null) {
          boolean landed = await(landing);
          landing = null;
          if (!landed) {
            takeBack(round, here, report);
            stop(puts, landingTo, report, unwritten);
            return;
          }
        }
        if (round.failure() != null) { // nothing of the round was written; a stored row unreadable
          report.failed(rows(here), round.failure());
          unwritten.addAll(rows(here));
          stop(puts, to, report, unwritten);
          return;
        }
        landing = Landing.POOL.submit(() -> land(mutator, failures, round, here, report, unwritten));
        landingTo = to;
        landingRows = new TreeSet<>(Bytes.BYTES_COMPARATOR);
        landingRows.addAll(rows(here));
      }
      if (landing != null) {
        Future<Boolean> last = landing;
        landing = null;
        if (!await(last)) {
          stop(puts, landingTo, report, unwritten);
        }
      }
    } finally {
      if (landing != null) { // something unexpected thrown here: the mutator is closed only once the round is done
        awaitQuietly(landing);
      }
    }
  }

  /**
   * Plans a round and writes its entries, on the calling thread; the rows whose entries failed are
   * in the outcome, as is a failure to plan (nothing of the round written then).
   */
  private Prepared<E> prepare(List<E> round, List<Put> puts, Operation operation) {
    List<IOException> causes = new ArrayList<>();
    try {
      WritePlan<E> plan = Futures.join(plans.put(round, puts, operation));
      NavigableSet<byte[]> refused = new TreeSet<>(Bytes.BYTES_COMPARATOR);
      refused.addAll(Futures.join(plan.writeEntries(causes)));
      return new Prepared<>(plan, refused, causes, null);
    } catch (IOException | MappingException e) {
      return new Prepared<>(null, null, null, e);
    }
  }

  /**
   * Lands a prepared round: the data rows whose entries were all written (flushed), then the old
   * entries and the check for the rows written; the entries of rows not sent are taken back. Returns
   * whether every row of the round was written. Rounds land one after the other, never two at once.
   */
  private <E> boolean land(BufferedMutator mutator, List<RetriesExhaustedWithDetailsException> failures,
      Prepared<E> round, List<Put> puts, BatchWriteException.Collector report, Set<byte[]> unwritten) {
    NavigableSet<byte[]> refused = round.refused(); // never sent: their entries can go
    if (!refused.isEmpty()) {
      report.failed(refused, round.causes().get(0));
    }
    NavigableSet<byte[]> failed = new TreeSet<>(refused); // every row not known written
    List<Put> send = puts.stream().filter(p -> !refused.contains(p.getRow())).toList();
    IOException unknown = flush(mutator, send, failures);
    reportFailed(failures, report, failed);
    if (unknown != null) {
      reportUnknown(send, unknown, report, failed);
    }
    unwritten.addAll(failed);
    List<byte[]> written = written(rows(send), failed);
    IndexMaintainer.Plan left = plans.unfinished().take(written);
    try {
      Futures.join(round.plan().complete(failed, refused, left));
    } catch (IOException e) {
      upkeepIncomplete(plans.unfinished(), round.plan(), failed, left, written, report, e);
      return false;
    }
    return failed.isEmpty();
  }

  /** Those of {@code rows} not in {@code unwritten}: the rows a round wrote. */
  static List<byte[]> written(List<byte[]> rows, Set<byte[]> unwritten) {
    return rows.stream().filter(r -> !unwritten.contains(r)).toList();
  }

  /**
   * Reports the rows {@code written} of a round whose index upkeep failed with {@code cause} (those
   * the upkeep concerned), and keeps what it left for the next writes of those rows: the round's
   * plan for them ({@code unwritten} excluded), with what earlier writes had left ({@code left}).
   */
  static void upkeepIncomplete(UnfinishedUpkeep unfinished, WritePlan<?> plan, Set<byte[]> unwritten,
      IndexMaintainer.Plan left, List<byte[]> written, BatchWriteException.Collector report, Throwable cause) {
    IndexMaintainer.Plan behind = plan.entries().without(unwritten).after(left);
    unfinished.left(behind, written);
    Set<byte[]> concerned = behind.rows();
    report.upkeepIncomplete(written.stream().filter(concerned::contains).toList(),
        new IOException("the index upkeep after the data rows failed: " + cause.getMessage(), cause));
  }

  /**
   * Reports the rows of {@code puts} that no failure report named as of unknown outcome: the flush
   * failed with {@code cause}, after sending any number of them.
   */
  private static void reportUnknown(List<Put> puts, IOException cause, BatchWriteException.Collector report,
      Set<byte[]> unwritten) {
    List<byte[]> sent = rows(puts).stream().filter(r -> !unwritten.contains(r)).toList();
    report.unknown(sent, cause);
    unwritten.addAll(sent);
  }

  /** Ends the batch after a round that failed: the rows from {@code to} on were not attempted. */
  private static void stop(List<Put> puts, int to, BatchWriteException.Collector report, Set<byte[]> unwritten) {
    List<byte[]> rest = rows(puts.subList(to, puts.size()));
    report.notAttempted(rest);
    unwritten.addAll(rest);
  }

  /** Takes back the entries a round wrote before the batch stopped (its rows are not attempted); a failure is noted. */
  private static <E> void takeBack(Prepared<E> round, List<Put> puts, BatchWriteException.Collector report) {
    if (round.plan() == null) {
      return;
    }
    NavigableSet<byte[]> all = new TreeSet<>(Bytes.BYTES_COMPARATOR);
    all.addAll(rows(puts));
    try {
      Futures.join(round.plan().takeBack(all));
    } catch (IOException e) {
      report.note(e);
    }
  }

  /**
   * Whether the landing round wrote all its rows, once it is done. Waits through interrupts (the
   * round uses the mutator, which must outlive it; the client's timeouts bound the wait) and keeps
   * the interrupt for the caller; a runtime exception of the round is thrown here.
   */
  private static boolean await(Future<Boolean> landing) {
    boolean interrupted = false;
    try {
      while (true) {
        try {
          return landing.get();
        } catch (InterruptedException e) {
          interrupted = true;
        } catch (ExecutionException e) {
          throw new IllegalStateException(Futures.rethrow(e.getCause()));
        }
      }
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** Waits for the landing round while another failure is on its way out; the round's own outcome is dropped. */
  private static void awaitQuietly(Future<Boolean> landing) {
    try {
      await(landing);
    } catch (RuntimeException | Error ignored) { // the failure already thrown is the one to report
    }
  }

  /**
   * Sends {@code puts} and waits for them; HBase's reports of failed rows end up in
   * {@code failures}. Returns any other failure, after which no row of {@code puts} is known written
   * or known not written.
   *
   * <p>One put at a time, never the whole list in one {@code mutate}: hbase-client's mutator sends
   * its buffer 2,048 rows a request, and for each request walks every row still buffered (those past
   * the limit are skipped and queued again), so a buffer of 100,000 rows costs about 50 walks of tens
   * of thousands of rows. Fed one by one, the buffer stays near its write-buffer size.
   */
  private static @Nullable IOException flush(BufferedMutator mutator, List<Put> puts,
      List<RetriesExhaustedWithDetailsException> failures) {
    try {
      for (Put put : puts) {
        mutator.mutate(put);
      }
      mutator.flush();
      return null;
    } catch (RetriesExhaustedWithDetailsException e) {
      failures.add(e);
      return null;
    } catch (IOException e) {
      return e;
    }
  }

  /**
   * Reports, and adds to {@code unwritten} (the rows not known written), the rows of HBase's failure
   * reports so far, as not written or of unknown outcome; then forgets those.
   */
  private static void reportFailed(List<RetriesExhaustedWithDetailsException> failures,
      BatchWriteException.Collector report, Set<byte[]> unwritten) {
    List<RetriesExhaustedWithDetailsException> drained;
    synchronized (failures) {
      drained = new ArrayList<>(failures);
      failures.clear();
    }
    for (RetriesExhaustedWithDetailsException e : drained) {
      report.failed(e);
      for (int i = 0; i < e.getNumExceptions(); i++) {
        unwritten.add(e.getRow(i).getRow());
      }
    }
  }

  private static List<byte[]> rows(List<Put> puts) {
    return puts.stream().map(Put::getRow).toList();
  }

  /** The outcome of preparing a round: its plan and the rows whose entries failed, or why it could not be planned. */
  /**
   * Where the rounds of indexed batches land while their callers prepare the next round: daemon
   * threads, created on first use, one per batch landing a round at that moment, ending after a
   * minute idle, so the pool never keeps an application alive nor needs closing. A landing never
   * waits for another task, so the pool cannot deadlock.
   */
  private static final class Landing {
    static final ExecutorService POOL = Executors.newCachedThreadPool(new ThreadFactory() {
      private final AtomicInteger count = new AtomicInteger();

      @Override
      public Thread newThread(Runnable runnable) {
        Thread t = new Thread(runnable, "hbase-mapper-putall-" + count.incrementAndGet());
        t.setDaemon(true);
        return t;
      }
    });
  }

  private record Prepared<E>(WritePlan<E> plan, NavigableSet<byte[]> refused, List<IOException> causes,
      Exception failure) {}
}
