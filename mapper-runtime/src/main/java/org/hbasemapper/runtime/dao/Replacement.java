package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NavigableSet;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.filter.KeyOnlyFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.jspecify.annotations.NullUnmarked;

/**
 * What {@code replace} deletes beside its {@code Put} so that the row becomes exactly the entity:
 * the cells of its null fields, the former qualifiers of columns that moved
 * ({@code @Column(formerly)}), the qualifiers its maps no longer hold, and the stored versions its
 * {@code @Versions} maps no longer have. Counters and the version cell are left alone (they change
 * only by increments and checked writes), and so is a lazy family that was never loaded, and a
 * {@code @CreatedDate} the entity does not carry (the row keeps its created date).
 *
 * <p>The stored qualifiers and versions are read first (keys and timestamps only) and exactly those
 * that are gone are deleted: a family delete at {@code T-1} with puts at {@code T} would lose to
 * cells written in the same millisecond and to user timestamps. The read is not atomic with the
 * write: an entry added in between survives, as if added just after the replace.
 */
@NullUnmarked
final class Replacement {
  private Replacement() {}

  /** The deletes that make the row of {@code put} exactly {@code entity}, read through {@code io}. */
  static <E> CompletableFuture<Delete> deletes(TableIo io, EntityMapper<E, ?> mapper, E entity, Put put) {
    TableSchema schema = mapper.schema();
    Map<byte[], NavigableSet<byte[]>> written = qualifiersByFamily(put);
    Delete delete = new Delete(put.getRow());
    Get stored = new Get(put.getRow()).setFilter(new KeyOnlyFilter()); // keys and timestamps only
    List<byte[]> dynamicFamilies = new ArrayList<>();
    int versions = 1;
    Set<String> unloaded = mapper.unloadedFamilies(entity);
    for (ColumnSchema column : schema.columns()) {
      byte[] family = Bytes.toBytes(column.family());
      if (column.dynamic()) {
        if (!unloaded.contains(column.family())) { // a lazy map never loaded leaves its family as stored
          dynamicFamilies.add(family);
          stored.addFamily(family);
        }
        continue;
      }
      if (column.counter() || column.version()) {
        continue; // counters change only by increments, the version only by checked writes
      }
      if (column.audit() == ColumnSchema.AuditDate.CREATED
          && !contains(written, family, Bytes.toBytes(column.qualifier()))) {
        continue; // a null created date keeps the stored one: the DAO stores one only where there is none
      }
      for (String former : column.formerly()) {
        // the row moves to the column's own qualifier: a former cell left behind would be read again
        // as soon as the field is null
        delete.addColumns(family, Bytes.toBytes(former));
      }
      if (!contains(written, family, Bytes.toBytes(column.qualifier()))) {
        delete.addColumns(family, Bytes.toBytes(column.qualifier()));
      } else if (column.versioned()) {
        stored.addColumn(family, Bytes.toBytes(column.qualifier()));
        versions = Math.max(versions, schema.family(column.family()).maxVersions());
      }
    }
    if (!stored.hasFamilies()) {
      return CompletableFuture.completedFuture(delete);
    }
    try {
      stored.readVersions(versions);
    } catch (IOException e) { // versions is at least 1
      return Futures.failed(e);
    }
    return io.get(schema.tableName(), stored).thenApply(result -> {
      for (Cell cell : result.rawCells()) {
        deleteIfGone(cell, dynamicFamilies, put, written, delete);
      }
      return delete;
    });
  }

  /**
   * Adds {@code stored} to {@code delete} when {@code put} no longer has it: a qualifier of a dynamic
   * family, or one version of a {@code @Versions} column.
   */
  private static void deleteIfGone(Cell stored, List<byte[]> dynamicFamilies, Put put,
      Map<byte[], NavigableSet<byte[]>> written, Delete delete) {
    byte[] family = CellUtil.cloneFamily(stored);
    byte[] qualifier = CellUtil.cloneQualifier(stored);
    if (dynamicFamilies.stream().anyMatch(f -> Bytes.equals(f, family))) {
      if (!contains(written, family, qualifier)) {
        delete.addColumns(family, qualifier);
      }
    } else if (!put.has(family, qualifier, stored.getTimestamp())) {
      // a version the entity no longer has: delete exactly that one, so that a delete marker
      // cannot hide the versions this put writes at older timestamps
      delete.addColumn(family, qualifier, stored.getTimestamp());
    }
  }

  private static Map<byte[], NavigableSet<byte[]>> qualifiersByFamily(Put put) {
    Map<byte[], NavigableSet<byte[]>> out = new TreeMap<>(Bytes.BYTES_COMPARATOR);
    for (Map.Entry<byte[], List<Cell>> e : put.getFamilyCellMap().entrySet()) {
      NavigableSet<byte[]> qualifiers = new TreeSet<>(Bytes.BYTES_COMPARATOR);
      for (Cell cell : e.getValue()) {
        qualifiers.add(CellUtil.cloneQualifier(cell));
      }
      out.put(e.getKey(), qualifiers);
    }
    return out;
  }

  private static boolean contains(Map<byte[], NavigableSet<byte[]>> written, byte[] family, byte[] qualifier) {
    NavigableSet<byte[]> qualifiers = written.get(family);
    return qualifiers != null && qualifiers.contains(qualifier);
  }
}
