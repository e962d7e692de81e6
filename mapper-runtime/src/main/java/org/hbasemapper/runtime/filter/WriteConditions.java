package org.hbasemapper.runtime.filter;

import java.util.Objects;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.TableSchema;
import org.jspecify.annotations.NullUnmarked;

/**
 * The condition of a conditional write ({@code put(entity, condition)}, a partial update's
 * {@code onlyIf}) as the filter HBase checks in the same call as the write ({@code CheckAndMutate}
 * with a filter: the row passes when the filter leaves a cell of it).
 *
 * <p>Only a condition HBase decides alone can guard a write: what the client would have to test
 * (a BigDecimal compared by value, a column whose bytes do not sort like its values) is refused,
 * as is a condition on a column the entity does not map. Both before any I/O.
 */
@Internal
@NullUnmarked
public final class WriteConditions {
  private WriteConditions() {}

  /**
   * The filter that decides {@code condition} for a write of {@code operation} to {@code schema}'s
   * table.
   *
   * @throws IllegalArgumentException when the condition is null, tests a field of another entity or
   *     a column {@code schema} does not map, or cannot be decided by HBase alone; the message names
   *     the entity, the table, the operation and the condition
   */
  public static Filter filter(Condition<?> condition, TableSchema schema, String operation) {
    Objects.requireNonNull(schema, "schema");
    String entity = schema.entityName();
    String where = entity + ", table " + schema.tableName().getNameAsString();
    if (condition == null) {
      throw new IllegalArgumentException(operation + ": the condition is null (" + where
          + "); pass a condition, or call " + operation + " without one");
    }
    for (String other : condition.entities()) {
      if (!other.equals(entity)) {
        throw new IllegalArgumentException(operation + ": the condition '" + condition + "' tests fields of "
            + other + ", not of " + entity + " (table " + schema.tableName().getNameAsString()
            + "); build it from the constants of " + entity + "Query; nothing was written");
      }
    }
    for (byte[][] column : condition.columns()) {
      if (!mapped(schema, column)) {
        throw new IllegalArgumentException(operation + ": the condition '" + condition + "' tests column "
            + Bytes.toString(column[0]) + ":" + Bytes.toString(column[1]) + ", which " + entity + " does not map "
            + "(table " + schema.tableName().getNameAsString() + "); build it from the constants of " + entity
            + "Query; nothing was written");
      }
    }
    Filter filter = condition.serverFilter();
    if (filter == null || !condition.decidedOnServers()) {
      throw new IllegalArgumentException(operation + ": the condition '" + condition + "' on " + where
          + " is decided partly in this JVM, not by HBase alone, so it cannot guard a write in the same call; "
          + "use conditions HBase decides (equalTo, notEqualTo, in, isNull, isNotNull, and ranges of fields whose "
          + "stored bytes sort like their values), or a @Version; nothing was written");
    }
    return filter;
  }

  /** Whether {@code column} ({@code {family, qualifier}}) is a single cell of {@code schema}, its own or a former one. */
  private static boolean mapped(TableSchema schema, byte[][] column) {
    String family = Bytes.toString(column[0]);
    String qualifier = Bytes.toString(column[1]);
    for (ColumnSchema c : schema.columns()) {
      if (!c.dynamic() && c.family().equals(family) && c.qualifiers().contains(qualifier)) {
        return true;
      }
    }
    return false;
  }
}
