package org.hbasemapper.runtime.index;

/**
 * What reads through a DAO's indexes found: index hits whose data row no longer matched (a write
 * interrupted between the index and the data row, or an old entry not yet removed), which were
 * skipped, and how many of them read repair removed.
 *
 * @param staleSeen stale hits skipped since the DAO was created
 * @param staleRemoved stale entries removed by read repair
 */
public record IndexStats(long staleSeen, long staleRemoved) {}
