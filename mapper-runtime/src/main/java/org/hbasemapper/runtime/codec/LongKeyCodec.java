package org.hbasemapper.runtime.codec;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * {@code long} in 8 big-endian bytes with the sign bit flipped, so that negatives sort before
 * positives (plain two's complement, as {@code Bytes.toBytes} writes it, sorts them after).
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class LongKeyCodec implements KeyCodec<Long> {
  /** The shared instance. */
  public static final LongKeyCodec INSTANCE = new LongKeyCodec();

  private static final VarHandle BIG_ENDIAN =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

  private LongKeyCodec() {}

  @Override
  public int width() {
    return 8;
  }

  @Override
  public int length(Long value) {
    return 8;
  }

  @Override
  public int write(Long value, byte[] target, int offset) {
    return writeLong(value, target, offset);
  }

  @Override
  public Long read(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 8, "long");
    return readLong(source, offset);
  }

  /** Writes {@code value} without boxing; returns the offset after it. */
  public static int writeLong(long value, byte[] target, int offset) {
    BIG_ENDIAN.set(target, offset, value ^ Long.MIN_VALUE);
    return offset + 8;
  }

  /** Reads a value written by {@link #writeLong}. */
  public static long readLong(byte[] source, int offset) {
    return (long) BIG_ENDIAN.get(source, offset) ^ Long.MIN_VALUE;
  }

  @Override
  public Long readInverted(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 8, "long");
    return ~readLong(source, offset);
  }

  @Override
  public int writeInverted(Long value, byte[] target, int offset) {
    return writeLong(~value, target, offset);
  }
}
