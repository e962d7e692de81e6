package org.hbasemapper.spring;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Api;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code hbasemapper.*} properties: where the cluster is, hbase-client settings, what to do about
 * the tables at start-up, the embedded HBase and the namespace mapping. docs/spring.md lists them.
 */
@ConfigurationProperties("hbasemapper")
@Api
public class HBaseMapperProperties implements InitializingBean {
  /**
   * ZooKeeper quorum of the cluster, such as "zk1,zk2,zk3" or "zk1:2181,zk2:2181". Unset: the
   * hbase.zookeeper.quorum of an hbase-site.xml on the class path, else the embedded HBase when
   * mapper-test is on the class path.
   */
  private String zookeeperQuorum;

  /** ZooKeeper client port for quorum entries without one. Unset: hbase-site.xml's, else 2181. */
  private Integer zookeeperClientPort;

  /**
   * hbase-client settings, by their HBase names: hbasemapper.client.hbase.rpc.timeout=5000. They
   * override hbase-site.xml and the bounded defaults of docs/production.md.
   */
  private Map<String, String> client = new LinkedHashMap<>();

  /**
   * What to do about the tables of the generated classes at start-up. Unset: create with the
   * embedded HBase (it starts empty), none otherwise.
   */
  private SchemaAction schemaAction;

  /** When to start an embedded HBase in this JVM instead of connecting to a cluster. */
  private Embedded embedded = Embedded.AUTO;

  /**
   * Namespace mapping, declared namespace to the namespace used: hbasemapper.namespaces.shop=shop_staging
   * keeps the tables declared in "shop" in "shop_staging".
   */
  private Map<String, String> namespaces = new LinkedHashMap<>();

  /**
   * How long start-up waits for the cluster to answer before it fails. Zero skips the check (the
   * first DAO call then finds out).
   */
  private Duration startupTimeout = Duration.ofSeconds(20);

  /** How long the health indicator waits for the cluster before it reports DOWN. */
  private Duration healthTimeout = Duration.ofSeconds(5);

  /** What {@code hbasemapper.schema-action} does at start-up to every table of the generated classes. */
  @Api
  public enum SchemaAction {
    /** Nothing: the tables are someone else's business. */
    NONE,
    /** Fail start-up listing every difference between the live tables and the entities. */
    VALIDATE,
    /** Create missing tables, namespaces and index tables; leave existing tables alone. */
    CREATE,
    /** Create what is missing and bring families and options of existing tables in line; drop nothing. */
    UPDATE
  }

  /** When to start an embedded HBase. */
  @Api
  public enum Embedded {
    /** When no quorum is configured and mapper-test is on the class path. */
    AUTO,
    /** Always, whatever quorum is configured; needs mapper-test on the class path. */
    ALWAYS,
    /** Never: a missing quorum fails start-up. */
    NEVER
  }

  /**
   * Checks the bound values before anything uses them (so before an embedded HBase starts or a
   * connection is opened): a bad one fails start-up naming the property, the value and the rule.
   *
   * @throws HBaseStartupException for the first bad value
   */
  @Override
  public void afterPropertiesSet() {
    namespaces.forEach((declared, used) -> {
      checkNamespace("hbasemapper.namespaces." + declared, declared, "declared namespace (the key)");
      checkNamespace("hbasemapper.namespaces." + declared, used, "namespace");
    });
    if (zookeeperClientPort != null && (zookeeperClientPort < 1 || zookeeperClientPort > 65535)) {
      throw invalid("hbasemapper.zookeeper-client-port", String.valueOf(zookeeperClientPort), "a port is 1 to 65535");
    }
    if (zookeeperQuorum != null) {
      for (String entry : zookeeperQuorum.split(",")) {
        checkQuorumEntry(entry.trim());
      }
    }
    if (startupTimeout != null && startupTimeout.isNegative()) {
      throw invalid("hbasemapper.startup-timeout", startupTimeout.toString(), "zero (no check) or a positive duration");
    }
    if (healthTimeout == null || healthTimeout.isNegative() || healthTimeout.isZero()) {
      throw invalid("hbasemapper.health-timeout", String.valueOf(healthTimeout), "a positive duration such as 5s");
    }
  }

  private static void checkNamespace(String property, String name, String what) {
    try {
      TableName.isLegalNamespaceName(Bytes.toBytes(name == null ? "" : name));
    } catch (IllegalArgumentException e) {
      throw invalid(property, name, "a " + what + " has only letters, digits and '_' (" + e.getMessage() + ")");
    }
  }

  private void checkQuorumEntry(String entry) {
    int colon = entry.lastIndexOf(':');
    String host = colon < 0 ? entry : entry.substring(0, colon);
    if (host.isEmpty() || host.chars().anyMatch(Character::isWhitespace)) {
      throw invalid("hbasemapper.zookeeper-quorum", zookeeperQuorum,
          "a comma-separated list of host or host:port entries, such as zk1,zk2:2181");
    }
    if (colon >= 0) {
      String port = entry.substring(colon + 1);
      if (!port.matches("[0-9]{1,5}") || Integer.parseInt(port) < 1 || Integer.parseInt(port) > 65535) {
        throw invalid("hbasemapper.zookeeper-quorum", zookeeperQuorum,
            "the port of entry '" + entry + "' must be a number from 1 to 65535");
      }
    }
  }

  private static HBaseStartupException invalid(String property, String value, String rule) {
    return new HBaseStartupException("Invalid value '" + value + "' of " + property + ": " + rule,
        "Change " + property + " in the application's configuration (application.properties or .yml, an "
            + "environment variable or a command-line argument).", null);
  }

  public String getZookeeperQuorum() {
    return zookeeperQuorum;
  }

  public void setZookeeperQuorum(String zookeeperQuorum) {
    this.zookeeperQuorum = zookeeperQuorum;
  }

  public Integer getZookeeperClientPort() {
    return zookeeperClientPort;
  }

  public void setZookeeperClientPort(Integer zookeeperClientPort) {
    this.zookeeperClientPort = zookeeperClientPort;
  }

  public Map<String, String> getClient() {
    return client;
  }

  public void setClient(Map<String, String> client) {
    this.client = client;
  }

  public SchemaAction getSchemaAction() {
    return schemaAction;
  }

  public void setSchemaAction(SchemaAction schemaAction) {
    this.schemaAction = schemaAction;
  }

  public Embedded getEmbedded() {
    return embedded;
  }

  public void setEmbedded(Embedded embedded) {
    this.embedded = embedded;
  }

  public Map<String, String> getNamespaces() {
    return namespaces;
  }

  public void setNamespaces(Map<String, String> namespaces) {
    this.namespaces = namespaces;
  }

  public Duration getStartupTimeout() {
    return startupTimeout;
  }

  public void setStartupTimeout(Duration startupTimeout) {
    this.startupTimeout = startupTimeout;
  }

  public Duration getHealthTimeout() {
    return healthTimeout;
  }

  public void setHealthTimeout(Duration healthTimeout) {
    this.healthTimeout = healthTimeout;
  }
}
