package org.hbasemapper.mapreduce.migrate;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.coprocessor.ObserverContext;
import org.apache.hadoop.hbase.coprocessor.RegionCoprocessor;
import org.apache.hadoop.hbase.coprocessor.RegionCoprocessorEnvironment;
import org.apache.hadoop.hbase.coprocessor.RegionObserver;
import org.apache.hadoop.hbase.regionserver.RegionServerAbortedException;
import org.apache.hadoop.hbase.util.Pair;

/**
 * A region observer of the mini cluster (which runs in the test's JVM, so the switch below reaches it)
 * that refuses every bulk load into one table as a region server that is aborting refuses calls, for
 * longer than any client retries: the region that does not come back in time. Inert until switched
 * on; {@link #clear()} switches it off.
 */
public final class LoadFaults implements RegionCoprocessor, RegionObserver {
  private static volatile TableName down;

  /** Loads this observer on {@code table} (its regions reopen). */
  static void install(Admin admin, TableName table) throws IOException {
    admin.modifyTable(TableDescriptorBuilder.newBuilder(admin.getDescriptor(table))
        .setCoprocessor(LoadFaults.class.getName()).build());
  }

  /** From now on, every bulk load into {@code table} fails until {@link #clear()}. */
  static void down(TableName table) {
    down = table;
  }

  static void clear() {
    down = null;
  }

  @Override
  public Optional<RegionObserver> getRegionObserver() {
    return Optional.of(this);
  }

  @Override
  public void preBulkLoadHFile(ObserverContext<RegionCoprocessorEnvironment> c, List<Pair<byte[], String>> familyPaths)
      throws IOException {
    if (c.getEnvironment().getRegion().getTableDescriptor().getTableName().equals(down)) {
      throw new RegionServerAbortedException("Server " + c.getEnvironment().getServerName()
          + " aborting (taken down by the test)");
    }
  }
}
