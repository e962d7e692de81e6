package org.hbasemapper.it.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hbasemapper.it.filter.AsyncQueryTest.pages;
import static org.hbasemapper.it.filter.AsyncQueryTest.same;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
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
 * Asynchronous queries of a salted table (one scan per bucket, merged by demand) answer as the
 * blocking ones, and page tokens pass between the two, forwards and reversed. It reads
 * {@link SaltedQueryTest}'s hosts ("h..."), apart from the bad row another test writes to the table.
 */
@HBaseTest
class AsyncSaltedQueryTest {
  static Connection connection;
  static AsyncConnection async;
  static ExecutorService executor;

  @BeforeAll
  static void load(Connection c) throws Exception {
    connection = c;
    SaltedQueryTest.load(c); // the same rows again, whichever test runs first
    async = ConnectionFactory.createAsyncConnection(c.getConfiguration()).get();
    executor = Executors.newFixedThreadPool(2, r -> new Thread(r, "async-query-test"));
  }

  @AfterAll
  static void close() throws Exception {
    executor.shutdown();
    async.close();
  }

  static QueryState<Reading> readings() {
    return QueryState.start(new QueryContext<>(connection, ReadingMapper.INSTANCE))
        .startingWith(ReadingMapper.KEY_HOST_ID, "h");
  }

  static QueryState<Reading> asyncReadings() {
    return QueryState.start(new QueryContext<>(async, executor, ReadingMapper.INSTANCE))
        .startingWith(ReadingMapper.KEY_HOST_ID, "h");
  }

  @Test
  void saltedQueriesMergeTheBucketsInKeyOrder() {
    same(readings(), asyncReadings(), q -> q, q -> q);
    same(readings(), asyncReadings(), q -> q.reversed(), q -> q.reversed());
    same(readings(), asyncReadings(), q -> q.offset(50).limit(33).batchSize(7),
        q -> q.offset(50).limit(33).batchSize(7));
    same(readings().equal(ReadingMapper.KEY_HOST_ID, "h004"), asyncReadings().equal(ReadingMapper.KEY_HOST_ID, "h004"),
        q -> q.reversed(), q -> q.reversed());
    assertThat(new AsyncRangeQuery<>(asyncReadings()).count().join())
        .isEqualTo((long) SaltedQueryTest.HOSTS * SaltedQueryTest.POINTS);
  }

  @Test
  void pageTokensPassBetweenTheBlockingAndTheAsynchronousQuery() {
    for (boolean reversed : new boolean[] {false, true}) {
      KeyQuery<Reading, ?> blocking = new RangeQuery<>(readings()).reversed(reversed);
      AsyncKeyQuery<Reading, ?> asynchronous = new AsyncRangeQuery<>(asyncReadings()).reversed(reversed);
      List<Reading> expected = blocking.list();
      List<Reading> out = new ArrayList<>();
      PageRequest request = PageRequest.ofSize(17);
      boolean turn = false;
      while (request != null) {
        // alternate: each token was issued by the other query
        Page<Reading> page = turn ? blocking.page(request) : asynchronous.page(request).join();
        out.addAll(page.content());
        request = page.hasNext() ? PageRequest.fromToken(page.next().toToken()) : null;
        turn = !turn;
      }
      assertThat(out).containsExactlyElementsOf(expected);
      assertThat(pages(r -> asynchronous.page(r).join(), PageRequest.atOffset(20, 25))).containsExactlyElementsOf(
          expected.subList(20, expected.size()));
    }
  }
}
