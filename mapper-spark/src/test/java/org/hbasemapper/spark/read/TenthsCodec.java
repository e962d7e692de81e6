package org.hbasemapper.spark.read;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import org.hbasemapper.runtime.codec.ValueCodec;

/** Tenths stored as decimal text ({@code 215} is "21.5"): a {@code @Convert} field of a type Spark has. */
public final class TenthsCodec implements ValueCodec<Integer> {
  @Override
  public byte[] encode(Integer value) {
    return BigDecimal.valueOf(value, 1).toPlainString().getBytes(StandardCharsets.UTF_8);
  }

  @Override
  public Integer decode(byte[] value) {
    return new BigDecimal(new String(value, StandardCharsets.UTF_8)).movePointRight(1).intValueExact();
  }
}
