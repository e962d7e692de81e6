package org.hbasemapper.runtime;

import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.Nullable;

/**
 * Converts one entity type to and from HBase's client objects, with no I/O: usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated per {@code @Table} type as
 * {@code <Entity>Mapper.INSTANCE}; implementations are stateless and thread-safe.
 *
 * @param <E> the entity type
 * @param <K> the key type, the generated {@code <Entity>Mapper.Key} record
 */
@Api
public interface EntityMapper<E, K> {

  /**
   * The {@code Put} writing every non-null mapped field of {@code entity}; null fields write no cell.
   *
   * @throws IllegalArgumentException when a key component is null or too long for its width
   */
  Put toPut(E entity);

  /**
   * The entity stored in {@code result}, or null when the result is empty. Columns the entity does
   * not map are ignored.
   *
   * @throws MappingException when a stored cell or the row key cannot be decoded
   */
  @Nullable E fromResult(@Nullable Result result);

  /**
   * The entity stored in {@code result}, giving each {@code @DynamicColumns(fetch = LAZY)} field a
   * {@link LazyMap} over the wide row {@code rows} hands out. DAOs read through this method; the
   * default, for entities without lazy fields, is {@link #fromResult(Result)}.
   */
  @Internal
  default @Nullable E fromResult(@Nullable Result result, WideRowSource rows) {
    return fromResult(result);
  }

  /**
   * The dynamic families {@code entity} holds as {@link LazyMap}s that were never loaded: a write
   * leaves them as stored. Empty for entities without lazy fields.
   */
  @Internal
  default java.util.Set<String> unloadedFamilies(E entity) {
    return java.util.Set.of();
  }

  /**
   * The {@code @Version} of {@code entity} (0 for a new entity, or when the field is null); -1 when
   * the entity has no {@code @Version} field. The version cell is not part of {@link #toPut}: the
   * DAO writes it, checked.
   */
  @LimitedPrivate("mapper-mapreduce")
  default long versionOf(E entity) {
    return -1;
  }

  /** The row key of {@code key}. */
  byte[] encodeKey(K key);

  /** The key components stored in {@code row}; also how to read a raw row key while debugging. */
  K decodeKey(byte[] row);

  /** The key of {@code entity}. */
  K keyOf(E entity);

  /** The table layout. */
  TableSchema schema();

  /** The row key of {@code entity}. */
  default byte[] rowKey(E entity) {
    return encodeKey(keyOf(entity));
  }

  /**
   * The value part of {@code entity}'s row key in secondary index {@code index}, or null when one of
   * the indexed values is null (such an entity has no entry). A null field of {@code entity} takes
   * its value from {@code stored} (the row as stored, or null): that is what a {@code put}, which
   * leaves the cells of null fields as they are, makes of it. Generated for entities with indexes.
   */
  @LimitedPrivate("mapper-mapreduce")
  default byte @Nullable [] indexValues(IndexSchema index, E entity, @Nullable E stored) {
    throw new IllegalArgumentException(schema().entityName() + " has no index " + index.name());
  }
}
