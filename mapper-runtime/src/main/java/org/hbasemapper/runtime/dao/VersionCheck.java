package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.Optional;
import org.apache.hadoop.hbase.client.CheckAndMutate;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.bytes.RowBytes;

/**
 * The {@code @Version} check of an entity's writes (optimistic concurrency): a write carries the
 * version its entity was read with, stores the next one, and lands only if the row still holds the
 * first (no version cell, for 0). HBase checks and writes in one step ({@code checkAndMutate}).
 * Without a {@code @Version}, writes are sent unchecked. Thread-safe.
 */
final class VersionCheck<E> {
  private final EntityMapper<E, ?> mapper;
  private final byte[] family;
  private final byte[] qualifier;

  VersionCheck(EntityMapper<E, ?> mapper) {
    this.mapper = mapper;
    ColumnSchema version = mapper.schema().versionColumn();
    this.family = version == null ? null : Bytes.toBytes(version.family());
    this.qualifier = version == null ? null : Bytes.toBytes(version.qualifier());
  }

  /** Whether the entity has a {@code @Version}, so that its writes are checked. */
  boolean active() {
    return family != null;
  }

  /**
   * Gives {@code put} (of {@code entity}) the next version and returns the condition of writing it:
   * the version cell still holds the entity's; null, an unchecked write, without a {@code @Version}.
   */
  CheckAndMutate.Builder next(E entity, Put put) {
    if (!active()) {
      return null;
    }
    long expected = mapper.versionOf(entity);
    put.addColumn(family, qualifier, Bytes.toBytes(expected + 1));
    CheckAndMutate.Builder check = CheckAndMutate.newBuilder(put.getRow());
    return expected == 0
        ? check.ifNotExists(family, qualifier)
        : check.ifEquals(family, qualifier, Bytes.toBytes(expected));
  }

  /** Gives {@code put} the first version (a row written only when absent). */
  void first(Put put) {
    if (active()) {
      put.addColumn(family, qualifier, Bytes.toBytes(1L));
    }
  }

  /**
   * The error for the refused write of {@code entity} to {@code row}, with the failure to take back
   * its index entries, if any (see {@link WritePlan#withdraw}).
   */
  StaleEntityException stale(E entity, byte[] row, Optional<IOException> withdrawal) {
    StaleEntityException stale = new StaleEntityException(mapper.schema().entityName(),
        mapper.schema().tableName().getNameAsString(), RowBytes.hex(row), mapper.versionOf(entity));
    withdrawal.ifPresent(stale::addSuppressed);
    return stale;
  }
}
