package org.hbasemapper.mapreduce;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.layout.Encoding;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.runtime.bytes.RowBytes;

/**
 * One stored row of an entity, read through its stored layout by a {@link StoredRowReader}: every
 * field by its name, as the old class had it, with no copy of that class. Read-only.
 *
 * <p>Getters return null where the row has no cell for the field (HBase stores no nulls). Each takes
 * the stored encodings that hold its type, widening where no value changes ({@code getLong} reads
 * {@code int32} too, {@code getInstant} reads {@code int64} epoch milliseconds); any other is refused
 * with an {@link IllegalArgumentException} naming the getter to use. {@link #getBytes} returns the
 * stored bytes of any cell, for a {@code codec(...)} encoding the caller decodes with its own codec.
 *
 * <pre>{@code
 * row -> new SaltedPurchase(row.getString("userId"), row.getInstant("time"), row.getString("productId"),
 *     row.getBigDecimal("price"), row.getInt("quantity"))
 * }</pre>
 */
@Api
public final class StoredRow {
  private final StoredRowReader reader;
  private final byte[] row;
  private final Object[] values;
  private final byte[][] raw;

  StoredRow(StoredRowReader reader, byte[] row, Object[] values, byte[][] raw) {
    this.reader = reader;
    this.row = row;
    this.values = values;
    this.raw = raw;
  }

  /** The row key as stored, prefix included (a copy). */
  public byte[] rowKey() {
    return row.clone();
  }

  /** The row key in the hex form every message uses, {@code 0x...}. */
  public String rowKeyHex() {
    return RowBytes.hex(row);
  }

  /** The table the row was read from, {@code namespace:name}. */
  public String table() {
    return reader.table();
  }

  /** The layout the row was read through. */
  public EntityLayout layout() {
    return reader.layout();
  }

  /** The fields of the layout, in its order: key parts, cells, dynamic families, the timestamp. */
  public Set<String> fields() {
    return reader.fields();
  }

  /** The stored encoding of {@code field} (for a dynamic family, its values'). */
  public Encoding encoding(String field) {
    return reader.field(field).encoding();
  }

  /** Whether the row has a value for {@code field} (key parts always have one). */
  public boolean has(String field) {
    return values[reader.field(field).index()] != null;
  }

  /**
   * The value of {@code field} as its encoding reads it: {@code Boolean}, {@code Byte}, {@code Short},
   * {@code Integer}, {@code Long}, {@code Float}, {@code Double}, {@code String} (for {@code utf8} and
   * enum names), {@code byte[]} ({@code bytes}, {@code codec(...)}), {@code BigDecimal},
   * {@code Instant}, {@code LocalDateTime}, {@code UUID}, or a {@code Map} for a dynamic family; null
   * when absent.
   */
  public Object get(String field) {
    Object value = values[reader.field(field).index()];
    return value instanceof byte[] bytes ? bytes.clone() : value;
  }

  /** A {@code utf8} value or an enum's stored name. */
  public String getString(String field) {
    return (String) value(field, "getString", "utf8", "enum");
  }

  /** An {@code int64}, or a narrower integer widened. */
  public Long getLong(String field) {
    Number n = (Number) value(field, "getLong", "int64", "int32", "int16", "int8");
    return n == null ? null : n.longValue();
  }

  /** An {@code int32}, or a narrower integer widened. */
  public Integer getInt(String field) {
    Number n = (Number) value(field, "getInt", "int32", "int16", "int8");
    return n == null ? null : n.intValue();
  }

  /** An {@code int16}, or an {@code int8} widened. */
  public Short getShort(String field) {
    Number n = (Number) value(field, "getShort", "int16", "int8");
    return n == null ? null : n.shortValue();
  }

  /** An {@code int8}. */
  public Byte getByte(String field) {
    return (Byte) value(field, "getByte", "int8");
  }

  /** A {@code bool8}. */
  public Boolean getBoolean(String field) {
    return (Boolean) value(field, "getBoolean", "bool8");
  }

  /** A {@code float64}, or a {@code float32} widened. */
  public Double getDouble(String field) {
    Number n = (Number) value(field, "getDouble", "float64", "float32");
    return n == null ? null : n.doubleValue();
  }

  /** A {@code float32}. */
  public Float getFloat(String field) {
    return (Float) value(field, "getFloat", "float32");
  }

  /** An {@code instant} cell, or {@code int64} epoch milliseconds (a key's {@code Instant}, a {@code Date}, a long). */
  public Instant getInstant(String field) {
    Object value = value(field, "getInstant", "instant", "int64");
    return value instanceof Long millis ? Instant.ofEpochMilli(millis) : (Instant) value;
  }

  /** An {@code int32} epoch day, as a {@code LocalDate} is stored. */
  public LocalDate getLocalDate(String field) {
    Integer day = (Integer) value(field, "getLocalDate", "int32");
    return day == null ? null : LocalDate.ofEpochDay(day);
  }

  /** A {@code local-date-time}. */
  public LocalDateTime getLocalDateTime(String field) {
    return (LocalDateTime) value(field, "getLocalDateTime", "local-date-time");
  }

  /** A {@code decimal}. */
  public BigDecimal getBigDecimal(String field) {
    return (BigDecimal) value(field, "getBigDecimal", "decimal");
  }

  /** A {@code uuid}. */
  public UUID getUuid(String field) {
    return (UUID) value(field, "getUuid", "uuid");
  }

  /**
   * An enum stored by name ({@code enum(...)}, or {@code utf8}) as a constant of {@code type}.
   *
   * @throws StoredRowException when the stored name is not a constant of {@code type}
   */
  public <T extends Enum<T>> T getEnum(String field, Class<T> type) {
    String name = (String) value(field, "getEnum", "enum", "utf8");
    if (name == null) {
      return null;
    }
    for (T constant : type.getEnumConstants()) {
      if (constant.name().equals(name)) {
        return constant;
      }
    }
    StoredRowReader.Field f = reader.field(field);
    throw new StoredRowException(table(), rowKeyHex(), null, field, f.stored(), "cannot read "
        + reader.entity() + "." + field + " (" + f.where() + ", stored as " + f.stored() + ") from table " + table()
        + ", row " + rowKeyHex() + " as " + type.getSimpleName() + ": the stored name is not one of its constants "
        + String.join(", ", Arrays.stream(type.getEnumConstants()).map(Enum::name).toList()), null);
  }

  /**
   * The stored bytes of a cell (for a {@code codec(...)} encoding, what the codec decodes), or of a key
   * part as its codec reads them (without padding, inversion or escaping); a copy.
   */
  public byte[] getBytes(String field) {
    StoredRowReader.Field f = reader.field(field);
    if (f.kind() == StoredRowReader.Kind.DYNAMIC || f.kind() == StoredRowReader.Kind.TIMESTAMP) {
      throw new IllegalArgumentException(reader.entity() + "." + field + " is a " + f.where() + ", not one stored "
          + "value: read it with " + getter(f));
    }
    byte[] bytes = raw[f.index()];
    return bytes == null ? null : bytes.clone();
  }

  /**
   * A dynamic family's entries, in qualifier order: keys and values as {@link #get} gives them
   * ({@code String}, {@code Long}, ...); empty when the row has none.
   */
  public Map<Object, Object> getMap(String field) {
    StoredRowReader.Field f = reader.field(field);
    if (f.kind() != StoredRowReader.Kind.DYNAMIC) {
      throw new IllegalArgumentException(reader.entity() + "." + field + " is a " + f.where() + ", not a dynamic "
          + "family: read it with " + getter(f));
    }
    @SuppressWarnings("unchecked")
    Map<Object, Object> map = (Map<Object, Object>) values[f.index()];
    return Collections.unmodifiableMap(map);
  }

  /**
   * As {@link #getMap(String)}, typed: {@code getMap("fans", String.class, Integer.class)}.
   *
   * @throws IllegalArgumentException when the stored keys or values are not of those types
   */
  public <K, V> Map<K, V> getMap(String field, Class<K> keyType, Class<V> valueType) {
    Map<K, V> out = new LinkedHashMap<>();
    for (Map.Entry<Object, Object> e : getMap(field).entrySet()) {
      if (!keyType.isInstance(e.getKey()) || !valueType.isInstance(e.getValue())) {
        throw new IllegalArgumentException(reader.entity() + "." + field + " maps " + e.getKey().getClass().getSimpleName()
            + " to " + e.getValue().getClass().getSimpleName() + " as stored, not " + keyType.getSimpleName() + " to "
            + valueType.getSimpleName());
      }
      out.put(keyType.cast(e.getKey()), valueType.cast(e.getValue()));
    }
    return Collections.unmodifiableMap(out);
  }

  /** The value of {@code field}, which must be stored in one of {@code encodings} for {@code getter}. */
  private Object value(String field, String getter, String... encodings) {
    StoredRowReader.Field f = reader.field(field);
    String stored = f.encoding().name();
    for (String encoding : encodings) {
      if (encoding.equals(stored)) {
        if (f.kind() == StoredRowReader.Kind.DYNAMIC) {
          break;
        }
        return values[f.index()];
      }
    }
    throw new IllegalArgumentException(getter + " reads " + String.join(", ", encodings) + "; " + reader.entity() + "."
        + field + " is a " + f.where() + " stored as " + f.stored() + ": read it with " + getter(f));
  }

  /** The getter that reads {@code f}. */
  private static String getter(StoredRowReader.Field f) {
    if (f.kind() == StoredRowReader.Kind.DYNAMIC) {
      return "getMap";
    }
    return switch (f.encoding().name()) {
      case "bool8" -> "getBoolean";
      case "int8" -> "getByte";
      case "int16" -> "getShort";
      case "int32" -> "getInt (or getLocalDate for an epoch day)";
      case "int64" -> "getLong (or getInstant for epoch milliseconds)";
      case "float32" -> "getFloat";
      case "float64" -> "getDouble";
      case "utf8" -> "getString";
      case "decimal" -> "getBigDecimal";
      case "instant" -> "getInstant";
      case "local-date-time" -> "getLocalDateTime";
      case "uuid" -> "getUuid";
      case "enum" -> "getEnum (or getString for its name)";
      default -> "getBytes";
    };
  }

  /** The row key in hex and the entity: what a row is in a message or a log line, never its values. */
  @Override
  public String toString() {
    return "StoredRow[" + reader.entity() + " " + rowKeyHex() + " in " + table() + "]";
  }
}
