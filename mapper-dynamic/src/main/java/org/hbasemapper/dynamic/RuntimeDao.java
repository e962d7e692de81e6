package org.hbasemapper.dynamic;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.WideRow;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.runtime.query.QueryState;

/**
 * The DAO of an entity mapped at run time: every operation of a generated {@code <Entity>Dao}
 * ({@code put}, {@code putAll}, {@code replace}, {@code get}, {@code getAll}, {@code exists},
 * {@code delete}, {@code update}, conditional writes, {@code @Version} checks, audit dates), keyed by
 * {@link Key}, with the generated DAO's typed extras named by field: {@link #query()} by key prefix,
 * {@link #wideRow} for a {@code @DynamicColumns} family, {@link #increment} for a {@code @Counter}.
 *
 * <pre>{@code
 * RuntimeDao<User> users = RuntimeMappers.dao(connection, User.class);
 * users.put(user);
 * users.get(Key.of(42L));
 * users.wideRow("fans", Key.of(42L), Long.class, String.class).page(PageRequest.ofSize(100));
 * }</pre>
 *
 * <p>Thread-safe; holds the caller's {@code Connection} and never closes it.
 *
 * @param <E> the entity type
 */
@Api
public final class RuntimeDao<E> extends EntityDao<E, Key> {
  private final RuntimeMapper<E> runtimeMapper;

  /** A DAO over {@code connection}, which stays the caller's to close. */
  public RuntimeDao(Connection connection, RuntimeMapper<E> mapper) {
    this(connection, mapper, MapperOptions.defaults());
  }

  /**
   * A DAO over {@code connection}, which stays the caller's to close, built with {@code options}
   * (namespace mapping, operation listener, write options).
   */
  public RuntimeDao(Connection connection, RuntimeMapper<E> mapper, MapperOptions options) {
    super(connection, mapper, List.of(), options);
    this.runtimeMapper = mapper;
  }

  /** A query by row-key prefix, its components named by field: {@code query().equal("userId", id).list()}. */
  public RuntimeQuery<E> query() {
    return new RuntimeQuery<>(QueryState.start(queryContext()), runtimeMapper, 0);
  }

  /**
   * The {@code @DynamicColumns} family of {@code field} in the row under {@code key}, read and written
   * entry by entry, never loaded whole; {@code keyType} and {@code valueType} are the map's.
   *
   * @throws IllegalArgumentException when {@code field} is not a {@code @DynamicColumns} field, or its map
   *     has other key or value types
   */
  @SuppressWarnings("unchecked")
  public <K, V> WideRow<K, V> wideRow(String field, Key key, Class<K> keyType, Class<V> valueType) {
    EntityPlan.Dynamic dynamic = runtimeMapper.plan().dynamics.stream().filter(d -> d.field().equals(field))
        .findFirst().orElseThrow(() -> new IllegalArgumentException(runtimeMapper.plan().entityName
            + " has no @DynamicColumns field '" + field + "' (" + listed("its maps: ", "it has no dynamic families",
            runtimeMapper.plan().dynamics.stream().map(EntityPlan.Dynamic::field).toList()) + ")"));
    if (dynamic.keyType() != keyType || dynamic.valueType() != valueType) {
      throw new IllegalArgumentException(runtimeMapper.plan().entityName + "." + field + " is "
          + Messages.withArticle(dynamic.typeName()) + ", not a map of " + keyType.getSimpleName() + " to "
          + valueType.getSimpleName());
    }
    return WideRow.of(connection(), options(), schema(), field, dynamic.family(), mapper().encodeKey(key),
        (KeyCodec<K>) dynamic.keys(), (ValueCodec<V>) dynamic.values());
  }

  /**
   * Adds {@code delta} to the {@code @Counter} {@code field} of the row under {@code key}, atomically on
   * the server, and returns the new value: a generated DAO's {@code increment<Field>}.
   *
   * @throws IllegalArgumentException when {@code field} is not a {@code @Counter}
   */
  public long increment(Key key, String field, long delta) {
    EntityPlan.Column counter = runtimeMapper.plan().columns.stream()
        .filter(c -> c.field().equals(field) && c.kind() == EntityPlan.ColumnKind.COUNTER).findFirst()
        .orElseThrow(() -> new IllegalArgumentException(runtimeMapper.plan().entityName + " has no @Counter field '"
            + field + "' (" + listed("its counters: ", "it has no counters", runtimeMapper.plan().columns.stream()
            .filter(c -> c.kind() == EntityPlan.ColumnKind.COUNTER).map(EntityPlan.Column::field).toList()) + ")"));
    return increment(key, counter.family().getBytes(StandardCharsets.UTF_8),
        counter.qualifier().getBytes(StandardCharsets.UTF_8), delta);
  }

  /** {@code names} after {@code intro}, or {@code none} when there are none. */
  private static String listed(String intro, String none, List<String> names) {
    return names.isEmpty() ? none : intro + String.join(", ", names);
  }

  /**
   * Writes {@code entity} only if no row is stored under its key yet, in one atomic {@code checkAndMutate};
   * returns whether it was written. A row is stored when it has the schema's presence cell.
   *
   * @throws IllegalStateException when the entity has no presence cell (no {@code @PresenceMarker},
   *     {@code @Version} or primitive column), as a generated DAO has no {@code putIfAbsent} then
   */
  @Override
  public boolean putIfAbsent(E entity) {
    return super.putIfAbsent(entity);
  }

  /** The runtime mapper this DAO was built with (as declared, before any namespace mapping). */
  public RuntimeMapper<E> runtimeMapper() {
    return runtimeMapper;
  }
}
