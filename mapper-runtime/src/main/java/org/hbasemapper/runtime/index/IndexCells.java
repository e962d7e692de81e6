package org.hbasemapper.runtime.index;

import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.IndexSchema;
import org.jspecify.annotations.NullUnmarked;

/** The coordinates of an index row's reference cell, as bytes; private to the index machinery. */
@NullUnmarked
final class IndexCells {
  /** The family of the reference cell. */
  static final byte[] FAMILY = Bytes.toBytes(IndexSchema.FAMILY_NAME);
  /** The qualifier of the reference cell, whose value is the data row key. */
  static final byte[] REFERENCE = Bytes.toBytes(IndexSchema.REFERENCE_QUALIFIER);

  private IndexCells() {}
}
