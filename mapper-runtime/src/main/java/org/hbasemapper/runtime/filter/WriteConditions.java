package org.hbasemapper.runtime.filter;

import java.util.Objects;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.TableSchema;

/**
 * The server filter of a condition on a write ({@code CheckAndMutate} with a filter), checked
 * before any I/O: HBase decides a conditional write alone, on the row as stored, so the condition
 * must be one its filter decides exactly, on columns of the entity written.
 */
@Internal
public final class WriteConditions {
  private WriteConditions() {}

  /**
   * The filter that decides {@code condition} on a row of {@code schema}'s table for
   * {@code operation}; a new instance on every call.
   *
   * @throws IllegalArgumentException when the condition is decided (partly) in this JVM, or reads a
   *     column that is not one of {@code schema}'s single-valued columns
   */
  public static Filter filter(Condition<?> condition, TableSchema schema, String operation) {
    Objects.requireNonNull(condition, "condition");
    String where = schema.entityName() + ", table " + schema.tableName().getNameAsString();
    for (byte[][] column : condition.columns()) {
      if (!known(schema, column)) {
        throw new IllegalArgumentException(operation + " on " + where + ": condition '" + condition
            + "' reads column " + Bytes.toString(column[0]) + ":" + Bytes.toString(column[1]) + ", which "
            + schema.entityName() + " does not map; build the condition from " + schema.entityName()
            + "'s own field constants");
      }
    }
    if (!condition.decidedOnServers()) {
      throw new IllegalArgumentException(operation + " on " + where + ": condition '" + condition
          + "' is decided in this JVM, not by an HBase filter, so HBase cannot check it in the write; use "
          + "conditions HBase decides exactly (equality, isNull, ranges of numbers, strings and times, and)");
    }
    return condition.serverFilter();
  }

  /** Whether {@code column} ({family, qualifier}) is a single-valued column of {@code schema}, now or formerly. */
  private static boolean known(TableSchema schema, byte[][] column) {
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
