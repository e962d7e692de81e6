package org.hbasemapper.it.filter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.hbasemapper.it.filter.SaleData.PRICE;
import static org.hbasemapper.it.filter.SaleData.QUANTITY;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.function.Function;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.runtime.query.QueryContext;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Asynchronous key queries answer as the blocking ones do, over the same states: reversed, in-lists,
 * limit and offset, conditions on the servers and in the client, projections, counts; a token of
 * another query fails the future; futures and signals arrive on the executor. Salted tables are
 * {@code AsyncSaltedQueryTest}'s.
 */
@HBaseTest
public class AsyncQueryTest {
  static Connection connection;
  static AsyncConnection async;
  static ExecutorService executor;

  @BeforeAll
  static void load(Connection c) throws Exception {
    connection = c;
    SaleData.load(c);
    async = ConnectionFactory.createAsyncConnection(c.getConfiguration()).get();
    executor = Executors.newFixedThreadPool(2, r -> new Thread(r, "async-query-test"));
  }

  @AfterAll
  static void close() throws Exception {
    executor.shutdown();
    async.close();
  }

  static QueryState<Sale> sales() {
    return QueryState.start(new QueryContext<>(connection, SaleMapper.INSTANCE));
  }

  static QueryState<Sale> asyncSales() {
    return QueryState.start(new QueryContext<>(async, executor, SaleMapper.INSTANCE));
  }

  /** The blocking and the asynchronous query after the same steps give the same rows, count and first. */
  public static <E> void same(QueryState<E> blocking, QueryState<E> async,
      Function<KeyQuery<E, ?>, KeyQuery<E, ?>> steps, Function<AsyncKeyQuery<E, ?>, AsyncKeyQuery<E, ?>> asyncSteps) {
    KeyQuery<E, ?> b = steps.apply(new RangeQuery<>(blocking));
    AsyncKeyQuery<E, ?> a = asyncSteps.apply(new AsyncRangeQuery<>(async));
    List<E> expected = b.list();
    assertThat(a.list().join()).containsExactlyElementsOf(expected);
    assertThat(collect(a.publisher())).containsExactlyElementsOf(expected);
    assertThat(a.count().join()).isEqualTo(b.count());
    assertThat(a.first().join()).isEqualTo(b.first());
  }

  public static <T> List<T> collect(Flow.Publisher<T> publisher) {
    List<T> out = new CopyOnWriteArrayList<>();
    java.util.concurrent.CompletableFuture<Void> done = new java.util.concurrent.CompletableFuture<>();
    publisher.subscribe(new Flow.Subscriber<>() {
      Flow.Subscription s;

      @Override
      public void onSubscribe(Flow.Subscription s) {
        this.s = s;
        s.request(3);
      }

      @Override
      public void onNext(T item) {
        assertThat(Thread.currentThread().getName()).isEqualTo("async-query-test");
        out.add(item);
        if (out.size() % 3 == 0) {
          s.request(3);
        }
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
    done.join();
    return out;
  }

  @Test
  void plainQueriesAnswerAsTheBlockingOnes() {
    same(sales(), asyncSales(), q -> q, q -> q);
    same(sales().equal(SaleMapper.KEY_USER_ID, "u2"), asyncSales().equal(SaleMapper.KEY_USER_ID, "u2"),
        q -> q.reversed(), q -> q.reversed());
    same(sales(), asyncSales(), q -> q.offset(7).limit(11), q -> q.offset(7).limit(11));
    same(sales(), asyncSales(), q -> q.reversed().offset(3).limit(40), q -> q.reversed().offset(3).limit(40));
    same(sales().in(SaleMapper.KEY_USER_ID, List.of("u3", "u1")),
        asyncSales().in(SaleMapper.KEY_USER_ID, List.of("u3", "u1")), q -> q.limit(70), q -> q.limit(70));
    same(sales(), asyncSales(), q -> q.limit(0), q -> q.limit(0));
  }

  @Test
  void conditionsOnTheServersAndInTheClientAnswerAsTheBlockingOnes() {
    same(sales(), asyncSales(), q -> q.where(QUANTITY.lessThan(0)), q -> q.where(QUANTITY.lessThan(0)));
    same(sales(), asyncSales(), q -> q.where(PRICE.greaterThan(BigDecimal.ZERO)).limit(9),
        q -> q.where(PRICE.greaterThan(BigDecimal.ZERO)).limit(9));
    same(sales(), asyncSales(), q -> q.where(PRICE.isNull()).reversed(), q -> q.where(PRICE.isNull()).reversed());
  }

  @Test
  void projectionsAnswerAsTheBlockingOnes() {
    var blocking = new RangeQuery<>(sales()).select(SaleLine.class);
    var lines = new AsyncRangeQuery<>(asyncSales()).select(SaleLine.class);
    assertThat(lines.list().join()).containsExactlyElementsOf(blocking.list());
    assertThat(collect(lines.reversed(true).limit(5).publisher()))
        .containsExactlyElementsOf(blocking.reversed(true).limit(5).list());
    assertThat(lines.where(QUANTITY.greaterThan(3)).count().join())
        .isEqualTo(blocking.where(QUANTITY.greaterThan(3)).count());
    assertThat(lines.first().join()).isEqualTo(blocking.first());
    assertThat(pages(r -> lines.page(r).join(), PageRequest.ofSize(13))).containsExactlyElementsOf(blocking.list());
  }

  @Test
  void aTokenOfAnotherQueryFailsTheFuture() {
    Page<Sale> page = new RangeQuery<>(sales().equal(SaleMapper.KEY_USER_ID, "u1")).page(PageRequest.ofSize(3));
    var other = new AsyncRangeQuery<>(asyncSales().equal(SaleMapper.KEY_USER_ID, "u2")).page(page.next());
    assertThatThrownBy(other::join).isInstanceOf(CompletionException.class)
        .hasCauseInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void futuresCompleteOnTheExecutor() {
    String thread = new AsyncRangeQuery<>(asyncSales()).limit(3).list()
        .thenApply(l -> Thread.currentThread().getName()).join();
    assertThat(thread).isIn("async-query-test", Thread.currentThread().getName()); // the caller: done before thenApply
    String counted = new AsyncRangeQuery<>(asyncSales()).count()
        .thenApply(l -> Thread.currentThread().getName()).join();
    assertThat(counted).isIn("async-query-test", Thread.currentThread().getName()); // the caller: done before thenApply
  }

  public static <T> List<T> pages(Function<PageRequest, Page<T>> read, PageRequest first) {
    List<T> out = new ArrayList<>();
    PageRequest request = first;
    while (true) {
      Page<T> page = read.apply(request);
      out.addAll(page.content());
      if (!page.hasNext()) {
        return out;
      }
      request = page.next();
    }
  }
}
