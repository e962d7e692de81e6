package org.hbasemapper.spring;

import org.apache.hadoop.conf.Configuration;
import org.hbasemapper.test.EmbeddedHBase;

/**
 * The one place that names {@link EmbeddedHBase}, loaded only once {@link ClusterResolver} has seen
 * that mapper-test is on the class path.
 *
 * <p>It is {@link EmbeddedHBase#shared()}: one cluster per JVM, stopped when the JVM exits. Every
 * application context of the JVM (the several a test suite's context cache holds, or the restarts of
 * a development tool) uses that cluster with connections of its own, and closing a context closes
 * only its connections: stopping the cluster with the first context would pull it from under the
 * others, and a cluster per context would cost 20 seconds each.
 */
final class EmbeddedCluster {
  private EmbeddedCluster() {}

  /** A client configuration for the JVM's embedded HBase, started on first call. */
  static Configuration configuration() {
    return EmbeddedHBase.shared().configuration();
  }
}
