package org.hbasemapper.it.observe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.micrometer.MicrometerOperationListener;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.Test;

/** A real DAO with the Micrometer listener: its operations become {@code hbasemapper.*} meters. */
@HBaseTest
class MicrometerListenerTest {

  @Test
  void operationsOfARealDaoAreMetered(Connection connection) {
    new SchemaManager(connection).createIfMissing(VisitMapper.INSTANCE.schema());
    SimpleMeterRegistry registry = new SimpleMeterRegistry();
    VisitDao visits = new VisitDao(connection, MapperOptions.defaults()
        .withListener(new MicrometerOperationListener(registry)));

    visits.put(new Visit("metered", 1L, "/m", 1, 0, null));
    visits.put(new Visit("metered", 2L, "/m", 2, 0, null));
    assertThat(visits.get("metered", 1L)).isPresent();
    assertThat(visits.query().site("metered").list()).hasSize(2);
    assertThat(visits.query().count()).isPositive();
    assertThatThrownBy(() -> visits.get((VisitMapper.Key) null)).isInstanceOf(IllegalArgumentException.class);

    assertThat(registry.get("hbasemapper.operation").tags("entity", "Visit", "table", "obs:visit", "operation", "put",
        "outcome", "success", "exception", "none").timer().count()).isEqualTo(2);
    assertThat(registry.get("hbasemapper.operation").tags("operation", "get", "outcome", "success").timer().count())
        .isEqualTo(1);
    assertThat(registry.get("hbasemapper.operation").tags("operation", "get", "outcome", "error",
        "exception", "IllegalArgumentException").timer().count()).isEqualTo(1);
    assertThat(registry.get("hbasemapper.rows").tags("operation", "query.list").summary().totalAmount())
        .isEqualTo(2.0);
    assertThat(registry.get("hbasemapper.buckets").tags("operation", "query.list").summary().max()).isEqualTo(1.0);
    assertThat(registry.get("hbasemapper.buckets").tags("operation", "query.count").summary().max()).isEqualTo(4.0);
    assertThat(registry.get("hbasemapper.index.stale").tags("entity", "Visit", "table", "obs:visit").counter().count())
        .isZero();
  }
}
