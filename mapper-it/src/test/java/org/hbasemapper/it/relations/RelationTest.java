package org.hbasemapper.it.relations;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.RelationRepair;
import org.hbasemapper.runtime.RelationRow;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The seeds' shop/item design end to end: {@code item:<item_id> = type} in the shop row and
 * {@code shop:<shop_id> = type} in the item row, kept in step by every write, navigable both ways,
 * and repaired after a half-written relation.
 */
@HBaseTest
class RelationTest {
  static ShopDao shops;
  static ItemDao items;
  static Connection connection;

  @BeforeAll
  static void create(Connection c) {
    SchemaManager schemas = new SchemaManager(c);
    schemas.createIfMissing(ShopMapper.INSTANCE.schema());
    schemas.createIfMissing(ItemMapper.INSTANCE.schema());
    shops = new ShopDao(c);
    items = new ItemDao(c);
    connection = c;
  }

  static Item item(long id) {
    return new Item(id, "item" + id, new BigDecimal("9.99"), "details", "Item " + id, Map.of());
  }

  static Map<Long, String> rawFamily(String table, long id, String family) throws Exception {
    try (Table t = connection.getTable(org.apache.hadoop.hbase.TableName.valueOf("rel", table))) {
      Result r = t.get(new Get(Bytes.toBytes(id ^ Long.MIN_VALUE)).addFamily(Bytes.toBytes(family)));
      Map<Long, String> out = new TreeMap<>();
      if (!r.isEmpty()) {
        r.getFamilyMap(Bytes.toBytes(family)).forEach((q, v) -> out.put(Bytes.toLong(q) ^ Long.MIN_VALUE, Bytes.toString(v)));
      }
      return out;
    }
  }

  @Test
  void puttingAShopWritesTheInverseIntoItsItemsAsTheSeedsLayItOut() throws Exception {
    items.putAll(java.util.List.of(item(10), item(11)));
    shops.put(new Shop(1, "north", "Hangzhou", LocalDate.of(2020, 1, 2), Map.of(10L, "featured", 11L, "normal")));
    assertThat(rawFamily("shop", 1, "item")).isEqualTo(Map.of(10L, "featured", 11L, "normal"));
    assertThat(rawFamily("item", 10, "shop")).isEqualTo(Map.of(1L, "featured"));
    assertThat(rawFamily("item", 11, "shop")).isEqualTo(Map.of(1L, "normal"));
    assertThat(items.get(10L).orElseThrow().shops()).isEqualTo(Map.of(1L, "featured"));
    assertThat(items.get(10L).orElseThrow().name()).isEqualTo("item10"); // the inverse write touched only shop:*
  }

  @Test
  void relationRowWritesKeepBothSidesInStep() throws Exception {
    items.put(item(20));
    shops.put(new Shop(2, "south", null, null, Map.of()));
    RelationRow<Long, String, Item> rel = shops.items(2L);
    rel.put(20L, "new");
    assertThat(rawFamily("item", 20, "shop")).containsEntry(2L, "new");
    rel.putAll(Map.of(21L, "a", 22L, "b"));
    assertThat(rawFamily("item", 22, "shop")).containsEntry(2L, "b");
    rel.remove(20L);
    assertThat(rawFamily("item", 20, "shop")).doesNotContainKey(2L);
    assertThat(rel.between(21L, 22L).count()).isEqualTo(1);
    rel.between(21L, 22L).remove(21L); // a narrowed view still keeps the inverse
    assertThat(rawFamily("item", 21, "shop")).doesNotContainKey(2L);
    // and from the other side
    items.shops(22L).put(3L, "via item");
    assertThat(rawFamily("shop", 3, "item")).containsEntry(22L, "via item");
  }

  @Test
  void replaceAndDeleteRemoveTheInverseOfDroppedEntries() throws Exception {
    shops.put(new Shop(4, "east", null, null, Map.of(40L, "x", 41L, "y")));
    shops.replace(new Shop(4, "east", null, null, Map.of(41L, "y2", 42L, "z")));
    assertThat(rawFamily("item", 40, "shop")).doesNotContainKey(4L);
    assertThat(rawFamily("item", 41, "shop")).containsEntry(4L, "y2");
    assertThat(rawFamily("item", 42, "shop")).containsEntry(4L, "z");
    shops.delete(4L);
    assertThat(rawFamily("item", 41, "shop")).doesNotContainKey(4L);
    assertThat(rawFamily("item", 42, "shop")).doesNotContainKey(4L);
  }

  @Test
  void loadStreamsTheTargetEntitiesInKeyOrderLeavingOutMissingRows() {
    items.putAll(java.util.List.of(item(53), item(51), item(52)));
    shops.put(new Shop(5, "west", null, null, Map.of(53L, "c", 51L, "a", 52L, "b", 59L, "gone")));
    items.delete(59L); // removes 59's row; the shop's entry stays (the shop side is the truth)
    try (Stream<Item> loaded = shops.items(5L).load()) {
      assertThat(loaded.map(Item::id).toList()).containsExactly(51L, 52L, 53L);
    }
  }

  @Test
  void repairCompletesAHalfWrittenRelationAndDropsOrphans() throws Exception {
    shops.put(new Shop(6, "repair", null, null, Map.of(60L, "ok")));
    try (Table shop = connection.getTable(ShopMapper.INSTANCE.schema().tableName());
        Table item = connection.getTable(ItemMapper.INSTANCE.schema().tableName())) {
      // a shop write whose inverse never happened, and an inverse whose shop entry is gone
      shop.put(new Put(Bytes.toBytes(6L ^ Long.MIN_VALUE))
          .addColumn(Bytes.toBytes("item"), Bytes.toBytes(61L ^ Long.MIN_VALUE), Bytes.toBytes("half")));
      item.put(new Put(Bytes.toBytes(62L ^ Long.MIN_VALUE))
          .addColumn(Bytes.toBytes("shop"), Bytes.toBytes(6L ^ Long.MIN_VALUE), Bytes.toBytes("orphan")));
      // and an inverse with a stale value
      item.put(new Put(Bytes.toBytes(60L ^ Long.MIN_VALUE))
          .addColumn(Bytes.toBytes("shop"), Bytes.toBytes(6L ^ Long.MIN_VALUE), Bytes.toBytes("stale")));
      shop.delete(new Delete(Bytes.toBytes(999L ^ Long.MIN_VALUE)));
    }
    RelationRepair.Report report = RelationRepair.repair(connection, ShopDao.ITEMS);
    assertThat(report.inverseWritten()).as(report.toString()).isGreaterThanOrEqualTo(2);
    assertThat(report.inverseDeleted()).as(report.toString()).isGreaterThanOrEqualTo(1);
    assertThat(rawFamily("item", 61, "shop")).containsEntry(6L, "half");
    assertThat(rawFamily("item", 60, "shop")).containsEntry(6L, "ok");
    assertThat(rawFamily("item", 62, "shop")).doesNotContainKey(6L);

    RelationRepair.Report again = RelationRepair.repair(connection, ShopDao.ITEMS);
    assertThat(again.inverseWritten()).isZero();
    assertThat(again.inverseDeleted()).isZero();
    assertThat(again.ownerEntries()).isEqualTo(report.ownerEntries());
  }
}
