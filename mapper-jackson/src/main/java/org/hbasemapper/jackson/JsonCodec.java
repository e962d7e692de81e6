package org.hbasemapper.jackson;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Objects;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.codec.CodecException;
import org.hbasemapper.runtime.codec.ValueCodec;

/**
 * Stores a value of any type as JSON (UTF-8) in one cell, through Jackson: a {@code @Convert} codec for
 * the types hbase-mapper has no encoding of its own for.
 *
 * <pre>{@code
 * @Column @Convert(JsonCodec.class) Preferences preferences;        // a class or record: new JsonCodec<>(Preferences.class)
 *
 * public final class Addresses extends JsonCodec<List<Address>> {}  // a generic type: name it in a subclass
 * @Column @Convert(Addresses.class) List<Address> addresses;
 * }</pre>
 *
 * <p>The processor builds {@code @Convert(JsonCodec.class)} on a field of a non-generic type as
 * {@code new JsonCodec<>(FieldType.class)}; a generic type ({@code List<Address>}) needs the subclass,
 * whose type argument the codec reads back. The default {@code ObjectMapper} registers the Jackson
 * modules on the class path ({@code findAndAddModules}: add {@code jackson-datatype-jsr310} for
 * {@code java.time}), ignores properties it does not know (a field removed from the type still reads
 * old cells), and writes map entries sorted by key, so that equal values store equal bytes and an
 * equality condition on the column compares values. Another mapper: pass it to a constructor.
 *
 * <p>Bytes that are no JSON of the type are a {@link CodecException}, which the mapper reports as a
 * {@code MappingException} naming entity, field, table, row and column. Thread-safe.
 *
 * @param <T> the stored type
 */
@Api
public class JsonCodec<T> implements ValueCodec<T> {
  private final JavaType type;
  private final ObjectReader reader;
  private final ObjectWriter writer;

  /** A codec of the type a subclass names: {@code class Addresses extends JsonCodec<List<Address>> {}}. */
  protected JsonCodec() {
    this(defaultMapper(), null);
  }

  /** A codec of the type a subclass names, through {@code mapper}. */
  protected JsonCodec(ObjectMapper mapper) {
    this(mapper, null);
  }

  /** A codec of {@code type}, through the default mapper. */
  public JsonCodec(Class<T> type) {
    this(defaultMapper(), Objects.requireNonNull(type, "type"));
  }

  /** A codec of the generic {@code type} ({@code new TypeReference<List<Address>>() {}}), through the default mapper. */
  public JsonCodec(TypeReference<T> type) {
    this(defaultMapper(), Objects.requireNonNull(type, "type").getType());
  }

  /** A codec of {@code type} through {@code mapper}. */
  public JsonCodec(ObjectMapper mapper, Type type) {
    Objects.requireNonNull(mapper, "mapper");
    this.type = mapper.constructType(type != null ? type : typeArgument(getClass()));
    this.reader = mapper.readerFor(this.type);
    this.writer = mapper.writerFor(this.type);
  }

  /** The mapper of the codecs given none; a new one each time, as a codec is built once per field. */
  public static ObjectMapper defaultMapper() {
    return JsonMapper.builder()
        .findAndAddModules()
        .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
        .build();
  }

  @Override
  public byte[] encode(T value) {
    try {
      return writer.writeValueAsBytes(value);
    } catch (IOException e) {
      throw new CodecException("cannot write " + type.getGenericSignature() + " as JSON: " + e.getMessage(), e);
    }
  }

  @Override
  public T decode(byte[] value) {
    return decode(value, 0, value.length);
  }

  @Override
  public T decode(byte[] buffer, int offset, int length) {
    try {
      return reader.readValue(buffer, offset, length);
    } catch (IOException e) {
      throw new CodecException("not JSON of " + type.toCanonical() + ": " + firstLine(e.getMessage()), e);
    }
  }

  /** The type argument {@code JsonCodec<X>} that {@code subclass} (or a class between) names. */
  private static Type typeArgument(Class<?> subclass) {
    for (Class<?> c = subclass; c != null && c != JsonCodec.class; c = c.getSuperclass()) {
      if (c.getGenericSuperclass() instanceof ParameterizedType p && p.getRawType() == JsonCodec.class) {
        return p.getActualTypeArguments()[0];
      }
    }
    throw new IllegalStateException(subclass.getName() + " must name the stored type: extend JsonCodec<YourType>, "
        + "or construct new JsonCodec<>(YourType.class)");
  }

  /** Jackson's messages go on with the source and path on further lines: the first says what failed. */
  private static String firstLine(String message) {
    int newline = message == null ? -1 : message.indexOf('\n');
    return newline < 0 ? String.valueOf(message) : message.substring(0, newline);
  }
}
