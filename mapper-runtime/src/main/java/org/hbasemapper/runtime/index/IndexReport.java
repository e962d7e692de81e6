package org.hbasemapper.runtime.index;

import org.hbasemapper.annotations.audience.Api;

/**
 * What {@link IndexAdmin} found and did on one index.
 *
 * @param index the index name
 * @param dataRows data rows scanned
 * @param indexRows index rows scanned
 * @param missing data rows whose entry was missing from the index
 * @param stale index entries whose data row does not match them (or is gone)
 * @param written entries written (rebuild: every entry; verify with repair: the missing ones)
 * @param removed stale entries removed
 */
@Api
public record IndexReport(String index, long dataRows, long indexRows, long missing, long stale, long written,
    long removed) {

  /** Whether the index matched the data table exactly when it was checked. */
  public boolean consistent() {
    return missing == 0 && stale == 0;
  }
}
