package org.hbasemapper.dynamic.compat;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.hbasemapper.runtime.codec.ValueCodec;

/** A list of words as comma-separated text, through its public constructor: a codec of a generic type. */
public class CsvCodec implements ValueCodec<List<String>> {
  @Override
  public byte[] encode(List<String> value) {
    return String.join(",", value).getBytes(StandardCharsets.UTF_8);
  }

  @Override
  public List<String> decode(byte[] value) {
    return value.length == 0 ? List.of() : Arrays.asList(new String(value, StandardCharsets.UTF_8).split(",", -1));
  }
}
