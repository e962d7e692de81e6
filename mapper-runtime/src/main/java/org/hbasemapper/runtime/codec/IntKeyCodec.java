package org.hbasemapper.runtime.codec;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * {@code int} in 4 big-endian bytes with the sign bit flipped, so that negatives sort before
 * positives (plain two's complement, as {@code Bytes.toBytes} writes it, sorts them after).
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class IntKeyCodec implements KeyCodec<Integer> {
  /** The shared instance. */
  public static final IntKeyCodec INSTANCE = new IntKeyCodec();

  private static final VarHandle BIG_ENDIAN =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

  private IntKeyCodec() {}

  @Override
  public int width() {
    return 4;
  }

  @Override
  public int length(Integer value) {
    return 4;
  }

  @Override
  public int write(Integer value, byte[] target, int offset) {
    return writeInt(value, target, offset);
  }

  @Override
  public Integer read(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 4, "int");
    return readInt(source, offset);
  }

  /** Writes {@code value} without boxing; returns the offset after it. */
  public static int writeInt(int value, byte[] target, int offset) {
    BIG_ENDIAN.set(target, offset, value ^ Integer.MIN_VALUE);
    return offset + 4;
  }

  /** Reads a value written by {@link #writeInt}. */
  public static int readInt(byte[] source, int offset) {
    return (int) BIG_ENDIAN.get(source, offset) ^ Integer.MIN_VALUE;
  }

  @Override
  public Integer readInverted(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 4, "int");
    return ~readInt(source, offset);
  }

  @Override
  public int writeInverted(Integer value, byte[] target, int offset) {
    return writeInt(~value, target, offset);
  }
}
