package org.hbasemapper.mapreduce;

import java.util.List;
import org.apache.hadoop.hbase.TableName;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.HBaseMapperException;

/**
 * A {@link BulkLoad} that could not finish. The message says what failed and which tables were
 * already loaded ({@link #loaded()}); refusals before anything was written (bad entities, duplicate
 * keys, tables that differ from the entity) have none. Running the same load again is safe: it writes
 * the same cells again.
 */
@Api
public class BulkLoadException extends HBaseMapperException {
  private static final long serialVersionUID = 1L;

  private final transient List<TableName> loaded;

  /** A failure after {@code loaded} were loaded (none: nothing is in HBase). */
  public BulkLoadException(String message, List<TableName> loaded, Throwable cause) {
    super(message, cause);
    this.loaded = List.copyOf(loaded);
  }

  /** The tables whose HFiles HBase took before the failure, in load order. */
  public List<TableName> loaded() {
    return loaded;
  }
}
