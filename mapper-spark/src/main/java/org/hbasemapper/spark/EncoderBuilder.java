package org.hbasemapper.spark;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import org.apache.spark.sql.catalyst.encoders.AgnosticEncoder;
import org.apache.spark.sql.catalyst.encoders.AgnosticEncoders;
import org.apache.spark.sql.catalyst.encoders.AgnosticEncoders.EncoderField;
import org.apache.spark.sql.catalyst.encoders.AgnosticEncoders.IterableEncoder;
import org.apache.spark.sql.catalyst.encoders.AgnosticEncoders.JavaBeanEncoder;
import org.apache.spark.sql.catalyst.encoders.AgnosticEncoders.JavaEnumEncoder;
import org.apache.spark.sql.catalyst.encoders.AgnosticEncoders.MapEncoder;
import org.apache.spark.sql.catalyst.encoders.AgnosticEncoders.ProductEncoder;
import org.apache.spark.sql.catalyst.encoders.AgnosticEncoders.RowEncoder;
import org.apache.spark.sql.catalyst.encoders.AgnosticEncoders.TransformingEncoder;
import org.apache.spark.sql.catalyst.encoders.Codec;
import org.apache.spark.sql.types.Metadata;
import org.hbasemapper.spark.SparkCodecs.Elements;
import org.hbasemapper.spark.SparkCodecs.Entries;
import org.jspecify.annotations.Nullable;
import scala.Option;
import scala.jdk.javaapi.CollectionConverters;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;

/**
 * Builds Spark's encoder of a type from its mapped fields: a struct whose columns are the fields, each
 * of the Spark type of its Java type (docs/spark.md, "Columns").
 *
 * <p>How the struct is read and built depends on the type's shape: a public record whose fields are
 * its components in order is Spark's own {@code ProductEncoder} (the constructor in component order,
 * the accessors by field name); a public JavaBean (a public constructor without parameters, a public
 * getter and setter per field) its {@code JavaBeanEncoder}; any other class the generated mapper can
 * build (through a constructor, setters, fields) a {@code TransformingEncoder} over a row of its fields
 * ({@link ObjectRows}). Values Spark has no type for become one it has through a {@link SparkCodecs}
 * codec: a {@code UUID} a string, a {@code java.util.Date} a timestamp, a {@code Set} an array, a
 * {@code NavigableMap} a map, a {@code @Convert} field of another type the bytes its codec stores.
 */
final class EncoderBuilder {
  /** The names the entity's schema maps, for embedded values; null outside an entity. */
  private final @Nullable Set<String> mapped;
  /** How messages name the type the fields belong to. */
  private final String owner;

  private EncoderBuilder(@Nullable Set<String> mapped, String owner) {
    this.mapped = mapped;
    this.owner = owner;
  }

  /** The encoder of an entity of {@code type} whose mapped fields are {@code properties}, per {@code mapped}. */
  static <T> AgnosticEncoder<T> entity(Class<T> type, List<Property> properties, Set<String> mapped) {
    return new EncoderBuilder(mapped, type.getSimpleName()).struct(type, properties);
  }

  /** The encoder of value type {@code type}: its fields in declaration order. */
  static <T> AgnosticEncoder<T> value(Class<T> type) {
    EncoderBuilder builder = new EncoderBuilder(null, type.getSimpleName());
    Encoded leaf = builder.valueOf(type);
    if (leaf != null) {
      return builder.wrapped(type, leaf);
    }
    return builder.struct(type, Shapes.value(type, "", null));
  }

  /**
   * An encoder of Spark's own, and how a Java value becomes the value Spark's encoder takes, or null
   * when it takes the value as it is. Spark converts values itself ({@code TransformingEncoder}) in the
   * fields of records and beans; in a row ({@link ObjectRows}), whose fields Spark checks for its own
   * external types, the row's codec converts them.
   */
  private record Encoded(AgnosticEncoder<?> encoder, @Nullable Codec<Object, Object> codec) {}

  /** The struct of {@code properties} of {@code type}, as Spark's encoder of {@code type}. */
  private <T> AgnosticEncoder<T> struct(Class<T> type, List<Property> properties) {
    return wrapped(type, structOf(type, properties));
  }

  /** {@code encoded} as one encoder of {@code type}: Spark's, converting through the codec if there is one. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private <T> AgnosticEncoder<T> wrapped(Class<?> type, Encoded encoded) {
    if (encoded.codec() == null) {
      return (AgnosticEncoder<T>) encoded.encoder();
    }
    return new TransformingEncoder(tag(type), encoded.encoder(), new SparkCodecs.Provider(encoded.codec()), true);
  }

  /**
   * The struct of {@code properties} of {@code type}, read and built as its shape allows: a record or a
   * JavaBean by Spark itself, any other class as a row of its fields through {@link ObjectRows}.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private Encoded structOf(Class<?> type, List<Property> properties) {
    if (properties.isEmpty()) {
      throw new IllegalArgumentException("no Spark encoder for " + type.getName() + ": it has no mapped field");
    }
    List<Encoded> encoded = new ArrayList<>(properties.size());
    for (Property p : properties) {
      encoded.add(encoded(p));
    }
    List<EncoderField> fields = new ArrayList<>(properties.size());
    for (int i = 0; i < properties.size(); i++) {
      Property p = properties.get(i);
      fields.add(field(p.name(), wrapped(p.raw(), encoded.get(i)), !p.raw().isPrimitive(), null, null));
    }
    if (isProduct(type, properties)) {
      return new Encoded(new ProductEncoder<>(tag(type), seq(fields), Option.empty()), null);
    }
    List<EncoderField> bean = beanFields(type, properties, fields);
    if (bean != null) {
      return new Encoded(new JavaBeanEncoder<>(tag(type), seq(bean)), null);
    }
    List<EncoderField> rowFields = new ArrayList<>(properties.size());
    List<Codec<Object, Object>> codecs = new ArrayList<>(properties.size());
    for (int i = 0; i < properties.size(); i++) {
      Property p = properties.get(i);
      rowFields.add(field(p.name(), encoded.get(i).encoder(), !p.raw().isPrimitive(), null, null));
      codecs.add(encoded.get(i).codec());
    }
    Codec rows = new ObjectRows<>(type, properties, codecs);
    return new Encoded(new RowEncoder(seq(rowFields)), rows);
  }

  /** Whether Spark builds {@code type} itself: a public record whose components are exactly these fields, in order. */
  private static boolean isProduct(Class<?> type, List<Property> properties) {
    if (!type.isRecord() || !accessible(type)) {
      return false;
    }
    RecordComponent[] components = type.getRecordComponents();
    return components.length == properties.size() && Arrays.stream(components).map(RecordComponent::getName).toList()
        .equals(properties.stream().map(Property::name).toList());
  }

  /** The fields with their getters and setters when {@code type} is a public JavaBean of them; else null. */
  private static @Nullable List<EncoderField> beanFields(Class<?> type, List<Property> properties,
      List<EncoderField> fields) {
    if (type.isRecord() || !accessible(type) || Modifier.isAbstract(type.getModifiers())) {
      return null;
    }
    try {
      if (!Modifier.isPublic(type.getConstructor().getModifiers())) {
        return null;
      }
    } catch (NoSuchMethodException e) {
      return null;
    }
    List<EncoderField> bean = new ArrayList<>(fields.size());
    for (int i = 0; i < properties.size(); i++) {
      Property p = properties.get(i);
      Method getter = Accessors.getter(type, p.name(), p.raw());
      Method setter = Accessors.setter(type, p.name(), p.raw());
      if (getter == null || setter == null || !accessible(getter.getDeclaringClass())
          || !accessible(setter.getDeclaringClass())) {
        return null;
      }
      EncoderField f = fields.get(i);
      bean.add(field(f.name(), f.enc(), f.nullable(), getter.getName(), setter.getName()));
    }
    return bean;
  }

  /** Whether code Spark generates in its own package can name {@code type}: it and its enclosing types public. */
  private static boolean accessible(Class<?> type) {
    for (Class<?> c = type; c != null; c = c.getEnclosingClass()) {
      if (!Modifier.isPublic(c.getModifiers())) {
        return false;
      }
    }
    return true;
  }

  /** The encoding of field {@code p}. */
  private Encoded encoded(Property p) {
    if (p.embedded()) {
      Class<?> nested = p.raw();
      return structOf(nested, Shapes.value(nested, p.path(), mapped));
    }
    Encoded value = valueOf(p.type());
    if (value != null) {
      return value;
    }
    Class<?> convert = p.convert();
    if (convert != null) {
      // a type Spark has no value of: the column holds the bytes the codec stores
      return new Encoded(AgnosticEncoders.BinaryEncoder$.MODULE$, codec(new SparkCodecs.Converted(convert, p.raw())));
    }
    if (mapped == null && !p.raw().isInterface() && !p.raw().getName().startsWith("java.")) {
      // a projection's embedded value, a record in a record of the job's: a struct of its fields
      return structOf(p.raw(), Shapes.value(p.raw(), "", null));
    }
    throw new IllegalArgumentException("no Spark type for " + owner + "." + p.name() + " (" + Types.describe(p.type())
        + "): a Dataset column holds the types docs/spark.md#columns lists; change its type, or give it a @Convert"
        + " codec whose bytes the column holds");
  }

  /** The encoding of a value of {@code type}, or null when Spark has none. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private @Nullable Encoded valueOf(@Nullable Type type) {
    if (type == null) {
      return null;
    }
    Class<?> raw = Types.raw(type);
    AgnosticEncoder<?> leaf = leaf(raw);
    if (leaf != null) {
      return new Encoded(leaf, null);
    }
    if (raw == UUID.class) {
      return new Encoded(AgnosticEncoders.StringEncoder$.MODULE$, codec(new SparkCodecs.Uuids()));
    }
    if (raw == Date.class) {
      return new Encoded(AgnosticEncoders.STRICT_INSTANT_ENCODER(), codec(new SparkCodecs.Dates()));
    }
    if (Collection.class.isAssignableFrom(raw)) {
      Elements.Kind kind = collectionKind(raw);
      Encoded element = kind == null ? null : valueOf(Types.argument(type, 0));
      if (element == null) {
        return null;
      }
      IterableEncoder list = new IterableEncoder(tag(List.class), element.encoder(), true, false);
      boolean asIs = kind == Elements.Kind.LIST && element.codec() == null;
      return new Encoded(list, asIs ? null : codec(new Elements(kind, element.codec())));
    }
    if (Map.class.isAssignableFrom(raw)) {
      Entries.Kind kind = mapKind(raw);
      Encoded key = kind == null ? null : valueOf(Types.argument(type, 0));
      Encoded value = kind == null ? null : valueOf(Types.argument(type, 1));
      if (key == null || value == null) {
        return null;
      }
      MapEncoder map = new MapEncoder(tag(Map.class), key.encoder(), value.encoder(), true);
      boolean asIs = kind == Entries.Kind.MAP && key.codec() == null && value.codec() == null;
      return new Encoded(map, asIs ? null : codec(new Entries(kind, key.codec(), value.codec())));
    }
    return null;
  }

  /** What a collection field is built as: a {@code List} (or {@code Collection}), a {@code Set}, a sorted one; null for others. */
  private static Elements.@Nullable Kind collectionKind(Class<?> raw) {
    if (raw.isAssignableFrom(ArrayList.class)) {
      return Elements.Kind.LIST;
    }
    if (raw.isAssignableFrom(LinkedHashSet.class)) {
      return Elements.Kind.SET;
    }
    return raw.isAssignableFrom(TreeSet.class) ? Elements.Kind.SORTED_SET : null;
  }

  /** What a map field is built as: a {@code Map}, a {@code LinkedHashMap}, a sorted one; null for others. */
  private static Entries.@Nullable Kind mapKind(Class<?> raw) {
    if (raw == Map.class) {
      return Entries.Kind.MAP;
    }
    if (raw.isAssignableFrom(LinkedHashMap.class)) {
      return Entries.Kind.LINKED;
    }
    return raw.isAssignableFrom(TreeMap.class) ? Entries.Kind.SORTED : null;
  }

  /** The encoder of a single value of class {@code raw} that Spark takes as it is, or null. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static @Nullable AgnosticEncoder<?> leaf(Class<?> raw) {
    if (raw.isPrimitive()) {
      return switch (raw.getName()) {
        case "boolean" -> AgnosticEncoders.PrimitiveBooleanEncoder$.MODULE$;
        case "byte" -> AgnosticEncoders.PrimitiveByteEncoder$.MODULE$;
        case "short" -> AgnosticEncoders.PrimitiveShortEncoder$.MODULE$;
        case "int" -> AgnosticEncoders.PrimitiveIntEncoder$.MODULE$;
        case "long" -> AgnosticEncoders.PrimitiveLongEncoder$.MODULE$;
        case "float" -> AgnosticEncoders.PrimitiveFloatEncoder$.MODULE$;
        case "double" -> AgnosticEncoders.PrimitiveDoubleEncoder$.MODULE$;
        default -> null;
      };
    }
    if (raw.isEnum()) {
      return new JavaEnumEncoder(tag(raw));
    }
    return switch (raw.getName()) {
      case "java.lang.String" -> AgnosticEncoders.StringEncoder$.MODULE$;
      case "java.lang.Boolean" -> AgnosticEncoders.BoxedBooleanEncoder$.MODULE$;
      case "java.lang.Byte" -> AgnosticEncoders.BoxedByteEncoder$.MODULE$;
      case "java.lang.Short" -> AgnosticEncoders.BoxedShortEncoder$.MODULE$;
      case "java.lang.Integer" -> AgnosticEncoders.BoxedIntEncoder$.MODULE$;
      case "java.lang.Long" -> AgnosticEncoders.BoxedLongEncoder$.MODULE$;
      case "java.lang.Float" -> AgnosticEncoders.BoxedFloatEncoder$.MODULE$;
      case "java.lang.Double" -> AgnosticEncoders.BoxedDoubleEncoder$.MODULE$;
      case "[B" -> AgnosticEncoders.BinaryEncoder$.MODULE$;
      case "java.math.BigDecimal" -> AgnosticEncoders.DEFAULT_JAVA_DECIMAL_ENCODER();
      case "java.time.Instant" -> AgnosticEncoders.STRICT_INSTANT_ENCODER();
      case "java.time.LocalDate" -> AgnosticEncoders.STRICT_LOCAL_DATE_ENCODER();
      case "java.time.LocalDateTime" -> AgnosticEncoders.LocalDateTimeEncoder$.MODULE$;
      default -> null;
    };
  }

  @SuppressWarnings("unchecked")
  private static Codec<Object, Object> codec(Codec<?, ?> codec) {
    return (Codec<Object, Object>) codec;
  }

  private static EncoderField field(String name, AgnosticEncoder<?> encoder, boolean nullable, @Nullable String read,
      @Nullable String write) {
    return new EncoderField(name, encoder, nullable, Metadata.empty(), Option.apply(read), Option.apply(write));
  }

  @SuppressWarnings("unchecked")
  private static <T> ClassTag<T> tag(Class<?> type) {
    return (ClassTag<T>) ClassTag$.MODULE$.apply(type);
  }

  private static <T> scala.collection.immutable.Seq<T> seq(List<T> list) {
    return CollectionConverters.asScala(list).toSeq();
  }
}
