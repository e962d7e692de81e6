package org.hbasemapper.runtime;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.hbasemapper.annotations.audience.Api;

/**
 * hbase-client settings that bound the time of every call, so that a DAO call against a cluster
 * that does not answer ends with an exception (about 35 s for a get or put, 13 s for a scan) instead
 * of after hbase-client's default of twenty minutes and more. docs/production.md explains each value.
 *
 * <pre>{@code
 * Configuration conf = ClientSettings.bounded(HBaseConfiguration.create());
 * try (Connection connection = ConnectionFactory.createConnection(conf)) { ... }
 * }</pre>
 */
@Api
public final class ClientSettings {
  /** Setting name to value, in the order of the hbase-site.xml block in docs/production.md. */
  public static final Map<String, String> BOUNDED = boundedSettings();

  private ClientSettings() {}

  private static Map<String, String> boundedSettings() {
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
   * Sets each of {@link #BOUNDED} that {@code conf} has only from hbase-client's defaults; a value an
   * {@code hbase-site.xml} or the caller chose is kept.
   *
   * @return {@code conf}
   */
  public static Configuration bounded(Configuration conf) {
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
