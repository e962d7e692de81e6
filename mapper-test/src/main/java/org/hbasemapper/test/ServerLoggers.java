package org.hbasemapper.test;

import java.util.List;

/**
 * The names of {@link EmbeddedHBase#SERVER_LOGGERS}, in a class of their own that refers to nothing of
 * HBase: {@link EmbeddedHBaseProcess} reads them in a JVM that may hold hbase-shaded-client, where
 * loading {@link EmbeddedHBase} would link it against the shaded classes.
 */
final class ServerLoggers {
  static final List<String> NAMES = List.of("org.apache.hadoop", "org.apache.zookeeper",
      "org.apache.hbase", "org.apache.directory", "org.eclipse.jetty", "org.apache.kerby", "BlockStateChange",
      "SecurityLogger", "org.mortbay");

  private ServerLoggers() {}
}
