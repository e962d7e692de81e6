package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.CheckAndMutate;
import org.apache.hadoop.hbase.client.Mutation;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.CreatedDateUpkeepException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.InstantValueCodec;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * The audit dates of one entity's writes ({@code @CreatedDate}, {@code @LastModifiedDate}), written
 * without reading the row:
 *
 * <ul>
 *   <li>{@link #stampModified}: the last-modified cell takes the time of the write, in the write's own
 *       mutation, whatever the entity's field holds;
 *   <li>{@link #stampCreated}: for a write that lands only on a new row ({@code putIfAbsent}, a
 *       {@code @Version} write of version 0), the created cell goes in the same mutation;
 *   <li>{@link #createdIfAbsent}: for any other write whose entity has no created date, one
 *       {@code checkAndMutate} sent once the row landed, which stores the time only where the row has
 *       no created cell. HBase checks and writes in one step, so a created date stored by anyone is
 *       never replaced, and no read is needed.
 * </ul>
 *
 * <p>Why not cell timestamps (a created cell stamped {@code Long.MAX_VALUE - time}, so that the first
 * write wins): a row {@code Delete} (its marker at the server's time) does not remove a cell from the
 * future, a family TTL (counted from the cell's timestamp) never expires it, {@code cellTimeRange}
 * reads see it, and a marker that does remove it hides every later created cell until a major
 * compaction.
 *
 * <p>The cells are encoded as {@code Instant} columns are (epoch milliseconds, 8 bytes) at the
 * timestamp of the write's put (the entity's {@code @Timestamp}, else the server's time). Used by the
 * DAOs, the bulk loader and partial updates; immutable and thread-safe.
 */
@LimitedPrivate("mapper-mapreduce")
@NullUnmarked
public final class AuditDates {
  private static final AuditDates NONE = new AuditDates(null, null);

  private final ColumnSchema created;
  private final ColumnSchema modified;
  private final byte @Nullable [] createdFamily;
  private final byte[] createdQualifier;
  private final byte[] modifiedFamily;
  private final byte[] modifiedQualifier;

  private AuditDates(ColumnSchema created, ColumnSchema modified) {
    this.created = created;
    this.modified = modified;
    this.createdFamily = created == null ? null : Bytes.toBytes(created.family());
    this.createdQualifier = created == null ? null : Bytes.toBytes(created.qualifier());
    this.modifiedFamily = modified == null ? null : Bytes.toBytes(modified.family());
    this.modifiedQualifier = modified == null ? null : Bytes.toBytes(modified.qualifier());
  }

  /** The audit dates of the entity of {@code schema}; {@link #active()} is false when it has neither. */
  public static AuditDates of(TableSchema schema) {
    ColumnSchema created = schema.createdDateColumn();
    ColumnSchema modified = schema.lastModifiedDateColumn();
    return created == null && modified == null ? NONE : new AuditDates(created, modified);
  }

  /** Whether the entity has an audit date at all. */
  public boolean active() {
    return created != null || modified != null;
  }

  /** The {@code @CreatedDate} column, or null. */
  public ColumnSchema createdColumn() {
    return created;
  }

  /** The {@code @LastModifiedDate} column, or null. */
  public ColumnSchema modifiedColumn() {
    return modified;
  }

  /**
   * Makes {@code mutation}'s last-modified cell hold {@code now}, in place of the one its entity's
   * field gave it, if any; nothing without a {@code @LastModifiedDate}.
   */
  public void stampModified(Put mutation, Instant now) {
    if (modified == null) {
      return;
    }
    List<Cell> cells = mutation.getFamilyCellMap().get(modifiedFamily);
    if (cells != null) {
      cells.removeIf(c -> CellUtil.matchingQualifier(c, modifiedQualifier));
    }
    mutation.addColumn(modifiedFamily, modifiedQualifier, encode(now));
  }

  /**
   * Whether the row of {@code put} needs {@link #createdIfAbsent} once it landed: the entity has a
   * {@code @CreatedDate} and {@code put} carries none (its field was null).
   */
  public boolean lacksCreated(Put put) {
    return created != null && !put.has(createdFamily, createdQualifier);
  }

  /**
   * Gives {@code put} the created date {@code now} when it carries none: for a write that lands only
   * on a row that is new (its condition proves it), where nothing stored can be overwritten.
   */
  public void stampCreated(Put put, Instant now) {
    if (lacksCreated(put)) {
      put.addColumn(createdFamily, createdQualifier, encode(now));
    }
  }

  /**
   * The call that stores {@code now} as the created date of the row of {@code written} where the row
   * has none, sent once that write landed: a {@code checkAndMutate} testing that the created cell is
   * absent. It writes at {@code written}'s timestamp, with its TTL and durability, so that the created
   * cell lives as long as the row's other cells.
   */
  public CheckAndMutate createdIfAbsent(Mutation written, Instant now) {
    Objects.requireNonNull(created, "the entity has no @CreatedDate");
    Put put = new Put(written.getRow(), written.getTimestamp());
    put.addColumn(createdFamily, createdQualifier, encode(now));
    put.setDurability(written.getDurability());
    if (written.getTTL() != Long.MAX_VALUE) {
      put.setTTL(written.getTTL());
    }
    return CheckAndMutate.newBuilder(written.getRow()).ifNotExists(createdFamily, createdQualifier).build(put);
  }

  /**
   * Sends {@link #createdIfAbsent} through {@code io} to {@code table}, once {@code written} landed: the
   * future holds the call's I/O failure, if any (the row being written), and fails with anything else.
   */
  CompletableFuture<Optional<IOException>> storeCreated(TableIo io, TableName table, Mutation written, Instant now) {
    return io.checkAndMutate(table, createdIfAbsent(written, now)).handle((stored, failure) -> {
      if (failure == null) {
        return Optional.<IOException>empty();
      }
      Throwable t = Futures.unwrap(failure);
      if (t instanceof IOException e) {
        return Optional.of(e);
      }
      throw new CompletionException(t);
    });
  }

  /** Whether {@code cell} is one of the audit cells, which the DAO writes whatever the entity holds. */
  boolean isAuditCell(Cell cell) {
    return (modified != null && CellUtil.matchingColumn(cell, modifiedFamily, modifiedQualifier))
        || (created != null && CellUtil.matchingColumn(cell, createdFamily, createdQualifier));
  }

  /** The error of {@code operation}, whose row {@code row} landed but whose created date could not be stored. */
  CreatedDateUpkeepException failure(String operation, TableSchema schema, byte[] row, IOException cause) {
    return new CreatedDateUpkeepException(operation, schema.entityName(),
        schema.tableName().getNameAsString(), row, created.label(), cause);
  }

  private static byte[] encode(Instant now) {
    return InstantValueCodec.INSTANCE.encode(now);
  }
}
