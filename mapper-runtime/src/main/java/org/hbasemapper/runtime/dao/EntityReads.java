package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.FirstKeyOnlyFilter;
import org.apache.hadoop.hbase.filter.KeyOnlyFilter;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.RowReads;
import org.hbasemapper.runtime.WideRowSource;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.query.Projections;
import org.hbasemapper.runtime.scan.Columns;
import org.jspecify.annotations.NullUnmarked;

/**
 * The reads by key of {@link EntityOperations}: one row as the entity or a projection, and many rows
 * in one multi-get, in the order of their keys; lazy maps of the entities read come from the DAO's
 * {@link WideRowSource}.
 *
 * @param <E> the entity type
 * @param <K> the key type
 */
@NullUnmarked
final class EntityReads<E, K> {
  private final EntityOperations<E, K> operations;
  private final TableIo io;
  private final EntityMapper<E, K> mapper;
  private final TableName tableName;
  private final RowReads reads;
  private final WideRowSource wideRows;

  EntityReads(EntityOperations<E, K> operations, TableIo io, RowReads reads, WideRowSource wideRows) {
    this.operations = operations;
    this.io = io;
    this.mapper = operations.mapper();
    this.tableName = mapper.schema().tableName();
    this.reads = reads;
    this.wideRows = wideRows;
  }

  /** The entity stored in {@code row}, if any. */
  CompletableFuture<Optional<E>> get(byte[] row) {
    CompletableFuture<Optional<E>> read = io.get(tableName, reads.get(row))
        .thenCompose(result -> reads.probeLazyOnlyRows(io, List.of(row), new Result[] {result}))
        .thenApply(result -> Optional.ofNullable(mapper.fromResult(result[0], wideRows)));
    return operations.named(read, "get", row);
  }

  /**
   * The projection of the row {@code row}, if any, reading only the projection's cells and the
   * presence cell ({@link Projections#cells}; keys only when the projection holds key components
   * only), as {@code KeyLookup} reads it.
   */
  <P> CompletableFuture<Optional<P>> get(byte[] row, ProjectionMapper<E, P> projection) {
    Get get = new Get(row);
    if (projection.columns().isEmpty()) {
      get.setFilter(new FilterList(new FirstKeyOnlyFilter(), new KeyOnlyFilter()));
    } else {
      RowReads.withVersions(mapper.schema(), Columns.of(Projections.cells(mapper.schema(), projection)).applyTo(get));
    }
    CompletableFuture<Optional<P>> read = io.get(tableName, get)
        .thenApply(r -> r.isEmpty() ? Optional.<P>empty() : Optional.ofNullable(projection.fromResult(r)));
    return multiGet(read, 1);
  }

  /**
   * The entities stored under {@code keys}, in their order, with one multi-get; a row whose data
   * cannot be read fails the read, or when {@code reporting} is left out and listed in
   * {@link EntityOperations.Found#bad}.
   */
  CompletableFuture<EntityOperations.Found<E>> getAll(Collection<K> keys, boolean reporting) {
    List<Get> gets = new ArrayList<>(operations.require(keys, "getAll", "keys").size());
    for (K key : keys) {
      gets.add(reads.get(encodeElement(key, "getAll", "keys", gets.size())));
    }
    if (gets.isEmpty()) {
      return CompletableFuture.completedFuture(new EntityOperations.Found<>(new ArrayList<>(), List.of()));
    }
    CompletableFuture<EntityOperations.Found<E>> read = io.get(tableName, gets)
        .thenCompose(results -> reads.probeLazyOnlyRows(io, gets.stream().map(Get::getRow).toList(), results))
        .thenApply(results -> {
          List<E> out = new ArrayList<>(results.length);
          List<MappingException> bad = new ArrayList<>();
          for (Result result : results) {
            E entity;
            try {
              entity = mapper.fromResult(result, wideRows);
            } catch (MappingException e) {
              if (!reporting) {
                throw e;
              }
              bad.add(e);
              continue;
            }
            if (entity != null) {
              out.add(entity);
            }
          }
          return new EntityOperations.Found<>(out, bad);
        });
    return multiGet(read, gets.size());
  }

  /** {@code step}, an I/O failure of which becomes the {@link HBaseAccessException} of a multi-get of {@code rows}. */
  private <T> CompletableFuture<T> multiGet(CompletableFuture<T> step, int rows) {
    return step.exceptionallyCompose(failure -> {
      Throwable t = Futures.unwrap(failure);
      return Futures.failed(t instanceof IOException e
          ? new HBaseAccessException("multi-get of " + rows + " rows", tableName.getNameAsString(), null, e)
          : t);
    });
  }

  /** The row key of element {@code position} of the argument {@code name}, which must not be null. */
  private byte[] encodeElement(K key, String operation, String name, int position) {
    if (key == null) {
      throw new IllegalArgumentException(operation + ": " + name + "[" + position + "] is null ("
          + operations.where() + ")");
    }
    try {
      return mapper.encodeKey(key);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(operation + ": " + name + "[" + position + "]: " + e.getMessage(), e);
    }
  }
}
