package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Delete;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.RecordGroup;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.runtime.observe.Operation;

import org.jspecify.annotations.NullUnmarked;

/**
 * The delete of what a group's query selects ({@code orderRows.query().customer(c).delete()}), of
 * every record type it reads: its row keys read by a scan that transfers no values, {@value #BATCH}
 * at a time; in each batch, the rows of members without indexes or relations go in one call, the
 * others through their member DAO's delete (an operation of that DAO's own), which also removes their
 * index entries and relation inverses.
 *
 * <p>Each row is deleted atomically; the rows together are not. A failure stops the delete with an
 * {@link HBaseAccessException} naming how many rows were deleted before its batch: those stay
 * deleted, and running the delete again finishes it. Blocking over the blocking connection; over the
 * asynchronous one the keys come from the query's publisher a batch at a time ({@link BatchedDelete}).
 * Thread-safe; one per group DAO.
 */
@NullUnmarked
final class GroupDelete<G> extends BatchedDelete<G> {
  private final RecordGroup<G> group;
  private final TableName table;
  private final TableIo io;
  /** Per member, in the group's order: its mapper, and its DAO's delete of one row when deleting takes upkeep, else null. */
  private final List<? extends EntityMapper<?, ?>> mappers;
  private final List<Function<byte[], CompletableFuture<Void>>> upkeepDeletes;

  /**
   * The deletes of {@code group}'s rows in {@code table} through {@code io}; {@code upkeepDeletes}
   * holds, per member, its DAO's delete of one row when its rows need upkeep, else null. The
   * asynchronous form completes on {@code executor} (null: the blocking DAO's, never asked).
   */
  GroupDelete(RecordGroup<G> group, TableName table, TableIo io, List<? extends EntityMapper<?, ?>> mappers,
      List<Function<byte[], CompletableFuture<Void>>> upkeepDeletes, Observer observer, Executor executor) {
    super(observer, executor);
    this.group = group;
    this.table = table;
    this.io = io;
    this.mappers = mappers;
    this.upkeepDeletes = upkeepDeletes;
  }

  @Override
  String subject() {
    return "group " + group.name() + " in " + table;
  }

  /**
   * Deletes {@code rows}, after {@code before} rows of the same delete: those without upkeep in one
   * call, the others through their DAO, side by side. The future holds how many it deleted.
   */
  @Override
  CompletableFuture<Long> deleteBatch(List<byte[]> rows, long before, Operation op) {
    if (rows.isEmpty()) {
      return CompletableFuture.completedFuture(0L);
    }
    List<Delete> plain = new ArrayList<>(rows.size());
    List<CompletableFuture<Void>> each = new ArrayList<>();
    for (byte[] row : rows) {
      int type = group.indexOf(row); // the query's filter keeps rows of other codes out
      Function<byte[], CompletableFuture<Void>> upkeep = upkeepDeletes.get(type);
      if (upkeep == null) {
        plain.add(new Delete(row));
      } else {
        mappers.get(type).decodeKey(row); // a row that is no key of the type fails, as its DAO's delete would
        each.add(Futures.attempt(() -> upkeep.apply(row)));
      }
    }
    if (!plain.isEmpty()) {
      each.add(io.delete(table, plain).handle((v, failure) -> {
        if (failure == null) {
          return null;
        }
        Throwable t = Futures.unwrap(failure);
        IOException cause = t instanceof IOException e ? e : new IOException(t.toString(), t);
        throw new HBaseAccessException("query.delete of group " + group.name() + " (a batch of " + plain.size()
            + " rows)", table.getNameAsString(), plain.get(0).getRow(), cause, before
            + " rows were deleted before this batch, some of it may be; running the delete again finishes it");
      }));
    }
    return Futures.all(each).thenApply(v -> (long) rows.size());
  }
}
