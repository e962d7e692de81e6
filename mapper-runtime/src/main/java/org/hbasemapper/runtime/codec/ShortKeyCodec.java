package org.hbasemapper.runtime.codec;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * {@code short} in 2 big-endian bytes with the sign bit flipped, so that negatives sort before
 * positives (plain two's complement, as {@code Bytes.toBytes} writes it, sorts them after).
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
@NullUnmarked
public final class ShortKeyCodec implements KeyCodec<Short> {
  /** The shared instance. */
  public static final ShortKeyCodec INSTANCE = new ShortKeyCodec();

  private static final VarHandle BIG_ENDIAN =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);

  private ShortKeyCodec() {}

  @Override
  public int width() {
    return 2;
  }

  @Override
  public int length(Short value) {
    return 2;
  }

  @Override
  public int write(Short value, byte[] target, int offset) {
    return writeShort(value, target, offset);
  }

  @Override
  public Short read(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 2, "short");
    return readShort(source, offset);
  }

  /** Writes {@code value} without boxing; returns the offset after it. */
  public static int writeShort(short value, byte[] target, int offset) {
    BIG_ENDIAN.set(target, offset, (short) (value ^ Short.MIN_VALUE));
    return offset + 2;
  }

  /** Reads a value written by {@link #writeShort}. */
  public static short readShort(byte[] source, int offset) {
    return (short) ((short) BIG_ENDIAN.get(source, offset) ^ Short.MIN_VALUE);
  }

  @Override
  public Short readInverted(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 2, "short");
    return (short) ~readShort(source, offset);
  }

  @Override
  public int writeInverted(Short value, byte[] target, int offset) {
    return writeShort((short) ~value, target, offset);
  }
}
