package org.hbasemapper.runtime;

import java.io.IOException;
import java.util.List;
import org.apache.hadoop.hbase.TableName;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.bytes.RowBytes;

/**
 * A {@code put}, {@code replace}, {@code putIfAbsent} or {@code delete} changed its data row, but
 * the index upkeep after the row (removing the entries of old values, checking the new ones) did not
 * finish: an index table did not answer. The row holds the write (a delete: is gone); what may be
 * left is an entry of an old value, which every lookup verifies against the data row and skips,
 * and, when a concurrent writer of the same value removed it meanwhile, a missing entry of the new
 * value. {@code IndexAdmin.verify(mapper, index, true, progress)} removes the first and writes the
 * second; lookups with {@code repairStale(age)} remove stale entries they meet.
 *
 * <p>The write need not be repeated. Repeating it through the same DAO finishes the upkeep (the DAO
 * kept what was left, since the row no longer holds the old values): a {@code @Version}ed write of
 * the same entity object is recognized as the one that landed and succeeds. Through another DAO, or
 * with the entity built again, a {@code @Version}ed repeat is refused with a
 * {@link StaleEntityException} saying that the row holds exactly its values. Relation inverses were
 * still written after the row; their failure, if any, is attached as a suppressed
 * {@link RelationWriteException}.
 */
@Api
public class IndexUpkeepException extends HBaseAccessException {
  private static final long serialVersionUID = 1L;

  private final String entity;
  private final String rowKeyHex;
  private final List<String> indexTables;

  /**
   * The incomplete upkeep of {@code operation} (put, replace, putIfAbsent, delete) of {@code entity}'s
   * row {@code row} in {@code table}, after which the indexes {@code indexes} (names) in
   * {@code indexTables} (same order) may be behind.
   */
  @Internal
  public IndexUpkeepException(String operation, String entity, String table, byte[] row, List<String> indexes,
      List<String> indexTables, IOException cause) {
    super(message(operation, entity, table, row, indexes, indexTables, cause), cause, operation, table);
    this.entity = entity;
    this.rowKeyHex = RowBytes.hex(row);
    this.indexTables = List.copyOf(indexTables);
  }

  /** The entity's name. */
  public String entity() {
    return entity;
  }

  /** The data row, in hex. */
  public String rowKeyHex() {
    return rowKeyHex;
  }

  /** The index tables that may be behind the data row, {@code namespace:name}. */
  public List<String> indexTables() {
    return indexTables;
  }

  private static String message(String operation, String entity, String table, byte[] row, List<String> indexes,
      List<String> indexTables, IOException cause) {
    boolean delete = operation.equals("delete");
    StringBuilder sb = new StringBuilder(operation).append(" of ").append(entity)
        .append(delete ? " removed row " : " wrote row ").append(RowBytes.hex(row)).append(" of table ").append(table)
        .append(", but its index upkeep is incomplete: ");
    for (int i = 0; i < indexes.size(); i++) {
      sb.append(i == 0 ? "" : ", ").append("index ").append(indexes.get(i)).append(" (table ")
          .append(indexTables.get(i)).append(')');
    }
    sb.append(" may be behind (")
        .append(BatchWriteException.describe(TableName.valueOf(indexTables.get(0)), cause)).append("); ")
        .append(delete
            ? "entries pointing at the removed row may be left, which lookups skip"
            : "the row holds the write; entries of its old values may be left, which lookups skip")
        .append("; repeating this write through the same DAO, or IndexAdmin.verify with repair on ")
        .append(indexes.size() == 1 ? "that index" : "those indexes").append(", removes them");
    return sb.toString();
  }
}
