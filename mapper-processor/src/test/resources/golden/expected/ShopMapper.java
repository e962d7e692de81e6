package golden;

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
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Maps {@link Shop} to table {@code rel:shop}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code Shop}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ShopMapper implements EntityMapper<Shop, ShopMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final ShopMapper INSTANCE = new ShopMapper();

  private static final String TABLE = "rel:shop";

  private static final byte[] FAMILY_INFO = "info".getBytes(StandardCharsets.UTF_8);

  private static final byte[] FAMILY_ITEM = "item".getBytes(StandardCharsets.UTF_8);

  /**
   * The families {@code fromResult} reads.
   */
  private static final byte[][] FAMILIES = {FAMILY_INFO, FAMILY_ITEM};

  private static final byte[] QUALIFIER_NAME = "name".getBytes(StandardCharsets.UTF_8);

  static final KeyComponent<Long> KEY_ID = new KeyComponent<>(TABLE, "Shop", "id", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  private static final ValueCodec<String> CODEC_NAME = StringValueCodec.INSTANCE;

  static final KeyCodec<Long> KEYS_ITEMS = LongKeyCodec.INSTANCE;

  static final ValueCodec<String> VALUES_ITEMS = StringValueCodec.INSTANCE;

  /**
   * The stored layout of {@link Shop}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity golden.Shop
        key id int64
        family info versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        family item versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        cell info:name utf8 field=name
        dynamic item key=int64 value=utf8 field=items
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("rel", "shop", "Shop")
      .family(FamilySchema.of("info"))
      .family(FamilySchema.of("item"))
      .keyPart("id", "long", /* width= */ 8, /* descending= */ false)
      .column("info", "name", "name", "String")
      .dynamicColumns("item", "items", "Map<Long, String>")
      .layout(LAYOUT)
      .build();

  private ShopMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(Shop entity) {
    return new Key(entity.id());
  }

  @Override
  public byte[] encodeKey(Key key) {
    byte[] row = new byte[KEY_ID.length(key.id())];
    int offset = 0;
    offset = KEY_ID.write(key.id(), row, offset);
    return row;
  }

  @Override
  public Key decodeKey(byte[] row) {
    MapperSupport.requireKeyLength(row, 8, /* exact= */ true, SCHEMA);
    return new Key(
        KEY_ID.read(row, 0, 8));
  }

  @Override
  public Put toPut(Shop entity) {
    Put put = new Put(encodeKey(keyOf(entity)), true);
    String name = entity.name();
    if (name != null) {
      put.addColumn(FAMILY_INFO, QUALIFIER_NAME, MapperSupport.encode(CODEC_NAME, name, SCHEMA, "name"));
    }
    Map<Long, String> items = entity.items();
    if (items != null) {
      for (Map.Entry<Long, String> entry : items.entrySet()) {
        put.addColumn(FAMILY_ITEM,
            MapperSupport.qualifier(KEYS_ITEMS, entry.getKey(), SCHEMA, "items"),
            MapperSupport.mapValue(VALUES_ITEMS, entry.getKey(), entry.getValue(), SCHEMA, "items"));
      }
    }
    return put;
  }

  @Override
  public @Nullable Shop fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
    String name = null;
    Map<Long, String> items = null;
    Cell[] cells = result.rawCells();
    Cell cell = null;
    byte[] family = null;
    // one pass over the cells, sorted by family then qualifier; the first version of a column is the newest
    try {
      for (int i = 0; i < cells.length; i++) {
        cell = cells[i];
        // cells come grouped by family: compare with the previous cell's family first
        if (family == null || !MapperSupport.isFamily(cell, family)) {
          family = MapperSupport.family(cell, FAMILIES);
        }
        byte[] q = cell.getQualifierArray();
        int qOffset = cell.getQualifierOffset();
        int qLength = cell.getQualifierLength();
        byte[] v = cell.getValueArray();
        int vOffset = cell.getValueOffset();
        int vLength = cell.getValueLength();
        if (family == FAMILY_INFO) {
          if (name == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_NAME)) {
            name = CODEC_NAME.decode(v, vOffset, vLength);
          }
        } else if (family == FAMILY_ITEM) {
          if (items == null) {
            items = new LinkedHashMap<>();
          }
          items.putIfAbsent(KEYS_ITEMS.read(q, qOffset, qLength), VALUES_ITEMS.decode(v, vOffset, vLength));
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    return new Shop(
        key.id(),
        name,
        items != null ? items : new LinkedHashMap<>());
  }

  /**
   * The row-key components of {@link Shop}, in key order.
   */
  public record Key(long id) {
  }
}
