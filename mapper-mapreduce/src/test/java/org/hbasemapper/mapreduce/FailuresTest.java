package org.hbasemapper.mapreduce;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.apache.hadoop.hbase.client.RetriesExhaustedException;
import org.apache.hadoop.hbase.client.RetriesExhaustedException.ThrowableWithExtraContext;
import org.apache.hadoop.hbase.regionserver.RegionServerAbortedException;
import org.junit.jupiter.api.Test;

/** What a failure of hbase-client or of HBase's bulk loader looks like in this module's one-line messages. */
class FailuresTest {
  /** An exception of a region server as the client gets it: its message is the server's stack trace. */
  private static final RegionServerAbortedException REMOTE = new RegionServerAbortedException(
      "org.apache.hadoop.hbase.regionserver.RegionServerAbortedException: Server rs1.example.com,16020,1700000000000 "
          + "aborting\n\tat org.apache.hadoop.hbase.regionserver.RSRpcServices.bulkLoadHFile(RSRpcServices.java:2469)\n"
          + "\tat org.apache.hadoop.hbase.ipc.RpcServer.call(RpcServer.java:444)\n");

  @Test
  void theBulkLoadersUnrecoverableProblemIsSaidWithTheLastAttemptsFailure() {
    RetriesExhaustedException retries = new RetriesExhaustedException(5, List.of(
        new ThrowableWithExtraContext(REMOTE, 1_700_000_000_000L, "attempt 1"),
        new ThrowableWithExtraContext(REMOTE, 1_700_000_000_100L, "attempt 2")));
    IOException loader = new IOException("BulkLoad encountered an unrecoverable problem", retries);

    assertThat(retries.getMessage()).as("hbase-client's own: a line per attempt").contains("\n");
    assertThat(Failures.oneLine(loader)).isEqualTo("BulkLoad encountered an unrecoverable problem: Failed after "
        + "attempts=6, the last: RegionServerAbortedException: Server rs1.example.com,16020,1700000000000 aborting");
  }

  @Test
  void aMessageThatSaysItsCauseAlreadyIsNotRepeatedAndALongOneIsCutAtItsFirstLine() {
    assertThat(Failures.oneLine(new UncheckedIOException(new IOException("disk full")))).isEqualTo(
        "IOException: disk full");
    assertThat(Failures.oneLine(new UncheckedIOException("writing the migration checkpoint x: disk full",
        new IOException("disk full")))).isEqualTo("writing the migration checkpoint x: disk full");
    assertThat(Failures.oneLine(REMOTE)).isEqualTo("RegionServerAbortedException: Server rs1.example.com,16020,"
        + "1700000000000 aborting");
    assertThat(Failures.oneLine(new IOException((String) null))).isEqualTo("IOException");
  }
}
