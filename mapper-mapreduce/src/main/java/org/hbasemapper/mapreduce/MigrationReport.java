package org.hbasemapper.mapreduce;

import java.time.Duration;
import java.util.List;
import org.hbasemapper.annotations.audience.Api;

/**
 * What a {@link Migration} did, over all its runs: the counts ({@code read = written + skipped +
 * badRows}), and the sampled comparison of old and new rows that ended it.
 *
 * @param read rows of the old entity read (other record types of a shared table not counted)
 * @param written new entities written (with their index and relation rows)
 * @param skipped rows the mapping function returned null for
 * @param badRows rows that did not read through the old layout, skipped as asked
 * @param otherRecordTypes rows of other record types of a shared table, passed over
 * @param chunks chunks loaded
 * @param resumed whether this run began from a checkpoint an earlier run left
 * @param elapsed the time of this run
 * @param sampled rows compared: read back from the new table through the new mapper, against the
 *     mapping function applied to the old row again
 * @param mismatches the sampled rows that differ; empty when the new table holds what the function makes
 */
@Api
public record MigrationReport(long read, long written, long skipped, long badRows, long otherRecordTypes,
    long chunks, boolean resumed, Duration elapsed, int sampled, List<Mismatch> mismatches) {

  public MigrationReport {
    mismatches = List.copyOf(mismatches);
  }

  /** Whether every sampled row was found in the new table as the mapping function makes it. */
  public boolean consistent() {
    return mismatches.isEmpty();
  }

  /**
   * A sampled row the new table does not hold as the mapping function makes it.
   *
   * @param oldRow the old row key in hex
   * @param newRow the new row key in hex, or null when the function gave no entity
   * @param problem what differs: missing, or the columns whose values differ (never the values)
   */
  @Api
  public record Mismatch(String oldRow, String newRow, String problem) {}
}
