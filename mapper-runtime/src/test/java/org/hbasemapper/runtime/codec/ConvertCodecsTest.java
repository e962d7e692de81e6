package org.hbasemapper.runtime.codec;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The rules by which a {@code @Convert} codec is made at run time: those of the generated source. */
class ConvertCodecsTest {

  public static final class WithInstance implements ValueCodec<String> {
    public static final WithInstance INSTANCE = new WithInstance();

    @Override
    public byte[] encode(String value) {
      return value.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public String decode(byte[] bytes) {
      return new String(bytes, StandardCharsets.UTF_8);
    }
  }

  public static final class Plain implements ValueCodec<String> {
    @Override
    public byte[] encode(String value) {
      return value.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public String decode(byte[] bytes) {
      return new String(bytes, StandardCharsets.UTF_8);
    }
  }

  /** Generic in what it encodes, as a JSON codec is. */
  public static final class Typed<T> implements ValueCodec<T> {
    final Class<T> type;

    public Typed(Class<T> type) {
      this.type = type;
    }

    @Override
    public byte[] encode(T value) {
      return new byte[0];
    }

    @Override
    public T decode(byte[] bytes) {
      return null;
    }
  }

  public static final class NoWayToMake implements ValueCodec<String> {
    private NoWayToMake() {}

    @Override
    public byte[] encode(String value) {
      return new byte[0];
    }

    @Override
    public String decode(byte[] bytes) {
      return "";
    }
  }

  public abstract static class Abstract implements ValueCodec<String> {
    public Abstract() {}
  }

  public static final class Throwing implements ValueCodec<String> {
    public Throwing() {
      throw new IllegalStateException("no key configured");
    }

    @Override
    public byte[] encode(String value) {
      return new byte[0];
    }

    @Override
    public String decode(byte[] bytes) {
      return "";
    }
  }

  @Test
  void theInstanceFirstThenAConstructorTakingTheFieldsClassForAGenericCodecThenOneWithoutParameters() {
    assertThat(ConvertCodecs.make(WithInstance.class, String.class).codec()).isSameAs(WithInstance.INSTANCE);
    assertThat(ConvertCodecs.make(Plain.class, String.class).codec()).isInstanceOf(Plain.class);
    ValueCodec<Object> typed = ConvertCodecs.make(Typed.class, Integer.class).codec();
    assertThat(typed).isInstanceOf(Typed.class);
    assertThat(((Typed<?>) typed).type).isEqualTo(Integer.class);
  }

  @Test
  void whyNoCodecCouldBeMade() {
    assertThat(ConvertCodecs.make(NoWayToMake.class, String.class)).isEqualTo(new ConvertCodecs.Made(null, null));
    assertThat(ConvertCodecs.make(Abstract.class, String.class).problem())
        .isEqualTo(Abstract.class.getName() + " is abstract");
    assertThat(ConvertCodecs.make(Throwing.class, String.class).problem())
        .isEqualTo("its constructor threw java.lang.IllegalStateException: no key configured");
  }
}
