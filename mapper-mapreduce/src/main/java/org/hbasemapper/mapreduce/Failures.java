package org.hbasemapper.mapreduce;

import java.util.regex.Pattern;
import org.apache.hadoop.hbase.client.RetriesExhaustedException;
import org.apache.hadoop.hbase.client.RetriesExhaustedWithDetailsException;
import org.hbasemapper.annotations.audience.LimitedPrivate;

/**
 * A failure of hbase-client, Hadoop or HBase's bulk loader said in one line, for this module's
 * messages. Their own messages either span many lines (one per attempt with a timestamp, the server's
 * stack trace) or say only that something failed ({@code BulkLoad encountered an unrecoverable
 * problem}) and leave what failed to a cause.
 */
@LimitedPrivate("mapper-spark")
public final class Failures {
  /** Causes followed at most: enough for the loader's wrapper, the retries, and the server's exception. */
  private static final int DEPTH = 6;
  private static final Pattern QUALIFIED =
      Pattern.compile("\\b(?:[a-z][a-z0-9_]*\\.)+([A-Z]\\w*(?:Exception|Error))\\b");
  private static final Pattern REPEATED = Pattern.compile("(\\w+(?:Exception|Error): )\\1+");

  private Failures() {}

  /**
   * What went wrong, on one line: the first line of each message down the causes, as far as a message
   * adds something; a {@link RetriesExhaustedException}'s count of attempts followed by the last
   * attempt's failure; exception classes by their simple names. Example: {@code BulkLoad encountered an
   * unrecoverable problem: Failed after attempts=6, the last: RegionServerAbortedException: Server
   * rs1.example.com,16020,1700000000000 aborting}.
   */
  public static String oneLine(Throwable failure) {
    return oneLine(failure, DEPTH);
  }

  private static String oneLine(Throwable failure, int depth) {
    String first = simpleNames(firstLine(failure));
    Throwable cause = failure.getCause();
    if (cause == null || cause == failure || depth == 0) {
      return first;
    }
    if (failure instanceof RetriesExhaustedException && !(failure instanceof RetriesExhaustedWithDetailsException)) {
      // "Failed after attempts=6, exceptions:", then a line per attempt: the cause is the last one's failure
      return first.replaceFirst(",?\\s*exceptions:$", "") + ", the last: " + oneLine(cause, depth - 1);
    }
    if (String.valueOf(failure.getMessage()).contains(firstLine(cause))) {
      return first; // the message says its cause already, as new IOException(cause) does
    }
    return first + ": " + oneLine(cause, depth - 1);
  }

  private static String firstLine(Throwable failure) {
    String message = failure.getMessage() == null ? failure.getClass().getName() : failure.getMessage().strip();
    int newline = message.indexOf('\n');
    return newline < 0 ? message : message.substring(0, newline).strip();
  }

  /** {@code org.apache.hadoop.hbase.X: org.apache.hadoop.hbase.X: text} as {@code X: text}. */
  private static String simpleNames(String line) {
    return REPEATED.matcher(QUALIFIED.matcher(line).replaceAll("$1")).replaceAll("$1");
  }
}
