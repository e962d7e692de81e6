package org.hbasemapper.mapreduce;

import java.time.Duration;
import java.util.List;

/** The counts of a migration, or of one chunk of it; added up as chunks load. Not thread-safe. */
final class MigrationTally {
  long read;
  long written;
  long skipped;
  long badRows;
  long otherRecordTypes;
  long chunks;

  /** Adds {@code other}'s counts to these. */
  void add(MigrationTally other) {
    read += other.read;
    written += other.written;
    skipped += other.skipped;
    badRows += other.badRows;
    otherRecordTypes += other.otherRecordTypes;
    chunks += other.chunks;
  }

  MigrationTally copy() {
    MigrationTally out = new MigrationTally();
    out.add(this);
    return out;
  }

  MigrationProgress progress(Duration elapsed) {
    return new MigrationProgress(read, written, skipped, badRows, otherRecordTypes, chunks, elapsed);
  }

  MigrationReport report(boolean resumed, Duration elapsed, int sampled, List<MigrationReport.Mismatch> mismatches) {
    return new MigrationReport(read, written, skipped, badRows, otherRecordTypes, chunks, resumed, elapsed, sampled,
        mismatches);
  }

  /** The counts for a log line: never a row's values. */
  @Override
  public String toString() {
    return String.format(java.util.Locale.ROOT, "%,d rows read, %,d written, %,d skipped, %,d bad, %,d of other "
        + "record types, %,d chunk(s)", read, written, skipped, badRows, otherRecordTypes, chunks);
  }
}
