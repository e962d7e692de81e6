package org.hbasemapper.mapreduce;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.layout.Encoding;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.runtime.KeyPrefix;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.codec.BigDecimalValueCodec;
import org.hbasemapper.runtime.codec.BooleanKeyCodec;
import org.hbasemapper.runtime.codec.BooleanValueCodec;
import org.hbasemapper.runtime.codec.ByteKeyCodec;
import org.hbasemapper.runtime.codec.ByteValueCodec;
import org.hbasemapper.runtime.codec.BytesKeyCodec;
import org.hbasemapper.runtime.codec.BytesValueCodec;
import org.hbasemapper.runtime.codec.DoubleKeyCodec;
import org.hbasemapper.runtime.codec.DoubleValueCodec;
import org.hbasemapper.runtime.codec.FloatKeyCodec;
import org.hbasemapper.runtime.codec.FloatValueCodec;
import org.hbasemapper.runtime.codec.InstantKeyCodec;
import org.hbasemapper.runtime.codec.InstantValueCodec;
import org.hbasemapper.runtime.codec.IntKeyCodec;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.LocalDateTimeKeyCodec;
import org.hbasemapper.runtime.codec.LocalDateTimeValueCodec;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.LongValueCodec;
import org.hbasemapper.runtime.codec.ShortKeyCodec;
import org.hbasemapper.runtime.codec.ShortValueCodec;
import org.hbasemapper.runtime.codec.StringKeyCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.UuidKeyCodec;
import org.hbasemapper.runtime.codec.UuidValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.key.KeyComponent;

/**
 * Reads the rows an entity stored through its stored layout (an {@link EntityLayout}, from the
 * committed baseline or the table's descriptor), with no copy of the entity's old class: each row
 * becomes a {@link StoredRow} that gives every field by name. The bytes are read by the runtime's
 * own codecs and key components, so a row reads exactly as the generated mapper of the old class
 * read it: the salt or hash prefix is checked and skipped, fixed-width parts are unpadded, descending
 * parts inverted (and unescaped when variable), the record type code compared, the last part read to
 * the key's end.
 *
 * <pre>{@code
 * StoredRowReader reader = StoredRowReader.of(TableName.valueOf("shop:purchase"),
 *     StoredLayouts.fromBaseline(Path.of("src/main/schema/shop.purchase.layout"), "org.example.Purchase"));
 * try (ResultScanner rows = table.getScanner(reader.scan())) {
 *   for (Result result : rows) {
 *     StoredRow row = reader.read(result);           // null: a row of another record type
 *     ...
 *   }
 * }
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 */
@Api
public final class StoredRowReader {
  /** What a field of the layout is, for lookups and messages. */
  enum Kind {
    KEY, CELL, DYNAMIC, TIMESTAMP
  }

  /**
   * A field of the layout.
   *
   * @param name the field
   * @param index its slot in a row's values
   * @param kind where it is stored
   * @param encoding its stored encoding (for a dynamic family, the values')
   * @param stored how messages name the encoding: with a key part's width and direction
   * @param where how messages name its place: "key part", "cell d:price"
   */
  record Field(String name, int index, Kind kind, Encoding encoding, String stored, String where) {}

  private record KeySlot(Field field, KeyComponent<Object> component, KeyComponent<byte[]> raw, int width) {}

  private record CellSlot(Field field, byte[] family, byte[][] qualifiers, String[] columns, ValueCodec<?> codec) {}

  private record DynamicSlot(Field field, byte[] family, KeyCodec<?> keyCodec, Encoding keyEncoding,
      ValueCodec<?> valueCodec) {}

  private final String table;
  private final EntityLayout layout;
  private final String entity;
  private final KeyPrefix prefix;
  private final int prefixLength;
  /** How many leading field parts the prefix is computed from. */
  private final int prefixedParts;
  private final byte[] recordType;
  private final int recordTypeOffset;
  private final List<KeySlot> key = new ArrayList<>();
  private final List<CellSlot> cells = new ArrayList<>();
  private final List<DynamicSlot> dynamics = new ArrayList<>();
  private final Field timestamp;
  private final Map<String, Field> fields = new LinkedHashMap<>();
  private final List<byte[]> families = new ArrayList<>();
  private final boolean allVersions;

  private StoredRowReader(String table, EntityLayout layout) {
    this.table = table;
    this.layout = layout;
    this.entity = layout.simpleName();
    EntityLayout.KeyPrefix p = layout.prefix();
    if (p == null) {
      prefix = null;
      prefixLength = 0;
      prefixedParts = 0;
    } else {
      prefix = p.kind().equals("salt") ? KeyPrefix.salt(p.buckets(), p.of()) : KeyPrefix.md5(p.length(), 1, p.of());
      prefixLength = prefix.length();
      prefixedParts = p.of();
    }
    int offset = prefixLength;
    byte[] code = null;
    int codeOffset = -1;
    for (EntityLayout.KeyPart part : layout.key()) {
      if (part.isRecordType()) {
        code = part.typeCode().getBytes(StandardCharsets.UTF_8);
        codeOffset = offset;
        offset += code.length;
        continue;
      }
      String stored = part.encoding() + (part.encoding().naturalKeyWidth() > 0 ? ""
          : part.width() > 0 ? " width=" + part.width() : " variable") + (part.descending() ? " descending" : "");
      Field field = add(part.field(), Kind.KEY, part.encoding(), stored, "key part");
      KeyComponent<Object> component = keyComponent(part, field);
      KeyComponent<byte[]> raw = part.encoding().naturalKeyWidth() > 0 ? null
          : new KeyComponent<>(table, entity, part.field(), BytesKeyCodec.INSTANCE, part.width(), part.descending());
      key.add(new KeySlot(field, component, raw, component.width()));
      offset = component.width() == 0 || offset < 0 ? -1 : offset + component.width();
    }
    if (code != null && codeOffset < 0) {
      throw new IllegalArgumentException(describe() + " puts its record type code after a variable-width key part");
    }
    this.recordType = code;
    this.recordTypeOffset = codeOffset;
    Set<String> familyNames = new LinkedHashSet<>();
    layout.families().forEach(f -> familyNames.add(f.name()));
    boolean versions = false;
    for (EntityLayout.Cell c : layout.cells()) {
      Field field = add(c.field(), Kind.CELL, c.encoding(), c.encoding().toString(), "cell " + c.column());
      List<String> names = new ArrayList<>();
      names.add(c.qualifier());
      names.addAll(c.formerly());
      byte[][] qualifiers = names.stream().map(Bytes::toBytes).toArray(byte[][]::new);
      String[] columns = names.stream().map(q -> c.family() + ":" + q).toArray(String[]::new);
      cells.add(new CellSlot(field, Bytes.toBytes(c.family()), qualifiers, columns, valueCodec(c.encoding(), field)));
      familyNames.add(c.family());
      versions |= "versions".equals(c.role());
    }
    for (EntityLayout.Dynamic d : layout.dynamics()) {
      Field field = add(d.field(), Kind.DYNAMIC, d.valueEncoding(), d.valueEncoding().toString(),
          "dynamic family " + d.family());
      KeyCodec<?> keyCodec = keyCodec(d.keyEncoding());
      if (keyCodec == null) {
        throw unreadable(field, d.keyEncoding(), "map keys");
      }
      dynamics.add(new DynamicSlot(field, Bytes.toBytes(d.family()), keyCodec, d.keyEncoding(),
          valueCodec(d.valueEncoding(), field)));
      familyNames.add(d.family());
    }
    this.timestamp = layout.timestampField() == null ? null
        : add(layout.timestampField(), Kind.TIMESTAMP, Encoding.INT64, "int64", "cell timestamp");
    familyNames.forEach(f -> families.add(Bytes.toBytes(f)));
    this.allVersions = versions;
  }

  /**
   * A reader of the rows {@code layout} describes in {@code table}.
   *
   * @throws IllegalArgumentException when the layout holds what no stored row can (a decimal key
   *     part, an encoding this version does not know, a field named twice)
   */
  public static StoredRowReader of(TableName table, EntityLayout layout) {
    return new StoredRowReader(Objects.requireNonNull(table, "table").getNameAsString(),
        Objects.requireNonNull(layout, "layout"));
  }

  /** The table, {@code namespace:name}. */
  public String table() {
    return table;
  }

  /** The layout rows are read through. */
  public EntityLayout layout() {
    return layout;
  }

  /** The fields a row gives, in the layout's order: key parts, cells, dynamic families, the timestamp. */
  public Set<String> fields() {
    return fields.keySet();
  }

  /**
   * A scan of the entity's rows: its families only (other entities of a shared table keep theirs),
   * every version when a {@code @Versions} cell is read, without filling the block cache.
   */
  public Scan scan() {
    Scan scan = new Scan();
    families.forEach(scan::addFamily);
    if (allVersions) {
      scan.readAllVersions();
    }
    scan.setCacheBlocks(false);
    // rows per round trip: 10,000 scanned a million rows in two thirds of the time 1,000 took; the
    // client's maximum result size (2 MB by default) still bounds what one round trip holds
    scan.setCaching(10_000);
    return scan;
  }

  /** A get of one row, reading what {@link #scan()} reads. */
  Get get(byte[] row) {
    Get get = new Get(row);
    families.forEach(get::addFamily);
    if (allVersions) {
      get.readAllVersions();
    }
    return get;
  }

  /**
   * The row {@code result} holds, or null when it is a row of another record type of a shared table
   * (its code differs) or empty.
   *
   * @throws StoredRowException when the row does not read through the layout, naming the field, its
   *     stored encoding, the table and the row key
   */
  public StoredRow read(Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    byte[] row = result.getRow();
    if (recordType != null && (row.length < recordTypeOffset + recordType.length
        || !Arrays.equals(row, recordTypeOffset, recordTypeOffset + recordType.length, recordType, 0, recordType.length))) {
      return null;
    }
    Object[] values = new Object[fields.size()];
    byte[][] raw = new byte[fields.size()][];
    readKey(row, values, raw);
    Cell[] stored = result.rawCells();
    for (CellSlot slot : cells) {
      readCell(row, stored, slot, values, raw);
    }
    for (DynamicSlot slot : dynamics) {
      values[slot.field.index] = readDynamic(row, stored, slot);
    }
    if (timestamp != null) {
      long newest = Long.MIN_VALUE;
      for (Cell cell : stored) {
        newest = Math.max(newest, cell.getTimestamp());
      }
      values[timestamp.index] = newest;
    }
    return new StoredRow(this, row, values, raw);
  }

  private void readKey(byte[] row, Object[] values, byte[][] raw) {
    if (row.length < prefixLength) {
      throw bad(row, null, prefixField(), prefixEncoding(), "the key has " + row.length + " bytes, fewer than its "
          + prefixField() + " of " + prefixLength, null);
    }
    int offset = prefixLength;
    int parts = 0;
    int prefixEnd = prefixedParts == 0 ? prefixLength : -1;
    int slot = 0;
    for (EntityLayout.KeyPart part : layout.key()) {
      if (part.isRecordType()) {
        offset += recordType.length;
        continue;
      }
      KeySlot s = key.get(slot++);
      int to = s.width > 0 ? offset + s.width : row.length;
      if (to > row.length) {
        throw bad(row, null, s.field, "the key has " + row.length + " bytes; the part needs bytes " + offset + ".."
            + to, null);
      }
      Object value;
      try {
        value = s.component.read(row, offset, to);
      } catch (MappingException e) {
        throw bad(row, null, s.field, detail(e, s.field.name), e);
      }
      values[s.field.index] = requireConstant(row, null, s.field, value);
      raw[s.field.index] = s.raw == null ? framed(row, offset, to, part.descending()) : s.raw.read(row, offset, to);
      offset = to;
      if (++parts == prefixedParts) {
        prefixEnd = offset;
      }
    }
    if (offset != row.length) {
      throw bad(row, null, key.isEmpty() ? prefixField() : key.get(key.size() - 1).field.name,
          key.isEmpty() ? prefixEncoding() : key.get(key.size() - 1).field.stored,
          "the key has " + (row.length - offset) + " byte(s) after its last part", null);
    }
    if (prefix != null) {
      try {
        prefix.verify(row, prefixEnd < 0 ? row.length : prefixEnd, table, entity);
      } catch (MappingException e) {
        throw bad(row, null, prefixField(), prefixEncoding(), detail(e, null), e);
      }
    }
  }

  /** A fixed-width part's bytes as its codec reads them: inverted back when descending. */
  private static byte[] framed(byte[] row, int from, int to, boolean descending) {
    byte[] out = Arrays.copyOfRange(row, from, to);
    if (descending) {
      for (int i = 0; i < out.length; i++) {
        out[i] = (byte) ~out[i];
      }
    }
    return out;
  }

  private void readCell(byte[] row, Cell[] stored, CellSlot slot, Object[] values, byte[][] raw) {
    for (int q = 0; q < slot.qualifiers.length; q++) {
      Cell cell = find(stored, slot.family, slot.qualifiers[q]);
      if (cell == null) {
        continue;
      }
      byte[] value = CellUtil.cloneValue(cell);
      raw[slot.field.index] = value;
      try {
        values[slot.field.index] = requireConstant(row, slot.columns[q], slot.field, slot.codec.decode(value));
      } catch (StoredRowException e) {
        throw e;
      } catch (RuntimeException e) {
        throw bad(row, slot.columns[q], slot.field, e.getMessage(), e);
      }
      return;
    }
  }

  /** The newest version of the cell, or null: the cells are sorted by family, qualifier, newest first. */
  private static Cell find(Cell[] cells, byte[] family, byte[] qualifier) {
    for (Cell cell : cells) {
      if (CellUtil.matchingColumn(cell, family, qualifier)) {
        return cell;
      }
    }
    return null;
  }

  private Map<Object, Object> readDynamic(byte[] row, Cell[] stored, DynamicSlot slot) {
    Map<Object, Object> out = new LinkedHashMap<>();
    byte[] previous = null;
    for (Cell cell : stored) {
      if (!CellUtil.matchingFamily(cell, slot.family)) {
        continue;
      }
      byte[] qualifier = CellUtil.cloneQualifier(cell);
      if (previous != null && Arrays.equals(previous, qualifier)) {
        continue; // an older version of the entry
      }
      previous = qualifier;
      String column = Bytes.toString(slot.family) + ":" + Bytes.toStringBinary(qualifier);
      Object mapKey;
      try {
        mapKey = slot.keyCodec.decode(qualifier);
      } catch (RuntimeException e) {
        throw bad(row, column, slot.field, slot.keyEncoding.toString(), "map key: " + e.getMessage(), e);
      }
      try {
        out.put(requireConstant(row, column, slot.field, slot.keyEncoding, mapKey),
            requireConstant(row, column, slot.field, slot.valueCodec.decode(CellUtil.cloneValue(cell))));
      } catch (StoredRowException e) {
        throw e;
      } catch (RuntimeException e) {
        throw bad(row, column, slot.field, e.getMessage(), e);
      }
    }
    return out;
  }

  private Object requireConstant(byte[] row, String column, Field field, Object value) {
    return requireConstant(row, column, field, field.encoding, value);
  }

  /** {@code value}; for an enum encoding, only when it is one of the constants the layout lists. */
  private Object requireConstant(byte[] row, String column, Field field, Encoding encoding, Object value) {
    if (encoding.name().equals("enum") && !encoding.args().isEmpty() && !encoding.args().contains(value)) {
      throw bad(row, column, field, encoding.toString(), "the stored name is not one of the constants "
          + String.join(", ", encoding.args()), null);
    }
    return value;
  }

  /** The runtime's message without its own "row key ... is not a key of ...: component f: " preamble. */
  private String detail(MappingException e, String field) {
    String message = e.getMessage();
    String marker = "is not a key of " + entity + ": ";
    int at = message.indexOf(marker);
    String detail = at < 0 ? message : message.substring(at + marker.length());
    String component = "component " + field + ": ";
    return field != null && detail.startsWith(component) ? detail.substring(component.length()) : detail;
  }

  private String prefixField() {
    return prefix != null && prefix.kind() == KeyPrefix.Kind.HASH ? "hash prefix" : "salt";
  }

  private String prefixEncoding() {
    return layout.prefix() == null ? "none" : layout.prefix().describe();
  }

  private StoredRowException bad(byte[] row, String column, Field field, String problem, Throwable cause) {
    return bad(row, column, field.name, field.stored, problem, cause);
  }

  private StoredRowException bad(byte[] row, String column, Field field, String encoding, String problem,
      Throwable cause) {
    return bad(row, column, field.name, encoding, problem, cause);
  }

  /** A row that does not read: entity, field, encoding, where it is stored, table, row; never a value. */
  private StoredRowException bad(byte[] row, String column, String field, String encoding, String problem,
      Throwable cause) {
    Field f = fields.get(field);
    String where = column != null ? "cell " + column : f != null ? f.where : "key prefix";
    String hex = RowBytes.hex(row);
    return new StoredRowException(table, hex, column, field, encoding, "cannot read " + entity + "." + field
        + " (" + where + ", stored as " + encoding + ") from table " + table + ", row " + hex + ": " + problem,
        cause);
  }

  /** The field named {@code name}; an IllegalArgumentException listing the fields when there is none. */
  Field field(String name) {
    Field field = fields.get(name);
    if (field == null) {
      throw new IllegalArgumentException("the stored layout of " + entity + " in table " + table + " has no field '"
          + name + "'; it has " + String.join(", ", fields.keySet()));
    }
    return field;
  }

  String entity() {
    return entity;
  }

  private Field add(String name, Kind kind, Encoding encoding, String stored, String where) {
    Field field = new Field(name, fields.size(), kind, encoding, stored, where);
    if (fields.putIfAbsent(name, field) != null) {
      throw new IllegalArgumentException(describe() + " names field '" + name + "' twice");
    }
    return field;
  }

  /**
   * The key component the generated mapper of the old class held. {@code KeyComponent} is the
   * runtime's binding for generated code; reading through it rather than a copy of its framing
   * (padding, inversion, the escaping of a descending last part) keeps old rows read exactly as
   * they were written, whatever that framing becomes.
   */
  @SuppressWarnings("unchecked")
  private KeyComponent<Object> keyComponent(EntityLayout.KeyPart part, Field field) {
    KeyCodec<?> codec = keyCodec(part.encoding());
    if (codec == null) {
      throw unreadable(field, part.encoding(), "a row key");
    }
    if (codec.width() == 0 && part.width() == 0 && part != last(layout.key())) {
      throw new IllegalArgumentException(describe() + " has key part " + part.field() + " of variable width before "
          + "its last part: no key stores that, check the layout");
    }
    return new KeyComponent<>(table, entity, part.field(), (KeyCodec<Object>) codec, part.width(), part.descending());
  }

  private static <T> T last(List<T> list) {
    return list.get(list.size() - 1);
  }

  private IllegalArgumentException unreadable(Field field, Encoding encoding, String place) {
    return new IllegalArgumentException(describe() + " stores " + field.name + " as " + encoding + " in " + place
        + ", which this version of hbase-mapper cannot read (a newer layout, or edited by hand)");
  }

  private String describe() {
    return "the stored layout of " + entity + " in table " + table;
  }

  /** The key codec of an encoding in a row key or a qualifier; null when no key holds it. */
  static KeyCodec<?> keyCodec(Encoding encoding) {
    return switch (encoding.name()) {
      case "bool8" -> BooleanKeyCodec.INSTANCE;
      case "int8" -> ByteKeyCodec.INSTANCE;
      case "int16" -> ShortKeyCodec.INSTANCE;
      case "int32" -> IntKeyCodec.INSTANCE;
      case "int64" -> LongKeyCodec.INSTANCE;
      case "instant" -> InstantKeyCodec.INSTANCE;
      case "float32" -> FloatKeyCodec.INSTANCE;
      case "float64" -> DoubleKeyCodec.INSTANCE;
      case "utf8", "enum" -> StringKeyCodec.INSTANCE;
      case "bytes" -> BytesKeyCodec.INSTANCE;
      case "local-date-time" -> LocalDateTimeKeyCodec.INSTANCE;
      case "uuid" -> UuidKeyCodec.INSTANCE;
      default -> null;
    };
  }

  private ValueCodec<?> valueCodec(Encoding encoding, Field field) {
    ValueCodec<?> codec = valueCodec(encoding);
    if (codec == null) {
      throw unreadable(field, encoding, "a cell");
    }
    return codec;
  }

  /** The value codec of an encoding in a cell; a user codec's bytes are read as they are. */
  static ValueCodec<?> valueCodec(Encoding encoding) {
    return switch (encoding.name()) {
      case "bool8" -> BooleanValueCodec.INSTANCE;
      case "int8" -> ByteValueCodec.INSTANCE;
      case "int16" -> ShortValueCodec.INSTANCE;
      case "int32" -> IntValueCodec.INSTANCE;
      case "int64" -> LongValueCodec.INSTANCE;
      case "float32" -> FloatValueCodec.INSTANCE;
      case "float64" -> DoubleValueCodec.INSTANCE;
      case "utf8", "enum" -> StringValueCodec.INSTANCE;
      case "bytes", "codec" -> BytesValueCodec.INSTANCE;
      case "decimal" -> BigDecimalValueCodec.INSTANCE;
      case "instant" -> InstantValueCodec.INSTANCE;
      case "local-date-time" -> LocalDateTimeValueCodec.INSTANCE;
      case "uuid" -> UuidValueCodec.INSTANCE;
      default -> null;
    };
  }
}
