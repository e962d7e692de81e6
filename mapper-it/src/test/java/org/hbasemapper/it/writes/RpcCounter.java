package org.hbasemapper.it.writes;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.CheckAndMutate;
import org.apache.hadoop.hbase.client.CheckAndMutateResult;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Mutation;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.coprocessor.ObserverContext;
import org.apache.hadoop.hbase.coprocessor.RegionCoprocessor;
import org.apache.hadoop.hbase.coprocessor.RegionCoprocessorEnvironment;
import org.apache.hadoop.hbase.coprocessor.RegionObserver;
import org.apache.hadoop.hbase.regionserver.MiniBatchOperationInProgress;

/**
 * Counts what the region server of the mini cluster (in the test's JVM) is asked for on the tables it
 * is loaded on: reads (gets and scans), checked mutations ({@code checkAndMutate}) and mutations
 * applied unchecked. The count is the server's own: what the client sent, not what the test meant to.
 */
public final class RpcCounter implements RegionCoprocessor, RegionObserver {
  static final AtomicInteger reads = new AtomicInteger();
  static final AtomicInteger checks = new AtomicInteger();
  static final AtomicInteger mutations = new AtomicInteger();
  /** Set while a handler thread runs a checkAndMutate, whose batch hook then does not count it again. */
  private static final ThreadLocal<Boolean> checking = ThreadLocal.withInitial(() -> false);

  /** Loads the counter on {@code tables} (their regions reopen). */
  static void install(Admin admin, TableName... tables) throws IOException {
    for (TableName table : tables) {
      TableDescriptor now = admin.getDescriptor(table);
      if (!now.hasCoprocessor(RpcCounter.class.getName())) {
        admin.modifyTable(TableDescriptorBuilder.newBuilder(now).setCoprocessor(RpcCounter.class.getName()).build());
      }
    }
  }

  /** Starts counting from zero. */
  static void reset() {
    reads.set(0);
    checks.set(0);
    mutations.set(0);
  }

  @Override
  public Optional<RegionObserver> getRegionObserver() {
    return Optional.of(this);
  }

  @Override
  public void preGetOp(ObserverContext<RegionCoprocessorEnvironment> c, Get get, List<Cell> result) {
    reads.incrementAndGet();
  }

  @Override
  public void preScannerOpen(ObserverContext<RegionCoprocessorEnvironment> c, Scan scan) {
    reads.incrementAndGet();
  }

  @Override
  public CheckAndMutateResult preCheckAndMutate(ObserverContext<RegionCoprocessorEnvironment> c,
      CheckAndMutate check, CheckAndMutateResult result) {
    checks.incrementAndGet();
    checking.set(true);
    return result;
  }

  @Override
  public CheckAndMutateResult postCheckAndMutate(ObserverContext<RegionCoprocessorEnvironment> c,
      CheckAndMutate check, CheckAndMutateResult result) {
    checking.set(false);
    return result;
  }

  @Override
  public void preBatchMutate(ObserverContext<RegionCoprocessorEnvironment> c,
      MiniBatchOperationInProgress<Mutation> batch) {
    if (!checking.get()) {
      mutations.addAndGet(batch.size());
    }
  }
}
