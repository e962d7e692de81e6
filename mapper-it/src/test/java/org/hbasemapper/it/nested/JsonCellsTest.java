package org.hbasemapper.it.nested;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** mapper-jackson's {@code JsonCodec} through {@code @Convert}, on the mini cluster. */
@HBaseTest
class JsonCellsTest {
  static Connection connection;
  static WishlistDao wishlists;

  @BeforeAll
  static void create(Connection c) throws IOException {
    connection = c;
    new SchemaManager(c).createIfMissing(WishlistMapper.INSTANCE.schema());
    wishlists = new WishlistDao(c);
  }

  @Test
  void valuesStoredAsJsonRoundTripAndCompareByValue() {
    Wishlist w = new Wishlist(1, new Wishlist.Prefs("dark", Map.of("b", 2, "a", 1)),
        List.of(new Address("1 rue A", "Paris", 75001, new Geo(1, 2)), new Address(null, null, 0, null)));
    wishlists.put(w);
    assertThat(wishlists.get(1)).contains(w);
    assertThat(wishlists.query().idBetween(0L, 10L).where(WishlistQuery.PREFS.equalTo(
        new Wishlist.Prefs("dark", Map.of("a", 1, "b", 2)))).list()).containsExactly(w);
  }

  @Test
  void aCellThatIsNoJsonOfTheTypeIsAMappingException() throws IOException {
    wishlists.put(new Wishlist(2, null, List.of()));
    try (Table table = connection.getTable(WishlistMapper.INSTANCE.schema().tableName())) {
      table.put(new Put(WishlistMapper.INSTANCE.encodeKey(new WishlistMapper.Key(2)))
          .addColumn(Bytes.toBytes("d"), Bytes.toBytes("prefs"), Bytes.toBytes("{\"theme\":")));
    }
    assertThatThrownBy(() -> wishlists.get(2)).isInstanceOf(MappingException.class)
        .hasMessageStartingWith("cannot read Wishlist.prefs from table nested:wishlist, row 0x8000000000000002, "
            + "column d:prefs: not JSON of org.hbasemapper.it.nested.Wishlist$Prefs: ");
  }
}
