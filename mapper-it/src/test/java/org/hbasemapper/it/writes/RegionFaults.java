package org.hbasemapper.it.writes;

import java.io.IOException;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.HConstants.OperationStatusCode;
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
import org.apache.hadoop.hbase.regionserver.RegionServerAbortedException;

/**
 * Faults at an exact point of a write, injected by a region observer of the mini cluster (which runs
 * in the test's JVM, so the switches below reach it): a table whose region server "dies" the moment
 * a given data row lands, and a data row whose calls time out after they were applied. Inert until
 * a test switches a fault on; {@link #clear()} switches everything off.
 */
public final class RegionFaults implements RegionCoprocessor, RegionObserver {
  /** The data row whose landing takes {@link #downAfter}'s table down. */
  private static volatile byte[] trigger;
  private static volatile TableName triggerTable;
  private static volatile TableName toTakeDown;
  /** The table answering every call as an aborting region server does. */
  private static volatile TableName down;
  /** The data row whose writes are held past the client's timeout, after they were applied. */
  private static volatile byte[] held;
  private static volatile TableName heldTable;
  private static final AtomicInteger toHold = new AtomicInteger();
  private static volatile CountDownLatch release = new CountDownLatch(0);
  /** Set while a handler thread runs a checkAndMutate, whose batch hook must not hold it a second time. */
  private static final ThreadLocal<Boolean> checking = ThreadLocal.withInitial(() -> false);

  /** Loads this observer on {@code tables} (their regions reopen). */
  static void install(Admin admin, TableName... tables) throws IOException {
    for (TableName table : tables) {
      TableDescriptor now = admin.getDescriptor(table);
      if (!now.hasCoprocessor(RegionFaults.class.getName())) {
        admin.modifyTable(TableDescriptorBuilder.newBuilder(now).setCoprocessor(RegionFaults.class.getName()).build());
      }
    }
  }

  /**
   * Once data row {@code row} lands in {@code table}, every call to {@code victim} fails as calls to
   * a region server that is aborting do, until {@link #clear()}.
   */
  static void downAfter(TableName table, byte[] row, TableName victim) {
    toTakeDown = victim;
    triggerTable = table;
    trigger = row.clone();
  }

  /**
   * The next {@code calls} calls writing {@code row} in {@code table} are applied (a checked one: its
   * condition tested), then held until {@link #clear()}: their handlers answer only after the client
   * has given up on them.
   */
  static void holdAfterApplying(TableName table, byte[] row, int calls) {
    release = new CountDownLatch(1);
    toHold.set(calls);
    heldTable = table;
    held = row.clone();
  }

  /** Switches every fault off and lets held calls answer. */
  static void clear() {
    trigger = null;
    triggerTable = null;
    toTakeDown = null;
    down = null;
    held = null;
    heldTable = null;
    toHold.set(0);
    release.countDown();
  }

  @Override
  public Optional<RegionObserver> getRegionObserver() {
    return Optional.of(this);
  }

  @Override
  public void preGetOp(ObserverContext<RegionCoprocessorEnvironment> c, Get get, java.util.List<Cell> result)
      throws IOException {
    failIfDown(c);
  }

  @Override
  public void preScannerOpen(ObserverContext<RegionCoprocessorEnvironment> c, Scan scan) throws IOException {
    failIfDown(c);
  }

  @Override
  public void preBatchMutate(ObserverContext<RegionCoprocessorEnvironment> c,
      MiniBatchOperationInProgress<Mutation> batch) throws IOException {
    failIfDown(c);
  }

  @Override
  public CheckAndMutateResult preCheckAndMutate(ObserverContext<RegionCoprocessorEnvironment> c,
      CheckAndMutate check, CheckAndMutateResult result) throws IOException {
    failIfDown(c);
    checking.set(true);
    return result;
  }

  @Override
  public void postBatchMutate(ObserverContext<RegionCoprocessorEnvironment> c,
      MiniBatchOperationInProgress<Mutation> batch) {
    byte[] row = trigger;
    if (row == null || !table(c).equals(triggerTable)) {
      return;
    }
    for (int i = 0; i < batch.size(); i++) {
      OperationStatusCode status = batch.getOperationStatus(i).getOperationStatusCode();
      if (Arrays.equals(batch.getOperation(i).getRow(), row) && status != OperationStatusCode.FAILURE
          && status != OperationStatusCode.BAD_FAMILY && status != OperationStatusCode.SANITY_CHECK_FAILURE) {
        down = toTakeDown; // the data row is in: its index's server goes now, before the client hears back
        trigger = null;
      }
    }
  }

  @Override
  public void postBatchMutateIndispensably(ObserverContext<RegionCoprocessorEnvironment> c,
      MiniBatchOperationInProgress<Mutation> batch, boolean success) {
    byte[] row = held;
    if (row == null || !success || checking.get() || !table(c).equals(heldTable)) {
      return;
    }
    for (int i = 0; i < batch.size(); i++) {
      if (Arrays.equals(batch.getOperation(i).getRow(), row)) {
        hold();
        return;
      }
    }
  }

  @Override
  public CheckAndMutateResult postCheckAndMutate(ObserverContext<RegionCoprocessorEnvironment> c,
      CheckAndMutate check, CheckAndMutateResult result) {
    checking.set(false);
    byte[] row = held;
    if (row != null && table(c).equals(heldTable) && Arrays.equals(check.getRow(), row)) {
      hold(); // applied or refused: either way the client hears nothing in time
    }
    return result;
  }

  private static void failIfDown(ObserverContext<RegionCoprocessorEnvironment> c) throws IOException {
    if (table(c).equals(down)) {
      throw new RegionServerAbortedException("Server " + c.getEnvironment().getServerName()
          + " aborting (taken down by the test)");
    }
  }

  private static void hold() {
    if (toHold.getAndUpdate(n -> Math.max(0, n - 1)) == 0) {
      return;
    }
    try {
      release.await(60, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static TableName table(ObserverContext<RegionCoprocessorEnvironment> c) {
    return c.getEnvironment().getRegion().getTableDescriptor().getTableName();
  }
}
