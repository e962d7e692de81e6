package org.hbasemapper.runtime;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.hbase.CompareOperator;
import org.apache.hadoop.hbase.filter.BinaryComponentComparator;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.RowFilter;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;

/**
 * Where the record type code sits in a row key of a table that several entities share
 * ({@code @RecordType}), and the codes a schema reads there: one for an entity, every member's for a
 * group of record types. Immutable.
 */
@Api
public final class RecordTypeKey {
  private final int position;
  private final int offset;
  private final int width;
  private final List<String> codes;
  private final byte[][] bytes;

  /**
   * A record type key.
   *
   * @param position the index of the code among the row-key components ({@link TableSchema#rowKey()})
   * @param offset the byte offset of the code in the row key, counting the salt or hash prefix
   * @param width the code's length in bytes, the same for every record type of the table
   * @param codes the codes, as written in {@code @RecordType}; distinct, each {@code width} bytes long
   */
  @Internal
  public RecordTypeKey(int position, int offset, int width, List<String> codes) {
    this.position = position;
    this.offset = offset;
    this.width = width;
    this.codes = List.copyOf(codes);
    if (this.codes.isEmpty()) {
      throw new IllegalArgumentException("a record type key needs at least one code");
    }
    if (this.codes.stream().distinct().count() != this.codes.size()) {
      throw new IllegalArgumentException("record types repeat a code: " + this.codes);
    }
    this.bytes = new byte[this.codes.size()][];
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = this.codes.get(i).getBytes(StandardCharsets.UTF_8);
      if (width == 0 || bytes[i].length != width) {
        throw new IllegalArgumentException("record type '" + this.codes.get(i) + "' is not " + width + " bytes long");
      }
    }
  }

  /** The index of the code among the row-key components ({@link TableSchema#rowKey()}). */
  public int position() {
    return position;
  }

  /** The byte offset of the code in the row key, counting the salt or hash prefix. */
  public int offset() {
    return offset;
  }

  /** The code's length in bytes. */
  public int width() {
    return width;
  }

  /** The codes, as written in {@code @RecordType}. */
  public List<String> codes() {
    return codes;
  }

  /** The code of index {@code i} as the bytes stored in the key (a copy). */
  @Internal
  public byte[] code(int i) {
    return bytes[i].clone();
  }

  /** The index in {@link #codes()} of the code {@code row} carries; -1 when none, or the row is too short. */
  @Internal
  public int indexIn(byte[] row) {
    if (row == null || row.length < offset + width) {
      return -1;
    }
    for (int i = 0; i < bytes.length; i++) {
      if (Arrays.equals(row, offset, offset + width, bytes[i], 0, width)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The server-side filter keeping only rows that carry one of {@link #codes()} at {@link #offset()}:
   * what a scan adds when its key range does not fix the code, so that it never returns rows of the
   * table's other record types. A new filter on each call (filters hold per-scan state).
   */
  public Filter rowFilter() {
    List<Filter> each = new ArrayList<>(bytes.length);
    for (byte[] code : bytes) {
      each.add(new RowFilter(CompareOperator.EQUAL, new BinaryComponentComparator(code.clone(), offset)));
    }
    return each.size() == 1 ? each.get(0) : new FilterList(FilterList.Operator.MUST_PASS_ONE, each);
  }

  @Override
  public String toString() {
    return "record type at byte " + offset + " " + codes;
  }
}
