package org.hbasemapper.runtime.codec;

import java.time.LocalDate;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * {@code LocalDate} as its epoch day in the {@code int} key layout: dates from -5877641-06-23 to
 * +5881580-07-11; others are refused with a {@link CodecException} naming the range.
 */
@LimitedPrivate("mapper-dynamic")
@NullUnmarked
public final class LocalDateKeyCodec implements KeyCodec<LocalDate> {
  /** The shared instance. */
  public static final LocalDateKeyCodec INSTANCE = new LocalDateKeyCodec();

  /** The least date a key or cell holds. */
  static final LocalDate MIN = LocalDate.ofEpochDay(Integer.MIN_VALUE);
  /** The greatest date a key or cell holds. */
  static final LocalDate MAX = LocalDate.ofEpochDay(Integer.MAX_VALUE);

  private LocalDateKeyCodec() {}

  @Override
  public int width() {
    return 4;
  }

  @Override
  public int length(LocalDate value) {
    return 4;
  }

  @Override
  public int write(LocalDate value, byte[] target, int offset) {
    return IntKeyCodec.writeInt(epochDay(value), target, offset);
  }

  @Override
  public LocalDate read(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 4, "LocalDate");
    return LocalDate.ofEpochDay(IntKeyCodec.readInt(source, offset));
  }

  @Override
  public int compareToRange(LocalDate value) {
    long day = value.toEpochDay();
    return day < Integer.MIN_VALUE ? -1 : day > Integer.MAX_VALUE ? 1 : 0;
  }

  /**
   * The epoch day of {@code value}, which must fit an {@code int} (about 5.9 million years either side
   * of 1970, less than {@code LocalDate} spans); a {@link CodecException} naming the range when not.
   * The value codec stores dates the same way.
   */
  static int epochDay(LocalDate value) {
    long day = value.toEpochDay();
    if (day != (int) day) {
      throw CodecException.outOfRange("LocalDate", value, MIN, MAX, "epoch day in an int");
    }
    return (int) day;
  }

  @Override
  public LocalDate readInverted(byte[] source, int offset, int length) {
    CodecException.requireLength(length, 4, "LocalDate");
    return LocalDate.ofEpochDay(~IntKeyCodec.readInt(source, offset));
  }

  @Override
  public int writeInverted(LocalDate value, byte[] target, int offset) {
    return IntKeyCodec.writeInt(~epochDay(value), target, offset);
  }
}
