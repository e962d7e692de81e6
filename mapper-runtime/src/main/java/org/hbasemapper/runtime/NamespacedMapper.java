package org.hbasemapper.runtime;

import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.NullUnmarked;

/**
 * A generated mapper whose tables live in other namespaces than declared: the same mapping, and a
 * {@link #schema()} that is the declared one {@linkplain TableSchema#mapped(MapperOptions) mapped}.
 * A DAO built with a namespace mapping works through one, so that everything built on its schema
 * (queries, index upkeep and lookups, wide rows, batches) reads and writes the mapped tables, and
 * pays for the mapping once, when built. The messages of the mapper's exceptions name the table used.
 *
 * <p>Used by the runtime's DAOs, queries and admin classes; not needed by applications.
 *
 * @param <E> the entity type
 * @param <K> the key type
 */
@LimitedPrivate({"mapper-mapreduce", "mapper-spark"})
@NullUnmarked
public final class NamespacedMapper<E, K> implements EntityMapper<E, K> {
  private final EntityMapper<E, K> declared;
  private final TableSchema schema;
  private final String declaredTable;
  private final String usedTable;

  private NamespacedMapper(EntityMapper<E, K> declared, TableSchema schema) {
    this.declared = declared;
    this.schema = schema;
    this.declaredTable = declared.schema().tableName().getNameAsString();
    this.usedTable = schema.tableName().getNameAsString();
  }

  /**
   * {@code mapper} with its tables where {@code options} map them; {@code mapper} itself when the
   * options map no namespace, or when it is mapped so already.
   */
  public static <E, K> EntityMapper<E, K> of(EntityMapper<E, K> mapper, MapperOptions options) {
    return of(mapper, Objects.requireNonNull(options, "options").namespaces());
  }

  /** {@link #of(EntityMapper, MapperOptions)} of the declared-to-used namespace map {@code namespaces}. */
  static <E, K> EntityMapper<E, K> of(EntityMapper<E, K> mapper, Map<String, String> namespaces) {
    Objects.requireNonNull(mapper, "mapper");
    if (namespaces.isEmpty()) {
      return mapper;
    }
    EntityMapper<E, K> declared = declared(mapper);
    TableSchema schema = declared.schema().mapped(namespaces);
    return schema == mapper.schema() ? mapper : new NamespacedMapper<>(declared, schema);
  }

  /**
   * The generated mapper {@code mapper} maps: what to compare when asking whether two mappers are of
   * one entity, whatever namespaces their DAOs use.
   */
  public static <E, K> EntityMapper<E, K> declared(EntityMapper<E, K> mapper) {
    return mapper instanceof NamespacedMapper<E, K> mapped ? mapped.declared : mapper;
  }

  @Override
  public TableSchema schema() {
    return schema;
  }

  @Override
  public Put toPut(E entity) {
    try {
      return declared.toPut(entity);
    } catch (RuntimeException e) {
      throw renamed(e);
    }
  }

  @Override
  public E fromResult(Result result) {
    try {
      return declared.fromResult(result);
    } catch (RuntimeException e) {
      throw renamed(e);
    }
  }

  @Override
  public E fromResult(Result result, WideRowSource rows) {
    try {
      return declared.fromResult(result, rows);
    } catch (RuntimeException e) {
      throw renamed(e);
    }
  }

  @Override
  public Set<String> unloadedFamilies(E entity) {
    return declared.unloadedFamilies(entity);
  }

  @Override
  public long versionOf(E entity) {
    return declared.versionOf(entity);
  }

  @Override
  public byte[] encodeKey(K key) {
    try {
      return declared.encodeKey(key);
    } catch (RuntimeException e) {
      throw renamed(e);
    }
  }

  @Override
  public K decodeKey(byte[] row) {
    try {
      return declared.decodeKey(row);
    } catch (RuntimeException e) {
      throw renamed(e);
    }
  }

  @Override
  public K keyOf(E entity) {
    try {
      return declared.keyOf(entity);
    } catch (RuntimeException e) {
      throw renamed(e);
    }
  }

  @Override
  public byte[] rowKey(E entity) {
    try {
      return declared.rowKey(entity);
    } catch (RuntimeException e) {
      throw renamed(e);
    }
  }

  @Override
  public byte[] indexValues(IndexSchema index, E entity, E stored) {
    try {
      return declared.indexValues(index, entity, stored);
    } catch (RuntimeException e) {
      throw renamed(e);
    }
  }

  /**
   * {@code e} naming the table used where the generated mapper, which knows only the declared one,
   * named that: a {@link MappingException} tells where the bad data is stored, an argument error which
   * table it was meant for. Other exceptions, and those naming no table, pass as they are.
   */
  private RuntimeException renamed(RuntimeException e) {
    String message = e.getMessage();
    if (usedTable.equals(declaredTable) || message == null || !message.contains("table " + declaredTable)) {
      return e;
    }
    String text = message.replace("table " + declaredTable, "table " + usedTable);
    RuntimeException out;
    if (e.getClass() == MappingException.class) {
      MappingException m = (MappingException) e;
      out = new MappingException(declaredTable.equals(m.table()) ? usedTable : m.table(), m.rowKeyHex(), m.column(),
          text, m.getCause());
    } else if (e.getClass() == IllegalArgumentException.class) {
      out = new IllegalArgumentException(text, e.getCause());
    } else {
      return e;
    }
    out.setStackTrace(e.getStackTrace());
    return out;
  }

  @Override
  public String toString() {
    return declared + " in " + usedTable;
  }
}
