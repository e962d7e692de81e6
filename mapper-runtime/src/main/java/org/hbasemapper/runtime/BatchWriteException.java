package org.hbasemapper.runtime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.RetriesExhaustedWithDetailsException;
import org.hbasemapper.runtime.key.RowKeys;

/**
 * Some mutations of a batched write failed after HBase's retries. The other rows were written;
 * {@link #failedRows()} lists the row keys that were not, so the caller can retry or report them.
 */
public class BatchWriteException extends UncheckedIOException {
  private static final long serialVersionUID = 1L;
  private static final int LISTED = 10;

  private final transient List<byte[]> failedRows;

  /** An exception for the rows that failed in {@code table}. */
  public BatchWriteException(TableName table, List<byte[]> failedRows, IOException cause) {
    super(message(table, failedRows, cause), cause);
    this.failedRows = List.copyOf(failedRows);
  }

  /** Collects the failed rows of HBase's per-flush failure reports. */
  static BatchWriteException of(TableName table, List<RetriesExhaustedWithDetailsException> failures) {
    List<byte[]> rows = new ArrayList<>();
    for (RetriesExhaustedWithDetailsException e : failures) {
      for (int i = 0; i < e.getNumExceptions(); i++) {
        rows.add(e.getRow(i).getRow());
      }
    }
    return new BatchWriteException(table, rows, failures.get(0));
  }

  /** The row keys that were not written. */
  public List<byte[]> failedRows() {
    return failedRows;
  }

  private static String message(TableName table, List<byte[]> rows, IOException cause) {
    StringBuilder sb = new StringBuilder()
        .append(rows.size()).append(" row(s) could not be written to table ").append(table.getNameAsString())
        .append(": ");
    for (int i = 0; i < Math.min(LISTED, rows.size()); i++) {
      sb.append(i == 0 ? "" : ", ").append(RowKeys.hex(rows.get(i)));
    }
    if (rows.size() > LISTED) {
      sb.append(", ... (").append(rows.size() - LISTED).append(" more)");
    }
    return sb.append("; cause: ").append(cause.getMessage()).toString();
  }
}
