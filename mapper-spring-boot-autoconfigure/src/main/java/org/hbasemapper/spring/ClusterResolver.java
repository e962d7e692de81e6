package org.hbasemapper.spring;

import java.util.Arrays;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.HConstants;
import org.hbasemapper.runtime.ClientSettings;
import org.hbasemapper.spring.HBaseMapperProperties.Embedded;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.util.ClassUtils;

/**
 * Decides which HBase the application talks to: the cluster the properties or an
 * {@code hbase-site.xml} name, or the embedded HBase of {@code mapper-test}.
 */
final class ClusterResolver {
  static final String EMBEDDED_CLASS = "org.hbasemapper.test.EmbeddedHBase";
  private static final Logger LOG = LoggerFactory.getLogger(ClusterResolver.class);
  private static final String BOOTSTRAP_SERVERS = "hbase.client.bootstrap.servers";
  /** Set in the configuration of the embedded HBase, so that a connection tells where it points. */
  private static final String EMBEDDED_MARKER = "hbasemapper.embedded";

  private ClusterResolver() {}

  /** The connection details {@code properties} ask for; {@code loader} tells whether mapper-test is present. */
  static HBaseConnectionDetails resolve(HBaseMapperProperties properties, ClassLoader loader) {
    return resolve(properties, loader, null);
  }

  /**
   * {@link #resolve(HBaseMapperProperties, ClassLoader)} for the application context {@code owner},
   * which stops an embedded HBase its start-up started if that start-up fails.
   */
  static HBaseConnectionDetails resolve(HBaseMapperProperties properties, ClassLoader loader, Object owner) {
    Configuration conf = fromProperties(properties);
    boolean configured = clusterConfigured(conf);
    boolean embeddedPresent = ClassUtils.isPresent(EMBEDDED_CLASS, loader);
    Embedded embedded = properties.getEmbedded();
    if (embedded == Embedded.ALWAYS || (embedded == Embedded.AUTO && !configured && embeddedPresent)) {
      if (!embeddedPresent) {
        throw new HBaseStartupException("hbasemapper.embedded=always needs the embedded HBase of "
            + "org.hbasemapper:mapper-test on the class path; add it (test or development scope) or set "
            + "hbasemapper.embedded=auto");
      }
      return embeddedDetails(properties, embedded == Embedded.ALWAYS, loader, owner);
    }
    if (!configured) {
      throw new HBaseStartupException(noCluster(embedded, embeddedPresent));
    }
    return new HBaseConnectionDetails(ClientSettings.bounded(conf), where(conf), false);
  }

  /**
   * {@code HBaseConfiguration.create()} (defaults and any {@code hbase-site.xml} on the class path), then
   * the quorum and port of the properties, then every {@code hbasemapper.client.*} setting. The bounded
   * defaults come last, and only for settings still at hbase-client's default.
   */
  static Configuration fromProperties(HBaseMapperProperties properties) {
    Configuration conf = HBaseConfiguration.create();
    if (properties.getZookeeperQuorum() != null && !properties.getZookeeperQuorum().isBlank()) {
      conf.set(HConstants.ZOOKEEPER_QUORUM, properties.getZookeeperQuorum().trim());
    }
    if (properties.getZookeeperClientPort() != null) {
      conf.setInt(HConstants.ZOOKEEPER_CLIENT_PORT, properties.getZookeeperClientPort());
    }
    properties.getClient().forEach(conf::set);
    return conf;
  }

  /** Whether anything but hbase-default.xml names the cluster (its quorum "127.0.0.1" is no choice). */
  static boolean clusterConfigured(Configuration conf) {
    return chosen(conf, HConstants.ZOOKEEPER_QUORUM) || chosen(conf, BOOTSTRAP_SERVERS);
  }

  private static boolean chosen(Configuration conf, String name) {
    String[] sources = conf.getPropertySources(name);
    return conf.get(name) != null && sources != null
        && !Arrays.stream(sources).allMatch(s -> s.equals("hbase-default.xml"));
  }

  /** Where {@code conf} points, in words. */
  static String where(Configuration conf) {
    if (chosen(conf, BOOTSTRAP_SERVERS)) {
      return "HBase at bootstrap servers " + conf.get(BOOTSTRAP_SERVERS);
    }
    String quorum = conf.get(HConstants.ZOOKEEPER_QUORUM);
    boolean everyEntryHasPort = Arrays.stream(quorum.split(",")).allMatch(entry -> entry.contains(":"));
    return "HBase at ZooKeeper quorum " + quorum + (everyEntryHasPort ? ""
        : " (client port " + conf.get(HConstants.ZOOKEEPER_CLIENT_PORT, "2181") + ")");
  }

  private static HBaseConnectionDetails embeddedDetails(HBaseMapperProperties properties, boolean forced,
      ClassLoader loader, Object owner) {
    EmbeddedCluster.Started started = EmbeddedCluster.start(owner, loader);
    Configuration conf = started.configuration();
    properties.getClient().forEach(conf::set);
    conf.setBoolean(EMBEDDED_MARKER, true);
    if (forced) {
      LOG.info("hbasemapper.embedded=always: using {} {}; its data is deleted when this JVM exits", started.where(),
          started.runsIn());
    } else {
      LOG.info("No HBase cluster configured, so using {} {}, whose data is deleted when this JVM exits; "
          + "set hbasemapper.zookeeper-quorum (or hbase.zookeeper.quorum in hbase-site.xml) to use a real cluster, "
          + "or hbasemapper.embedded=never to forbid this", started.where(), started.runsIn());
    }
    return new HBaseConnectionDetails(conf, started.where(), true);
  }

  /** Whether {@code conf} is that of the embedded HBase. */
  static boolean embedded(Configuration conf) {
    return conf.getBoolean(EMBEDDED_MARKER, false);
  }

  private static String noCluster(Embedded embedded, boolean embeddedPresent) {
    String set = "No HBase cluster configured: set hbasemapper.zookeeper-quorum (or hbase.zookeeper.quorum in an "
        + "hbase-site.xml on the class path)";
    if (embedded == Embedded.NEVER) {
      return set + "; the embedded HBase is off (hbasemapper.embedded=never)";
    }
    return embeddedPresent ? set : set + ", or add org.hbasemapper:mapper-test for an embedded HBase in development"
        + " (when it is in test scope, start the application with mvn spring-boot:test-run: spring-boot:run leaves"
        + " test dependencies out)";
  }
}
