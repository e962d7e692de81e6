package org.hbasemapper.it.async;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.EmbeddedHBase;
import org.reactivestreams.tck.TestEnvironment;

/**
 * The rows the Reactive Streams TCK reads: {@value #ROWS} of each kind, loaded once per JVM through
 * the blocking DAOs. A publisher of {@code n} elements is a query limited to {@code n} of them.
 */
final class TckData {
  static final int ROWS = 1_000;
  static final String SERIES = "tck";
  static final String LABEL = "gold";
  static final long USER = 42;
  private static boolean loaded;

  private TckData() {}

  /**
   * Timeouts for a mini cluster on a busy 2-core machine: signals within 5 s, silence checked for 300
   * ms, an expected error looked for every 20 ms. Without the last the TCK polls at the 5 s timeout
   * itself, so each spec309 test (an error signalled at once) sleeps the whole 5 s.
   */
  static TestEnvironment environment() {
    return new TestEnvironment(5_000, 300, 20);
  }

  static AsyncConnection async() {
    load();
    return EmbeddedHBase.shared().asyncConnection();
  }

  private static synchronized void load() {
    if (loaded) {
      return;
    }
    Connection connection = EmbeddedHBase.shared().connection();
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(TickMapper.INSTANCE.schema());
    schemas.createIfMissing(SaltedTickMapper.INSTANCE.schema());
    schemas.createIfMissing(BadgeMapper.INSTANCE.schema());
    schemas.createIfMissing(FollowsMapper.INSTANCE.schema());
    List<Tick> ticks = new ArrayList<>();
    List<SaltedTick> salted = new ArrayList<>();
    List<Badge> badges = new ArrayList<>();
    Map<Long, String> followed = new HashMap<>();
    for (int i = 0; i < ROWS; i++) {
      ticks.add(new Tick(SERIES, i, i / 2.0));
      salted.add(new SaltedTick(String.format("s%03d", i % 32), i, i / 2.0)); // 32 series over 4 buckets
      badges.add(new Badge(i, LABEL, i % 5));
      followed.put((long) i, "2024-01-01");
    }
    new TickDao(connection).putAll(ticks);
    new SaltedTickDao(connection).putAll(salted);
    new BadgeDao(connection).putAll(badges);
    new FollowsDao(connection).put(new Follows(USER, "tck", followed));
    loaded = true;
  }
}
