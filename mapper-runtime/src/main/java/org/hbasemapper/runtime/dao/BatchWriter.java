package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.NavigableSet;
import java.util.Set;
import java.util.TreeSet;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.BufferedMutator;
import org.apache.hadoop.hbase.client.BufferedMutatorParams;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.RetriesExhaustedWithDetailsException;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.io.Futures;

/**
 * The data rows of an unchecked {@code putAll}, through one {@link BufferedMutator} flushed before it
 * returns, with their index upkeep: rows HBase fails after its retries are reported by data row key
 * in a {@link BatchWriteException.Collector}, every other row written. With indexes, rows go in
 * rounds of {@value #INDEXED_ROUND}, each a {@link WritePlan}; a round with a failure is the last,
 * and the rows after it are reported as not attempted. Thread-safe; one per DAO.
 */
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

  /** Writes {@code puts} (built from {@code batch}, same order); returns the rows not written, as reported. */
  Set<byte[]> write(List<E> batch, List<Put> puts, BatchWriteException.Collector report) {
    NavigableSet<byte[]> unwritten = new TreeSet<>(Bytes.BYTES_COMPARATOR);
    List<RetriesExhaustedWithDetailsException> failures = Collections.synchronizedList(new ArrayList<>());
    BufferedMutatorParams params = new BufferedMutatorParams(tableName).listener((e, m) -> failures.add(e));
    try (BufferedMutator mutator = connection.getBufferedMutator(params)) {
      if (plans.indexed()) {
        writeRounds(mutator, failures, batch, puts, report, unwritten);
      } else {
        IOException unknown = flush(mutator, puts, failures);
        if (unknown != null) {
          report.failed(rows(puts), unknown);
          unwritten.addAll(rows(puts));
        }
      }
    } catch (IOException e) { // closing the mutator: everything was flushed already
      report.note(e);
    }
    reportFailed(failures, report, unwritten); // those since the last round; without indexes, all of them
    return unwritten;
  }

  /** The rounds of an indexed batch; the first with a failure is the last. */
  private void writeRounds(BufferedMutator mutator, List<RetriesExhaustedWithDetailsException> failures,
      List<E> batch, List<Put> puts, BatchWriteException.Collector report, Set<byte[]> unwritten) {
    for (int from = 0; from < puts.size(); from += INDEXED_ROUND) {
      int to = Math.min(puts.size(), from + INDEXED_ROUND);
      if (!writeRound(mutator, failures, batch.subList(from, to), puts.subList(from, to), report, unwritten)) {
        List<byte[]> rest = rows(puts.subList(to, puts.size()));
        report.notAttempted(rest);
        unwritten.addAll(rest);
        return;
      }
    }
  }

  /**
   * One round of an indexed batch: entries, then the data rows whose entries were all written
   * (flushed), then the old entries and the check for the rows written; the entries of rows not
   * sent are taken back. Returns whether every row of the round was written.
   */
  private boolean writeRound(BufferedMutator mutator, List<RetriesExhaustedWithDetailsException> failures,
      List<E> round, List<Put> puts, BatchWriteException.Collector report, Set<byte[]> unwritten) {
    WritePlan<E> plan;
    List<IOException> causes = new ArrayList<>();
    NavigableSet<byte[]> failed = new TreeSet<>(Bytes.BYTES_COMPARATOR);
    try {
      plan = Futures.join(plans.put(round, puts));
      failed.addAll(Futures.join(plan.writeEntries(causes)));
    } catch (IOException | MappingException e) { // nothing of the round was written; a stored row unreadable
      report.failed(rows(puts), e);
      unwritten.addAll(rows(puts));
      return false;
    }
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
    reportFailed(failures, report, failed);
    unwritten.addAll(failed);
    try {
      Futures.join(plan.complete(failed, refused));
    } catch (IOException e) {
      report.note(new IOException("the index upkeep after the data rows of a round failed (the rows are written; "
          + "entries of old values may be left, which reads skip, and IndexAdmin.verify repairs): "
          + e.getMessage(), e));
      return false;
    }
    return failed.isEmpty();
  }

  /**
   * Sends {@code puts} and waits for them; HBase's reports of failed rows end up in
   * {@code failures}. Returns any other failure, after which no row of {@code puts} is known written.
   *
   * <p>One put at a time, never the whole list in one {@code mutate}: hbase-client's mutator sends
   * its buffer 2,048 rows a request, and for each request walks every row still buffered (those past
   * the limit are skipped and queued again), so a buffer of 100,000 rows costs about 50 walks of tens
   * of thousands of rows. Fed one by one, the buffer stays near its write-buffer size.
   */
  private static IOException flush(BufferedMutator mutator, List<Put> puts,
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

  /** Reports, and adds to {@code unwritten}, the rows of HBase's failure reports so far; then forgets those. */
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
}
