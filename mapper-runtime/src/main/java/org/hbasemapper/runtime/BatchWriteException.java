package org.hbasemapper.runtime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.RetriesExhaustedException;
import org.apache.hadoop.hbase.client.RetriesExhaustedWithDetailsException;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.io.WriteFailures;
import org.jspecify.annotations.Nullable;

/**
 * Some entities of a batched write were not written, or not completely. Every row of the batch is
 * in one of these sets, by its data row key (of the data table, {@link #table()}), or was written
 * with all its upkeep:
 *
 * <ul>
 *   <li>{@link #failedRows()}: not written. The row was never sent (an entry of its index could not
 *       be written first, a cell over the client's size limit), or HBase's failure proves it was not
 *       applied (the table or a column family does not exist). Repeat the write as it is.
 *   <li>{@link #notAttemptedRows()}: not written, the batch stopped before them. Repeat as they are.
 *   <li>{@link #upkeepIncompleteRows()}: written, the data row holds the new values, but the index or
 *       relation upkeep after it did not finish: entries of old index values may be left (lookups
 *       skip them; {@code IndexAdmin.verify(mapper, index, true, progress)} removes them), or relation
 *       inverses may be missing ({@code RelationRepair.repair}), or the {@code @CreatedDate} stored
 *       after the row may be missing (the next write of the row with a null one stores it; the
 *       cause is a {@link CreatedDateUpkeepException}). No need to repeat them. Repeating
 *       them through the same DAO, with the same entity objects, finishes their upkeep: a
 *       {@code @Version}ed row is recognized as the write that landed. Through another DAO, or with
 *       entities built again, a {@code @Version}ed row is refused with a {@link StaleEntityException}
 *       saying that the row holds exactly its values.
 *   <li>{@link #unknownRows()}: sent, and failed after hbase-client's retries in a way that does not
 *       say whether an attempt was applied (a call that timed out may have landed). The row holds
 *       either the new values or the old ones: read it, or repeat the write as it is. An unversioned
 *       row is written again; a {@code @Version}ed row that had landed is refused with a
 *       {@link StaleEntityException} whose {@code rowHoldsThisWrite()} is true (another writer that
 *       read the same version could have stored the same values: the row cannot tell).
 * </ul>
 *
 * <p>The message starts with the count of each set. When every row was written but a failure after
 * them must still be heard of, every set is empty and the cause says so.
 */
@Api
public class BatchWriteException extends HBaseMapperException {
  private static final long serialVersionUID = 1L;
  private static final int LISTED = 10;

  private final String table;
  private final transient List<byte[]> failedRows;
  private final transient List<byte[]> notAttemptedRows;
  private final transient List<byte[]> upkeepIncompleteRows;
  private final transient List<byte[]> unknownRows;

  /** An exception for the rows that failed (not written) in {@code table}. */
  @Internal
  public BatchWriteException(TableName table, List<byte[]> failedRows, IOException cause) {
    this(table, failedRows, List.of(), cause);
  }

  /** An exception for the rows that failed in {@code table} and those never attempted: none written. */
  @Internal
  public BatchWriteException(TableName table, List<byte[]> failedRows, List<byte[]> notAttemptedRows,
      IOException cause) {
    this(table, failedRows, notAttemptedRows, List.of(), List.of(), cause);
  }

  /**
   * An exception for the rows of a batch on {@code table}: not written ({@code failedRows}), never
   * attempted, written with their upkeep incomplete, and of unknown outcome.
   */
  @Internal
  public BatchWriteException(TableName table, List<byte[]> failedRows, List<byte[]> notAttemptedRows,
      List<byte[]> upkeepIncompleteRows, List<byte[]> unknownRows, IOException cause) {
    super(message(table, failedRows, notAttemptedRows, upkeepIncompleteRows, unknownRows, cause), cause);
    this.table = table.getNameAsString();
    this.failedRows = List.copyOf(failedRows);
    this.notAttemptedRows = List.copyOf(notAttemptedRows);
    this.upkeepIncompleteRows = List.copyOf(upkeepIncompleteRows);
    this.unknownRows = List.copyOf(unknownRows);
  }

  /** The data table, as {@code namespace:name}. */
  public String table() {
    return table;
  }

  /** The row keys whose write failed and that are known not written: repeat them as they are. */
  public List<byte[]> failedRows() {
    return failedRows;
  }

  /** The row keys of the entities the batch did not try to write after it stopped: not written, repeat them. */
  public List<byte[]> notAttemptedRows() {
    return notAttemptedRows;
  }

  /**
   * The row keys written whose index or relation upkeep did not finish: the data rows hold the new
   * values. They need no repeat; a repeat through the same DAO, {@code IndexAdmin.verify} with repair
   * and {@code RelationRepair} complete their upkeep (see the class comment).
   */
  public List<byte[]> upkeepIncompleteRows() {
    return upkeepIncompleteRows;
  }

  /**
   * The row keys whose write failed after it may have landed: each holds the new values or the old
   * ones. Read them, or repeat them as they are (a {@code @Version}ed row that landed is then
   * refused, saying that the row holds exactly its values).
   */
  public List<byte[]> unknownRows() {
    return unknownRows;
  }

  private static String message(TableName table, List<byte[]> failed, List<byte[]> notAttempted,
      List<byte[]> upkeep, List<byte[]> unknown, IOException cause) {
    String name = table.getNameAsString();
    if (failed.isEmpty() && notAttempted.isEmpty() && upkeep.isEmpty() && unknown.isEmpty()) {
      return "every row was written to table " + name + ", but: " + describe(table, cause);
    }
    StringBuilder sb = new StringBuilder().append(failed.size()).append(" row(s) not written, ")
        .append(notAttempted.size()).append(" not attempted, ")
        .append(upkeep.size()).append(" written with upkeep incomplete, ")
        .append(unknown.size()).append(" of unknown outcome in table ").append(name).append("; ");
    list(sb, "not written", failed);
    list(sb, "not attempted", notAttempted);
    list(sb, "written with upkeep incomplete", upkeep);
    list(sb, "of unknown outcome", unknown);
    sb.append("every other row was written; ");
    if (!failed.isEmpty() || !notAttempted.isEmpty() || !unknown.isEmpty()) {
      sb.append("repeat the rows not written, not attempted or of unknown outcome as they are; ");
    }
    if (!upkeep.isEmpty()) {
      sb.append("the rows with upkeep incomplete need no repeat: a repeat through this DAO, IndexAdmin.verify "
          + "with repair (indexes) or RelationRepair.repair (relations) completes it; ");
    }
    return sb.append("cause: ").append(describe(table, cause)).toString();
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
    return firstLine(cause);
  }

  /**
   * The message of {@code cause} in one line: its first line, marked when cut. hbase-client's
   * {@link RetriesExhaustedException} of a single call puts only "Failed after attempts=N,
   * exceptions:" there, one line per attempt below: that count is followed by the last attempt's
   * failure, which is the exception's cause.
   */
  static String firstLine(Throwable cause) {
    String message = String.valueOf(cause.getMessage()).strip();
    int newline = message.indexOf('\n');
    String first = newline < 0 ? message : message.substring(0, newline).strip();
    Throwable last = cause.getCause();
    if (cause instanceof RetriesExhaustedException && !(cause instanceof RetriesExhaustedWithDetailsException)
        && last != null && last != cause) {
      return first.replaceFirst(",?\\s*exceptions:$", "") + ", the last: " + firstLine(last);
    }
    return newline < 0 ? first : first + " ...";
  }

  private static void list(StringBuilder sb, String label, List<byte[]> rows) {
    if (rows.isEmpty()) {
      return;
    }
    sb.append(label).append(": ");
    for (int i = 0; i < Math.min(LISTED, rows.size()); i++) {
      sb.append(i == 0 ? "" : ", ").append(RowBytes.hex(rows.get(i)));
    }
    if (rows.size() > LISTED) {
      sb.append(", ... (").append(rows.size() - LISTED).append(" more)");
    }
    sb.append("; ");
  }

  /**
   * Gathers the outcome of one batch: rows not written, not attempted, written with their upkeep
   * incomplete, and of unknown outcome, with the causes.
   */
  @Internal
  public static final class Collector {
    private final TableName table;
    private final List<byte[]> failed = new ArrayList<>();
    private final List<byte[]> notAttempted = new ArrayList<>();
    private final List<byte[]> upkeepIncomplete = new ArrayList<>();
    private final List<byte[]> unknown = new ArrayList<>();
    private final List<Exception> causes = new ArrayList<>();

    public Collector(TableName table) {
      this.table = table;
    }

    /**
     * The rows HBase reported as failed after its retries: not written when a row's failure proves
     * it was not applied, else of unknown outcome (an earlier attempt may have landed).
     */
    public void failed(RetriesExhaustedWithDetailsException e) {
      for (int i = 0; i < e.getNumExceptions(); i++) {
        (WriteFailures.neverApplied(e.getCause(i)) ? failed : unknown).add(e.getRow(i).getRow());
      }
      causes.add(e);
    }

    /** {@code rows} were not written (never sent, or proven not applied), because of {@code cause}. */
    public void failed(Collection<byte[]> rows, Exception cause) {
      failed.addAll(rows);
      causes.add(cause);
    }

    /**
     * {@code rows} were sent and failed, each with the failure at the same position of
     * {@code failures}: not written when the failure proves it, else of unknown outcome.
     */
    public void sent(List<byte[]> rows, List<? extends Throwable> failures) {
      Throwable first = null;
      for (int i = 0; i < rows.size(); i++) {
        (WriteFailures.neverApplied(failures.get(i)) ? failed : unknown).add(rows.get(i));
        first = first == null ? failures.get(i) : first;
      }
      if (first != null) {
        causes.add(first instanceof Exception e ? e : new IOException(first.toString(), first));
      }
    }

    /** {@code rows} were sent and may have landed: {@code cause} does not say whether they were applied. */
    public void unknown(Collection<byte[]> rows, Exception cause) {
      unknown.addAll(rows);
      causes.add(cause);
    }

    /** {@code rows} were written, but their index or relation upkeep did not finish, because of {@code cause}. */
    public void upkeepIncomplete(Collection<byte[]> rows, Exception cause) {
      upkeepIncomplete.addAll(rows);
      causes.add(cause);
    }

    /** {@code rows} were never tried. */
    public void notAttempted(Collection<byte[]> rows) {
      notAttempted.addAll(rows);
    }

    /** A failure the caller must still hear of that leaves no row in doubt (taking back entries, say). */
    public void note(Exception cause) {
      causes.add(cause);
    }

    /** How many failures were noted so far: a caller tells by it whether a step of its batch failed. */
    public int failures() {
      return causes.size();
    }

    /** The exception to throw, or null when every row was written and nothing failed. */
    public @Nullable BatchWriteException exception() {
      if (failed.isEmpty() && notAttempted.isEmpty() && upkeepIncomplete.isEmpty() && unknown.isEmpty()
          && causes.isEmpty()) {
        return null;
      }
      Exception first = causes.isEmpty() ? new IOException("unknown failure") : causes.get(0);
      IOException cause = first instanceof IOException io ? io : new IOException(first.getMessage(), first);
      BatchWriteException e = new BatchWriteException(table, failed, notAttempted, upkeepIncomplete, unknown, cause);
      causes.stream().skip(1).limit(LISTED).forEach(e::addSuppressed);
      return e;
    }
  }
}
