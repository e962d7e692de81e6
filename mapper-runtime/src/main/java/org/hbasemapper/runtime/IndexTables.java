package org.hbasemapper.runtime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.filter.FirstKeyOnlyFilter;
import org.jspecify.annotations.NullUnmarked;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The index tables {@link SchemaManager} creates beside a data table, each recording its state: built
 * when created with its data table or beside one that holds no row, building beside one that holds
 * rows (they have no entry until {@code IndexAdmin.rebuild} runs). Logs as the manager does.
 */
@NullUnmarked
final class IndexTables {
  private static final Logger LOG = LoggerFactory.getLogger(SchemaManager.class);

  private final Connection connection;

  IndexTables(Connection connection) {
    this.connection = connection;
  }

  /**
   * Creates the missing index tables of {@code schema}, recording {@code state}, or when null the
   * state the data table's rows call for (read once, and only when a table is missing).
   */
  void createMissing(Admin admin, TableSchema schema, String state) throws IOException {
    for (IndexSchema index : schema.indexes()) {
      if (!admin.tableExists(index.tableName())) {
        state = create(admin, schema, index, state);
      }
    }
  }

  /**
   * Creates the table of {@code index} of {@code data}, recording {@code state}, or when null
   * {@link IndexSchema#BUILT} if the data table holds no row and {@link IndexSchema#BUILDING}
   * otherwise; returns the state recorded.
   */
  String create(Admin admin, TableSchema data, IndexSchema index, String state) throws IOException {
    if (state == null) {
      // rows written after this check by a DAO that declares the index find its table missing and fail
      state = holdsRows(data) ? IndexSchema.BUILDING : IndexSchema.BUILT;
    }
    TableSchema table = index.table();
    TableDescriptor descriptor = TableDescriptorBuilder.newBuilder(table.toDescriptor())
        .setValue(IndexSchema.STATE, state).build();
    byte[][] splits = table.splitKeys();
    if (splits.length == 0) {
      admin.createTable(descriptor);
    } else {
      admin.createTable(descriptor, splits);
    }
    if (IndexSchema.BUILT.equals(state)) {
      LOG.info("Created index table {} ({})", table.tableName(), state);
    } else {
      LOG.warn("Created index table {}: {}", table.tableName(), IndexNotBuiltException.describe(data, index, state,
          null));
    }
    return state;
  }

  /** Whether the data table holds at least one row: a scan of one row's first cell. */
  private boolean holdsRows(TableSchema data) throws IOException {
    Scan scan = new Scan().setFilter(new FirstKeyOnlyFilter()).setLimit(1).setCaching(1);
    try (Table table = connection.getTable(data.tableName()); ResultScanner rows = table.getScanner(scan)) {
      return rows.next() != null;
    }
  }

  /** {@link SchemaManager#unbuiltIndexes}: a line for each index of {@code schema} whose table is not built. */
  static List<String> unbuilt(Admin admin, TableSchema schema) throws IOException {
    List<String> out = new ArrayList<>();
    for (IndexSchema index : schema.indexes()) {
      if (admin.tableExists(index.tableName())) {
        String state = IndexSchema.state(admin.getDescriptor(index.tableName()));
        if (!IndexSchema.BUILT.equals(state)) {
          out.add(IndexNotBuiltException.describe(schema, index, state, null));
        }
      }
    }
    return out;
  }
}
