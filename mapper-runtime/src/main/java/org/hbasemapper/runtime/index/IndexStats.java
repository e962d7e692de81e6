package org.hbasemapper.runtime.index;

import org.hbasemapper.annotations.audience.Api;

/**
 * What a DAO's indexes met since the DAO was created: index hits whose data row no longer matched
 * (a write interrupted between the index and the data row, or an old entry not yet removed), which
 * reads skipped, how many of them read repair removed, and how many entries writers restored after
 * a concurrent writer of the same row had removed them.
 *
 * @param staleSeen stale hits skipped by reads
 * @param staleRemoved stale entries removed by read repair
 * @param restored entries written again because a concurrent write had removed them while the data
 *     row still matched
 */
@Api
public record IndexStats(long staleSeen, long staleRemoved, long restored) {}
