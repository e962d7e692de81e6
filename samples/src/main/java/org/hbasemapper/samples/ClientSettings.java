package org.hbasemapper.samples;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;

/**
 * The hbase-client settings that docs/production.md recommends, so that every DAO call against a
 * cluster that does not answer ends with an exception within a bounded time (about 35 s for a get
 * or put, 13 s for a scan) instead of hbase-client's default of twenty minutes and more.
 */
final class ClientSettings {
  /** Setting name to value, in the order of the hbase-site.xml block in docs/production.md. */
  static final Map<String, String> BOUNDED = bounded();

  private ClientSettings() {}

  private static Map<String, String> bounded() {
    Map<String, String> settings = new LinkedHashMap<>();
    settings.put("hbase.client.operation.timeout", "30000");
    settings.put("hbase.client.meta.operation.timeout", "10000");
    settings.put("hbase.rpc.timeout", "10000");
    settings.put("hbase.client.retries.number", "5");
    settings.put("zookeeper.session.timeout", "10000");
    settings.put("zookeeper.recovery.retry", "1");
    settings.put("zookeeper.recovery.retry.intervalmill", "200");
    return Collections.unmodifiableMap(settings);
  }

  /**
   * Sets each bounded value that {@code conf} only has from hbase-client's defaults; a value an
   * {@code hbase-site.xml} or the caller chose is kept.
   */
  static Configuration apply(Configuration conf) {
    BOUNDED.forEach((name, value) -> {
      if (isDefault(conf, name)) {
        conf.set(name, value);
      }
    });
    return conf;
  }

  private static boolean isDefault(Configuration conf, String name) {
    String[] sources = conf.getPropertySources(name);
    return sources == null || Arrays.stream(sources).allMatch(s -> s.equals("hbase-default.xml"));
  }
}
