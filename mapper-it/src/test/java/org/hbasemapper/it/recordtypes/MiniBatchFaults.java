package org.hbasemapper.it.recordtypes;

import java.io.IOException;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.hadoop.hbase.DoNotRetryIOException;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Mutation;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.coprocessor.ObserverContext;
import org.apache.hadoop.hbase.coprocessor.RegionCoprocessor;
import org.apache.hadoop.hbase.coprocessor.RegionCoprocessorEnvironment;
import org.apache.hadoop.hbase.coprocessor.RegionObserver;
import org.apache.hadoop.hbase.regionserver.MiniBatchOperationInProgress;

/**
 * A region that refuses some of the writes it is sent: while armed, each mini-batch of mutations of
 * the armed table fails, before anything of it is applied, with the given probability. The observer
 * knows nothing of groups or record types: it fails a unit of work of the region server, whatever
 * rows it holds. A {@code Table.batch} of one record type's rows is one such unit, and a call of
 * {@code MultiRowMutationEndpoint} (all rows of a parent) is another, so the faults land between the
 * batches of a {@code putAll} and never inside an atomic write. The failure is a
 * {@link DoNotRetryIOException}: the client gives up at once, rather than repeating the call until
 * it lands and hiding the fault. Inert until {@link #arm}; the mini cluster runs in the test's JVM,
 * so the switches reach the region servers.
 */
public final class MiniBatchFaults implements RegionCoprocessor, RegionObserver {
  private static volatile TableName armed;
  private static volatile double probability;
  /** Mini-batches of the armed table seen, and failed, since {@link #arm}. */
  static final AtomicInteger seen = new AtomicInteger();
  static final AtomicInteger failed = new AtomicInteger();

  /** Loads this observer on {@code table} (its regions reopen), unless it already is. */
  static void install(Admin admin, TableName table) throws IOException {
    TableDescriptor now = admin.getDescriptor(table);
    if (!now.hasCoprocessor(MiniBatchFaults.class.getName())) {
      admin.modifyTable(TableDescriptorBuilder.newBuilder(now).setCoprocessor(MiniBatchFaults.class.getName()).build());
    }
  }

  /** From now on, fails each mini-batch of {@code table} with probability {@code p}; counts start at zero. */
  static void arm(TableName table, double p) {
    seen.set(0);
    failed.set(0);
    probability = p;
    armed = table;
  }

  /** Fails nothing any more. */
  static void disarm() {
    armed = null;
  }

  @Override
  public Optional<RegionObserver> getRegionObserver() {
    return Optional.of(this);
  }

  @Override
  public void preBatchMutate(ObserverContext<RegionCoprocessorEnvironment> c,
      MiniBatchOperationInProgress<Mutation> batch) throws IOException {
    TableName table = armed;
    if (table == null || !table.equals(c.getEnvironment().getRegion().getTableDescriptor().getTableName())) {
      return;
    }
    seen.incrementAndGet();
    if (ThreadLocalRandom.current().nextDouble() < probability) {
      failed.incrementAndGet();
      throw new DoNotRetryIOException("mini-batch of " + batch.size() + " mutations in " + table
          + " failed by the test, before any was applied");
    }
  }
}
