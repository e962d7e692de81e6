package org.hbasemapper.runtime.dao;

import java.lang.ref.WeakReference;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.jspecify.annotations.NullUnmarked;

/**
 * The index upkeep that writes of one DAO left unfinished after their data rows landed (an index
 * table that did not answer), by data row, so that a later write of the same row through the DAO
 * finishes it: only the writer that read the old values knows which entries to remove, and the row
 * no longer holds them. Each row also remembers the entity written and the version stored, so that
 * a {@code @Version}ed write repeated with that very entity object is recognized as the one that
 * landed (see {@link #landedBy}).
 *
 * <p>Held in memory, at most {@value #MAX_ROWS} rows (the oldest are forgotten: lookups skip their
 * entries, and {@code IndexAdmin.verify} removes them), the entities weakly. Thread-safe; one per DAO.
 */
@NullUnmarked
final class UnfinishedUpkeep {
  static final int MAX_ROWS = 10_000;

  /** What a row's landed write left: its entity (weakly; null for rows of an unchecked batch), the version it stored, the upkeep. */
  private record Left(WeakReference<Object> entity, long version, IndexMaintainer.Plan plan) {}

  /** By row, the row last recorded last; past the bound the eldest is dropped. */
  private final Map<RowKey, Left> rows = new LinkedHashMap<>() {
    @Override
    protected boolean removeEldestEntry(Map.Entry<RowKey, Left> eldest) {
      return size() > MAX_ROWS;
    }
  };

  /** A row key with equality by content. */
  private record RowKey(byte[] row) {
    @Override
    public boolean equals(Object o) {
      return o instanceof RowKey k && Bytes.equals(row, k.row);
    }

    @Override
    public int hashCode() {
      return Bytes.hashCode(row);
    }
  }

  /**
   * Records that the write of {@code entity} (null: not to be recognized) stored {@code version} in
   * the data row {@code row}, which landed, and left {@code plan} (about that row) unfinished.
   * Merged with what an earlier write of the row left.
   */
  synchronized void left(byte[] row, Object entity, long version, IndexMaintainer.Plan plan) {
    Left earlier = rows.remove(new RowKey(row)); // put again: the row becomes the newest
    rows.put(new RowKey(row), new Left(new WeakReference<>(entity), version,
        earlier == null ? plan : plan.after(earlier.plan())));
  }

  /** Records what a batch's rows that landed left of {@code plan}, row by row (see {@link #left(byte[], Object, long, IndexMaintainer.Plan)}). */
  void left(IndexMaintainer.Plan plan, Collection<byte[]> landed) {
    Map<byte[], IndexMaintainer.Plan> byRow = plan.byRow();
    for (byte[] row : landed) {
      IndexMaintainer.Plan part = byRow.get(row);
      if (part != null) {
        left(row, null, 0, part);
      }
    }
  }

  /** Takes what earlier writes left of the rows {@code of}, as one plan (empty when nothing). */
  synchronized IndexMaintainer.Plan take(Collection<byte[]> of) {
    IndexMaintainer.Plan out = new IndexMaintainer.Plan();
    if (rows.isEmpty()) {
      return out;
    }
    for (byte[] row : of) {
      Left left = rows.remove(new RowKey(row));
      if (left != null) {
        out = out.after(left.plan());
      }
    }
    return out;
  }

  /**
   * Whether the write that landed last in {@code row} with its upkeep unfinished was of this very
   * {@code entity} object and stored {@code version}: a repeat of that write, not a write of the
   * same values by another writer that read the same version (whose update would be lost if taken
   * for this one).
   */
  synchronized boolean landedBy(byte[] row, Object entity, long version) {
    Left left = rows.get(new RowKey(row));
    return left != null && entity != null && left.entity().get() == entity && left.version() == version;
  }
}
