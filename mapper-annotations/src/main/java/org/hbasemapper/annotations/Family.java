package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * Declares a column family of the table and its storage options.
 *
 * <p>Families are the unit of physical storage: each has its own store files, flushes and
 * compactions, so keep them few (three at most is the usual rule) and put columns that are read
 * together in the same family. Every cell stores its family name, so keep names short
 * ({@code "d"}, {@code "info"}).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Repeatable(Families.class)
@Api
public @interface Family {

  /** The family name; printable, no ':' and not starting with '.'. */
  String name();

  /**
   * VERSIONS: how many versions of each cell HBase keeps. Keep 1 for data that is updated often:
   * every kept version costs storage and read time, and the mapper reads the newest only unless a
   * field asks for more with {@link Versions}.
   */
  int maxVersions() default 1;

  /**
   * MIN_VERSIONS: versions kept even after their TTL expired. Only meaningful together with
   * {@link #ttlSeconds()}; it keeps the latest values of data that otherwise ages out.
   */
  int minVersions() default 0;

  /**
   * TTL in seconds: cells older than this disappear at the next major compaction. The default
   * ({@link Integer#MAX_VALUE}) is HBase's "forever". Use it for time series and logs that lose
   * value with age.
   */
  int ttlSeconds() default Integer.MAX_VALUE;

  /**
   * COMPRESSION of the store files. SNAPPY or LZ4 cost little CPU and usually halve the disk and
   * I/O; the codec must be installed on the region servers.
   */
  Compression compression() default Compression.NONE;

  /**
   * BLOOMFILTER: lets a Get skip store files that cannot hold the row (ROW) or row and column
   * (ROWCOL). ROW suits random reads; NONE suits scan-only tables.
   */
  BloomFilter bloomFilter() default BloomFilter.ROW;

  /**
   * BLOCKSIZE in bytes of the HFile blocks: smaller blocks favour random Gets, larger ones favour
   * sequential scans. HBase's default is 64 KiB.
   */
  int blockSize() default 65536;

  /**
   * BLOCKCACHE: whether blocks read from this family are cached. Turn it off for families that are
   * only scanned once (bulk exports), so they do not evict hot data.
   */
  boolean blockCache() default true;

  /**
   * IN_MEMORY: cached blocks of this family get the highest priority in the block cache. For small,
   * very hot families (lookup tables); it does not pin the data in memory.
   */
  boolean inMemory() default false;
}
