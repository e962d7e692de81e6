package org.hbasemapper.spring;

import java.util.Objects;
import org.apache.hadoop.conf.Configuration;
import org.hbasemapper.annotations.audience.Api;

/**
 * The hbase-client configuration the auto-configured connections are opened with, and where it
 * points, in words for log lines and errors. The auto-configuration builds one from the
 * {@code hbasemapper.*} properties, an {@code hbase-site.xml} and the embedded HBase; an application
 * may declare its own bean of this type instead.
 */
@Api
public final class HBaseConnectionDetails {
  private final Configuration configuration;
  private final String description;
  private final boolean embedded;

  /**
   * Details of a cluster.
   *
   * @param configuration the client configuration, copied
   * @param description where it points, such as "ZooKeeper quorum zk1,zk2:2181"
   * @param embedded whether it is the embedded HBase (of this JVM, or in a JVM of its own)
   */
  public HBaseConnectionDetails(Configuration configuration, String description, boolean embedded) {
    this.configuration = new Configuration(Objects.requireNonNull(configuration, "configuration"));
    this.description = Objects.requireNonNull(description, "description");
    this.embedded = embedded;
  }

  /** A copy of the client configuration. */
  public Configuration configuration() {
    return new Configuration(configuration);
  }

  /** Where the configuration points, in words. */
  public String description() {
    return description;
  }

  /** Whether it is the embedded HBase (of this JVM, or in a JVM of its own). */
  public boolean embedded() {
    return embedded;
  }

  @Override
  public String toString() {
    return description;
  }
}
