package org.hbasemapper.runtime.dao;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Mutation;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.filter.KeyOnlyFilter;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.RelationWriteException;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.jspecify.annotations.NullUnmarked;

/**
 * Keeps the inverse families of an entity's {@code @Relation}s in step with the writes of its DAO:
 * once an owner row has landed, the rows its entries point at get (or lose) the entry pointing
 * back. Owner row first, then the rows it points at, since HBase is atomic per row only: a failure
 * in between is a {@link RelationWriteException} that says which side to mend (see
 * {@link RelationLink}). A write that never landed has no inverse to take back. Thread-safe.
 */
@NullUnmarked
final class RelationUpkeep {
  private final TableIo io;
  private final List<RelationLink> links;

  /** The upkeep of those of {@code relations} that have an inverse (the others need none), through {@code io}. */
  RelationUpkeep(TableIo io, List<RelationLink> relations) {
    this.io = io;
    this.links = relations.stream().filter(RelationLink::hasInverse).toList();
  }

  /** Whether writes have inverse families to keep in step at all. */
  boolean active() {
    return !links.isEmpty();
  }

  /** The relation entries that {@code deletes} (the cells a replace removes) unlink, by relation. */
  Map<RelationLink, List<byte[]>> unlinkedBy(Delete deletes) {
    Map<RelationLink, List<byte[]>> out = new LinkedHashMap<>();
    for (RelationLink link : links) {
      out.put(link, cells(deletes, link).stream().map(CellUtil::cloneQualifier).toList());
    }
    return out;
  }

  /** The qualifiers stored now in the relation families of {@code row}, keys only (what a delete unlinks). */
  CompletableFuture<Map<RelationLink, List<byte[]>>> stored(TableName table, byte[] row) {
    if (links.isEmpty()) {
      return CompletableFuture.completedFuture(new LinkedHashMap<>());
    }
    Get get = new Get(row).setFilter(new KeyOnlyFilter());
    links.forEach(l -> get.addFamily(l.family()));
    return io.get(table, get).thenApply(result -> {
      Map<RelationLink, List<byte[]>> out = new LinkedHashMap<>();
      for (RelationLink link : links) {
        List<byte[]> qualifiers = new ArrayList<>();
        for (Cell cell : result.rawCells()) {
          if (link.isFamily(CellUtil.cloneFamily(cell))) {
            qualifiers.add(CellUtil.cloneQualifier(cell));
          }
        }
        out.put(link, qualifiers);
      }
      return out;
    });
  }

  /**
   * After the owner row {@code row} landed: the inverses of the entries it lost ({@code unlinked}),
   * then those of the entries {@code put} wrote (none when null); one relation after the other, the
   * first failure ending the upkeep.
   */
  CompletableFuture<Void> afterWrite(byte[] row, Map<RelationLink, List<byte[]>> unlinked, Put put) {
    CompletableFuture<Void> done = CompletableFuture.completedFuture(null);
    for (Map.Entry<RelationLink, List<byte[]>> e : unlinked.entrySet()) {
      done = done.thenCompose(v -> e.getKey().deleteInverse(io, row, e.getValue()));
    }
    return put == null ? done : done.thenCompose(v -> afterWrite(put));
  }

  /** After {@code put} landed: the inverse entries of what it wrote in relation families. */
  CompletableFuture<Void> afterWrite(Put put) {
    CompletableFuture<Void> done = CompletableFuture.completedFuture(null);
    for (RelationLink link : links) {
      done = done.thenCompose(v -> link.putInverse(io, put.getRow(), entries(put, link)));
    }
    return done;
  }

  /**
   * {@link #afterWrite(Put)}, its {@link RelationWriteException} the future's value instead of its
   * failure: the owner row is written either way, and a batch reports it and stops.
   */
  CompletableFuture<Optional<RelationWriteException>> attempt(Put put) {
    return afterWrite(put).handle((v, failure) -> {
      if (failure == null) {
        return Optional.<RelationWriteException>empty();
      }
      Throwable t = Futures.unwrap(failure);
      if (t instanceof RelationWriteException e) {
        return Optional.of(e);
      }
      throw new CompletionException(t);
    });
  }

  /**
   * {@link #afterWrite(Put)} of each of {@code puts} (owner rows written), one after the other, until
   * one fails: that row, and the later ones with relation entries whose inverses are then not
   * written, are reported as written with their upkeep incomplete.
   */
  CompletableFuture<Void> afterWrite(List<Put> puts, BatchWriteException.Collector report) {
    if (!active()) {
      return CompletableFuture.completedFuture(null);
    }
    CompletableFuture<Boolean> going = CompletableFuture.completedFuture(true);
    for (int i = 0; i < puts.size(); i++) {
      int at = i;
      going = going.thenCompose(on -> !on ? CompletableFuture.completedFuture(false)
          : attempt(puts.get(at)).thenApply(failure -> {
            if (failure.isEmpty()) {
              return true;
            }
            List<byte[]> behind = new ArrayList<>();
            behind.add(puts.get(at).getRow());
            puts.subList(at + 1, puts.size()).stream().filter(this::touches).map(Put::getRow).forEach(behind::add);
            report.upkeepIncomplete(behind, failure.get());
            return false;
          }));
    }
    return going.thenApply(on -> null);
  }

  /** Whether {@code put} writes entries of a relation with an inverse. */
  private boolean touches(Put put) {
    return links.stream().anyMatch(link -> !cells(put, link).isEmpty());
  }

  /** The (qualifier, value) pairs {@code put} writes in {@code link}'s family. */
  private static List<byte[][]> entries(Put put, RelationLink link) {
    List<Cell> cells = cells(put, link);
    List<byte[][]> out = new ArrayList<>(cells.size());
    for (Cell cell : cells) {
      out.add(new byte[][] {CellUtil.cloneQualifier(cell), CellUtil.cloneValue(cell)});
    }
    return out;
  }

  private static List<Cell> cells(Mutation mutation, RelationLink link) {
    List<Cell> cells = mutation.getFamilyCellMap().get(link.family());
    return cells == null ? List.of() : cells;
  }
}
