package org.hbasemapper.spark.read;

import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.codec.ValueCodec;

/** A point as two ints. */
public final class PointCodec implements ValueCodec<Point> {
  @Override
  public byte[] encode(Point value) {
    return Bytes.add(Bytes.toBytes(value.x), Bytes.toBytes(value.y));
  }

  @Override
  public Point decode(byte[] value) {
    return new Point(Bytes.toInt(value, 0), Bytes.toInt(value, 4));
  }
}
