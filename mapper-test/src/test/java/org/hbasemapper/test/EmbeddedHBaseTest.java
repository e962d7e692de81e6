package org.hbasemapper.test;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.util.Bytes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@HBaseTest
class EmbeddedHBaseTest {

  @Test
  void injectsAWorkingConnectionToARealCluster(Connection connection, EmbeddedHBase hbase) throws Exception {
    assertThat(connection).isSameAs(hbase.connection());
    TableName name = TableName.valueOf("embedded_smoke");
    try (Admin admin = connection.getAdmin()) {
      admin.createTable(TableDescriptorBuilder.newBuilder(name)
          .setColumnFamily(ColumnFamilyDescriptorBuilder.of("d")).build());
    }
    try (Table table = connection.getTable(name)) {
      table.put(new Put(Bytes.toBytes("r1")).addColumn(Bytes.toBytes("d"), Bytes.toBytes("q"), Bytes.toBytes("v")));
      byte[] value = table.get(new Get(Bytes.toBytes("r1"))).getValue(Bytes.toBytes("d"), Bytes.toBytes("q"));
      assertThat(Bytes.toString(value)).isEqualTo("v");
    }
    assertThat(hbase.startMillis()).isPositive();
  }

  @Test
  void theConnectionAndConfigurationBoundEveryCall(Connection connection, EmbeddedHBase hbase) {
    assertThat(EmbeddedHBase.CLIENT_SETTINGS).containsKeys("hbase.client.operation.timeout", "hbase.rpc.timeout",
        "hbase.client.retries.number", "zookeeper.recovery.retry");
    EmbeddedHBase.CLIENT_SETTINGS.forEach((name, value) -> {
      assertThat(connection.getConfiguration().get(name)).as(name).isEqualTo(value);
      assertThat(hbase.configuration().get(name)).as(name).isEqualTo(value);
    });
  }

  @Test
  void theClustersChatterIsQuietButALocalJobsFailureAndProgressAreNot(EmbeddedHBase hbase) {
    assertThat(org.apache.log4j.LogManager.getLogger("org.apache.hadoop.hdfs.server.namenode.FSNamesystem")
        .getEffectiveLevel()).isEqualTo(org.apache.log4j.Level.ERROR);
    assertThat(org.apache.log4j.LogManager.getLogger(QuietLogs.LOCAL_JOB_RUNNER).getEffectiveLevel())
        .isEqualTo(org.apache.log4j.Level.WARN);
    assertThat(org.apache.log4j.LogManager.getLogger(QuietLogs.JOB).getEffectiveLevel())
        .isEqualTo(org.apache.log4j.Level.INFO);
  }

  @Test
  void sharesOneClusterPerJvm() {
    assertThat(EmbeddedHBase.shared()).isSameAs(EmbeddedHBase.shared());
  }

  @Test
  void theDataDirectoryNamesItsOwnerSoThatAStartAfterAKillRemovesIt(EmbeddedHBase hbase, @TempDir Path tmp)
      throws Exception {
    assertThat(hbase.dataDirectory().getFileName().toString()).startsWith(EmbeddedHBase.DATA_DIR_PREFIX);
    assertThat(Files.readString(hbase.dataDirectory().resolve(EmbeddedHBaseProcess.OWNER_FILE)))
        .isEqualTo(Long.toString(ProcessHandle.current().pid()));

    Process dead = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-version")
        .redirectErrorStream(true).start();
    dead.waitFor(60, TimeUnit.SECONDS);
    Path killed = Files.createDirectory(tmp.resolve(EmbeddedHBase.DATA_DIR_PREFIX + "1"));
    Files.writeString(killed.resolve(EmbeddedHBaseProcess.OWNER_FILE), Long.toString(dead.pid()));
    Files.createDirectories(killed.resolve("data/default/t1"));
    Path running = Files.createDirectory(tmp.resolve(EmbeddedHBase.DATA_DIR_PREFIX + "2"));
    Files.writeString(running.resolve(EmbeddedHBaseProcess.OWNER_FILE), Long.toString(ProcessHandle.current().pid()));

    EmbeddedHBaseProcess.removeOrphans(tmp, EmbeddedHBase.DATA_DIR_PREFIX);

    assertThat(killed).doesNotExist();
    assertThat(running).exists();
  }
}
