package org.hbasemapper.mapreduce.migrate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.permission.FsPermission;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.util.Progressable;
import org.hbasemapper.mapreduce.Migration;
import org.hbasemapper.mapreduce.StoredRow;

/**
 * The migration of {@link MigrationTest} in a JVM of its own, which {@link MigrationFaultsTest} kills
 * with no chance to clean up: at a chosen moment the run writes a marker file and waits, and the test,
 * seeing the marker, destroys the process.
 *
 * <p>Arguments: the ZooKeeper quorum and client port and the default file system of the test's
 * cluster, the checkpoint file, the work directory, the marker file, and where to wait:
 * {@code row:N}, in the mapping function at the N-th purchase this JVM maps (a checkpoint must exist
 * by then), or {@code checkpoint:N}, once this JVM's N-th chunk is loaded and before its checkpoint is
 * written. Exits with status 3 when the run ends without reaching it, 4 when row N comes first.
 */
public final class KilledMigration {
  /** Old rows per chunk, as the test's own run of the same migration uses. */
  static final int CHUNK_ROWS = 2_000;

  private KilledMigration() {}

  public static void main(String[] args) throws Exception {
    Configuration conf = HBaseConfiguration.create();
    conf.set("hbase.zookeeper.quorum", args[0]);
    conf.set("hbase.zookeeper.property.clientPort", args[1]);
    conf.set("fs.defaultFS", args[2]); // the HFiles are staged where the test's own loads stage them
    Path checkpoint = Path.of(args[3]);
    Path work = Path.of(args[4]);
    Path marker = Path.of(args[5]);
    String[] where = args[6].split(":");
    int at = Integer.parseInt(where[1]);
    Function<StoredRow, NewPurchase> function = new ToNewPurchase();
    if (where[0].equals("row")) {
      function = waitingAtRow(function, at, checkpoint, marker);
    } else {
      // the checkpoint is written through Hadoop's local file system: this one waits at the N-th
      conf.setClass("fs.file.impl", WaitingFileSystem.class, org.apache.hadoop.fs.FileSystem.class);
      conf.set(WaitingFileSystem.FILE, checkpoint.getFileName() + ".tmp");
      conf.setInt(WaitingFileSystem.AT, at);
      conf.set(WaitingFileSystem.MARKER, marker.toString());
    }
    try (Connection connection = ConnectionFactory.createConnection(conf)) {
      Migration.from(connection, MigrationTest.OLD, MigrationTest.oldLayout())
          .to(NewPurchaseMapper.INSTANCE, function)
          .checkpoint(checkpoint)
          .workDirectory(work)
          .memoryBudget(4L << 20)
          .chunkRows(CHUNK_ROWS)
          .run();
    }
    System.err.println("the migration ended without reaching " + args[6]);
    System.exit(3);
  }

  /** The migration's function, waiting for the end at the {@code at}-th row once a checkpoint exists. */
  private static Function<StoredRow, NewPurchase> waitingAtRow(Function<StoredRow, NewPurchase> function, int at,
      Path checkpoint, Path marker) {
    AtomicInteger calls = new AtomicInteger();
    return row -> {
      if (calls.incrementAndGet() == at) {
        if (!Files.exists(checkpoint)) {
          System.err.println("row " + at + " reached before any chunk was checkpointed: choose a later row");
          System.exit(4);
        }
        waitForTheEnd(marker, "at row " + at);
      }
      return function.apply(row);
    };
  }

  private static void waitForTheEnd(Path marker, String where) {
    try {
      Files.writeString(marker, where, StandardCharsets.UTF_8);
      Thread.sleep(Long.MAX_VALUE);
    } catch (IOException e) {
      throw new IllegalStateException("cannot write the marker " + marker, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    throw new IllegalStateException("woken up " + where + ": the test was to kill this JVM");
  }

  /**
   * Hadoop's local file system, waiting for the end when the {@code at}-th file named {@code file} is
   * about to be created: the moment a chunk is loaded and its checkpoint not yet written.
   */
  public static final class WaitingFileSystem extends LocalFileSystem {
    static final String FILE = "test.waiting-fs.file";
    static final String AT = "test.waiting-fs.at";
    static final String MARKER = "test.waiting-fs.marker";
    private static final AtomicInteger CREATED = new AtomicInteger();

    @Override
    public FSDataOutputStream create(org.apache.hadoop.fs.Path f, FsPermission permission, boolean overwrite,
        int bufferSize, short replication, long blockSize, Progressable progress) throws IOException {
      Configuration conf = getConf();
      if (f.getName().equals(conf.get(FILE)) && CREATED.incrementAndGet() == conf.getInt(AT, 0)) {
        waitForTheEnd(Path.of(conf.get(MARKER)), "before checkpoint " + conf.getInt(AT, 0));
      }
      return super.create(f, permission, overwrite, bufferSize, replication, blockSize, progress);
    }
  }
}
