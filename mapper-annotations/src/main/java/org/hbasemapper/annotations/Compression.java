package org.hbasemapper.annotations;

import org.hbasemapper.annotations.audience.Api;

/** Store-file compression of a family, as HBase's {@code COMPRESSION} option names it. */
@Api
public enum Compression {
  /** No compression. */
  NONE,
  /** Snappy: fast, moderate ratio; the common choice. */
  SNAPPY,
  /** LZ4: fast, moderate ratio. */
  LZ4,
  /** LZO: fast; needs the native codec on every region server. */
  LZO,
  /** GZ: better ratio, more CPU; for cold data. */
  GZ,
  /** ZSTD: good ratio at reasonable speed. */
  ZSTD
}
