package org.hbasemapper.runtime.index;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.client.Row;
import org.hbasemapper.runtime.IndexSchema;
import org.jspecify.annotations.NullUnmarked;

/**
 * One index row a write plans to write (with its mutation: a put, or for a covering copy losing cells
 * a row change) or to remove (no mutation): of index {@code index}, at {@code key}, for the data row
 * {@code row}.
 */
@NullUnmarked
record IndexEntry(IndexSchema index, byte[] key, byte[] row, Row mutation) {
  /** {@code entries} grouped by index, in the order of their first entries. */
  static Map<IndexSchema, List<IndexEntry>> byIndex(List<IndexEntry> entries) {
    Map<IndexSchema, List<IndexEntry>> out = new LinkedHashMap<>();
    for (IndexEntry e : entries) {
      out.computeIfAbsent(e.index(), k -> new ArrayList<>()).add(e);
    }
    return out;
  }
}
