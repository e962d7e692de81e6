package org.hbasemapper.runtime;

import java.util.List;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.hbasemapper.annotations.audience.Api;

/**
 * One secondary index of an entity: its own table {@code <namespace>:<table>_idx_<name>}, whose row
 * key is {@code [indexed values, order-preserving and self-delimiting][data row key]} and whose
 * family {@code i} holds the data row key in {@code i:r}. With {@link #covering()} the index row
 * also holds a copy of the entity's cells under the data table's family names.
 *
 * <p>The index table's descriptor carries the index's state in the value {@link #STATE}:
 * {@link #BUILT} when every data row has its entry, {@link #BUILDING} while rows stored before the
 * index table existed may lack theirs (writes keep the index current meanwhile; {@code
 * IndexAdmin.rebuild} writes the missing entries and marks it built). Lookups refuse an index that is
 * not built. An index table without the value (created before states were recorded) counts as built.
 *
 * @param name the index name, unique within the entity
 * @param table the index table's layout (create it with {@code SchemaManager}, which does so with
 *     the data table)
 * @param columns the indexed columns, in key order
 * @param covering whether index rows carry a copy of the entity's cells
 */
@Api
public record IndexSchema(String name, TableSchema table, List<ColumnSchema> columns, boolean covering) {
  /** The family of the reference cell. */
  public static final String FAMILY_NAME = "i";
  /** The qualifier of the reference cell, whose value is the data row key. */
  public static final String REFERENCE_QUALIFIER = "r";
  /** The index table's descriptor value that holds the index's state, {@link #BUILT} or {@link #BUILDING}. */
  public static final String STATE = "hbasemapper.index.state";
  /** State: every data row has its entry (as far as writes kept it, see {@code IndexAdmin.verify}). */
  public static final String BUILT = "built";
  /**
   * State: the index table was created beside a data table that held rows, which have no entry until
   * {@code IndexAdmin.rebuild} has run; lookups through it would miss them.
   */
  public static final String BUILDING = "building";

  /** The index table's name. */
  public TableName tableName() {
    return table.tableName();
  }

  /** The indexed fields, in key order. */
  public List<String> fields() {
    return columns.stream().map(ColumnSchema::field).toList();
  }

  /**
   * The state the descriptor of an index table records: its {@link #STATE} value, or {@link #BUILT}
   * when it has none (a table created before states were recorded).
   */
  public static String state(TableDescriptor indexTable) {
    String state = indexTable.getValue(STATE);
    return state == null ? BUILT : state;
  }

  /** The index table name for index {@code index} of data table {@code table} (without namespace). */
  public static String tableName(String table, String index) {
    return table + "_idx_" + index;
  }
}
