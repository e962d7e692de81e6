package org.hbasemapper.it.model;

import java.nio.charset.StandardCharsets;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.codec.ValueCodec;

/** "EUR:1234" as UTF-8: readable in the shell. */
public final class MoneyCodec implements ValueCodec<Money> {
  @Override
  public byte[] encode(Money value) {
    return (value.currency() + ":" + value.cents()).getBytes(StandardCharsets.UTF_8);
  }

  @Override
  public Money decode(byte[] value) {
    String s = Bytes.toString(value);
    int colon = s.indexOf(':');
    return new Money(Long.parseLong(s.substring(colon + 1)), s.substring(0, colon));
  }
}
