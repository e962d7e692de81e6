package org.hbasemapper.it.writes;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.coprocessor.ObserverContext;
import org.apache.hadoop.hbase.coprocessor.RegionCoprocessor;
import org.apache.hadoop.hbase.coprocessor.RegionCoprocessorEnvironment;
import org.apache.hadoop.hbase.coprocessor.RegionObserver;

/**
 * Counts the {@code Get}s clients send to a table, as the region servers of the mini cluster receive
 * them (the cluster runs in the test's JVM, so the counts reach the test). The reads a
 * {@code checkAndMutate} or an increment makes inside the region server are not client calls and do
 * not pass this hook.
 */
public final class GetCounter implements RegionCoprocessor, RegionObserver {
  private static final Map<TableName, AtomicLong> GETS = new ConcurrentHashMap<>();

  /** Loads the counter on {@code table} (its regions reopen). */
  static void install(Admin admin, TableName table) throws IOException {
    TableDescriptor now = admin.getDescriptor(table);
    if (!now.hasCoprocessor(GetCounter.class.getName())) {
      admin.modifyTable(TableDescriptorBuilder.newBuilder(now).setCoprocessor(GetCounter.class.getName()).build());
    }
  }

  /** The gets {@code table} has received since the counter was loaded. */
  static long gets(TableName table) {
    AtomicLong n = GETS.get(table);
    return n == null ? 0 : n.get();
  }

  @Override
  public Optional<RegionObserver> getRegionObserver() {
    return Optional.of(this);
  }

  @Override
  public void preGetOp(ObserverContext<RegionCoprocessorEnvironment> c, Get get, List<Cell> result) {
    GETS.computeIfAbsent(c.getEnvironment().getRegion().getTableDescriptor().getTableName(), t -> new AtomicLong())
        .incrementAndGet();
  }
}
