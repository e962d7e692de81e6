package org.hbasemapper.it.relations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.runtime.AsyncRelationRow;
import org.hbasemapper.runtime.AsyncWideRow;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.RelationRow;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A shop's items as an asynchronous relation row: single entries as futures with the inverse kept in
 * step, entries published with backpressure, counted and paged with the blocking row's tokens, and
 * the target items loaded as a publisher.
 */
@HBaseTest
class AsyncRelationRowTest {
  static final long SHOP = 88_001L;
  static final int ITEMS = 250;
  static ShopDao shops;
  static ItemDao items;
  static AsyncConnection async;
  static ExecutorService executor;

  @BeforeAll
  static void load(Connection c) throws Exception {
    RelationTest.create(c);
    shops = RelationTest.shops;
    items = RelationTest.items;
    shops.put(new Shop(SHOP, "async shop", "somewhere", LocalDate.of(2024, 1, 1), Map.of()));
    Map<Long, String> entries = new TreeMap<>();
    for (long i = 0; i < ITEMS; i++) {
      items.put(new Item(880_000 + i, "item" + i, null, null, "Item " + i, Map.of()));
      entries.put(880_000 + i, i % 2 == 0 ? "featured" : "plain");
    }
    shops.items(SHOP).putAll(entries);
    async = ConnectionFactory.createAsyncConnection(c.getConfiguration()).get();
    executor = Executors.newSingleThreadExecutor(r -> new Thread(r, "async-row-test"));
  }

  @AfterAll
  static void close() throws Exception {
    executor.shutdown();
    async.close();
  }

  static AsyncRelationRow<Long, String, Item> asyncItems(long shop) {
    return AsyncRelationRow.of(async, executor, ShopMapper.INSTANCE.schema(), "items", "item",
        ShopMapper.INSTANCE.encodeKey(new ShopMapper.Key(shop)), ShopMapper.KEYS_ITEMS, ShopMapper.VALUES_ITEMS,
        ShopDao.ITEMS, ItemMapper.INSTANCE);
  }

  @Test
  void singleEntriesAreFuturesAndKeepTheInverseInStep() throws Exception {
    long shop = 88_002L;
    shops.put(new Shop(shop, "small", "here", LocalDate.of(2024, 2, 2), Map.of()));
    AsyncRelationRow<Long, String, Item> row = asyncItems(shop);
    row.put(1L, "featured").join();
    row.putAll(Map.of(2L, "plain", 3L, "plain")).join();
    assertThat(row.get(1L).join()).contains("featured");
    assertThat(row.get(9L).join()).isEmpty();
    assertThat(row.contains(2L).join()).isTrue();
    assertThat(RelationTest.rawFamily("item", 2, "shop")).containsEntry(shop, "plain");
    row.remove(2L).join();
    assertThat(row.contains(2L).join()).isFalse();
    assertThat(RelationTest.rawFamily("item", 2, "shop")).doesNotContainKey(shop);
    assertThat(shops.items(shop).stream().map(Map.Entry::getKey)).containsExactly(1L, 3L);
    assertThatThrownBy(() -> row.increment(1L, 1).join()).isInstanceOf(CompletionException.class)
        .hasCauseInstanceOf(UnsupportedOperationException.class);
    String thread = row.get(1L).thenApply(v -> Thread.currentThread().getName()).join();
    assertThat(thread).isIn("async-row-test", Thread.currentThread().getName()); // the caller: done before thenApply
  }

  @Test
  void entriesArePublishedInKeyOrderOneRequestAtATime() throws Exception {
    RelationRow<Long, String, Item> blocking = shops.items(SHOP);
    List<Map.Entry<Long, String>> expected = blocking.stream().toList();
    assertThat(expected).hasSize(ITEMS);
    AsyncWideRow<Long, String> row = asyncItems(SHOP).batchSize(16);
    assertThat(oneAtATime(row.publisher())).containsExactlyElementsOf(expected);
    assertThat(oneAtATime(row.between(880_010L, 880_020L).publisher()))
        .containsExactlyElementsOf(expected.subList(10, 20));
    assertThat(row.count().join()).isEqualTo(ITEMS);
    assertThat(row.between(880_010L, 880_020L).count().join()).isEqualTo(10);
  }

  @Test
  void pageTokensPassBetweenTheBlockingAndTheAsynchronousRow() {
    RelationRow<Long, String, Item> blocking = shops.items(SHOP);
    AsyncRelationRow<Long, String, Item> asynchronous = asyncItems(SHOP);
    List<Map.Entry<Long, String>> out = new ArrayList<>();
    PageRequest request = PageRequest.ofSize(33);
    boolean turn = false;
    while (request != null) {
      Page<Map.Entry<Long, String>> page = turn ? blocking.page(request) : asynchronous.page(request).join();
      out.addAll(page.content());
      request = page.hasNext() ? PageRequest.fromToken(page.next().toToken()) : null;
      turn = !turn;
    }
    assertThat(out).containsExactlyElementsOf(blocking.stream().toList());
    Page<Map.Entry<Long, String>> other = shops.items(88_002L).page(PageRequest.ofSize(1));
    if (other.hasNext()) {
      assertThatThrownBy(() -> asynchronous.page(other.next()).join())
          .hasCauseInstanceOf(IllegalArgumentException.class);
    }
  }

  @Test
  void loadPublishesTheTargetsInKeyOrder() throws Exception {
    List<Item> expected;
    try (var stream = shops.items(SHOP).load()) {
      expected = stream.toList();
    }
    // the inverse entries alone make a row of every target: each maps to an item
    assertThat(expected).hasSize(ITEMS);
    assertThat(oneAtATime(asyncItems(SHOP).load())).containsExactlyElementsOf(expected);
  }

  /** Everything {@code publisher} sends to a subscriber asking for one item at a time, checking it never gets more. */
  static <T> List<T> oneAtATime(Flow.Publisher<T> publisher) throws Exception {
    List<T> out = new CopyOnWriteArrayList<>();
    CompletableFuture<Void> done = new CompletableFuture<>();
    AtomicLong outstanding = new AtomicLong();
    publisher.subscribe(new Flow.Subscriber<>() {
      Flow.Subscription s;

      @Override
      public void onSubscribe(Flow.Subscription s) {
        this.s = s;
        outstanding.incrementAndGet();
        s.request(1);
      }

      @Override
      public void onNext(T item) {
        if (outstanding.decrementAndGet() < 0) {
          done.completeExceptionally(new AssertionError("more items than requested"));
        }
        out.add(item);
        outstanding.incrementAndGet();
        s.request(1);
      }

      @Override
      public void onError(Throwable t) {
        done.completeExceptionally(t);
      }

      @Override
      public void onComplete() {
        done.complete(null);
      }
    });
    done.get(60, TimeUnit.SECONDS);
    return out;
  }
}
