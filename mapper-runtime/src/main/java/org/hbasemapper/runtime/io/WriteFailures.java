package org.hbasemapper.runtime.io;

import org.apache.hadoop.hbase.TableNotFoundException;
import org.apache.hadoop.hbase.client.RetriesExhaustedWithDetailsException;
import org.apache.hadoop.hbase.regionserver.NoSuchColumnFamilyException;
import org.hbasemapper.annotations.audience.Internal;

/**
 * What the failure of a mutation that was sent says about whether it was applied. hbase-client
 * retries a call that timed out or lost its connection, and reports only the last attempt's failure:
 * an earlier attempt may have reached the region server and been applied. So a mutation sent and
 * failed is of unknown outcome, except when its failure shows that no attempt can have applied it.
 */
@Internal
public final class WriteFailures {
  private WriteFailures() {}

  /**
   * Whether {@code failure} (of a mutation that was sent) proves the mutation was not applied: its
   * table or a column family it writes does not exist, so no attempt can have stored it.
   */
  public static boolean neverApplied(Throwable failure) {
    for (Throwable t = Futures.unwrap(failure); t != null; t = t.getCause()) {
      if (t instanceof TableNotFoundException || t instanceof NoSuchColumnFamilyException) {
        return true;
      }
      if (t instanceof RetriesExhaustedWithDetailsException r) {
        return !r.getCauses().isEmpty() && r.getCauses().stream().allMatch(WriteFailures::neverApplied);
      }
    }
    return false;
  }
}
