package org.hbasemapper.runtime.codec;

import java.util.Arrays;
import org.hbasemapper.annotations.audience.Api;

/**
 * Encodes values of one type as cell values. Implement it for {@code @Convert}: a public class with a
 * public no-argument constructor.
 *
 * <pre>{@code
 * public final class MoneyCodec implements ValueCodec<Money> {
 *   public byte[] encode(Money m) { return Bytes.toBytes(m.cents()); }
 *   public Money decode(byte[] value) { return new Money(Bytes.toLong(value)); }
 * }
 * }</pre>
 *
 * <p>Implementations must be thread-safe (mappers share them) and never receive {@code null}: a
 * null field means no cell. Throw {@link CodecException} for bytes you cannot decode.
 *
 * @param <T> the Java type
 */
@Api
public interface ValueCodec<T> {

  /** The cell value of {@code value}, never null. */
  byte[] encode(T value);

  /** The value stored in {@code value}. */
  T decode(byte[] value);

  /**
   * The value stored in {@code length} bytes of {@code buffer} from {@code offset}; the built-in
   * codecs read in place, the default copies the range and calls {@link #decode(byte[])}.
   */
  default T decode(byte[] buffer, int offset, int length) {
    return decode(Arrays.copyOfRange(buffer, offset, offset + length));
  }
}
