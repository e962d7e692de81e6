package org.hbasemapper.runtime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.io.TableIo;
import org.jspecify.annotations.NullUnmarked;

/**
 * How an entity's rows are read by key, the same for the DAO, key lookups, index lookups and
 * repositories: which families and how many versions a get asks for, and the probe of the lazy
 * families for rows that have cells only there. Thread-safe.
 */
@Internal
@NullUnmarked
public final class RowReads {
  private final TableSchema schema;

  /** The reads of {@code schema}'s entity. */
  public RowReads(TableSchema schema) {
    this.schema = schema;
  }

  /**
   * A get of {@code row}: every family but the lazy ones, as many versions as the entity's
   * {@code @Versions} fields read.
   */
  public Get get(byte[] row) {
    Get get = new Get(row);
    if (schema.hasLazyFamilies()) {
      List<String> eager = schema.eagerFamilies();
      eager.forEach(f -> get.addFamily(Bytes.toBytes(f)));
      if (eager.isEmpty()) {
        // only lazy families: one cell of one tells whether the row exists
        get.addFamily(Bytes.toBytes(schema.families().get(0).name())).setMaxResultsPerColumnFamily(1);
      }
    }
    return withVersions(schema, get);
  }

  /** {@code get}, asking for as many versions as the entity's {@code @Versions} fields of {@code schema} read. */
  public static Get withVersions(TableSchema schema, Get get) {
    int versions = schema.readVersions();
    if (versions > 1) {
      try {
        get.readVersions(versions);
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
    }
    return get;
  }

  /**
   * Replaces each empty result of an eager read of {@code rows} by one cell of each lazy family, read
   * in one multi-get: a row with cells in lazy families only (say, only wide-row increments so far)
   * then gives the mapper enough to build the entity with its key and its lazy maps, so that
   * {@code get} agrees with {@code exists}. Nothing to do without lazy families or empty results.
   */
  public void probeLazyOnlyRows(Table table, List<byte[]> rows, Result[] results) throws IOException {
    List<Integer> empty = emptyOnes(results);
    if (!empty.isEmpty()) {
      fill(results, empty, table.get(probes(rows, empty)));
    }
  }

  /**
   * {@link #probeLazyOnlyRows(Table, List, Result[])} through {@code io}: the future holds
   * {@code results}, its empty results replaced.
   */
  public CompletableFuture<Result[]> probeLazyOnlyRows(TableIo io, List<byte[]> rows, Result[] results) {
    List<Integer> empty = emptyOnes(results);
    if (empty.isEmpty()) {
      return CompletableFuture.completedFuture(results);
    }
    return io.get(schema.tableName(), probes(rows, empty)).thenApply(probed -> fill(results, empty, probed));
  }

  /** The positions of the empty results; none without lazy families, where there is nothing to probe. */
  private List<Integer> emptyOnes(Result[] results) {
    List<Integer> empty = new ArrayList<>();
    if (schema.hasLazyFamilies()) {
      for (int i = 0; i < results.length; i++) {
        if (results[i].isEmpty()) {
          empty.add(i);
        }
      }
    }
    return empty;
  }

  /** One cell of each lazy family of the rows at positions {@code empty}. */
  private List<Get> probes(List<byte[]> rows, List<Integer> empty) {
    List<String> eagerFamilies = schema.eagerFamilies();
    List<Get> probes = new ArrayList<>(empty.size());
    for (int i : empty) {
      Get probe = new Get(rows.get(i)).setMaxResultsPerColumnFamily(1);
      for (FamilySchema family : schema.families()) {
        if (!eagerFamilies.contains(family.name())) {
          probe.addFamily(Bytes.toBytes(family.name()));
        }
      }
      probes.add(probe);
    }
    return probes;
  }

  private static Result[] fill(Result[] results, List<Integer> empty, Result[] probed) {
    for (int k = 0; k < empty.size(); k++) {
      results[empty.get(k)] = probed[k];
    }
    return results;
  }
}
