package org.hbasemapper.it.recordtypes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.observe.OperationListener;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The atomic writes of a group: the rows under one parent put or deleted through HBase's
 * {@code MultiRowMutationEndpoint}, all of them or none, with the header's {@code @Version} or a
 * condition checked in the same call.
 */
@HBaseTest
class AtomicGroupTest {
  static final String ENDPOINT = "org.apache.hadoop.hbase.coprocessor.MultiRowMutationEndpoint";
  static Connection connection;
  static BasketRowDao baskets;
  static BasketDao headers;
  static BasketItemDao items;

  @BeforeAll
  static void create(Connection c) {
    connection = c;
    new SchemaManager(c).createIfMissing(BasketRowDao.GROUP.schema());
    baskets = new BasketRowDao(c);
    headers = new BasketDao(c);
    items = new BasketItemDao(c);
  }

  @Test
  void theTableOfAGroupIsCreatedWithTheCoprocessorAndDifferencesAreEmpty() throws Exception {
    assertThat(BasketRowDao.GROUP.schema().coprocessors()).containsExactly(ENDPOINT);
    try (Admin admin = connection.getAdmin()) {
      assertThat(admin.getDescriptor(TableName.valueOf("book:baskets")).hasCoprocessor(ENDPOINT)).isTrue();
    }
    assertThat(new SchemaManager(connection).differences(BasketRowDao.GROUP.schema())).isEmpty();
  }

  @Test
  void rowsUnderOneParentAreWrittenTogetherAndTheHeaderVersionIsBumped() {
    baskets.putAllAtomically(List.of(new Basket("ann", 1, "open", 0), new BasketItem("ann", 1, 1, "apple", 2),
        new BasketItem("ann", 1, 2, "pear", 1)));

    assertThat(baskets.query().shopper("ann").basket(1).list()).containsExactly(new Basket("ann", 1, "open", 1),
        new BasketItem("ann", 1, 1, "apple", 2), new BasketItem("ann", 1, 2, "pear", 1));
    assertThat(items.findBySku("pear").list()).containsExactly(new BasketItem("ann", 1, 2, "pear", 1));
  }

  @Test
  void aStaleHeaderVersionWritesNoRowAndLeavesTheIndexClean() {
    baskets.putAllAtomically(List.of(new Basket("bob", 1, "open", 0), new BasketItem("bob", 1, 1, "fig", 1)));

    // written from a copy read before the first write: the header is stale, so the new item is not written either
    assertThatThrownBy(() -> baskets.putAllAtomically(List.of(new Basket("bob", 1, "paid", 0),
        new BasketItem("bob", 1, 1, "fig", 5), new BasketItem("bob", 1, 2, "kiwi", 1))))
        .isInstanceOf(StaleEntityException.class)
        .hasMessageContaining("Basket")
        .hasMessageContaining("expected no stored row (version 0)");

    assertThat(baskets.query().shopper("bob").basket(1).list()).containsExactly(new Basket("bob", 1, "open", 1),
        new BasketItem("bob", 1, 1, "fig", 1));
    assertThat(items.findBySku("kiwi").list()).isEmpty();
    assertThat(new IndexAdmin(connection).verify(BasketItemMapper.INSTANCE, "sku", false, IndexAdmin.Progress.none())
        .consistent()).as("the refused write's index entries taken back").isTrue();

    baskets.putAllAtomically(List.of(new Basket("bob", 1, "paid", 1), new BasketItem("bob", 1, 2, "kiwi", 1)));
    assertThat(headers.get("bob", 1L)).contains(new Basket("bob", 1, "paid", 2));
    assertThat(items.findBySku("kiwi").list()).containsExactly(new BasketItem("bob", 1, 2, "kiwi", 1));
  }

  @Test
  void aConditionOnTheHeaderThatFailsWritesNoRow() {
    baskets.putAllAtomically(List.of(new Basket("cy", 1, "open", 0), new BasketItem("cy", 1, 1, "plum", 1)));
    List<BasketRow> checkout = List.of(new Basket("cy", 1, "paid", 1), new BasketItem("cy", 1, 1, "plum", 3),
        new BasketItem("cy", 1, 2, "lime", 1));

    assertThat(baskets.putAllAtomically(checkout, BasketQuery.STATUS.equalTo("paid"))).isFalse();
    assertThat(baskets.query().shopper("cy").basket(1).list()).containsExactly(new Basket("cy", 1, "open", 1),
        new BasketItem("cy", 1, 1, "plum", 1));
    assertThat(items.findBySku("lime").list()).isEmpty();
    assertThat(new IndexAdmin(connection).verify(BasketItemMapper.INSTANCE, "sku", false, IndexAdmin.Progress.none())
        .consistent()).isTrue();

    // items alone, under a header the call does not write: the condition is checked on the stored header
    assertThat(baskets.putAllAtomically(List.of(new BasketItem("cy", 1, 3, "date", 1)),
        BasketQuery.STATUS.equalTo("open"))).isTrue();
    assertThat(baskets.putAllAtomically(checkout, BasketQuery.STATUS.equalTo("open"))).isTrue();
    assertThat(baskets.query().shopper("cy").basket(1).list()).containsExactly(new Basket("cy", 1, "paid", 2),
        new BasketItem("cy", 1, 1, "plum", 3), new BasketItem("cy", 1, 2, "lime", 1),
        new BasketItem("cy", 1, 3, "date", 1));
  }

  @Test
  void rowsOfTwoParentsAnEmptyCallAndARepeatedRowAreRefusedBeforeAnyWrite() {
    assertThatThrownBy(() -> baskets.putAllAtomically(List.of(new BasketItem("dan", 1, 1, "nut", 1),
        new BasketItem("dan", 2, 1, "nut", 1))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("putAllAtomically: rows[0] and rows[1] are under different parents (0x64616e00000000008000000000000001"
            + " and 0x64616e00000000008000000000000002) of group BasketRow, table book:baskets; an atomic write takes "
            + "the rows of one parent, which one region holds: write each parent's rows in a call of its own");
    assertThatThrownBy(() -> baskets.putAllAtomically(List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("putAllAtomically: no rows (group BasketRow, table book:baskets); an atomic write takes one or "
            + "more rows of one parent");
    assertThatThrownBy(() -> baskets.putAllAtomically(List.of(new BasketItem("dan", 1, 1, "nut", 1),
        new BasketItem("dan", 1, 1, "nut", 2))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("putAllAtomically: rows[0] and rows[1] are the same row 0x");
    assertThat(baskets.query().shopper("dan").count()).isZero();
    assertThat(items.findBySku("nut").list()).isEmpty();
  }

  @Test
  void aDeleteOfOneParentRemovesEveryRowAndItsIndexEntriesAtOnce() {
    baskets.putAllAtomically(List.of(new Basket("eve", 1, "open", 0), new BasketItem("eve", 1, 1, "oat", 1),
        new BasketItem("eve", 1, 2, "rye", 1)));
    baskets.putAllAtomically(List.of(new Basket("eve", 2, "open", 0), new BasketItem("eve", 2, 1, "oat", 1)));

    assertThat(baskets.query().shopper("eve").basket(1).deleteAtomically()).isEqualTo(3);

    assertThat(baskets.query().shopper("eve").basket(1).count()).isZero();
    assertThat(baskets.query().shopper("eve").basket(2).count()).isEqualTo(2);
    assertThat(items.findBySku("rye").list()).isEmpty();
    assertThat(items.findBySku("oat").list()).containsExactly(new BasketItem("eve", 2, 1, "oat", 1));
    assertThat(new IndexAdmin(connection).verify(BasketItemMapper.INSTANCE, "sku", false, IndexAdmin.Progress.none())
        .consistent()).isTrue();
    assertThat(baskets.query().shopper("eve").basket(1).deleteAtomically()).isZero();

    assertThatThrownBy(() -> baskets.query().shopper("eve").deleteAtomically())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("deleteAtomically: the query does not fix each key component the record types share "
            + "[shopper, basket] to one value, so it may read the rows of several parents; an atomic delete takes "
            + "the rows of one parent (group BasketRow, table book:baskets)");
    assertThat(baskets.query().shopper("eve").count()).isEqualTo(2);
  }

  @Test
  void theAtomicWritesAreObservedAsOtherGroupOperations() {
    List<String> seen = new ArrayList<>();
    OperationListener listener = info -> {
      seen.add(info.entity() + "." + info.operation());
      return Operation.NONE;
    };
    BasketRowDao observed = new BasketRowDao(connection, MapperOptions.defaults().withListener(listener));
    observed.putAllAtomically(List.of(new Basket("fay", 1, "open", 0), new BasketItem("fay", 1, 1, "yam", 1)));
    observed.query().shopper("fay").basket(1).deleteAtomically();

    assertThat(seen).contains("BasketRow.putAllAtomically", "BasketRow.query.deleteAtomically");
  }

  @Test
  void aTableWithoutTheCoprocessorIsRefusedUntilEnsureAddsIt() throws Exception {
    MapperOptions options = MapperOptions.defaults().withNamespace("book", "atomic_bare");
    TableSchema schema = BasketRowDao.GROUP.schema().mapped(options);
    SchemaManager schemas = new SchemaManager(connection, options);
    schemas.createIfMissing(BasketRowDao.GROUP.schema());
    try (Admin admin = connection.getAdmin()) { // as a table created by hand, or before atomic writes existed
      admin.modifyTable(TableDescriptorBuilder.newBuilder(admin.getDescriptor(schema.tableName()))
          .removeCoprocessor(ENDPOINT).build());
    }
    BasketRowDao bare = new BasketRowDao(connection, options);
    List<BasketRow> rows = List.of(new Basket("gus", 1, "open", 0), new BasketItem("gus", 1, 1, "egg", 1));

    String refused = "table atomic_bare:baskets does not load the coprocessor " + ENDPOINT + ", which applies the rows "
        + "of one parent atomically; add it with SchemaManager.ensure(BasketRowDao.GROUP.schema()) (nothing was "
        + "written)";
    assertThatThrownBy(() -> bare.putAllAtomically(rows))
        .isInstanceOf(IllegalStateException.class).hasMessage("putAllAtomically: " + refused);
    assertThatThrownBy(() -> bare.query().shopper("gus").basket(1).deleteAtomically())
        .isInstanceOf(IllegalStateException.class).hasMessage("deleteAtomically: " + refused);
    assertThat(bare.query().shopper("gus").count()).isZero();
    assertThat(new IndexAdmin(connection, options).verify(BasketItemMapper.INSTANCE, "sku", false,
        IndexAdmin.Progress.none()).consistent()).isTrue();
    assertThat(schemas.differences(BasketRowDao.GROUP.schema())).containsExactly("coprocessor " + ENDPOINT
        + " is not loaded (atomic writes of the rows of one parent need it)");

    assertThat(schemas.ensure(BasketRowDao.GROUP.schema())).containsExactly("added coprocessor " + ENDPOINT);
    assertThat(schemas.differences(BasketRowDao.GROUP.schema())).isEmpty();
    bare.putAllAtomically(rows); // the same DAO: a table found without it is read again
    assertThat(bare.query().shopper("gus").count()).isEqualTo(2);
  }
}
