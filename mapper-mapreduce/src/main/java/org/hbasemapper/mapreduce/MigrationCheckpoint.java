package org.hbasemapper.mapreduce;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.hbasemapper.runtime.bytes.RowBytes;

/**
 * How far a migration of one key range of the old table got: every old row from {@code start} up to
 * and including {@code last} is migrated (through {@code stop} when complete), with the counts of
 * those rows. A small text file on any Hadoop file system (a local {@code file:} path, HDFS), written
 * to a temporary file and renamed over the old one, so that a crash leaves the previous checkpoint or
 * the new one, never half of one.
 *
 * @param migration what the migration copies from where to where; a checkpoint of another migration is refused
 * @param start the first row of the range; empty for the table's start
 * @param stop the row the range ends before; empty for the table's end
 * @param last the last old row migrated
 * @param complete whether the whole range is migrated
 * @param tally the counts of the rows from {@code start} through {@code last}
 */
record MigrationCheckpoint(String migration, byte[] start, byte[] stop, byte[] last, boolean complete,
    MigrationTally tally) {
  private static final String HEADER = "# hbase-mapper migration checkpoint: every old row from start through last is "
      + "migrated.\n# Delete this file to start the migration over.\n";

  /** The checkpoint in {@code file}, or null when there is none. */
  static MigrationCheckpoint read(Configuration conf, Path file) {
    try {
      FileSystem fs = file.getFileSystem(conf);
      Path temporary = temporary(file);
      if (fs.exists(file)) {
        return parse(file, readText(fs, file));
      }
      if (fs.exists(temporary)) {
        // a crash between writing the new checkpoint and renaming it: the new one is whole if it has its end.
        // The rename is finished here, so that the next write (which starts by overwriting the temporary file)
        // cannot lose the only whole checkpoint to a second crash.
        String text = readText(fs, temporary);
        if (!text.endsWith("end\n")) {
          return null;
        }
        MigrationCheckpoint recovered = parse(temporary, text);
        moveIntoPlace(fs, temporary, file);
        return recovered;
      }
      return null;
    } catch (IOException e) {
      throw new UncheckedIOException("reading the migration checkpoint " + file + ": " + Failures.oneLine(e), e);
    }
  }

  /** Writes this checkpoint to {@code file}, replacing what was there. */
  void write(Configuration conf, Path file) {
    StringBuilder text = new StringBuilder(HEADER);
    text.append("migration ").append(migration).append('\n');
    text.append("start ").append(RowBytes.hex(start)).append('\n');
    text.append("stop ").append(RowBytes.hex(stop)).append('\n');
    text.append("last ").append(RowBytes.hex(last)).append('\n');
    text.append("complete ").append(complete).append('\n');
    text.append("read ").append(tally.read).append('\n');
    text.append("written ").append(tally.written).append('\n');
    text.append("skipped ").append(tally.skipped).append('\n');
    text.append("bad-rows ").append(tally.badRows).append('\n');
    text.append("other-record-types ").append(tally.otherRecordTypes).append('\n');
    text.append("chunks ").append(tally.chunks).append('\n');
    text.append("end\n");
    try {
      FileSystem fs = file.getFileSystem(conf);
      Path temporary = temporary(file);
      try (OutputStream out = fs.create(temporary, true)) {
        out.write(text.toString().getBytes(StandardCharsets.UTF_8));
      }
      // HDFS refuses a rename onto an existing file: a crash between these two leaves the whole temporary file
      fs.delete(file, false);
      moveIntoPlace(fs, temporary, file);
    } catch (IOException e) {
      throw new UncheckedIOException("writing the migration checkpoint " + file + ": " + Failures.oneLine(e), e);
    }
  }

  /** Fails unless this checkpoint belongs to {@code expected}. */
  void requireMigration(String expected, Path file) {
    if (!migration.equals(expected)) {
      throw new MigrationException("the checkpoint " + file + " belongs to another migration (" + migration
          + "), not to " + expected + ": name another checkpoint, or delete it to start this one over", null);
    }
  }

  private static void moveIntoPlace(FileSystem fs, Path temporary, Path file) throws IOException {
    if (!fs.rename(temporary, file)) {
      throw new IOException("could not rename " + temporary + " to " + file);
    }
  }

  private static Path temporary(Path file) {
    return new Path(file.getParent(), file.getName() + ".tmp");
  }

  private static String readText(FileSystem fs, Path file) throws IOException {
    try (InputStream in = fs.open(file)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static MigrationCheckpoint parse(Path file, String text) {
    Map<String, String> values = new HashMap<>();
    for (String line : text.split("\n")) {
      if (line.isBlank() || line.startsWith("#") || line.equals("end")) {
        continue;
      }
      int space = line.indexOf(' ');
      if (space < 0) {
        throw damaged(file, "line '" + line + "' has no value");
      }
      values.put(line.substring(0, space), line.substring(space + 1));
    }
    try {
      MigrationTally tally = new MigrationTally();
      tally.read = Long.parseLong(require(values, "read", file));
      tally.written = Long.parseLong(require(values, "written", file));
      tally.skipped = Long.parseLong(require(values, "skipped", file));
      tally.badRows = Long.parseLong(require(values, "bad-rows", file));
      tally.otherRecordTypes = Long.parseLong(require(values, "other-record-types", file));
      tally.chunks = Long.parseLong(require(values, "chunks", file));
      return new MigrationCheckpoint(require(values, "migration", file), hex(require(values, "start", file), file),
          hex(require(values, "stop", file), file), hex(require(values, "last", file), file),
          Boolean.parseBoolean(require(values, "complete", file)), tally);
    } catch (NumberFormatException e) {
      throw damaged(file, e.getMessage());
    }
  }

  private static String require(Map<String, String> values, String name, Path file) {
    String value = values.get(name);
    if (value == null) {
      throw damaged(file, "no '" + name + "' line");
    }
    return value;
  }

  private static byte[] hex(String text, Path file) {
    if (!text.startsWith("0x")) {
      throw damaged(file, "'" + text + "' is not a row key in hex");
    }
    try {
      return HexFormat.of().parseHex(text.substring(2));
    } catch (IllegalArgumentException e) {
      throw damaged(file, "'" + text + "' is not a row key in hex");
    }
  }

  private static MigrationException damaged(Path file, String problem) {
    return new MigrationException("the migration checkpoint " + file + " is damaged (" + problem + "): restore it, "
        + "or delete it to start the migration over", null);
  }
}
