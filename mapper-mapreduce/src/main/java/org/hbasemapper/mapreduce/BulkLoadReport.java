package org.hbasemapper.mapreduce;

import java.time.Duration;
import java.util.Map;
import org.apache.hadoop.hbase.TableName;
import org.hbasemapper.annotations.audience.Api;

/**
 * What a {@link BulkLoad} did.
 *
 * @param entities entities loaded
 * @param cells cells loaded, over all tables
 * @param runs sorted runs spilled to the work directory (0: the load fit in the memory budget)
 * @param tables per table, in the order they were loaded (the data table last)
 * @param reading time spent reading entities and sorting their cells
 * @param writing time spent writing HFiles
 * @param loading time spent in HBase's bulk loader
 */
@Api
public record BulkLoadReport(long entities, long cells, int runs, Map<TableName, TableLoad> tables,
    Duration reading, Duration writing, Duration loading) {

  /**
   * What was loaded into one table.
   *
   * @param files HFiles written
   * @param regions regions (as the table had them when the load began) that received cells
   * @param cells cells
   * @param bytes bytes of the cells, before compression
   */
  @Api
  public record TableLoad(int files, int regions, long cells, long bytes) {}
}
