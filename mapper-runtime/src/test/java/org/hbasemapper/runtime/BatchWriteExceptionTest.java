package org.hbasemapper.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.SocketTimeoutException;
import java.util.List;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.RetriesExhaustedException;
import org.apache.hadoop.hbase.client.RetriesExhaustedWithDetailsException;
import org.apache.hadoop.hbase.client.Row;
import org.apache.hadoop.hbase.ipc.CallTimeoutException;
import org.apache.hadoop.hbase.regionserver.NoSuchColumnFamilyException;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.junit.jupiter.api.Test;

/** What a batch's failure tells about each row, and how its message words it. */
class BatchWriteExceptionTest {
  private static final TableName TABLE = TableName.valueOf("shop:item");
  private static final byte[] A = {1};
  private static final byte[] B = {2};
  private static final byte[] C = {3};
  private static final byte[] D = {4};

  @Test
  void theMessageStartsWithTheCountOfEachSetThenListsThemAndTheCause() {
    BatchWriteException e = new BatchWriteException(TABLE, List.of(A), List.of(B, C), List.of(D), List.of(),
        new IOException("first line\nsecond line"));

    assertThat(e).hasMessage("1 row(s) not written, 2 not attempted, 1 written with upkeep incomplete, "
        + "0 of unknown outcome in table shop:item; not written: " + RowBytes.hex(A) + "; not attempted: "
        + RowBytes.hex(B) + ", " + RowBytes.hex(C) + "; written with upkeep incomplete: " + RowBytes.hex(D)
        + "; every other row was written; repeat the rows not written, not attempted or of unknown outcome as "
        + "they are; the rows with upkeep incomplete need no repeat: a repeat through this DAO, IndexAdmin.verify "
        + "with repair (indexes) or RelationRepair.repair (relations) completes it; cause: first line ...");
  }

  @Test
  void theOlderConstructorsMeanRowsNotWritten() {
    BatchWriteException e = new BatchWriteException(TABLE, List.of(A), List.of(B), new IOException("x"));

    assertThat(e.failedRows()).containsExactly(A);
    assertThat(e.notAttemptedRows()).containsExactly(B);
    assertThat(e.upkeepIncompleteRows()).isEmpty();
    assertThat(e.unknownRows()).isEmpty();
  }

  /** Only a failure that proves the row was not applied makes it "not written"; a timeout may have landed. */
  @Test
  void rowsHBaseFailedAreNotWrittenOnlyWhenTheFailureProvesIt() {
    BatchWriteException.Collector report = new BatchWriteException.Collector(TABLE);
    report.failed(new RetriesExhaustedWithDetailsException(
        List.of(new NoSuchColumnFamilyException("family x does not exist"),
            new CallTimeoutException("Call[id=4,methodName=Multi], waitTime=1004ms, rpcTimeout=1000ms")),
        List.<Row>of(new Put(A), new Put(B)), List.of("rs1:16020", "rs1:16020")));
    report.sent(List.of(C, D), List.of(new SocketTimeoutException("read timed out"),
        new org.apache.hadoop.hbase.TableNotFoundException("shop:item")));

    BatchWriteException e = report.exception();

    assertThat(e.failedRows()).containsExactly(A, D);
    assertThat(e.unknownRows()).containsExactly(B, C);
  }

  @Test
  void aRetriesExhaustedCauseIsWordedByItsLastAttempt() {
    IOException last = new IOException("Call to address=rs1:16020 failed on local exception: CallTimeoutException\n"
        + "\tat somewhere");
    RetriesExhaustedException cause = new RetriesExhaustedException(2, List.of( // 2 retries, 3 attempts
        new RetriesExhaustedException.ThrowableWithExtraContext(new IOException("first"), 0, "try 1"),
        new RetriesExhaustedException.ThrowableWithExtraContext(last, 0, "try 3")));

    assertThat(BatchWriteException.describe(TABLE, cause)).isEqualTo("Failed after attempts=3, the last: "
        + "Call to address=rs1:16020 failed on local exception: CallTimeoutException ...");
  }
}
