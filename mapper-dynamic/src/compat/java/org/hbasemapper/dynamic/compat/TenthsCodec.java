package org.hbasemapper.dynamic.compat;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import org.hbasemapper.runtime.codec.ValueCodec;

/** Tenths as decimal text ({@code 215} is stored as "21.5"), by its {@code INSTANCE}. */
public final class TenthsCodec implements ValueCodec<Integer> {
  public static final TenthsCodec INSTANCE = new TenthsCodec();

  @Override
  public byte[] encode(Integer value) {
    return BigDecimal.valueOf(value, 1).toPlainString().getBytes(StandardCharsets.UTF_8);
  }

  @Override
  public Integer decode(byte[] value) {
    return new BigDecimal(new String(value, StandardCharsets.UTF_8)).movePointRight(1).intValueExact();
  }
}
