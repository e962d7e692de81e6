package org.hbasemapper.mapreduce.migrate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellComparator;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.KeyValue;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.layout.LayoutText;
import org.hbasemapper.mapreduce.StoredLayouts;
import org.hbasemapper.mapreduce.StoredRow;
import org.hbasemapper.mapreduce.StoredRowException;
import org.hbasemapper.mapreduce.StoredRowReader;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.codec.BigDecimalValueCodec;
import org.junit.jupiter.api.Test;

/**
 * Rows written by the generated mappers of the old and the new purchase, read back through their
 * stored layouts with no class: every field as the class had it, and each kind of bad row named.
 * No cluster: a {@code Result} is made of the mapper's {@code Put}.
 */
class StoredRowReaderTest {
  static final TableName OLD = TableName.valueOf("migrate:purchase");
  static final Path BASELINE = Path.of("src/test/resources/migrate/migrate.purchase.layout");

  static EntityLayout oldLayout() throws Exception {
    return StoredLayouts.fromBaseline(BASELINE, OldPurchase.class.getName());
  }

  /** The layout the new purchase stores, as its baseline would hold it. */
  static EntityLayout newLayout() throws Exception {
    return LayoutText.parseEntity("""
        entity org.hbasemapper.mapreduce.migrate.NewPurchase
          key-prefix salt buckets=4 of=1
          key userId utf8 width=12
          key time int64 descending
          key productId utf8 variable
          family d versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
          family t versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
          cell d:price decimal field=price
          cell d:quantity int32 field=quantity
          cell d:status utf8 field=status
          dynamic t key=utf8 value=int32 field=tags
        """, "test");
  }

  static OldPurchase purchase(String user, String product) {
    return new OldPurchase(user, Instant.parse("2024-05-01T10:00:00.123Z"), product, new BigDecimal("-12.50"), -3,
        Status.PAID, LocalDate.of(1969, 12, 31), new UUID(-1L, 42L), -0.5, true, Map.of("gift", 1, "zz", -7));
  }

  static Result result(Put put) {
    List<Cell> cells = new ArrayList<>();
    put.getFamilyCellMap().values().forEach(cells::addAll);
    cells.sort(CellComparator.getInstance());
    return Result.create(cells);
  }

  static Result withCell(Put put, String qualifier, byte[] value) {
    List<Cell> cells = new ArrayList<>();
    put.getFamilyCellMap().values().forEach(cells::addAll);
    cells.removeIf(c -> CellUtil.matchingColumn(c, Bytes.toBytes("d"), Bytes.toBytes(qualifier)));
    cells.add(new KeyValue(put.getRow(), Bytes.toBytes("d"), Bytes.toBytes(qualifier), value));
    cells.sort(CellComparator.getInstance());
    return Result.create(cells);
  }

  @Test
  void everyFieldReadsAsTheOldClassStoredIt() throws Exception {
    StoredRowReader reader = StoredRowReader.of(OLD, oldLayout());
    // a 0x00 and a non-ASCII character in the descending, escaped last part; a user id shorter than its width
    OldPurchase stored = purchase("u1", "p\u0000\u00e8");

    StoredRow row = reader.read(result(OldPurchaseMapper.INSTANCE.toPut(stored)));

    assertThat(row.fields()).containsExactly("userId", "time", "productId", "gift", "orderId", "ordered", "price",
        "quantity", "rating", "status", "tags");
    assertThat(row.getString("userId")).isEqualTo("u1");
    assertThat(row.getInstant("time")).isEqualTo(stored.time());
    assertThat(row.getLong("time")).isEqualTo(stored.time().toEpochMilli());
    assertThat(row.getString("productId")).isEqualTo("p\u0000\u00e8");
    assertThat(row.getBigDecimal("price")).isEqualTo(new BigDecimal("-12.50"));
    assertThat(row.getInt("quantity")).isEqualTo(-3);
    assertThat(row.getLong("quantity")).as("an int widens").isEqualTo(-3L);
    assertThat(row.getEnum("status", Status.class)).isEqualTo(Status.PAID);
    assertThat(row.getString("status")).isEqualTo("PAID");
    assertThat(row.getLocalDate("ordered")).isEqualTo(LocalDate.of(1969, 12, 31));
    assertThat(row.getUuid("orderId")).isEqualTo(new UUID(-1L, 42L));
    assertThat(row.getDouble("rating")).isEqualTo(-0.5);
    assertThat(row.getBoolean("gift")).isTrue();
    assertThat(row.getMap("tags")).containsExactly(Map.entry("gift", 1), Map.entry("zz", -7));
    assertThat(row.getMap("tags", String.class, Integer.class)).isEqualTo(stored.tags());
    assertThat(row.getBytes("price")).isEqualTo(BigDecimalValueCodec.INSTANCE.encode(new BigDecimal("-12.50")));
    assertThat(row.getBytes("userId")).as("without its padding").isEqualTo(Bytes.toBytes("u1"));
    assertThat(row.getBytes("productId")).as("unescaped, not inverted").isEqualTo("p\u0000\u00e8".getBytes(
        java.nio.charset.StandardCharsets.UTF_8));
    assertThat(row.rowKey()).isEqualTo(OldPurchaseMapper.INSTANCE.rowKey(stored));
    assertThat(row.toString()).startsWith("StoredRow[OldPurchase 0x7531").doesNotContain("PAID");
  }

  @Test
  void absentCellsReadAsNull() throws Exception {
    StoredRowReader reader = StoredRowReader.of(OLD, oldLayout());
    OldPurchase sparse = new OldPurchase("u1", Instant.EPOCH, "p", null, 0, null, null, null, 0, false, Map.of());

    StoredRow row = reader.read(result(OldPurchaseMapper.INSTANCE.toPut(sparse)));

    assertThat(row.has("price")).isFalse();
    assertThat(row.getBigDecimal("price")).isNull();
    assertThat(row.getEnum("status", Status.class)).isNull();
    assertThat(row.getMap("tags")).isEmpty();
    assertThat(row.has("userId")).isTrue();
  }

  @Test
  void aSaltedKeyReadsAndItsSaltIsChecked() throws Exception {
    StoredRowReader reader = StoredRowReader.of(TableName.valueOf("migrate:purchase_v2"), newLayout());
    NewPurchase stored = new NewPurchase("user-twelve1", Instant.ofEpochMilli(-5), "p9", BigDecimal.ONE, 2, "NEW",
        null, null, 0, false, Map.of());
    Put put = NewPurchaseMapper.INSTANCE.toPut(stored);

    StoredRow row = reader.read(result(put));

    assertThat(row.getString("userId")).isEqualTo("user-twelve1");
    assertThat(row.getInstant("time")).isEqualTo(Instant.ofEpochMilli(-5));
    assertThat(row.getString("productId")).isEqualTo("p9");

    byte[] key = put.getRow().clone();
    key[0] = (byte) ((key[0] + 1) % 4);
    StoredRowException wrongSalt = catchThrowableOfType(StoredRowException.class,
        () -> reader.read(result(new Put(key).addColumn(Bytes.toBytes("d"), Bytes.toBytes("quantity"), Bytes.toBytes(1)))));
    assertThat(wrongSalt).hasMessageStartingWith("cannot read NewPurchase.salt (key prefix, stored as salt buckets=4 "
        + "of=1) from table migrate:purchase_v2, row " + RowBytes.hex(key) + ": salt ");
    assertThat(wrongSalt.field()).isEqualTo("salt");
  }

  @Test
  void rowsOfAnotherRecordTypeAreNotRowsOfTheEntity() throws Exception {
    StoredRowReader reader = StoredRowReader.of(OLD, oldLayout());
    OldRefund refund = new OldRefund("u1", Instant.EPOCH, BigDecimal.TEN);

    assertThat(reader.read(result(OldRefundMapper.INSTANCE.toPut(refund)))).isNull();
    assertThat(StoredRowReader.of(OLD, StoredLayouts.fromBaseline(BASELINE, "OldRefund"))
        .read(result(OldRefundMapper.INSTANCE.toPut(refund))).getBigDecimal("amount")).isEqualTo(BigDecimal.TEN);
  }

  @Test
  void aCellThatDoesNotReadNamesEntityFieldEncodingTableAndRow() throws Exception {
    StoredRowReader reader = StoredRowReader.of(OLD, oldLayout());
    Put put = OldPurchaseMapper.INSTANCE.toPut(purchase("u1", "p1"));
    String row = RowBytes.hex(put.getRow());

    StoredRowException shortInt = catchThrowableOfType(StoredRowException.class,
        () -> reader.read(withCell(put, "quantity", new byte[] {1, 2, 3})));
    assertThat(shortInt).hasMessage("cannot read OldPurchase.quantity (cell d:quantity, stored as int32) from table "
        + "migrate:purchase, row " + row + ": expected 4 bytes for int, found 3");
    assertThat(shortInt.field()).isEqualTo("quantity");
    assertThat(shortInt.encoding()).isEqualTo("int32");
    assertThat(shortInt.table()).isEqualTo("migrate:purchase");
    assertThat(shortInt.rowKeyHex()).isEqualTo(row);
    assertThat(shortInt.column()).isEqualTo("d:quantity");

    assertThatThrownBy(() -> reader.read(withCell(put, "status", Bytes.toBytes("LOST"))))
        .isInstanceOf(StoredRowException.class)
        .hasMessage("cannot read OldPurchase.status (cell d:status, stored as enum(NEW,PAID,SHIPPED)) from table "
            + "migrate:purchase, row " + row + ": the stored name is not one of the constants NEW, PAID, SHIPPED");
  }

  @Test
  void aKeyThatDoesNotReadNamesItsPart() throws Exception {
    StoredRowReader reader = StoredRowReader.of(OLD, oldLayout());
    byte[] cut = Bytes.add(Bytes.toBytes("u1\0\0\0\0\0\0P"), new byte[] {1, 2, 3});

    assertThatThrownBy(() -> reader.read(result(new Put(cut).addColumn(Bytes.toBytes("d"), Bytes.toBytes("price"),
        new byte[0])))).isInstanceOf(StoredRowException.class)
        .hasMessage("cannot read OldPurchase.time (key part, stored as int64 descending) from table migrate:purchase, row "
            + RowBytes.hex(cut) + ": the key has 12 bytes; the part needs bytes 9..17");
  }

  @Test
  void aGetterOfAnotherTypeSaysWhichToUse() throws Exception {
    StoredRow row = StoredRowReader.of(OLD, oldLayout()).read(result(OldPurchaseMapper.INSTANCE.toPut(
        purchase("u1", "p1"))));

    assertThatThrownBy(() -> row.getLong("productId")).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("getLong reads int64, int32, int16, int8; OldPurchase.productId is a key part stored as utf8 variable "
            + "descending: read it with getString");
    assertThatThrownBy(() -> row.getString("tags"))
        .hasMessageEndingWith("OldPurchase.tags is a dynamic family t stored as int32: read it with getMap");
    assertThatThrownBy(() -> row.getString("nick"))
        .hasMessage("the stored layout of OldPurchase in table migrate:purchase has no field 'nick'; it has userId, "
            + "time, productId, gift, orderId, ordered, price, quantity, rating, status, tags");
    enum Narrow { NEW }
    assertThatThrownBy(() -> row.getEnum("status", Narrow.class)).isInstanceOf(StoredRowException.class)
        .hasMessageEndingWith("as Narrow: the stored name is not one of its constants NEW");
  }

  @Test
  void aCodecsBytesAreGivenAsStored() throws Exception {
    String text = LayoutText.renderEntity(oldLayout()).replace("cell d:price decimal", "cell d:price codec(com.example.Money)");
    StoredRow row = StoredRowReader.of(OLD, LayoutText.parseEntity(text, "test"))
        .read(result(OldPurchaseMapper.INSTANCE.toPut(purchase("u1", "p1"))));

    assertThat(BigDecimalValueCodec.INSTANCE.decode(row.getBytes("price"))).isEqualTo(new BigDecimal("-12.50"));
    assertThatThrownBy(() -> row.getBigDecimal("price")).hasMessageEndingWith("read it with getBytes");
  }

  @Test
  void aLayoutNoRowCanHaveIsRefusedUpFront() throws Exception {
    String text = LayoutText.renderEntity(oldLayout()).replace("key time int64 descending", "key time decimal");
    assertThatThrownBy(() -> StoredRowReader.of(OLD, LayoutText.parseEntity(text, "test")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the stored layout of OldPurchase in table migrate:purchase stores time as decimal in a row key, "
            + "which this version of hbase-mapper cannot read (a newer layout, or edited by hand)");
  }

  @Test
  void aBaselineWithoutTheEntityNamesThoseItHas() {
    assertThatThrownBy(() -> StoredLayouts.fromBaseline(BASELINE, "Purchase"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the baseline " + BASELINE + " of table migrate:purchase has no entity Purchase; it has "
            + "org.hbasemapper.mapreduce.migrate.OldPurchase, org.hbasemapper.mapreduce.migrate.OldRefund: name one "
            + "of them by its class name");
  }
}
