package org.hbasemapper.runtime.observe;

import java.util.Objects;
import org.apache.hadoop.hbase.TableName;
import org.hbasemapper.annotations.audience.Api;

/**
 * What a DAO operation is about, as a listener hears it when it starts.
 *
 * @param entity the entity's simple name, such as {@code Purchase} (for the queries of a record-type
 *     group, the group's name)
 * @param table the table the operation reads or writes, after any namespace mapping: the data table,
 *     even when the operation also touches index or relation tables
 * @param operation the DAO method, such as {@code get}, {@code putAll}, {@code query.list},
 *     {@code index.page}, {@code wideRow.page}; a small fixed set, fit for a metric tag (the whole set is
 *     in docs/observability.md)
 */
@Api
public record OperationInfo(String entity, TableName table, String operation) {
  /** Checks that no part is null. */
  public OperationInfo {
    Objects.requireNonNull(entity, "entity");
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(operation, "operation");
  }
}
