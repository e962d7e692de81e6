package org.hbasemapper.spring;

import static org.assertj.core.api.Assertions.assertThat;

import org.hbasemapper.test.EmbeddedHBase;
import org.junit.jupiter.api.Test;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggingSystem;

/** The embedded cluster's servers log through the application's logging system: their chatter is held back. */
class EmbeddedLogsTest {
  @Test
  void serverLoggersGoToErrorUnlessTheApplicationConfiguredThem() {
    LoggingSystem system = LoggingSystem.get(getClass().getClassLoader());
    system.setLogLevel("org.apache.zookeeper", LogLevel.WARN); // the application's own choice
    try {
      EmbeddedCluster.quietServerLogs();

      assertThat(system.getLoggerConfiguration("org.apache.hadoop.hdfs.server.namenode.FSNamesystem.audit")
          .getEffectiveLevel()).as("HDFS audit lines").isEqualTo(LogLevel.ERROR);
      assertThat(system.getLoggerConfiguration("org.apache.hadoop.hbase.master.assignment.AssignmentManager")
          .getEffectiveLevel()).isEqualTo(LogLevel.ERROR);
      assertThat(system.getLoggerConfiguration("org.apache.zookeeper").getEffectiveLevel()).isEqualTo(LogLevel.WARN);
      assertThat(system.getLoggerConfiguration("org.hbasemapper").getEffectiveLevel())
          .as("our own lines stay").isNotEqualTo(LogLevel.ERROR);
    } finally {
      for (String name : EmbeddedHBase.SERVER_LOGGERS) {
        system.setLogLevel(name, null);
      }
    }
  }
}
