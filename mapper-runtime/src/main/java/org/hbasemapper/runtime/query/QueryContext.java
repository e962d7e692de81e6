package org.hbasemapper.runtime.query;

import java.util.Objects;
import java.util.concurrent.Executor;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.NamespacedMapper;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.WideRowSource;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Observer;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * What every query of one entity shares: the caller's connection and the entity's mapper, of the
 * tables the options map it to. Created once per DAO; immutable and thread-safe.
 *
 * @param <E> the entity type
 */
@Internal
@NullUnmarked
public final class QueryContext<E> {
  private final Connection connection;
  private final @Nullable AsyncConnection asyncConnection;
  private final Executor executor;
  private final EntityMapper<E, ?> mapper;
  private final WideRowSource wideRows;
  private final MapperOptions options;
  private final Observer observer;
  private final QueryDeletes<E> deletes;

  /** A context over {@code connection}, which stays the caller's to close. */
  public QueryContext(Connection connection, EntityMapper<E, ?> mapper) {
    this(connection, mapper, MapperOptions.defaults());
  }

  /**
   * A context over {@code connection}, which stays the caller's to close, with {@code options}: its
   * queries read the tables where the options map the entity's namespace.
   */
  public QueryContext(Connection connection, EntityMapper<E, ?> mapper, MapperOptions options) {
    this.options = Objects.requireNonNull(options, "options");
    this.connection = connection;
    this.asyncConnection = null;
    this.executor = null;
    this.mapper = NamespacedMapper.of(mapper, options);
    this.wideRows = WideRowSource.of(connection, this.mapper.schema());
    this.observer = observer(options, this.mapper);
    this.deletes = null;
  }

  /**
   * A context of asynchronous queries over {@code connection}, which stays the caller's to close,
   * delivering results on {@code executor}.
   */
  public QueryContext(AsyncConnection connection, Executor executor, EntityMapper<E, ?> mapper) {
    this(connection, executor, mapper, MapperOptions.defaults());
  }

  /** As the constructor above, with {@code options}. */
  public QueryContext(AsyncConnection connection, Executor executor, EntityMapper<E, ?> mapper,
      MapperOptions options) {
    this.options = Objects.requireNonNull(options, "options");
    this.connection = null;
    this.asyncConnection = connection;
    this.executor = executor;
    this.mapper = NamespacedMapper.of(mapper, options);
    // a lazy map of an entity read asynchronously loads by blocking the thread that first uses it
    this.wideRows = WideRowSource.of(TableIo.async(connection), this.mapper.schema());
    this.observer = observer(options, this.mapper);
    this.deletes = null;
  }

  private QueryContext(QueryContext<E> context, QueryDeletes<E> deletes) {
    this.connection = context.connection;
    this.asyncConnection = context.asyncConnection;
    this.executor = context.executor;
    this.mapper = context.mapper;
    this.wideRows = context.wideRows;
    this.options = context.options;
    this.observer = context.observer;
    this.deletes = deletes;
  }

  /**
   * This context, whose queries' {@code delete()} goes through {@code deletes}: a DAO's, which
   * keeps index entries and relation inverses in step.
   */
  public QueryContext<E> withDeletes(QueryDeletes<E> deletes) {
    return new QueryContext<>(this, Objects.requireNonNull(deletes, "deletes"));
  }

  /** How this context's queries delete the rows they select; only a DAO's context can. */
  QueryDeletes<E> deletes() {
    if (deletes == null) {
      throw new IllegalStateException("this query of " + mapper.schema().entityName()
          + " was not made by a DAO, which is what deletes rows with their index entries and relation inverses; "
          + "use the DAO's query() to delete");
    }
    return deletes;
  }

  /** The observer of {@code mapper}'s operations; its schema is mapped already. */
  private static Observer observer(MapperOptions options, EntityMapper<?, ?> mapper) {
    return Observer.of(options.listener(), mapper.schema().entityName(), mapper.schema().tableName());
  }

  /** The options of the DAO this context belongs to. */
  public MapperOptions options() {
    return options;
  }

  /** Where the operations of this context's queries start. */
  Observer observer() {
    return observer;
  }

  AsyncConnection asyncConnection() {
    return asyncConnection;
  }

  Executor executor() {
    return executor;
  }

  WideRowSource wideRows() {
    return wideRows;
  }

  Connection connection() {
    return connection;
  }

  EntityMapper<E, ?> mapper() {
    return mapper;
  }

  TableSchema schema() {
    return mapper.schema();
  }

  int componentCount() {
    return mapper.schema().rowKey().size();
  }
}
