package golden;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.InstantValueCodec;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.StringKeyCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Maps {@link OrderHeader} to table {@code book:orders}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code OrderHeader}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class OrderHeaderMapper implements EntityMapper<OrderHeader, OrderHeaderMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final OrderHeaderMapper INSTANCE = new OrderHeaderMapper();

  private static final String TABLE = "book:orders";

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_NAME = "name".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_PLACED = "placed".getBytes(StandardCharsets.UTF_8);

  static final KeyComponent<String> KEY_CUSTOMER = new KeyComponent<>(TABLE, "OrderHeader", "customer", StringKeyCodec.INSTANCE, /* width= */ 16, /* descending= */ false);

  static final KeyComponent<Long> KEY_ORDER = new KeyComponent<>(TABLE, "OrderHeader", "order", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  private static final ValueCodec<String> CODEC_NAME = StringValueCodec.INSTANCE;

  private static final ValueCodec<Instant> CODEC_PLACED = InstantValueCodec.INSTANCE;

  private static final byte[] RECORD_TYPE = "H".getBytes(StandardCharsets.UTF_8);

  /**
   * The stored layout of {@link OrderHeader}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity golden.OrderHeader
        key customer utf8 width=16
        key order int64
        key-type H
        family d versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        cell d:name utf8 field=name
        cell d:placed instant field=placed
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("book", "orders", "OrderHeader")
      .family(FamilySchema.of("d"))
      .keyPart("customer", "String", /* width= */ 16, /* descending= */ false)
      .keyPart("order", "long", /* width= */ 8, /* descending= */ false)
      .recordType("H")
      .column("d", "name", "name", "String")
      .column("d", "placed", "placed", "Instant")
      .layout(LAYOUT)
      .build();

  private OrderHeaderMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(OrderHeader entity) {
    return new Key(entity.customer(), entity.order());
  }

  @Override
  public byte[] encodeKey(Key key) {
    byte[] encodedCustomer = KEY_CUSTOMER.encode(key.customer());
    byte[] row = new byte[KEY_CUSTOMER.encodedLength(encodedCustomer) + KEY_ORDER.length(key.order()) + RECORD_TYPE.length];
    int offset = 0;
    offset = KEY_CUSTOMER.writeEncoded(encodedCustomer, row, offset);
    offset = KEY_ORDER.write(key.order(), row, offset);
    // the record type code: it tells the rows of OrderHeader from the other record types of book:orders
    offset = MapperSupport.writeRecordType(RECORD_TYPE, row, offset);
    return row;
  }

  @Override
  public Key decodeKey(byte[] row) {
    MapperSupport.requireRecordType(row, 24, RECORD_TYPE, SCHEMA);
    MapperSupport.requireKeyLength(row, 25, /* exact= */ true, SCHEMA);
    return new Key(
        KEY_CUSTOMER.read(row, 0, 16),
        KEY_ORDER.read(row, 16, 24));
  }

  @Override
  public Put toPut(OrderHeader entity) {
    Put put = new Put(encodeKey(keyOf(entity)), true);
    String name = entity.name();
    if (name != null) {
      put.addColumn(FAMILY_D, QUALIFIER_NAME, MapperSupport.encode(CODEC_NAME, name, SCHEMA, "name"));
    }
    Instant placed = entity.placed();
    if (placed != null) {
      put.addColumn(FAMILY_D, QUALIFIER_PLACED, MapperSupport.encode(CODEC_PLACED, placed, SCHEMA, "placed"));
    }
    return put;
  }

  @Override
  public @Nullable OrderHeader fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
    String name = null;
    Instant placed = null;
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
          if (name == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_NAME)) {
            name = CODEC_NAME.decode(v, vOffset, vLength);
          } else if (placed == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_PLACED)) {
            placed = CODEC_PLACED.decode(v, vOffset, vLength);
          }
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    return new OrderHeader(
        key.customer(),
        key.order(),
        name,
        placed);
  }

  /**
   * The row-key components of {@link OrderHeader}, in key order.
   */
  public record Key(String customer, long order) {
  }
}
