package org.hbasemapper.runtime.query;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.FirstKeyOnlyFilter;
import org.apache.hadoop.hbase.filter.KeyOnlyFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.RowReads;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.scan.Columns;
import org.jspecify.annotations.NullUnmarked;

/**
 * Rows read by full key in one multi-get, in the order of the keys, missing rows and rows failing the
 * conditions left out: what a repository's {@code findByIdIn(...)} or an {@code In} on the last key
 * component runs. A key given twice is read once. Immutable.
 *
 * @param <E> the entity type
 * @param <T> what each row becomes: the entity or a projection
 */
@Internal
@NullUnmarked
public final class KeyLookup<E, T> {
  private final QueryContext<E> context;
  private final List<byte[]> rows;
  private final Condition<E> condition;
  private final ProjectionMapper<E, T> projection;
  private final Function<Result, T> map;
  private final int limit;

  private KeyLookup(QueryContext<E> context, List<byte[]> rows, Condition<E> condition,
      ProjectionMapper<E, T> projection, Function<Result, T> map, int limit) {
    this.context = context;
    this.rows = rows;
    this.condition = condition;
    this.projection = projection;
    this.map = map;
    this.limit = limit;
  }

  /** A lookup of {@code keys}' rows; for generated code. */
  @Internal
  public static <E, K> KeyLookup<E, E> of(QueryContext<E> context, EntityMapper<E, K> mapper,
      Collection<? extends K> keys) {
    Objects.requireNonNull(keys, "keys");
    List<byte[]> rows = new ArrayList<>(keys.size());
    for (K key : keys) {
      if (key == null) {
        throw new IllegalArgumentException("lookup of " + mapper.schema().entityName() + " rows: key " + rows.size()
            + " is null");
      }
      byte[] row = mapper.encodeKey(key);
      if (rows.stream().noneMatch(r -> Arrays.equals(r, row))) {
        rows.add(row);
      }
    }
    return new KeyLookup<>(context, List.copyOf(rows), null, null,
        result -> context.mapper().fromResult(result, context.wideRows()), -1);
  }

  /** Only rows that also match {@code condition}, tested in this JVM on each row read. */
  public KeyLookup<E, T> where(Condition<E> condition) {
    Objects.requireNonNull(condition, "condition");
    return new KeyLookup<>(context, rows, this.condition == null ? condition : this.condition.and(condition),
        projection, map, limit);
  }

  /** Reads only the columns of {@code projection}. */
  public <P> KeyLookup<E, P> select(ProjectionMapper<E, P> projection) {
    Objects.requireNonNull(projection, "projection");
    if (!Projections.sameEntity(projection.entity(), context.mapper())) {
      throw new IllegalArgumentException("projection " + projection.type().getName() + " reads "
          + projection.entity().schema().entityName() + ", not " + context.schema().entityName());
    }
    return new KeyLookup<>(context, rows, condition, projection, projection::fromResult, limit);
  }

  /** At most {@code n} rows (the first {@code n} keys that have a matching row). */
  public KeyLookup<E, T> limit(int n) {
    if (n < 0) {
      throw new IllegalArgumentException("limit must not be negative, got " + n);
    }
    return new KeyLookup<>(context, rows, condition, projection, map, n);
  }

  /** The rows, in key-argument order. */
  public List<T> list() {
    return list("lookup.list");
  }

  /** The rows, in key-argument order: the operation {@code operation}. */
  private List<T> list(String operation) {
    return context.observer().observed(operation, null, op -> {
      List<Result> found = read(false);
      op.rows(found.size()); // the rows read, whatever the mapping makes of them
      List<T> out = new ArrayList<>(found.size());
      for (Result result : found) {
        T t = map.apply(result);
        if (t != null) {
          out.add(t);
        }
      }
      return out;
    });
  }

  /** The rows, in key-argument order. */
  public Stream<T> stream() {
    return list("lookup.stream").stream();
  }

  /** The first row found. */
  public Optional<T> first() {
    if (limit == 0) {
      return Optional.empty();
    }
    return limit(1).list("lookup.first").stream().findFirst();
  }

  /** How many of the keys have a matching row. */
  public long count() {
    return context.observer().observed("lookup.count", n -> n, op -> (long) read(true).size());
  }

  /** The rows that exist and match, in key order, at most {@link #limit}; one multi-get. */
  private List<Result> read(boolean keysOnly) {
    if (rows.isEmpty() || limit == 0) {
      return List.of();
    }
    List<Get> gets = new ArrayList<>(rows.size());
    for (byte[] row : rows) {
      gets.add(get(row, keysOnly));
    }
    String table = context.schema().tableName().getNameAsString();
    List<Result> out = new ArrayList<>();
    try (Table t = context.connection().getTable(context.schema().tableName())) {
      Result[] results = t.get(gets);
      if (!keysOnly && projection == null) {
        new RowReads(context.schema()).probeLazyOnlyRows(t, rows, results);
      }
      for (Result result : results) {
        if (result.isEmpty() || condition != null && !condition.test(result, table)) {
          continue;
        }
        out.add(result);
        if (out.size() == limit) {
          break;
        }
      }
    } catch (IOException e) {
      throw new HBaseAccessException("multi-get of " + gets.size() + " rows", table, null, e);
    }
    return out;
  }

  /**
   * The get of {@code row}: the projection's cells ({@link Projections#cells}), or the entity's families
   * (every one but the lazy ones), and always the conditions' columns. For a count, keys only where no
   * condition needs a value.
   */
  private Get get(byte[] row, boolean keysOnly) {
    TableSchema schema = context.schema();
    List<byte[][]> conditionColumns = condition == null ? List.of() : condition.columns();
    Get get = new Get(row);
    boolean keyComponentsOnly = projection != null && projection.columns().isEmpty();
    if (keysOnly || keyComponentsOnly) {
      if (condition == null) {
        return get.setFilter(new FilterList(new FirstKeyOnlyFilter(), new KeyOnlyFilter()));
      }
      (condition.impliesCells() ? Columns.of(conditionColumns) : Columns.all()).applyTo(get);
      return get;
    }
    Columns columns;
    if (projection != null) {
      columns = Columns.of(Projections.cells(schema, projection));
    } else if (schema.hasLazyFamilies() && !schema.eagerFamilies().isEmpty()) {
      columns = Columns.families(schema.eagerFamilies());
    } else if (schema.hasLazyFamilies()) {
      get.addFamily(Bytes.toBytes(schema.families().get(0).name())).setMaxResultsPerColumnFamily(1);
      columns = Columns.of(List.of());
    } else {
      columns = Columns.all();
    }
    columns.with(conditionColumns).applyTo(get);
    return RowReads.withVersions(schema, get);
  }
}
