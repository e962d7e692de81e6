package org.hbasemapper.runtime.codec;

import java.time.LocalDate;

/** {@code LocalDate} as its epoch day in the {@code int} key layout. */
public final class LocalDateKeyCodec implements KeyCodec<LocalDate> {
  /** The shared instance. */
  public static final LocalDateKeyCodec INSTANCE = new LocalDateKeyCodec();

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

  /** The epoch day of {@code value}, which must fit an {@code int} (about +-5.8 million years). */
  static int epochDay(LocalDate value) {
    long day = value.toEpochDay();
    if (day != (int) day) {
      throw new CodecException("LocalDate " + value + " is out of the storable range (epoch day must fit an int)");
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
