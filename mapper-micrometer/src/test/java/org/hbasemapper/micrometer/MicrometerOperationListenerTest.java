package org.hbasemapper.micrometer;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MockClock;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleConfig;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.hbase.TableName;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.observe.OperationInfo;
import org.junit.jupiter.api.Test;

/** The meters of hand-made operations, in a {@link SimpleMeterRegistry} on a mock clock. */
class MicrometerOperationListenerTest {
  private static final TableName TABLE = TableName.valueOf("shop", "purchase");
  private static final OperationInfo GET = new OperationInfo("Purchase", TABLE, "get");
  private static final OperationInfo LIST = new OperationInfo("Purchase", TABLE, "query.list");

  private final MockClock clock = new MockClock();
  private final SimpleMeterRegistry registry = new SimpleMeterRegistry(SimpleConfig.DEFAULT, clock);
  private final MicrometerOperationListener listener = new MicrometerOperationListener(registry);

  @Test
  void aSuccessIsTimedWithItsTagsAndItsRows() {
    Operation op = listener.start(GET);
    clock.add(5, TimeUnit.MILLISECONDS);
    op.rows(1);
    op.end(null);

    Timer timer = registry.get(MicrometerOperationListener.OPERATION)
        .tags("entity", "Purchase", "table", "shop:purchase", "operation", "get", "outcome", "success",
            "exception", "none")
        .timer();
    assertThat(timer.count()).isEqualTo(1);
    assertThat(timer.totalTime(TimeUnit.MILLISECONDS)).isEqualTo(5.0);
    assertThat(registry.get(MicrometerOperationListener.ROWS).tags("operation", "get").summary().totalAmount())
        .isEqualTo(1.0);
  }

  @Test
  void aFailureIsTimedUnderItsExceptionsSimpleName() {
    Operation op = listener.start(GET);
    op.end(new HBaseAccessException("get", "shop:purchase", new byte[] {1}, new java.io.IOException("down")));
    listener.start(GET).end(new IllegalArgumentException("bad key"));
    listener.start(GET).end(new IllegalArgumentException("bad key again"));

    assertThat(registry.get(MicrometerOperationListener.OPERATION)
        .tags("outcome", "error", "exception", "HBaseAccessException").timer().count()).isEqualTo(1);
    assertThat(registry.get(MicrometerOperationListener.OPERATION)
        .tags("outcome", "error", "exception", "IllegalArgumentException").timer().count()).isEqualTo(2);
    // no rows were read: no rows summary at all
    assertThat(registry.find(MicrometerOperationListener.ROWS).tags("operation", "get").summary()).isNull();
  }

  @Test
  void operationsThatReadNoRowsAndFanOutToNoBucketsShowNoSummaries() {
    OperationInfo put = new OperationInfo("Purchase", TABLE, "put");
    listener.start(put).end(null);
    listener.start(put).end(null);

    assertThat(registry.get(MicrometerOperationListener.OPERATION).tags("operation", "put").timer().count()).isEqualTo(2);
    assertThat(registry.find(MicrometerOperationListener.ROWS).summaries()).isEmpty();
    assertThat(registry.find(MicrometerOperationListener.BUCKETS).summaries()).isEmpty();

    Operation list = listener.start(LIST);
    list.rows(0);
    list.end(null);
    assertThat(registry.get(MicrometerOperationListener.ROWS).tags("operation", "query.list").summary().count())
        .as("a query that found nothing read 0 rows: a sample").isEqualTo(1);
    assertThat(registry.find(MicrometerOperationListener.BUCKETS).summaries()).as("none reported").isEmpty();
  }

  @Test
  void rowsAddUpOverAnOperationAndBucketsAreRecordedPerQuery() {
    Operation op = listener.start(LIST);
    op.buckets(8);
    op.rows(100);
    op.rows(23);
    op.end(null);

    assertThat(registry.get(MicrometerOperationListener.ROWS).tags("operation", "query.list").summary().totalAmount())
        .isEqualTo(123.0);
    assertThat(registry.get(MicrometerOperationListener.BUCKETS).tags("operation", "query.list").summary().max())
        .isEqualTo(8.0);
  }

  @Test
  void indexAndRelationRepairsAreCountedPerEntityAndTable() {
    Operation lookup = listener.start(new OperationInfo("Purchase", TABLE, "index.list"));
    lookup.staleIndexHits(2);
    lookup.end(null);
    Operation put = listener.start(new OperationInfo("Purchase", TABLE, "put"));
    put.restoredIndexEntries(1);
    put.end(null);
    Operation repair = listener.start(new OperationInfo("Purchase", TABLE, "relation.repair"));
    repair.relationRepairs(3);
    repair.end(null);

    assertThat(registry.get(MicrometerOperationListener.INDEX_STALE).tags("entity", "Purchase", "table",
        "shop:purchase").counter().count()).isEqualTo(2.0);
    assertThat(registry.get(MicrometerOperationListener.INDEX_RESTORED).counter().count()).isEqualTo(1.0);
    assertThat(registry.get(MicrometerOperationListener.RELATION_REPAIRS).counter().count()).isEqualTo(3.0);
  }

  @Test
  void theMetersOfAnOperationAreRegisteredOnce() {
    listener.start(GET).end(null);
    int registered = registry.getMeters().size();
    for (int i = 0; i < 10; i++) {
      listener.start(GET).end(null);
    }
    assertThat(registry.getMeters()).hasSize(registered);
    assertThat(registry.get(MicrometerOperationListener.OPERATION).tags("outcome", "success").timer().count())
        .isEqualTo(11);
  }
}
