package org.hbasemapper.runtime;

import java.util.List;
import org.apache.hadoop.hbase.TableName;

/**
 * One secondary index of an entity: its own table {@code <namespace>:<table>_idx_<name>}, whose row
 * key is {@code [indexed values, order-preserving and self-delimiting][data row key]} and whose
 * family {@code i} holds the data row key in {@code i:r}. With {@link #covering()} the index row
 * also holds a copy of the entity's cells under the data table's family names.
 *
 * @param name the index name, unique within the entity
 * @param table the index table's layout (create it with {@code SchemaManager}, which does so with
 *     the data table)
 * @param columns the indexed columns, in key order
 * @param covering whether index rows carry a copy of the entity's cells
 */
public record IndexSchema(String name, TableSchema table, List<ColumnSchema> columns, boolean covering) {
  /** The family of the reference cell. */
  public static final String FAMILY_NAME = "i";
  /** The qualifier of the reference cell, whose value is the data row key. */
  public static final String REFERENCE_QUALIFIER = "r";

  /** The index table's name. */
  public TableName tableName() {
    return table.tableName();
  }

  /** The indexed fields, in key order. */
  public List<String> fields() {
    return columns.stream().map(ColumnSchema::field).toList();
  }

  /** The index table name for index {@code index} of data table {@code table} (without namespace). */
  public static String tableName(String table, String index) {
    return table + "_idx_" + index;
  }
}
