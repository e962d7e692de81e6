package org.hbasemapper.spark;

import java.io.Serial;
import java.io.Serializable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import org.apache.spark.sql.catalyst.encoders.Codec;
import org.hbasemapper.runtime.codec.ConvertCodecs;
import org.hbasemapper.runtime.codec.ValueCodec;
import scala.runtime.AbstractFunction0;

/**
 * The conversions of field values Spark has no type for into values it has, both ways, for Spark's
 * {@code TransformingEncoder}: each is serializable, since the encoder travels to executors with the
 * plan, and stateless but for what it was built with.
 */
final class SparkCodecs {
  private SparkCodecs() {}

  /** Hands Spark its codec: a {@code TransformingEncoder} asks a provider, once per plan. */
  static final class Provider<I, O> extends AbstractFunction0<Codec<? super I, O>> implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;
    private final Codec<I, O> codec;

    Provider(Codec<I, O> codec) {
      this.codec = codec;
    }

    @Override
    public Codec<? super I, O> apply() {
      return codec;
    }
  }

  /** A {@code UUID} as its canonical string, which sorts as the key bytes do (docs/queries.md). */
  static final class Uuids implements Codec<UUID, String> {
    @Serial
    private static final long serialVersionUID = 1L;

    @Override
    public String encode(UUID value) {
      return value.toString();
    }

    @Override
    public UUID decode(String value) {
      return UUID.fromString(value);
    }
  }

  /** A {@code java.util.Date} as the {@code Instant} of Spark's timestamps. */
  static final class Dates implements Codec<Date, Instant> {
    @Serial
    private static final long serialVersionUID = 1L;

    @Override
    public Instant encode(Date value) {
      return value.toInstant();
    }

    @Override
    public Date decode(Instant value) {
      return Date.from(value);
    }
  }

  /**
   * A collection as the list of an array column, each element through {@code element} (null: as it
   * is); read back as the field's kind of collection.
   */
  static final class Elements implements Codec<Collection<Object>, List<Object>> {
    @Serial
    private static final long serialVersionUID = 1L;

    /** What a field's collection is built as. */
    enum Kind { LIST, SET, SORTED_SET }

    private final Kind kind;
    private final Codec<Object, Object> element;

    Elements(Kind kind, Codec<Object, Object> element) {
      this.kind = kind;
      this.element = element;
    }

    @Override
    public List<Object> encode(Collection<Object> value) {
      List<Object> out = new ArrayList<>(value.size());
      for (Object e : value) {
        out.add(element == null || e == null ? e : element.encode(e));
      }
      return out;
    }

    @Override
    public Collection<Object> decode(List<Object> value) {
      Collection<Object> out = switch (kind) {
        case LIST -> new ArrayList<>(value.size());
        case SET -> new LinkedHashSet<>();
        case SORTED_SET -> new TreeSet<>();
      };
      for (Object e : value) {
        out.add(element == null || e == null ? e : element.decode(e));
      }
      return out;
    }
  }

  /**
   * A map as the map of a map column, keys and values through {@code key} and {@code value} (null: as
   * they are); read back as the field's kind of map ({@code TreeMap} for a {@code NavigableMap} of
   * {@code @Versions}).
   */
  static final class Entries implements Codec<Map<Object, Object>, Map<Object, Object>> {
    @Serial
    private static final long serialVersionUID = 1L;

    /** What a field's map is built as. */
    enum Kind { MAP, LINKED, SORTED }

    private final Kind kind;
    private final Codec<Object, Object> key;
    private final Codec<Object, Object> value;

    Entries(Kind kind, Codec<Object, Object> key, Codec<Object, Object> value) {
      this.kind = kind;
      this.key = key;
      this.value = value;
    }

    @Override
    public Map<Object, Object> encode(Map<Object, Object> map) {
      if (key == null && value == null) {
        return map;
      }
      Map<Object, Object> out = new LinkedHashMap<>();
      map.forEach((k, v) -> out.put(key == null ? k : key.encode(k), value == null || v == null ? v : value.encode(v)));
      return out;
    }

    @Override
    public Map<Object, Object> decode(Map<Object, Object> map) {
      Map<Object, Object> out = switch (kind) {
        case MAP, LINKED -> new LinkedHashMap<>();
        case SORTED -> new TreeMap<>();
      };
      map.forEach((k, v) -> out.put(key == null ? k : key.decode(k), value == null || v == null ? v : value.decode(v)));
      return out;
    }
  }

  /**
   * A {@code @Convert} field of a type Spark has no type for, as the bytes its codec stores: the
   * column holds what the cell holds.
   */
  static final class Converted implements Codec<Object, byte[]> {
    @Serial
    private static final long serialVersionUID = 1L;
    private final Class<?> codecClass;
    private final Class<?> valueClass;
    private transient ValueCodec<Object> codec;

    Converted(Class<?> codecClass, Class<?> valueClass) {
      this.codecClass = codecClass;
      this.valueClass = valueClass;
      codec();
    }

    @Override
    public byte[] encode(Object value) {
      return codec().encode(value);
    }

    @Override
    public Object decode(byte[] value) {
      return codec().decode(value);
    }

    /** The codec as the generated mapper makes it ({@link ConvertCodecs}), once per JVM and field. */
    private ValueCodec<Object> codec() {
      if (codec == null) {
        ConvertCodecs.Made made = ConvertCodecs.make(codecClass, valueClass);
        if (made.codec() == null) {
          throw new IllegalStateException("cannot make the codec " + codecClass.getName() + " of a @Convert field"
              + (made.problem() == null ? "" : " (" + made.problem() + ")") + ": give it a public static final "
              + "INSTANCE or a public constructor without parameters");
        }
        codec = made.codec();
      }
      return codec;
    }
  }
}
