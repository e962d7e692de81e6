package refused;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.StringKeyCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Maps {@link Typed} to table {@code default:typed}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code Typed}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class TypedMapper implements EntityMapper<Typed, TypedMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final TypedMapper INSTANCE = new TypedMapper();

  private static final String TABLE = "default:typed";

  private static final byte[] FAMILY_L = "l".getBytes(StandardCharsets.UTF_8);

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);

  static final KeyComponent<String> KEY_ID = new KeyComponent<>(TABLE, "Typed", "id", StringKeyCodec.INSTANCE, /* width= */ 4, /* descending= */ false);

  static final KeyCodec<Long> KEYS_LINKS = LongKeyCodec.INSTANCE;

  static final ValueCodec<String> VALUES_LINKS = StringValueCodec.INSTANCE;

  private static final byte[] RECORD_TYPE = "t".getBytes(StandardCharsets.UTF_8);

  /**
   * The stored layout of {@link Typed}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity refused.Typed
        key id utf8 width=4
        key-type t
        family l versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        family d versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        dynamic l key=int64 value=utf8 field=links
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("default", "typed", "Typed")
      .family(FamilySchema.of("l"))
      .family(FamilySchema.of("d"))
      .keyPart("id", "String", /* width= */ 4, /* descending= */ false)
      .recordType("t")
      .dynamicColumns("l", "links", "Map<Long, String>")
      .layout(LAYOUT)
      .build();

  private TypedMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(Typed entity) {
    return new Key(entity.id());
  }

  @Override
  public byte[] encodeKey(Key key) {
    byte[] encodedId = KEY_ID.encode(key.id());
    byte[] row = new byte[KEY_ID.encodedLength(encodedId) + RECORD_TYPE.length];
    int offset = 0;
    offset = KEY_ID.writeEncoded(encodedId, row, offset);
    // the record type code: it tells the rows of Typed from the other record types of default:typed
    offset = MapperSupport.writeRecordType(RECORD_TYPE, row, offset);
    return row;
  }

  @Override
  public Key decodeKey(byte[] row) {
    MapperSupport.requireRecordType(row, 4, RECORD_TYPE, SCHEMA);
    MapperSupport.requireKeyLength(row, 5, /* exact= */ true, SCHEMA);
    return new Key(
        KEY_ID.read(row, 0, 4));
  }

  @Override
  public Put toPut(Typed entity) {
    Put put = new Put(encodeKey(keyOf(entity)), true);
    Map<Long, String> links = entity.links();
    if (links != null) {
      for (Map.Entry<Long, String> entry : links.entrySet()) {
        put.addColumn(FAMILY_L,
            MapperSupport.qualifier(KEYS_LINKS, entry.getKey(), SCHEMA, "links"),
            MapperSupport.mapValue(VALUES_LINKS, entry.getKey(), entry.getValue(), SCHEMA, "links"));
      }
    }
    return put;
  }

  @Override
  public @Nullable Typed fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
    Map<Long, String> links = null;
    Cell[] cells = result.rawCells();
    Cell cell = null;
    // one pass over the cells, sorted by family then qualifier; the first version of a column is the newest
    try {
      for (int i = 0; i < cells.length; i++) {
        cell = cells[i];
        byte[] q = cell.getQualifierArray();
        int qOffset = cell.getQualifierOffset();
        int qLength = cell.getQualifierLength();
        byte[] v = cell.getValueArray();
        int vOffset = cell.getValueOffset();
        int vLength = cell.getValueLength();
        if (MapperSupport.isFamily(cell, FAMILY_L)) {
          if (links == null) {
            links = new LinkedHashMap<>();
          }
          links.putIfAbsent(KEYS_LINKS.read(q, qOffset, qLength), VALUES_LINKS.decode(v, vOffset, vLength));
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    return new Typed(
        key.id(),
        links != null ? links : new LinkedHashMap<>());
  }

  /**
   * The row-key components of {@link Typed}, in key order.
   */
  public record Key(String id) {
  }
}
