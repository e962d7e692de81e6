package golden;

import java.nio.charset.StandardCharsets;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.IntKeyCodec;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.StringKeyCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Maps {@link LineItem} to table {@code book:orders}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code LineItem}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class LineItemMapper implements EntityMapper<LineItem, LineItemMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final LineItemMapper INSTANCE = new LineItemMapper();

  private static final String TABLE = "book:orders";

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_SKU = "sku".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_QUANTITY = "quantity".getBytes(StandardCharsets.UTF_8);

  static final KeyComponent<String> KEY_CUSTOMER = new KeyComponent<>(TABLE, "LineItem", "customer", StringKeyCodec.INSTANCE, /* width= */ 16, /* descending= */ false);

  static final KeyComponent<Long> KEY_ORDER = new KeyComponent<>(TABLE, "LineItem", "order", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  static final KeyComponent<Integer> KEY_LINE = new KeyComponent<>(TABLE, "LineItem", "line", IntKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  private static final ValueCodec<String> CODEC_SKU = StringValueCodec.INSTANCE;

  private static final byte[] RECORD_TYPE = "I".getBytes(StandardCharsets.UTF_8);

  /**
   * The stored layout of {@link LineItem}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity golden.LineItem
        key customer utf8 width=16
        key order int64
        key-type I
        key line int32
        family d versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        cell d:sku utf8 field=sku
        cell d:quantity int32 field=quantity
        presence d:quantity column
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("book", "orders", "LineItem")
      .family(FamilySchema.of("d"))
      .keyPart("customer", "String", /* width= */ 16, /* descending= */ false)
      .keyPart("order", "long", /* width= */ 8, /* descending= */ false)
      .recordType("I")
      .keyPart("line", "int", /* width= */ 4, /* descending= */ false)
      .column("d", "sku", "sku", "String")
      .column("d", "quantity", "quantity", "int")
      .presence("d", "quantity")
      .layout(LAYOUT)
      .build();

  private LineItemMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(LineItem entity) {
    return new Key(entity.customer(), entity.order(), entity.line());
  }

  @Override
  public byte[] encodeKey(Key key) {
    byte[] encodedCustomer = KEY_CUSTOMER.encode(key.customer());
    byte[] row = new byte[KEY_CUSTOMER.encodedLength(encodedCustomer) + KEY_ORDER.length(key.order()) + RECORD_TYPE.length + KEY_LINE.length(key.line())];
    int offset = 0;
    offset = KEY_CUSTOMER.writeEncoded(encodedCustomer, row, offset);
    offset = KEY_ORDER.write(key.order(), row, offset);
    // the record type code: it tells the rows of LineItem from the other record types of book:orders
    offset = MapperSupport.writeRecordType(RECORD_TYPE, row, offset);
    offset = KEY_LINE.write(key.line(), row, offset);
    return row;
  }

  @Override
  public Key decodeKey(byte[] row) {
    MapperSupport.requireRecordType(row, 24, RECORD_TYPE, SCHEMA);
    MapperSupport.requireKeyLength(row, 29, /* exact= */ true, SCHEMA);
    return new Key(
        KEY_CUSTOMER.read(row, 0, 16),
        KEY_ORDER.read(row, 16, 24),
        KEY_LINE.read(row, 25, 29));
  }

  @Override
  public Put toPut(LineItem entity) {
    Put put = new Put(encodeKey(keyOf(entity)), true);
    String sku = entity.sku();
    if (sku != null) {
      put.addColumn(FAMILY_D, QUALIFIER_SKU, MapperSupport.encode(CODEC_SKU, sku, SCHEMA, "sku"));
    }
    put.addColumn(FAMILY_D, QUALIFIER_QUANTITY, IntValueCodec.encodeInt(entity.quantity()));
    return put;
  }

  @Override
  public @Nullable LineItem fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
    String sku = null;
    int quantity = 0;
    boolean hasQuantity = false;
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
        if (MapperSupport.isFamily(cell, FAMILY_D)) {
          if (sku == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_SKU)) {
            sku = CODEC_SKU.decode(v, vOffset, vLength);
          } else if (!hasQuantity && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_QUANTITY)) {
            quantity = IntValueCodec.decodeInt(v, vOffset, vLength);
            hasQuantity = true;
          }
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    return new LineItem(
        key.customer(),
        key.order(),
        key.line(),
        sku,
        quantity);
  }

  /**
   * The row-key components of {@link LineItem}, in key order.
   */
  public record Key(String customer, long order, int line) {
  }
}
