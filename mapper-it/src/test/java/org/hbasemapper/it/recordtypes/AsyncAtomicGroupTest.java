package org.hbasemapper.it.recordtypes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The asynchronous group DAO ({@code BasketRowAsyncDao}): its query stages ending in futures and a
 * publisher, its {@code putAll} and delete, and the atomic writes of {@link AtomicGroupTest} through
 * {@code AsyncTable.coprocessorService}: what the blocking form throws fails the future with the same
 * exception, before anything is written. Each test uses shoppers of its own.
 */
@HBaseTest
class AsyncAtomicGroupTest {
  static Connection connection;
  static BasketRowDao blocking;
  static BasketRowAsyncDao baskets;
  static BasketItemDao items;

  @BeforeAll
  static void create(Connection c, AsyncConnection async) {
    connection = c;
    new SchemaManager(c).createIfMissing(BasketRowDao.GROUP.schema());
    blocking = new BasketRowDao(c);
    baskets = new BasketRowAsyncDao(async);
    items = new BasketItemDao(c);
  }

  @Test
  void rowsUnderOneParentAreWrittenTogetherAndReadBackAsListPublisherAndCount() throws Exception {
    join(baskets.putAllAtomically(List.of(new Basket("aann", 1, "open", 0), new BasketItem("aann", 1, 1, "aapple", 2),
        new BasketItem("aann", 1, 2, "apear", 1))));

    List<BasketRow> expected = List.of(new Basket("aann", 1, "open", 1), new BasketItem("aann", 1, 1, "aapple", 2),
        new BasketItem("aann", 1, 2, "apear", 1));
    assertThat(join(baskets.query().shopper("aann").basket(1).list())).isEqualTo(expected);
    assertThat(collect(baskets.query().shopper("aann").publisher())).isEqualTo(expected);
    assertThat(join(baskets.query().shopper("aann").count())).isEqualTo(3);
    assertThat(blocking.query().shopper("aann").basket(1).list()).isEqualTo(expected);
    assertThat(items.findBySku("apear").list()).containsExactly(new BasketItem("aann", 1, 2, "apear", 1));
  }

  @Test
  void aStaleHeaderVersionFailsTheFutureAndWritesNoRow() {
    join(baskets.putAllAtomically(List.of(new Basket("abob", 1, "open", 0), new BasketItem("abob", 1, 1, "afig", 1))));

    CompletableFuture<Void> stale = baskets.putAllAtomically(List.of(new Basket("abob", 1, "paid", 0),
        new BasketItem("abob", 1, 1, "afig", 5), new BasketItem("abob", 1, 2, "akiwi", 1)));
    assertThatThrownBy(stale::join).isInstanceOf(CompletionException.class)
        .cause().isInstanceOf(StaleEntityException.class)
        .hasMessageContaining("Basket")
        .hasMessageContaining("expected no stored row (version 0)");

    assertThat(join(baskets.query().shopper("abob").basket(1).list())).containsExactly(
        new Basket("abob", 1, "open", 1), new BasketItem("abob", 1, 1, "afig", 1));
    assertThat(items.findBySku("akiwi").list()).isEmpty();
    assertThat(new IndexAdmin(connection).verify(BasketItemMapper.INSTANCE, "sku", false, IndexAdmin.Progress.none())
        .consistent()).as("the refused write's index entries taken back").isTrue();
  }

  @Test
  void aConditionOnTheHeaderIsCheckedInTheSameCall() {
    join(baskets.putAllAtomically(List.of(new Basket("acy", 1, "open", 0), new BasketItem("acy", 1, 1, "aplum", 1))));
    List<BasketRow> checkout = List.of(new Basket("acy", 1, "paid", 1), new BasketItem("acy", 1, 1, "aplum", 3),
        new BasketItem("acy", 1, 2, "alime", 1));

    assertThat(join(baskets.putAllAtomically(checkout, BasketQuery.STATUS.equalTo("paid")))).isFalse();
    assertThat(join(baskets.query().shopper("acy").basket(1).list())).containsExactly(
        new Basket("acy", 1, "open", 1), new BasketItem("acy", 1, 1, "aplum", 1));
    assertThat(items.findBySku("alime").list()).isEmpty();

    assertThat(join(baskets.putAllAtomically(checkout, BasketQuery.STATUS.equalTo("open")))).isTrue();
    assertThat(join(baskets.query().shopper("acy").basket(1).list())).containsExactly(
        new Basket("acy", 1, "paid", 2), new BasketItem("acy", 1, 1, "aplum", 3),
        new BasketItem("acy", 1, 2, "alime", 1));
  }

  @Test
  void badCallsFailTheFutureWithTheBlockingFormsMessageBeforeAnyWrite() {
    CompletableFuture<Void> twoParents = baskets.putAllAtomically(List.of(new BasketItem("adan", 1, 1, "anut", 1),
        new BasketItem("adan", 2, 1, "anut", 1)));
    assertThatThrownBy(twoParents::join).cause().isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("putAllAtomically: rows[0] and rows[1] are under different parents (0x");
    assertThatThrownBy(() -> baskets.putAllAtomically(List.of()).join()).cause()
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("putAllAtomically: no rows (group BasketRow, table book:baskets); an atomic write takes one or "
            + "more rows of one parent");
    assertThatThrownBy(() -> baskets.query().shopper("adan").deleteAtomically().join()).cause()
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("deleteAtomically: the query does not fix each key component the record types share "
            + "[shopper, basket] to one value, so it may read the rows of several parents; an atomic delete takes "
            + "the rows of one parent (group BasketRow, table book:baskets)");
    assertThat(join(baskets.query().shopper("adan").count())).isZero();
    assertThat(items.findBySku("anut").list()).isEmpty();
  }

  @Test
  void anAtomicDeleteOfOneParentRemovesEveryRowAndItsIndexEntries() {
    join(baskets.putAllAtomically(List.of(new Basket("aeve", 1, "open", 0), new BasketItem("aeve", 1, 1, "aoat", 1),
        new BasketItem("aeve", 1, 2, "arye", 1))));
    join(baskets.putAllAtomically(List.of(new Basket("aeve", 2, "open", 0), new BasketItem("aeve", 2, 1, "aoat", 1))));

    assertThat(join(baskets.query().shopper("aeve").basket(1).deleteAtomically())).isEqualTo(3);

    assertThat(join(baskets.query().shopper("aeve").basket(1).count())).isZero();
    assertThat(join(baskets.query().shopper("aeve").basket(2).count())).isEqualTo(2);
    assertThat(items.findBySku("arye").list()).isEmpty();
    assertThat(items.findBySku("aoat").list()).containsExactly(new BasketItem("aeve", 2, 1, "aoat", 1));
    assertThat(new IndexAdmin(connection).verify(BasketItemMapper.INSTANCE, "sku", false, IndexAdmin.Progress.none())
        .consistent()).isTrue();
    assertThat(join(baskets.query().shopper("aeve").basket(1).deleteAtomically())).isZero();
  }

  @Test
  void putAllAndTheNonAtomicDeleteGoThroughTheMembersDaos() {
    List<BasketRow> rows = new ArrayList<>();
    for (int b = 1; b <= 3; b++) {
      rows.add(new Basket("afay", b, "open", 0));
      for (int line = 1; line <= 4; line++) {
        rows.add(new BasketItem("afay", b, line, "asku" + b + line, line));
      }
    }
    join(baskets.putAll(rows));
    assertThat(join(baskets.query().shopper("afay").count())).isEqualTo(15);
    assertThat(items.findBySku("asku23").list()).containsExactly(new BasketItem("afay", 2, 3, "asku23", 3));

    // headers in one batch call, the indexed items through their DAO's delete, which removes their entries
    assertThat(join(baskets.query().shopper("afay").basketFrom(2).delete())).isEqualTo(10);
    assertThat(join(baskets.query().shopper("afay").list())).hasSize(5).allSatisfy(row -> assertThat(
        row instanceof Basket h ? h.basket() : ((BasketItem) row).basket()).isEqualTo(1));
    assertThat(items.findBySku("asku23").list()).isEmpty();
    assertThat(new IndexAdmin(connection).verify(BasketItemMapper.INSTANCE, "sku", false, IndexAdmin.Progress.none())
        .consistent()).isTrue();
  }

  @Test
  void aTableWithoutTheCoprocessorFailsTheFutureUntilEnsureAddsIt(AsyncConnection async) throws Exception {
    MapperOptions options = MapperOptions.defaults().withNamespace("book", "atomic_bare_async");
    TableSchema schema = BasketRowDao.GROUP.schema().mapped(options);
    SchemaManager schemas = new SchemaManager(connection, options);
    schemas.createIfMissing(BasketRowDao.GROUP.schema());
    try (Admin admin = connection.getAdmin()) {
      admin.modifyTable(TableDescriptorBuilder.newBuilder(admin.getDescriptor(schema.tableName()))
          .removeCoprocessor(AtomicGroupTest.ENDPOINT).build());
    }
    BasketRowAsyncDao bare = new BasketRowAsyncDao(async, options);
    List<BasketRow> rows = List.of(new Basket("agus", 1, "open", 0), new BasketItem("agus", 1, 1, "aegg", 1));

    assertThatThrownBy(() -> bare.putAllAtomically(rows).join()).cause().isInstanceOf(IllegalStateException.class)
        .hasMessage("putAllAtomically: table atomic_bare_async:baskets does not load the coprocessor "
            + AtomicGroupTest.ENDPOINT + ", which applies the rows of one parent atomically; add it with "
            + "SchemaManager.ensure(BasketRowDao.GROUP.schema()) (nothing was written)");
    assertThat(join(bare.query().shopper("agus").count())).isZero();

    schemas.ensure(BasketRowDao.GROUP.schema());
    join(bare.putAllAtomically(rows)); // the same DAO: a table found without it is read again
    assertThat(join(bare.query().shopper("agus").count())).isEqualTo(2);
  }

  /**
   * Seeded random atomic and plain writes and deletes of baskets, through the asynchronous and the
   * blocking group DAO in turn, against a map of what each basket holds: after every step both DAOs
   * read exactly the model's rows, in key order, and refused writes change nothing.
   */
  @Test
  void randomAtomicWritesAndDeletesThroughBothDaosMatchAModel() {
    Random random = new Random(20261127L);
    Map<String, TreeMap<Integer, BasketRow>> model = new TreeMap<>(); // basket -> line (0: header) -> row
    for (int step = 0; step < 120; step++) {
      String shopper = "adz" + random.nextInt(2);
      int basket = 1 + random.nextInt(3);
      String parent = shopper + "/" + basket;
      TreeMap<Integer, BasketRow> stored = model.computeIfAbsent(parent, k -> new TreeMap<>());
      boolean async = random.nextBoolean();
      Basket header = (Basket) stored.get(0);
      long version = header == null ? 0 : header.version();
      int op = random.nextInt(6);
      if (op <= 1) { // an atomic write of a header (at its version) and some lines
        List<BasketRow> rows = new ArrayList<>();
        String status = random.nextBoolean() ? "open" : "paid";
        rows.add(new Basket(shopper, basket, status, version));
        lines(random, shopper, basket, rows);
        write(async, rows, null, null);
        rows.forEach(r -> stored.put(line(r), r instanceof Basket b ? new Basket(shopper, basket, status, version + 1) : r));
      } else if (op == 2) { // lines alone, only if the header's status is open
        List<BasketRow> rows = new ArrayList<>();
        lines(random, shopper, basket, rows);
        boolean holds = header != null && header.status().equals("open");
        assertThat(write(async, rows, BasketQuery.STATUS.equalTo("open"), null)).as("step %d", step).isEqualTo(holds);
        if (holds) {
          rows.forEach(r -> stored.put(line(r), r));
        }
      } else if (op == 3 && header != null) { // a stale header: refused, nothing written
        List<BasketRow> rows = new ArrayList<>(List.of(new Basket(shopper, basket, "stale", version + 7)));
        lines(random, shopper, basket, rows);
        write(async, rows, null, StaleEntityException.class);
      } else if (op == 4) {
        long deleted = async ? join(baskets.query().shopper(shopper).basket(basket).deleteAtomically())
            : blocking.query().shopper(shopper).basket(basket).deleteAtomically();
        assertThat(deleted).as("step %d", step).isEqualTo(stored.size());
        stored.clear();
      } else if (op == 5) {
        long deleted = async ? join(baskets.query().shopper(shopper).basket(basket).delete())
            : blocking.query().shopper(shopper).basket(basket).delete();
        assertThat(deleted).as("step %d", step).isEqualTo(stored.size());
        stored.clear();
      }
      List<BasketRow> expected = new ArrayList<>(stored.values());
      assertThat(blocking.query().shopper(shopper).basket(basket).list()).as("step %d, blocking", step)
          .isEqualTo(expected);
      assertThat(join(baskets.query().shopper(shopper).basket(basket).list())).as("step %d, async", step)
          .isEqualTo(expected);
    }
    assertThat(new IndexAdmin(connection).verify(BasketItemMapper.INSTANCE, "sku", false, IndexAdmin.Progress.none())
        .consistent()).isTrue();
  }

  /** Adds one to three lines of 1..5 (distinct) to {@code rows}. */
  private static void lines(Random random, String shopper, int basket, List<BasketRow> rows) {
    List<Integer> taken = new ArrayList<>();
    for (int i = 1 + random.nextInt(3); i > 0; i--) {
      int line = 1 + random.nextInt(5);
      if (!taken.contains(line)) {
        taken.add(line);
        rows.add(new BasketItem(shopper, basket, line, "adz-sku" + random.nextInt(4), random.nextInt(9)));
      }
    }
  }

  /** The row's place in the model: 0 for the header, else its line. */
  private static int line(BasketRow row) {
    return row instanceof BasketItem i ? i.line() : 0;
  }

  /** An atomic write through one DAO: with a condition, whether it applied; a refusal of type {@code fails} asserted. */
  private static boolean write(boolean async, List<BasketRow> rows, org.hbasemapper.runtime.filter.Condition<Basket> on,
      Class<? extends Throwable> fails) {
    if (fails != null) {
      if (async) {
        assertThatThrownBy(() -> baskets.putAllAtomically(rows).join()).cause().isInstanceOf(fails);
      } else {
        assertThatThrownBy(() -> blocking.putAllAtomically(rows)).isInstanceOf(fails);
      }
      return false;
    }
    if (on != null) {
      return async ? join(baskets.putAllAtomically(rows, on)) : blocking.putAllAtomically(rows, on);
    }
    if (async) {
      join(baskets.putAllAtomically(rows));
    } else {
      blocking.putAllAtomically(rows);
    }
    return true;
  }

  private static <T> T join(CompletableFuture<T> future) {
    try {
      return future.get(60, TimeUnit.SECONDS);
    } catch (java.util.concurrent.ExecutionException e) {
      throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  private static <T> List<T> collect(Flow.Publisher<T> publisher) throws Exception {
    CompletableFuture<List<T>> done = new CompletableFuture<>();
    publisher.subscribe(new Flow.Subscriber<>() {
      final List<T> items = new ArrayList<>();

      @Override
      public void onSubscribe(Flow.Subscription s) {
        s.request(Long.MAX_VALUE);
      }

      @Override
      public void onNext(T item) {
        items.add(item);
      }

      @Override
      public void onError(Throwable t) {
        done.completeExceptionally(t);
      }

      @Override
      public void onComplete() {
        done.complete(items);
      }
    });
    return done.get(60, TimeUnit.SECONDS);
  }
}
