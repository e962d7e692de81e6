package org.hbasemapper.runtime.internal;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.HConstants;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.FieldEncoding;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.ValueCodec;

/**
 * What every generated mapper needs and should not repeat: cell matching in place, null checks and
 * error messages that name the entity, field and table. Called by generated code only.
 */
@LimitedPrivate("mapper-dynamic")
public final class MapperSupport {
  /** The first instant past the cell timestamps HBase stores: its own "latest" marker. */
  private static final Instant LATEST = Instant.ofEpochMilli(HConstants.LATEST_TIMESTAMP);

  private MapperSupport() {}

  /** Whether {@code cell} is in {@code family}, compared in place. */
  public static boolean isFamily(Cell cell, byte[] family) {
    return matches(cell.getFamilyArray(), cell.getFamilyOffset(), cell.getFamilyLength(), family);
  }

  /** The one of {@code families} that {@code cell} belongs to, or null when none. */
  public static byte[] family(Cell cell, byte[][] families) {
    for (byte[] family : families) {
      if (isFamily(cell, family)) {
        return family;
      }
    }
    return null;
  }

  /**
   * Whether the {@code length} bytes of {@code array} from {@code offset} are {@code expected}: a
   * plain loop, cheap for the short names of qualifiers and small enough to inline many times over.
   */
  public static boolean matches(byte[] array, int offset, int length, byte[] expected) {
    if (length != expected.length) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (array[offset + i] != expected[i]) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code cell} has {@code qualifier}, compared in place. */
  public static boolean isQualifier(Cell cell, byte[] qualifier) {
    return matches(cell.getQualifierArray(), cell.getQualifierOffset(), cell.getQualifierLength(), qualifier);
  }

  /** The value of {@code cell} decoded by {@code codec}, read in place. */
  public static <V> V decode(ValueCodec<V> codec, Cell cell) {
    return codec.decode(cell.getValueArray(), cell.getValueOffset(), cell.getValueLength());
  }

  /** The qualifier of {@code cell} decoded by {@code codec}, read in place. */
  public static <K> K decodeQualifier(KeyCodec<K> codec, Cell cell) {
    return codec.read(cell.getQualifierArray(), cell.getQualifierOffset(), cell.getQualifierLength());
  }

  /** {@code value} of {@code entity.field} encoded by {@code codec}; a codec failure names the field. */
  public static <V> byte[] encode(ValueCodec<V> codec, V value, TableSchema schema, String field) {
    return FieldEncoding.value(codec, value, schema.entityName(), field, table(schema));
  }

  /** The qualifier of map key {@code key} of the dynamic field {@code field}. */
  public static <K> byte[] qualifier(KeyCodec<K> codec, K key, TableSchema schema, String field) {
    return FieldEncoding.qualifier(codec, key, schema.entityName(), field, table(schema));
  }

  /** The cell value of a map entry of the dynamic field {@code field}; null values are rejected. */
  public static <V> byte[] mapValue(ValueCodec<V> codec, Object key, V value, TableSchema schema, String field) {
    return FieldEncoding.mapValue(codec, key, value, schema.entityName(), field, table(schema));
  }

  /**
   * The cell timestamp of one version of the {@code @Versions} field {@code field}: the map key,
   * which must be a real timestamp (not null, not negative, not HBase's "latest" marker).
   */
  public static long versionTimestamp(Long timestamp, TableSchema schema, String field) {
    if (timestamp == null || timestamp < 0 || timestamp == HConstants.LATEST_TIMESTAMP) {
      throw new IllegalArgumentException(where(schema, field) + " has a version at timestamp " + timestamp
          + "; version timestamps are epoch milliseconds (or your own version numbers) from 0 to Long.MAX_VALUE - 1");
    }
    return timestamp;
  }

  /**
   * Fails with a {@link MappingException} unless {@code row} is {@code length} bytes long (at least
   * that long when the last component is variable).
   */
  public static void requireKeyLength(byte[] row, int length, boolean exact, TableSchema schema) {
    if (row == null || (exact ? row.length != length : row.length < length)) {
      throw MappingException.forRowKey(schema.tableName().getNameAsString(), schema.entityName(), row,
          "expected " + (exact ? "" : "at least ") + length + " bytes, found " + (row == null ? 0 : row.length));
    }
  }

  /** Writes the record type {@code code} into {@code row} at {@code offset}; returns the offset after it. */
  public static int writeRecordType(byte[] code, byte[] row, int offset) {
    System.arraycopy(code, 0, row, offset, code.length);
    return offset + code.length;
  }

  /**
   * Fails with a {@link MappingException} naming the table, entity and row key when {@code row}
   * carries another record type than {@code code} at {@code offset}: a row of another record type of
   * the shared table is never decoded as this entity. A row too short to hold a code passes, for the
   * key-length check to report.
   */
  public static void requireRecordType(byte[] row, int offset, byte[] code, TableSchema schema) {
    // a row too short to hold a code is left to the length check that follows
    if (row != null && row.length >= offset + code.length
        && !Arrays.equals(row, offset, offset + code.length, code, 0, code.length)) {
      String found = new String(row, offset, code.length, StandardCharsets.UTF_8);
      throw MappingException.forRowKey(schema.tableName().getNameAsString(), schema.entityName(), row,
          "the row is of record type '" + found + "', not '" + new String(code, StandardCharsets.UTF_8)
              + "' of " + schema.entityName());
    }
  }

  /**
   * The cell timestamp of the {@code @Timestamp long} {@code field}: 0 means "server time"; a negative
   * one, or HBase's "latest" marker, fails naming entity, field and table (HBase refuses it
   * without).
   */
  public static long timestamp(long millis, TableSchema schema, String field) {
    if (millis == 0) {
      return HConstants.LATEST_TIMESTAMP;
    }
    if (millis < 0 || millis == HConstants.LATEST_TIMESTAMP) {
      throw new IllegalArgumentException(where(schema, field) + ": @Timestamp " + millis + " is outside the cell "
          + "timestamps HBase stores, epoch milliseconds from 0 to Long.MAX_VALUE - 1; use 0 for the server's time");
    }
    return millis;
  }

  /** The cell timestamp of the {@code @Timestamp Long} {@code field}: null or 0 means "server time". */
  public static long timestamp(Long millis, TableSchema schema, String field) {
    return millis == null ? HConstants.LATEST_TIMESTAMP : timestamp(millis.longValue(), schema, field);
  }

  /**
   * The cell timestamp of the {@code @Timestamp Instant} {@code field}: null (or the epoch) means
   * "server time"; an instant before the epoch or past the epoch milliseconds of a long fails naming
   * entity, field, table and the range.
   */
  public static long timestamp(Instant time, TableSchema schema, String field) {
    if (time == null) {
      return HConstants.LATEST_TIMESTAMP;
    }
    if (time.isBefore(Instant.EPOCH) || !time.isBefore(LATEST)) {
      throw new IllegalArgumentException(where(schema, field) + ": @Timestamp " + time + " is outside the cell "
          + "timestamps HBase stores, " + Instant.EPOCH + " to " + LATEST.minusMillis(1) + " (epoch milliseconds "
          + "from 0 to Long.MAX_VALUE - 1); use null for the server's time");
    }
    return timestamp(time.toEpochMilli(), schema, field);
  }

  private static String where(TableSchema schema, String field) {
    return FieldEncoding.where(schema.entityName(), field, table(schema));
  }

  private static String table(TableSchema schema) {
    return schema.tableName().getNameAsString();
  }
}
