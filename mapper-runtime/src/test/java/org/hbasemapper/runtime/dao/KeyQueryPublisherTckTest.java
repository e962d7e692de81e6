package org.hbasemapper.runtime.dao;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.runtime.KeyPrefix;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.dao.Orders.Item;
import org.hbasemapper.runtime.dao.Orders.OrderRow;
import org.hbasemapper.runtime.query.AsyncRangeQuery;
import org.hbasemapper.runtime.query.QueryContext;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.test.EmbeddedHBase;
import org.reactivestreams.tck.TestEnvironment;
import org.reactivestreams.tck.flow.FlowPublisherVerification;
import org.testng.annotations.AfterClass;
import org.testng.annotations.BeforeClass;

/**
 * The Reactive Streams TCK against the publisher of an asynchronous key query over a salted table
 * (eight buckets merged by demand) on the mini cluster: a publisher of n elements is the query
 * limited to n rows.
 */
public class KeyQueryPublisherTckTest extends FlowPublisherVerification<Item> {
  private static final int ROWS = 120;

  private AsyncConnection async;
  private ExecutorService executor;
  private Orders.Table table;

  public KeyQueryPublisherTckTest() {
    // round trips to the cluster take longer than the TCK's default 100 ms; an expected error is
    // looked for every 20 ms (by default the TCK polls at the timeout, sleeping it whole)
    super(new TestEnvironment(3_000, 500, 20), 1_000);
  }

  @BeforeClass
  public void load() throws Exception {
    EmbeddedHBase hbase = EmbeddedHBase.shared();
    table = new Orders.Table(hbase.connection(), "orders_tck", KeyPrefix.salt(8, 1), false);
    new SchemaManager(hbase.connection()).createIfMissing(table.rows.schema());
    List<OrderRow> rows = new ArrayList<>();
    for (int i = 0; i < ROWS; i++) {
      rows.add(new Item(i / 10, 1, i % 10, "sku" + i));
    }
    table.rows.putAll(rows);
    async = ConnectionFactory.createAsyncConnection(hbase.configuration()).get();
    executor = Executors.newFixedThreadPool(2);
  }

  @AfterClass
  public void close() throws Exception {
    executor.shutdown();
    async.close();
  }

  @Override
  public Flow.Publisher<Item> createFlowPublisher(long elements) {
    QueryState<Item> all = QueryState.start(new QueryContext<>(async, executor, table.itemMapper));
    return new AsyncRangeQuery<>(all).limit((int) elements).batchSize(7).publisher();
  }

  @Override
  public Flow.Publisher<Item> createFailedFlowPublisher() {
    return null; // a failure shows only once rows are requested; the TCK's test of it asks for none
  }

  @Override
  public long maxElementsFromPublisher() {
    return ROWS;
  }
}
