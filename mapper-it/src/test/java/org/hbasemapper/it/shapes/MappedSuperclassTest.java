package org.hbasemapper.it.shapes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * An entity whose key, {@code @Version} and audit dates come from a chain of mapped superclasses
 * ({@link Audited}, {@link Keyed}), on the mini cluster: the DAO stamps the inherited dates, keeps the
 * created one, and checks and bumps the inherited version.
 */
@HBaseTest
class MappedSuperclassTest {
  static final Instant T1 = Instant.parse("2026-03-01T10:00:00Z");
  static final Instant T2 = Instant.parse("2026-03-02T10:00:00Z");
  static final SetClock clock = new SetClock();
  static PostDao posts;

  /** A clock that tells the instant the test sets. */
  static final class SetClock extends Clock {
    private volatile Instant now = T1;

    void set(Instant instant) {
      now = instant;
    }

    @Override
    public Instant instant() {
      return now;
    }

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }
  }

  @BeforeAll
  static void setUp(Connection c) throws Exception {
    new SchemaManager(c).createIfMissing(PostMapper.INSTANCE.schema());
    posts = new PostDao(c, MapperOptions.defaults().withClock(clock));
  }

  @Test
  void inheritedKeyVersionAndAuditDatesAreMappedAndKept() {
    clock.set(T1);
    posts.put(new Post(1, "hello"));
    Post read = posts.get(1L).orElseThrow();
    assertThat(read.getId()).isEqualTo(1);
    assertThat(read.getText()).isEqualTo("hello");
    assertThat(read.getVersion()).isEqualTo(1);
    assertThat(read.getCreated()).isEqualTo(T1);
    assertThat(read.getModified()).isEqualTo(T1);

    clock.set(T2);
    read.setText("hello again");
    posts.put(read);
    Post again = posts.get(1L).orElseThrow();
    assertThat(again.getText()).isEqualTo("hello again");
    assertThat(again.getVersion()).isEqualTo(2);
    assertThat(again.getCreated()).isEqualTo(T1);
    assertThat(again.getModified()).isEqualTo(T2);

    assertThatThrownBy(() -> posts.put(read)).isInstanceOf(StaleEntityException.class);
    assertThat(posts.get(1L).orElseThrow().getText()).isEqualTo("hello again");
  }
}
