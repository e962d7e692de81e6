package org.hbasemapper.mapreduce;

import org.apache.hadoop.hbase.TableName;
import org.hbasemapper.annotations.audience.Api;

/**
 * Where a {@link BulkLoad} is: reported to {@link BulkLoad#onProgress} every {@link BulkLoad#REPORT_EVERY}
 * entities while reading, and at each step after.
 *
 * @param phase the step
 * @param entities entities read so far
 * @param cells cells made of them (data rows, index entries, relation inverses)
 * @param runs sorted runs spilled to the work directory so far
 * @param table the table being written or loaded; null while reading
 */
@Api
public record BulkLoadProgress(Phase phase, long entities, long cells, int runs, TableName table) {

  /** The steps of a load, in order. */
  @Api
  public enum Phase {
    /** Reading the entities and sorting their cells, spilling runs over the memory budget. */
    READING,
    /** Writing the sorted cells as HFiles, one table after the other. */
    WRITING,
    /** Handing a table's HFiles to HBase's bulk loader: index and relation tables first, data last. */
    LOADING,
    /** Every table loaded. */
    DONE
  }
}
