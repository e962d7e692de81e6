package org.hbasemapper.dynamic;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Date;
import java.util.List;
import java.util.UUID;
import org.hbasemapper.layout.Encoding;
import org.hbasemapper.runtime.codec.BigDecimalValueCodec;
import org.hbasemapper.runtime.codec.BooleanKeyCodec;
import org.hbasemapper.runtime.codec.BooleanValueCodec;
import org.hbasemapper.runtime.codec.ByteKeyCodec;
import org.hbasemapper.runtime.codec.ByteValueCodec;
import org.hbasemapper.runtime.codec.BytesKeyCodec;
import org.hbasemapper.runtime.codec.BytesValueCodec;
import org.hbasemapper.runtime.codec.DateKeyCodec;
import org.hbasemapper.runtime.codec.DateValueCodec;
import org.hbasemapper.runtime.codec.DoubleKeyCodec;
import org.hbasemapper.runtime.codec.DoubleValueCodec;
import org.hbasemapper.runtime.codec.EnumKeyCodec;
import org.hbasemapper.runtime.codec.EnumValueCodec;
import org.hbasemapper.runtime.codec.FloatKeyCodec;
import org.hbasemapper.runtime.codec.FloatValueCodec;
import org.hbasemapper.runtime.codec.InstantKeyCodec;
import org.hbasemapper.runtime.codec.InstantValueCodec;
import org.hbasemapper.runtime.codec.IntKeyCodec;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.LocalDateKeyCodec;
import org.hbasemapper.runtime.codec.LocalDateTimeKeyCodec;
import org.hbasemapper.runtime.codec.LocalDateTimeValueCodec;
import org.hbasemapper.runtime.codec.LocalDateValueCodec;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.LongValueCodec;
import org.hbasemapper.runtime.codec.ShortKeyCodec;
import org.hbasemapper.runtime.codec.ShortValueCodec;
import org.hbasemapper.runtime.codec.StringKeyCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.UuidKeyCodec;
import org.hbasemapper.runtime.codec.UuidValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;

/**
 * The Java types the runtime has built-in codecs for, as the processor knows them: the same codec
 * instances generated mappers hold, the same widths, and the same names of the stored encodings. A
 * runtime mapper never encodes a byte itself; it calls these codecs.
 */
enum ValueType {
  BOOLEAN(1, Encoding.BOOL8, Encoding.BOOL8),
  BYTE(1, Encoding.INT8, Encoding.INT8),
  SHORT(2, Encoding.INT16, Encoding.INT16),
  INT(4, Encoding.INT32, Encoding.INT32),
  LONG(8, Encoding.INT64, Encoding.INT64),
  FLOAT(4, Encoding.FLOAT32, Encoding.FLOAT32),
  DOUBLE(8, Encoding.FLOAT64, Encoding.FLOAT64),
  STRING(0, Encoding.UTF8, Encoding.UTF8),
  BYTES(0, Encoding.BYTES, Encoding.BYTES),
  BIG_DECIMAL(0, null, Encoding.DECIMAL),
  INSTANT(8, Encoding.INT64, Encoding.INSTANT),
  DATE(8, Encoding.INT64, Encoding.INT64),
  LOCAL_DATE(4, Encoding.INT32, Encoding.INT32),
  LOCAL_DATE_TIME(12, Encoding.LOCAL_DATE_TIME, Encoding.LOCAL_DATE_TIME),
  UUID(16, Encoding.UUID, Encoding.UUID),
  ENUM(0, null, null);

  private final int naturalWidth;
  private final Encoding keyEncoding;
  private final Encoding valueEncoding;

  ValueType(int naturalWidth, Encoding keyEncoding, Encoding valueEncoding) {
    this.naturalWidth = naturalWidth;
    this.keyEncoding = keyEncoding;
    this.valueEncoding = valueEncoding;
  }

  /** The supported type {@code type} is (a primitive, its box, or a class), or null. */
  static ValueType of(Class<?> type) {
    if (type.isEnum()) {
      return ENUM;
    }
    Class<?> boxed = boxed(type);
    if (boxed == Boolean.class) {
      return BOOLEAN;
    } else if (boxed == Byte.class) {
      return BYTE;
    } else if (boxed == Short.class) {
      return SHORT;
    } else if (boxed == Integer.class) {
      return INT;
    } else if (boxed == Long.class) {
      return LONG;
    } else if (boxed == Float.class) {
      return FLOAT;
    } else if (boxed == Double.class) {
      return DOUBLE;
    } else if (type == String.class) {
      return STRING;
    } else if (type == byte[].class) {
      return BYTES;
    } else if (type == BigDecimal.class) {
      return BIG_DECIMAL;
    } else if (type == Instant.class) {
      return INSTANT;
    } else if (type == Date.class) {
      return DATE;
    } else if (type == LocalDate.class) {
      return LOCAL_DATE;
    } else if (type == LocalDateTime.class) {
      return LOCAL_DATE_TIME;
    } else if (type == java.util.UUID.class) {
      return UUID;
    }
    return null;
  }

  /** Whether a value of this type can be a key component, map key or index value. */
  boolean keyable() {
    return this != BIG_DECIMAL;
  }

  /** Whether the type always takes the same number of bytes in a key, so {@code @RowKey(width)} does not apply. */
  boolean naturalWidth() {
    return this != STRING && this != BYTES && this != ENUM;
  }

  /** The bytes a key component of this type takes: its natural width, or {@code width} for the others. */
  int byteWidth(int width) {
    return naturalWidth() ? naturalWidth : width;
  }

  /** The natural width, 0 for the variable types. */
  int naturalKeyWidth() {
    return naturalWidth;
  }

  /** The order-preserving codec of {@code type} (of this kind), as generated mappers hold it. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  KeyCodec<Object> keyCodec(Class<?> type) {
    KeyCodec<?> codec = switch (this) {
      case BOOLEAN -> BooleanKeyCodec.INSTANCE;
      case BYTE -> ByteKeyCodec.INSTANCE;
      case SHORT -> ShortKeyCodec.INSTANCE;
      case INT -> IntKeyCodec.INSTANCE;
      case LONG -> LongKeyCodec.INSTANCE;
      case FLOAT -> FloatKeyCodec.INSTANCE;
      case DOUBLE -> DoubleKeyCodec.INSTANCE;
      case STRING -> StringKeyCodec.INSTANCE;
      case BYTES -> BytesKeyCodec.INSTANCE;
      case INSTANT -> InstantKeyCodec.INSTANCE;
      case DATE -> DateKeyCodec.INSTANCE;
      case LOCAL_DATE -> LocalDateKeyCodec.INSTANCE;
      case LOCAL_DATE_TIME -> LocalDateTimeKeyCodec.INSTANCE;
      case UUID -> UuidKeyCodec.INSTANCE;
      case ENUM -> new EnumKeyCodec(type);
      case BIG_DECIMAL -> throw new IllegalArgumentException("BigDecimal has no order-preserving key codec");
    };
    return (KeyCodec<Object>) codec;
  }

  /** The built-in value codec of {@code type} (of this kind), as generated mappers hold it. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  ValueCodec<Object> valueCodec(Class<?> type) {
    ValueCodec<?> codec = switch (this) {
      case BOOLEAN -> BooleanValueCodec.INSTANCE;
      case BYTE -> ByteValueCodec.INSTANCE;
      case SHORT -> ShortValueCodec.INSTANCE;
      case INT -> IntValueCodec.INSTANCE;
      case LONG -> LongValueCodec.INSTANCE;
      case FLOAT -> FloatValueCodec.INSTANCE;
      case DOUBLE -> DoubleValueCodec.INSTANCE;
      case STRING -> StringValueCodec.INSTANCE;
      case BYTES -> BytesValueCodec.INSTANCE;
      case BIG_DECIMAL -> BigDecimalValueCodec.INSTANCE;
      case INSTANT -> InstantValueCodec.INSTANCE;
      case DATE -> DateValueCodec.INSTANCE;
      case LOCAL_DATE -> LocalDateValueCodec.INSTANCE;
      case LOCAL_DATE_TIME -> LocalDateTimeValueCodec.INSTANCE;
      case UUID -> UuidValueCodec.INSTANCE;
      case ENUM -> new EnumValueCodec(type);
    };
    return (ValueCodec<Object>) codec;
  }

  /** The name of the stored encoding of a key component, map key or index value of {@code type}. */
  Encoding keyEncoding(Class<?> type) {
    return this == ENUM ? Encoding.enumOf(constants(type)) : keyEncoding;
  }

  /** The name of the stored encoding of a cell of {@code type} written by the built-in codec. */
  Encoding valueEncoding(Class<?> type) {
    return this == ENUM ? Encoding.enumOf(constants(type)) : valueEncoding;
  }

  /** The names of the constants of enum {@code type}, sorted: reordering constants changes no stored byte. */
  private static List<String> constants(Class<?> type) {
    return Arrays.stream(type.getEnumConstants()).map(c -> ((Enum<?>) c).name()).sorted().toList();
  }

  /** The box of {@code type} when it is a primitive, else {@code type}. */
  static Class<?> boxed(Class<?> type) {
    if (!type.isPrimitive()) {
      return type;
    }
    if (type == boolean.class) {
      return Boolean.class;
    } else if (type == byte.class) {
      return Byte.class;
    } else if (type == short.class) {
      return Short.class;
    } else if (type == int.class) {
      return Integer.class;
    } else if (type == long.class) {
      return Long.class;
    } else if (type == float.class) {
      return Float.class;
    } else if (type == double.class) {
      return Double.class;
    } else if (type == char.class) {
      return Character.class;
    }
    return Void.class;
  }

  /** The value a field of {@code type} has before anything is assigned: null, or a primitive's zero, boxed. */
  static Object defaultValue(Class<?> type) {
    if (!type.isPrimitive()) {
      return null;
    }
    if (type == boolean.class) {
      return false;
    } else if (type == byte.class) {
      return (byte) 0;
    } else if (type == short.class) {
      return (short) 0;
    } else if (type == int.class) {
      return 0;
    } else if (type == long.class) {
      return 0L;
    } else if (type == float.class) {
      return 0F;
    } else if (type == double.class) {
      return 0D;
    } else if (type == char.class) {
      return (char) 0;
    }
    return null;
  }
}
