package org.hbasemapper.mapreduce;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.hbase.util.Bytes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A checkpoint survives a crash at any point of its own rewrite, and of the rewrite after that. */
class MigrationCheckpointTest {
  @TempDir java.nio.file.Path dir;

  private static MigrationCheckpoint at(String last, long read) {
    MigrationTally tally = new MigrationTally();
    tally.read = read;
    tally.written = read;
    tally.chunks = 1;
    return new MigrationCheckpoint("m", Bytes.toBytes("a"), Bytes.toBytes("z"), Bytes.toBytes(last), false, tally);
  }

  @Test
  void aWholeTemporaryLeftByACrashIsReadAndBecomesTheCheckpointSoASecondCrashCannotLoseIt() throws Exception {
    Configuration conf = new Configuration(false);
    // no checksum files beside the ones this test moves by hand; uncached, or the JVM's later file:// users
    // (the mini cluster of the next test class) would be handed this file system
    conf.set("fs.file.impl", org.apache.hadoop.fs.RawLocalFileSystem.class.getName());
    conf.setBoolean("fs.file.impl.disable.cache", true);
    Path file = new Path(dir.resolve("purchase.checkpoint").toUri());
    java.nio.file.Path local = dir.resolve("purchase.checkpoint");
    java.nio.file.Path temporary = dir.resolve("purchase.checkpoint.tmp");
    at("k", 2_000).write(conf, file);
    // the first crash: the next checkpoint was written whole, the old one deleted, the rename never happened
    Files.move(local, temporary);

    MigrationCheckpoint resumed = MigrationCheckpoint.read(conf, file);

    assertThat(Bytes.toString(resumed.last())).isEqualTo("k");
    assertThat(local).as("the interrupted rename is finished").exists();
    // the second crash: half of the next temporary written over the old one
    Files.writeString(temporary, "# hbase-mapper migration checkpoint\nmigration m\nstart", StandardCharsets.UTF_8);
    assertThat(Bytes.toString(MigrationCheckpoint.read(conf, file).last())).isEqualTo("k");
  }
}
