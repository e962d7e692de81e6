package org.hbasemapper.annotations;

import org.hbasemapper.annotations.audience.Api;

/** The bloom filter of a family, as HBase's {@code BLOOMFILTER} option names it. */
@Api
public enum BloomFilter {
  /** No bloom filter: for tables that are only scanned. */
  NONE,
  /** Row bloom filter: Gets skip store files that do not hold the row. HBase's default. */
  ROW,
  /** Row+column bloom filter: Gets of single columns skip more files, at a larger filter size. */
  ROWCOL
}
