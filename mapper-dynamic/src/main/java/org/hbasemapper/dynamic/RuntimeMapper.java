package org.hbasemapper.dynamic;

import java.time.Instant;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.LazyMap;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.WideRowSource;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;

/**
 * An {@link EntityMapper} built at run time for a class no annotation processor compiled: made by
 * {@link RuntimeMappers#of(Class)} from the class's annotations, read by reflection once. It writes
 * and reads the bytes a generated {@code <Entity>Mapper} of the same class would (the same key
 * components, codecs and checks, the same schema and stored layout) and fails on bad input with the
 * same exceptions and messages. Its keys are {@link Key}s, in key order.
 *
 * <p>Each instance is of a class defined for its entity with byte-buddy, in the entity's package, which
 * implements the hooks below as the bytecode of a generated mapper's straight-line code: it reads the
 * entity's fields (or calls its getters), builds an entity (through its constructor, fields or setters),
 * lays out the key and reads and writes the cells with its key components and codecs held as constants.
 * No reflection per row. What is the same for every entity (the key's checks against a {@link Key}, the
 * maps and timestamp after a read) is here, over the array of the entity's values. Thread-safe and
 * stateless, like a generated mapper.
 *
 * @param <E> the entity type
 */
@Api
public abstract class RuntimeMapper<E> implements EntityMapper<E, Key> {
  private final EntityPlan plan;
  private final TableSchema schema;
  private final String table;
  private final int slotCount;

  private final KeyComponent<Object>[] key;
  private final Class<?>[] keyTypes;
  private final List<String> keyNames;

  private final MapFamily[] maps;
  private final int timestampSlot;
  private final boolean timestampInstant;
  private final String timestampField;
  private final int versionSlot;
  private final boolean lazy;
  /** The embedded values, innermost first, each built once the values nested in it are. */
  private final Value[] values;
  /** The moved columns, in the order of the plan's columns. */
  private final Moved[] moved;
  /** The slots of the {@code @Versions} maps, never null once read. */
  private final int[] versioned;

  /** An embedded value as {@link #complete} sees it: its index for {@link #newValue}, its slot, its fields' slots. */
  private record Value(int index, int slot, int[] members) {}

  /** A moved column: its slot and codec, and the slots its former cells are set aside in, in the order of {@code formerly}. */
  private record Moved(int slot, ValueCodec<Object> codec, int[] formers) {}

  /** A dynamic family as the loops see it. */
  private record MapFamily(int slot, String field, String familyName, byte[] family, KeyCodec<Object> keys,
      ValueCodec<Object> values, boolean sorted, boolean lazy) {}

  /** A mapper of {@code plan}'s entity; only the classes {@link RuntimeMappers} defines call it. */
  @Internal
  @SuppressWarnings("unchecked")
  protected RuntimeMapper(EntityPlan plan) {
    this.plan = plan;
    this.schema = plan.schema;
    this.table = schema.tableName().getNamespaceAsString() + ":" + schema.tableName().getQualifierAsString();
    this.slotCount = plan.slots.size();

    int n = plan.key.size();
    this.key = new KeyComponent[n];
    this.keyTypes = new Class<?>[n];
    for (int i = 0; i < n; i++) {
      EntityPlan.KeyPart k = plan.key.get(i);
      key[i] = k.component();
      keyTypes[i] = ValueType.boxed(k.javaType());
    }
    this.keyNames = plan.key.stream().map(EntityPlan.KeyPart::field).toList();

    this.maps = plan.dynamics.stream().map(d -> new MapFamily(d.slot(), d.field(), d.family(), bytes(d.family()),
        d.keys(), d.values(), d.sorted(), d.lazy())).toArray(MapFamily[]::new);
    this.timestampSlot = plan.timestamp == null ? -1 : plan.timestamp.slot();
    this.timestampInstant = plan.timestamp != null && plan.timestamp.type() == Instant.class;
    this.timestampField = plan.timestamp == null ? null : plan.timestamp.field();
    this.versionSlot = plan.columns.stream().filter(c -> c.kind() == EntityPlan.ColumnKind.VERSION)
        .mapToInt(EntityPlan.Column::slot).findFirst().orElse(-1);
    this.lazy = plan.dynamics.stream().anyMatch(EntityPlan.Dynamic::lazy);
    this.moved = java.util.stream.IntStream.range(0, plan.columns.size())
        .filter(i -> !plan.columns.get(i).formerly().isEmpty())
        .mapToObj(i -> new Moved(plan.columns.get(i).slot(), plan.columns.get(i).codec(), plan.formers.stream()
            .filter(f -> f.column() == i).mapToInt(EntityPlan.Former::slot).toArray()))
        .toArray(Moved[]::new);
    this.versioned = plan.columns.stream().filter(c -> c.kind() == EntityPlan.ColumnKind.VERSIONS)
        .mapToInt(EntityPlan.Column::slot).toArray();
    int count = plan.embedded.size();
    this.values = new Value[count];
    for (int i = 0; i < count; i++) {
      EntityPlan.Embedded e = plan.embedded.get(count - 1 - i);
      values[i] = new Value(count - 1 - i, e.slot(), e.members().stream().mapToInt(Integer::intValue).toArray());
    }
  }

  /** The families {@code fromResult} reads, in the generated mapper's order: those with columns, then the maps'. */
  static List<String> readFamilies(EntityPlan plan) {
    List<String> out = new java.util.ArrayList<>(columnFamilies(plan));
    plan.dynamics.forEach(d -> out.add(d.family()));
    return out;
  }

  /** The families that hold single-cell columns, in declaration order: the first families the read loop tells apart. */
  static List<String> columnFamilies(EntityPlan plan) {
    return plan.schema.families().stream().map(f -> f.name())
        .filter(f -> plan.columns.stream().anyMatch(c -> c.family().equals(f))).toList();
  }

  private static byte[] bytes(String name) {
    return name.getBytes(java.nio.charset.StandardCharsets.UTF_8);
  }

  // ---- what the class defined for the entity implements -----------------------------------------

  /** Stores the value of every mapped field of {@code entity} (boxed) into {@code values}, at its slot. */
  @Internal
  protected abstract void readValues(Object entity, Object[] values);

  /** The value of the mapped field at {@code slot} of {@code entity}, boxed. */
  @Internal
  protected abstract Object readValue(Object entity, int slot);

  /**
   * A new entity holding {@code values}: constructor arguments, then the fields set after it; a null
   * value of a field set after construction leaves the field as the constructor made it.
   */
  @Internal
  protected abstract Object newEntity(Object[] values);

  /**
   * A new value of embedded value {@code index} (in the plan's order) holding the values of its fields:
   * constructor arguments, then the fields set after it, as {@link #newEntity} builds an entity.
   */
  @Internal
  protected abstract Object newValue(int index, Object[] values);

  /** The key components of {@code entity}, boxed, in key order. */
  @Internal
  protected abstract Object[] keyValues(Object entity);

  /**
   * The row key of the key components in {@code values} (at their slots), laid out as a generated
   * {@code encodeKey} lays it out: the variable-width components encoded once first, the key sized, the
   * components written after the prefix, the prefix computed last.
   */
  @Internal
  protected abstract byte[] writeKey(Object[] values);

  /** {@link #writeKey} of the key components alone, in key order. */
  @Internal
  protected abstract byte[] writeKeyOf(Object[] components);

  /**
   * Reads the key components of {@code row} into {@code values}, as a generated {@code decodeKey} reads
   * them: the length checked, then the prefix, then each component.
   */
  @Internal
  protected abstract void readKey(byte[] row, Object[] values);

  /** {@link #readKey} into an array of the key components alone, in key order. */
  @Internal
  protected abstract void readKeyOf(byte[] row, Object[] components);

  /**
   * Adds the cells of the plain columns whose values are not null to {@code put}, each map's (a lazy map
   * only once loaded), then the presence marker's.
   */
  @Internal
  protected abstract void writeCells(Object[] values, Put put);

  /**
   * The entity stored in {@code result}, or null for an empty one, as a generated {@code fromResult} reads
   * it: the key, then one pass over the cells (sorted by family, then qualifier, newest version first:
   * the first cell of a column wins), each column's cells tested by qualifier within its family, each
   * map's cells its entries; a cell that fails to decode is a {@code MappingException} naming it; then
   * {@link #complete} and {@link #newEntity}.
   */
  @Internal
  protected abstract Object readEntity(Result result, WideRowSource rows);

  // ---- the mapper -------------------------------------------------------------------------------

  /** The entity class. */
  @SuppressWarnings("unchecked")
  public Class<E> entityType() {
    return (Class<E>) plan.type;
  }

  @Override
  public TableSchema schema() {
    return schema;
  }

  /** What the mapper was read from, for the DAO and its queries. */
  EntityPlan plan() {
    return plan;
  }

  /** The key components, in key order, as the queries fix them. */
  KeyComponent<Object>[] keyComponents() {
    return key.clone();
  }

  @Override
  public Key keyOf(E entity) {
    return Key.named(keyValues(entity), keyNames);
  }

  @Override
  public byte[] rowKey(E entity) {
    return writeKeyOf(keyValues(entity));
  }

  /**
   * The row key of {@code key}.
   *
   * @throws IllegalArgumentException when the key has another number of components than the row key,
   *     a component of another type than its field's, or a component that is null or too long for its
   *     width (as a generated mapper refuses it)
   */
  @Override
  public byte[] encodeKey(Key key) {
    Object[] components = key.values();
    if (components.length != this.key.length) {
      throw new IllegalArgumentException(key + " has " + components.length + " component(s) but the row key of "
          + plan.entityName + " (table " + table + ") has " + this.key.length + ": " + describeKey()
          + "; give one value per component, in key order");
    }
    for (int i = 0; i < components.length; i++) {
      Object c = components[i];
      // the exact class first: a plain compare, where isInstance of a class not known to the JIT is a call
      if (c != null && c.getClass() != keyTypes[i] && !keyTypes[i].isInstance(c)) {
        throw new IllegalArgumentException("row-key component " + plan.entityName + "." + keyNames.get(i)
            + " (table " + table + ") is " + Messages.withArticle(keyTypes[i].getSimpleName()) + ", not "
            + Messages.withArticle(c.getClass().getSimpleName()) + " (" + key + "); give the components in key order: "
            + describeKey());
      }
    }
    return writeKeyOf(components);
  }

  /** {@code userId (String), time (Instant)}. */
  String describeKey() {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < key.length; i++) {
      out.append(i == 0 ? "" : ", ").append(keyNames.get(i)).append(" (").append(keyTypes[i].getSimpleName())
          .append(')');
    }
    return out.toString();
  }

  @Override
  public Key decodeKey(byte[] row) {
    Object[] components = new Object[key.length];
    readKeyOf(row, components);
    return Key.named(components, keyNames);
  }

  @Override
  public Put toPut(E entity) {
    Object[] values = new Object[slotCount];
    readValues(entity, values);
    byte[] row = writeKey(values);
    Put put = timestampSlot < 0 ? new Put(row, true) : new Put(row, timestamp(values[timestampSlot]), true);
    writeCells(values, put);
    return put;
  }

  /** The cell timestamp of a put of the entity whose {@code @Timestamp} holds {@code value}. */
  private long timestamp(Object value) {
    return timestampInstant ? MapperSupport.timestamp((Instant) value, schema, timestampField)
        : MapperSupport.timestamp((Long) value, schema, timestampField);
  }

  @Override
  public E fromResult(Result result) {
    return read(result, null);
  }

  @Override
  @Internal
  public E fromResult(Result result, WideRowSource rows) {
    return read(result, rows);
  }

  @SuppressWarnings("unchecked")
  private E read(Result result, WideRowSource rows) {
    return (E) readEntity(result, rows);
  }

  /** The index of the read family {@code cell} is in, or -1; the read loop asks when a cell's family changes. */
  @Internal
  protected static int familyOf(Cell cell, byte[][] families) {
    for (int i = 0; i < families.length; i++) {
      if (MapperSupport.isFamily(cell, families[i])) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Gives {@code values} what the cells do not: each moved column without a cell of its own the value of
   * its first former cell the row holds (read with its codec, a cell that fails a {@code MappingException}
   * naming it); each {@code @Versions} map the row has no version of, empty; each embedded value,
   * innermost first, present when the row
   * holds its presence cell or a cell of one of its fields (which a partial update may set alone), as a
   * generated mapper decides it; each map (a lazy one loading through {@code rows}, an absent one empty);
   * and the cell timestamp, the newest of the row's cells.
   */
  @Internal
  protected final void complete(Object[] values, byte[] row, WideRowSource rows, long timestamp) {
    for (Moved m : moved) {
      // rows stored before the column moved hold it under a former qualifier, the first one listed wins
      for (int i = 0; i < m.formers().length && values[m.slot()] == null; i++) {
        Cell cell = (Cell) values[m.formers()[i]];
        if (cell != null) {
          try {
            values[m.slot()] = m.codec().decode(cell.getValueArray(), cell.getValueOffset(), cell.getValueLength());
          } catch (RuntimeException e) {
            throw MappingException.forCell(schema, cell, e);
          }
        }
      }
    }
    for (int slot : versioned) {
      if (values[slot] == null) {
        values[slot] = new TreeMap<>(); // a row without versions of the cell reads as an empty history
      }
    }
    for (Value v : this.values) {
      // the slot holds TRUE when the presence cell was read
      boolean present = values[v.slot()] != null;
      for (int i = 0; i < v.members().length && !present; i++) {
        present = values[v.members()[i]] != null;
      }
      values[v.slot()] = present ? newValue(v.index(), values) : null;
    }
    for (MapFamily m : maps) {
      if (m.lazy() && rows != null) {
        values[m.slot()] = LazyMap.of(rows.wideRow(m.field(), m.familyName(), row, m.keys(), m.values()));
      } else if (values[m.slot()] == null) {
        // HBase cannot tell an empty map from an absent one
        values[m.slot()] = m.sorted() ? new TreeMap<>() : new LinkedHashMap<>();
      }
    }
    if (timestampSlot >= 0) {
      values[timestampSlot] = timestampInstant ? Instant.ofEpochMilli(timestamp) : (Object) timestamp;
    }
  }

  @Override
  public Set<String> unloadedFamilies(E entity) {
    if (!lazy) {
      return Set.of();
    }
    Set<String> out = new HashSet<>();
    for (MapFamily m : maps) {
      if (m.lazy() && !LazyMap.isLoaded((Map<?, ?>) readValue(entity, m.slot()))) {
        out.add(m.familyName());
      }
    }
    return out;
  }

  @Override
  public long versionOf(E entity) {
    if (versionSlot < 0) {
      return -1;
    }
    Object version = readValue(entity, versionSlot);
    return version == null ? 0L : (Long) version;
  }

  @Override
  public String toString() {
    return "RuntimeMapper[" + plan.type.getName() + " -> " + table + ", key "
        + keyNames.stream().collect(Collectors.joining(", ", "(", ")")) + "]";
  }
}
