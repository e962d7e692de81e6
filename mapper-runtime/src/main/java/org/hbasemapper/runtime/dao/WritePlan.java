package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.hadoop.hbase.client.CheckAndMutate;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.RowMutations;
import org.apache.hadoop.hbase.client.Table;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One write, planned once before anything is sent ({@link WritePlanner}): its data rows, the index
 * changes they bring (from the rows as stored) and the relation entries they unlink. Every write of
 * the DAO takes the same steps on it, in the order that lets a reader never return a wrong row:
 *
 * <ol>
 *   <li>{@link #writeEntries}: the new index entries, before the data rows;
 *   <li>{@link #writeRow}: the data row, plain or only if a condition holds (a {@code @Version}, an
 *       absent row); a batch sends its rows itself;
 *   <li>{@link #complete}: once the rows landed, the entries of old values removed and the check;
 *   <li>{@link #withdraw}: for a row refused by its condition instead, its new entries taken back;
 *   <li>{@link #writeInverses}: once the row landed and the data table is released, the relation
 *       inverses (owner row first, then the rows it points at).
 * </ol>
 *
 * <p>One per write, used by the thread that makes it.
 */
final class WritePlan<E> {
  private static final Logger LOG = LoggerFactory.getLogger(WritePlan.class);

  private final IndexMaintainer<E> indexes;
  private final RelationUpkeep relations;
  private final TableSchema schema;
  private final List<Put> puts;
  private final Delete delete;
  private final IndexMaintainer.Plan entries;
  private final Map<RelationLink, List<byte[]>> unlinked;

  /**
   * A plan that writes {@code puts} and deletes {@code delete} (with the puts: the cells a replace
   * removes; alone: a whole row; or null), changing the indexes by {@code entries} and unlinking
   * {@code unlinked} from the relations' targets.
   */
  WritePlan(IndexMaintainer<E> indexes, RelationUpkeep relations, TableSchema schema, List<Put> puts,
      Delete delete, IndexMaintainer.Plan entries, Map<RelationLink, List<byte[]>> unlinked) {
    this.indexes = indexes;
    this.relations = relations;
    this.schema = schema;
    this.puts = puts;
    this.delete = delete;
    this.entries = entries;
    this.unlinked = unlinked;
  }

  /** The put of a plan of one row; null for a delete. */
  Put put() {
    return puts.isEmpty() ? null : puts.get(0);
  }

  /** The data row of a plan of one row. */
  byte[] row() {
    return puts.isEmpty() ? delete.getRow() : puts.get(0).getRow();
  }

  /** Step 1: the new index entries; the first failure is thrown. */
  void writeEntries() throws IOException {
    indexes.writeEntries(entries);
  }

  /**
   * Step 1 of a batch: every new entry that can be written; returns the data rows with an entry that
   * could not be, which must not be sent (a lookup could not find them), and adds the failures to
   * {@code causes}.
   */
  List<byte[]> writeEntries(List<IOException> causes) {
    return indexes.writeEntries(entries, causes);
  }

  /**
   * Step 2 for one row: its put, deletes, or both in one atomic {@link RowMutations}, sent only if
   * {@code condition} holds (unchecked when null); returns whether the row was written.
   */
  boolean writeRow(Table table, CheckAndMutate.Builder condition) throws IOException {
    Put put = put();
    if (put == null) {
      table.delete(delete);
      return true;
    }
    if (delete == null) {
      if (condition == null) {
        table.put(put);
        return true;
      }
      return table.checkAndMutate(condition.build(put)).isSuccess();
    }
    RowMutations both = RowMutations.of(delete.isEmpty() ? List.of(put) : List.of(put, delete));
    if (condition == null) {
      table.mutateRow(both);
      return true;
    }
    return table.checkAndMutate(condition.build(both)).isSuccess();
  }

  /** Step 3, once the data rows landed: the entries of old values removed, then the check. */
  void complete(Table table) throws IOException {
    indexes.complete(table, entries);
  }

  /**
   * Step 3 of a batch: {@link #complete} for the rows written ({@code unwritten} excluded); then the
   * entries of the rows {@code refused} (never sent) taken back. Sets are ordered by
   * {@code Bytes.BYTES_COMPARATOR}.
   */
  void complete(Table table, Set<byte[]> unwritten, Set<byte[]> refused) throws IOException {
    indexes.complete(table, entries.without(unwritten));
    if (!refused.isEmpty()) {
      indexes.withdraw(table, entries.only(refused));
    }
  }

  /**
   * Step 4, for a row its condition refused: takes back the entries of step 1 (see
   * {@link IndexMaintainer#withdraw}). A failure is returned, not thrown, since the caller must
   * still learn that the write was refused; entries it leaves point at a row that does not match
   * them, which reads skip and {@code IndexAdmin} removes. Relation inverses are written only after
   * the data row, so a refused write has none to take back.
   */
  Optional<IOException> withdraw(Table table) {
    try {
      indexes.withdraw(table, entries);
      return Optional.empty();
    } catch (IOException e) {
      LOG.warn("Refused write of {} row {} in {}: its new index entries could not be removed ({}); reads skip them",
          schema.entityName(), RowBytes.hex(row()), schema.tableName(), e.toString());
      return Optional.of(e);
    }
  }

  /** Step 5, once the row landed: the inverses of the relation entries it unlinked, then of those it wrote. */
  void writeInverses() {
    relations.afterWrite(row(), unlinked, put());
  }
}
