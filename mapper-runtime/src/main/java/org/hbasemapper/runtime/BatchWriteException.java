package org.hbasemapper.runtime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.RetriesExhaustedWithDetailsException;
import org.hbasemapper.runtime.audience.Internal;
import org.hbasemapper.runtime.bytes.RowBytes;

/**
 * Some entities of a batched write were not written. {@link #failedRows()} lists the data row keys
 * whose write failed (after HBase's retries, or refused before sending, such as a cell over the
 * client's size limit), {@link #notAttemptedRows()} those the batch never tried because it stopped
 * first; every other row was written. Row keys are those of the data table, {@link #table()}.
 * When every row was written but the index upkeep after them failed, both lists are empty and the
 * cause says so.
 */
public class BatchWriteException extends HBaseMapperException {
  private static final long serialVersionUID = 1L;
  private static final int LISTED = 10;

  private final String table;
  private final transient List<byte[]> failedRows;
  private final transient List<byte[]> notAttemptedRows;

  /** An exception for the rows that failed in {@code table}. */
  public BatchWriteException(TableName table, List<byte[]> failedRows, IOException cause) {
    this(table, failedRows, List.of(), cause);
  }

  /** An exception for the rows that failed in {@code table} and those never attempted. */
  public BatchWriteException(TableName table, List<byte[]> failedRows, List<byte[]> notAttemptedRows,
      IOException cause) {
    super(message(table, failedRows, notAttemptedRows, cause), cause);
    this.table = table.getNameAsString();
    this.failedRows = List.copyOf(failedRows);
    this.notAttemptedRows = List.copyOf(notAttemptedRows);
  }

  /** The data table, as {@code namespace:name}. */
  public String table() {
    return table;
  }

  /** The row keys whose write failed: not written. */
  public List<byte[]> failedRows() {
    return failedRows;
  }

  /** The row keys of the entities the batch did not try to write after it stopped: not written. */
  public List<byte[]> notAttemptedRows() {
    return notAttemptedRows;
  }

  private static String message(TableName table, List<byte[]> failed, List<byte[]> notAttempted, IOException cause) {
    String name = table.getNameAsString();
    if (failed.isEmpty() && notAttempted.isEmpty()) {
      return "every row was written to table " + name + ", but: " + describe(table, cause);
    }
    StringBuilder sb = new StringBuilder();
    if (!failed.isEmpty()) {
      sb.append(failed.size()).append(" row(s) could not be written to table ").append(name).append(": ");
      list(sb, failed);
      sb.append("; ");
    }
    if (!notAttempted.isEmpty()) {
      sb.append(notAttempted.size()).append(" row(s) were not attempted")
          .append(failed.isEmpty() ? " in table " + name : "").append(", the batch stopped first: ");
      list(sb, notAttempted);
      sb.append("; ");
    }
    return sb.append("every other row was written; cause: ").append(describe(table, cause)).toString();
  }

  /**
   * The cause in one line: a missing table said as such (hbase-client words it over several lines,
   * once per failed action, with server names and timestamps), else the first line of its message.
   */
  static String describe(TableName table, Throwable cause) {
    for (Throwable t = cause; t != null; t = t.getCause()) {
      if (t instanceof org.apache.hadoop.hbase.TableNotFoundException
          || t instanceof RetriesExhaustedWithDetailsException r && r.getCauses().stream()
              .anyMatch(c -> c instanceof org.apache.hadoop.hbase.TableNotFoundException)) {
        return "table " + table.getNameAsString() + " does not exist; create it first (SchemaManager.createIfMissing"
            + "(schema))";
      }
    }
    String message = String.valueOf(cause.getMessage()).strip();
    int newline = message.indexOf('\n');
    return newline < 0 ? message : message.substring(0, newline).strip() + " ...";
  }

  private static void list(StringBuilder sb, List<byte[]> rows) {
    for (int i = 0; i < Math.min(LISTED, rows.size()); i++) {
      sb.append(i == 0 ? "" : ", ").append(RowBytes.hex(rows.get(i)));
    }
    if (rows.size() > LISTED) {
      sb.append(", ... (").append(rows.size() - LISTED).append(" more)");
    }
  }

  /** Gathers the outcome of one batch: failed rows with their causes, and rows not attempted. */
  @Internal
  public static final class Collector {
    private final TableName table;
    private final List<byte[]> failed = new ArrayList<>();
    private final List<byte[]> notAttempted = new ArrayList<>();
    private final List<Exception> causes = new ArrayList<>();

    public Collector(TableName table) {
      this.table = table;
    }

    /** The rows HBase reported as failed after its retries. */
    public void failed(RetriesExhaustedWithDetailsException e) {
      for (int i = 0; i < e.getNumExceptions(); i++) {
        failed.add(e.getRow(i).getRow());
      }
      causes.add(e);
    }

    /** {@code rows} were not written, because of {@code cause}. */
    public void failed(Collection<byte[]> rows, Exception cause) {
      failed.addAll(rows);
      causes.add(cause);
    }

    /** {@code rows} were never tried. */
    public void notAttempted(Collection<byte[]> rows) {
      notAttempted.addAll(rows);
    }

    /** A failure after the rows were written, which the caller must still hear of (an upkeep that failed). */
    public void note(Exception cause) {
      causes.add(cause);
    }

    /** The exception to throw, or null when every row was written and nothing failed. */
    public BatchWriteException exception() {
      if (failed.isEmpty() && notAttempted.isEmpty() && causes.isEmpty()) {
        return null;
      }
      Exception first = causes.isEmpty() ? new IOException("unknown failure") : causes.get(0);
      IOException cause = first instanceof IOException io ? io : new IOException(first.getMessage(), first);
      BatchWriteException e = new BatchWriteException(table, failed, notAttempted, cause);
      causes.stream().skip(1).limit(LISTED).forEach(e::addSuppressed);
      return e;
    }
  }
}
