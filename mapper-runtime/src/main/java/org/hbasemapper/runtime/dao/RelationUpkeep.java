package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Mutation;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.filter.KeyOnlyFilter;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.RelationWriteException;

/**
 * Keeps the inverse families of an entity's {@code @Relation}s in step with the writes of its DAO:
 * once an owner row has landed, the rows its entries point at get (or lose) the entry pointing
 * back. Owner row first, then the rows it points at, since HBase is atomic per row only: a failure
 * in between is a {@link RelationWriteException} that says which side to mend (see
 * {@link RelationLink}). A write that never landed has no inverse to take back. Thread-safe.
 */
final class RelationUpkeep {
  private final Connection connection;
  private final List<RelationLink> links;

  /** The upkeep of those of {@code relations} that have an inverse; the others need none. */
  RelationUpkeep(Connection connection, List<RelationLink> relations) {
    this.connection = connection;
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
  Map<RelationLink, List<byte[]>> stored(Table table, byte[] row) throws IOException {
    Map<RelationLink, List<byte[]>> out = new LinkedHashMap<>();
    if (links.isEmpty()) {
      return out;
    }
    Get get = new Get(row).setFilter(new KeyOnlyFilter());
    links.forEach(l -> get.addFamily(l.family()));
    Result result = table.get(get);
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
  }

  /**
   * After the owner row {@code row} landed: the inverses of the entries it lost ({@code unlinked}),
   * then those of the entries {@code put} wrote (none when null).
   */
  void afterWrite(byte[] row, Map<RelationLink, List<byte[]>> unlinked, Put put) {
    unlinked.forEach((link, qualifiers) -> link.deleteInverse(connection, row, qualifiers));
    if (put != null) {
      afterWrite(put);
    }
  }

  /** After {@code put} landed: the inverse entries of what it wrote in relation families. */
  void afterWrite(Put put) {
    for (RelationLink link : links) {
      link.putInverse(connection, put.getRow(), entries(put, link));
    }
  }

  /** {@link #afterWrite(Put)} within a batch: a failure also carries what the batch reported so far. */
  void afterWrite(Put put, BatchWriteException.Collector report) {
    try {
      afterWrite(put);
    } catch (RelationWriteException e) {
      BatchWriteException batch = report.exception();
      if (batch != null) {
        e.addSuppressed(batch);
      }
      throw e;
    }
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
