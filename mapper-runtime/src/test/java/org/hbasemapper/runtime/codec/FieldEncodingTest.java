package org.hbasemapper.runtime.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * What generated mappers and wide rows refuse when they encode a field, in the words both use:
 * entity, field and table named, never a cell value.
 */
class FieldEncodingTest {
  private static final ValueCodec<String> FAILING = new ValueCodec<>() {
    @Override
    public byte[] encode(String value) {
      throw new CodecException("too long");
    }

    @Override
    public String decode(byte[] bytes) {
      return null;
    }
  };

  @Test
  void encodesThroughTheCodec() {
    assertThat(FieldEncoding.qualifier(LongKeyCodec.INSTANCE, 7L, "User", "fans", "weibo:user"))
        .isEqualTo(LongKeyCodec.INSTANCE.encode(7L));
    assertThat(FieldEncoding.mapValue(StringValueCodec.INSTANCE, 7L, "x", "User", "fans", "weibo:user"))
        .isEqualTo(StringValueCodec.INSTANCE.encode("x"));
  }

  @Test
  void aNullMapKeyOrValueNamesTheField() {
    assertThatThrownBy(() -> FieldEncoding.qualifier(LongKeyCodec.INSTANCE, null, "User", "fans", "weibo:user"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("User.fans (table weibo:user) has a null map key; qualifiers cannot be null");
    assertThatThrownBy(() -> FieldEncoding.mapValue(StringValueCodec.INSTANCE, 7L, null, "User", "fans", "weibo:user"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("User.fans (table weibo:user) maps key 7 to null; HBase stores no nulls: remove the entry instead");
  }

  @Test
  void aCodecFailureNamesTheFieldAndKeepsItsCause() {
    assertThatThrownBy(() -> FieldEncoding.value(FAILING, "secret", "User", "bio", "weibo:user"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("User.bio (table weibo:user): too long")
        .hasCauseInstanceOf(CodecException.class);
    assertThatThrownBy(() -> FieldEncoding.mapValue(FAILING, 7L, "secret", "User", "fans", "weibo:user"))
        .hasMessage("User.fans (table weibo:user): too long");
  }
}
