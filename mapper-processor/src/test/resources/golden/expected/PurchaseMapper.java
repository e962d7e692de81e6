package golden;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.annotations.Compression;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.BigDecimalValueCodec;
import org.hbasemapper.runtime.codec.InstantKeyCodec;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.LongValueCodec;
import org.hbasemapper.runtime.codec.StringKeyCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Maps {@link Purchase} to table {@code shop:purchase}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code Purchase}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class PurchaseMapper implements EntityMapper<Purchase, PurchaseMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final PurchaseMapper INSTANCE = new PurchaseMapper();

  private static final String TABLE = "shop:purchase";

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_PRICE = "price".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_QUANTITY = "quantity".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_VIEWS = "v".getBytes(StandardCharsets.UTF_8);

  static final KeyComponent<String> KEY_USER_ID = new KeyComponent<>(TABLE, "Purchase", "userId", StringKeyCodec.INSTANCE, /* width= */ 8, /* descending= */ false);

  static final KeyComponent<Instant> KEY_TIME = new KeyComponent<>(TABLE, "Purchase", "time", InstantKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ true);

  static final KeyComponent<String> KEY_PRODUCT_ID = new KeyComponent<>(TABLE, "Purchase", "productId", StringKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  private static final ValueCodec<BigDecimal> CODEC_PRICE = BigDecimalValueCodec.INSTANCE;

  /**
   * The stored layout of {@link Purchase}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity golden.Purchase
        key userId utf8 width=8
        key time int64 descending
        key productId utf8 variable
        family d versions=1 min-versions=0 ttl=2147483647 compression=SNAPPY bloom=ROW block-size=65536 block-cache=true in-memory=false
        cell d:price decimal field=price
        cell d:quantity int32 field=quantity
        cell d:v int64 field=views role=counter
        timestamp field=written
        presence d:quantity column
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("shop", "purchase", "Purchase")
      .family(FamilySchema.of("d").compression(Compression.SNAPPY))
      .keyPart("userId", "String", /* width= */ 8, /* descending= */ false)
      .keyPart("time", "Instant", /* width= */ 8, /* descending= */ true)
      .keyPart("productId", "String", /* width= */ 0, /* descending= */ false)
      .column("d", "price", "price", "BigDecimal")
      .column("d", "quantity", "quantity", "int")
      .counter("d", "v", "views")
      .presence("d", "quantity")
      .layout(LAYOUT)
      .build();

  private PurchaseMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(Purchase entity) {
    return new Key(entity.userId(), entity.time(), entity.productId());
  }

  @Override
  public byte[] encodeKey(Key key) {
    byte[] encodedUserId = KEY_USER_ID.encode(key.userId());
    byte[] encodedProductId = KEY_PRODUCT_ID.encode(key.productId());
    byte[] row = new byte[KEY_USER_ID.encodedLength(encodedUserId) + KEY_TIME.length(key.time()) + KEY_PRODUCT_ID.encodedLength(encodedProductId)];
    int offset = 0;
    offset = KEY_USER_ID.writeEncoded(encodedUserId, row, offset);
    offset = KEY_TIME.write(key.time(), row, offset);
    offset = KEY_PRODUCT_ID.writeEncoded(encodedProductId, row, offset);
    return row;
  }

  @Override
  public Key decodeKey(byte[] row) {
    MapperSupport.requireKeyLength(row, 16, /* exact= */ false, SCHEMA);
    return new Key(
        KEY_USER_ID.read(row, 0, 8),
        KEY_TIME.read(row, 8, 16),
        KEY_PRODUCT_ID.read(row, 16, row.length));
  }

  @Override
  public Put toPut(Purchase entity) {
    Put put = new Put(encodeKey(keyOf(entity)), MapperSupport.timestamp(entity.written(), SCHEMA, "written"), true);
    BigDecimal price = entity.price();
    if (price != null) {
      put.addColumn(FAMILY_D, QUALIFIER_PRICE, MapperSupport.encode(CODEC_PRICE, price, SCHEMA, "price"));
    }
    put.addColumn(FAMILY_D, QUALIFIER_QUANTITY, IntValueCodec.encodeInt(entity.quantity()));
    return put;
  }

  @Override
  public @Nullable Purchase fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
    BigDecimal price = null;
    int quantity = 0;
    boolean hasQuantity = false;
    long views = 0L;
    boolean hasViews = false;
    long timestamp = 0L;
    Cell[] cells = result.rawCells();
    Cell cell = null;
    // one pass over the cells, sorted by family then qualifier; the first version of a column is the newest
    try {
      for (int i = 0; i < cells.length; i++) {
        cell = cells[i];
        timestamp = Math.max(timestamp, cell.getTimestamp());
        byte[] q = cell.getQualifierArray();
        int qOffset = cell.getQualifierOffset();
        int qLength = cell.getQualifierLength();
        byte[] v = cell.getValueArray();
        int vOffset = cell.getValueOffset();
        int vLength = cell.getValueLength();
        if (MapperSupport.isFamily(cell, FAMILY_D)) {
          if (price == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_PRICE)) {
            price = CODEC_PRICE.decode(v, vOffset, vLength);
          } else if (!hasQuantity && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_QUANTITY)) {
            quantity = IntValueCodec.decodeInt(v, vOffset, vLength);
            hasQuantity = true;
          } else if (!hasViews && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_VIEWS)) {
            views = LongValueCodec.decodeLong(v, vOffset, vLength);
            hasViews = true;
          }
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    return new Purchase(
        key.userId(),
        key.time(),
        key.productId(),
        price,
        quantity,
        views,
        Instant.ofEpochMilli(timestamp),
        null);
  }

  /**
   * The row-key components of {@link Purchase}, in key order.
   */
  public record Key(String userId, Instant time, String productId) {
  }
}
