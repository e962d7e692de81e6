package org.hbasemapper.runtime.scan;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Internal;

/**
 * The cells a read fetches: everything, or some whole families and single columns. Built first and
 * applied once, because {@code Scan.addColumn} and {@code Get.addColumn} on a family already added
 * whole narrow it to that one column: adding a filter's column to a read of whole families must not
 * drop the rest of the family. Immutable.
 */
@Internal
public final class Columns {
  private static final Columns ALL = new Columns(null);

  /** Family to qualifiers; a null set is the whole family. Null: no selection, every cell. */
  private final Map<byte[], NavigableSet<byte[]>> selection;

  private Columns(Map<byte[], NavigableSet<byte[]>> selection) {
    this.selection = selection;
  }

  /** Every cell of the row: no selection at all. */
  public static Columns all() {
    return ALL;
  }

  /** The whole of {@code families}. */
  public static Columns families(Collection<String> families) {
    Map<byte[], NavigableSet<byte[]>> out = new TreeMap<>(Bytes.BYTES_COMPARATOR);
    families.forEach(f -> out.put(Bytes.toBytes(f), null));
    return new Columns(out);
  }

  /** Exactly {@code columns}, each {@code {family, qualifier}} or {@code {family}} for a whole family. */
  public static Columns of(List<byte[][]> columns) {
    return new Columns(new TreeMap<>(Bytes.BYTES_COMPARATOR)).with(columns);
  }

  /** These cells and {@code columns} as well; every cell stays every cell. */
  public Columns with(List<byte[][]> columns) {
    if (selection == null || columns.isEmpty()) {
      return this;
    }
    Map<byte[], NavigableSet<byte[]>> out = new TreeMap<>(Bytes.BYTES_COMPARATOR);
    selection.forEach((f, q) -> out.put(f, q == null ? null : new TreeSet<>(q)));
    for (byte[][] column : columns) {
      byte[] family = column[0];
      if (column.length == 1) {
        out.put(family, null);
      } else if (!out.containsKey(family)) {
        NavigableSet<byte[]> qualifiers = new TreeSet<>(Bytes.BYTES_COMPARATOR);
        qualifiers.add(column[1]);
        out.put(family, qualifiers);
      } else if (out.get(family) != null) {
        out.get(family).add(column[1]);
      }
    }
    return new Columns(out);
  }

  /** Whether this is every cell (no selection). */
  public boolean isAll() {
    return selection == null;
  }

  /** Whether nothing is selected: a read that names no cell. */
  public boolean isEmpty() {
    return selection != null && selection.isEmpty();
  }

  /** Restricts {@code scan} to these cells. */
  public Scan applyTo(Scan scan) {
    if (selection != null) {
      selection.forEach((family, qualifiers) -> {
        if (qualifiers == null) {
          scan.addFamily(family);
        } else {
          qualifiers.forEach(q -> scan.addColumn(family, q));
        }
      });
    }
    return scan;
  }

  /** Restricts {@code get} to these cells. */
  public Get applyTo(Get get) {
    if (selection != null) {
      selection.forEach((family, qualifiers) -> {
        if (qualifiers == null) {
          get.addFamily(family);
        } else {
          qualifiers.forEach(q -> get.addColumn(family, q));
        }
      });
    }
    return get;
  }
}
