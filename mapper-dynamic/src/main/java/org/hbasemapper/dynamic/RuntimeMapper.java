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
import org.hbasemapper.runtime.KeyPrefix;
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
 * <p>Each instance is of a class defined for its entity with byte-buddy, in the entity's package,
 * whose three methods read the entity's fields (or call its getters) and build an entity (through its
 * constructor, fields or setters) with plain bytecode: no reflection per row. Everything else is here,
 * over arrays of the entity's values. Thread-safe and stateless, like a generated mapper.
 *
 * @param <E> the entity type
 */
@Api
public abstract class RuntimeMapper<E> implements EntityMapper<E, Key> {
  /** The presence marker's value: never empty, which HBase's absence check would take for no cell. */
  private static final byte[] MARKER_VALUE = {1};

  private final EntityPlan plan;
  private final TableSchema schema;
  private final String table;
  private final int slotCount;

  private final KeyComponent<Object>[] key;
  private final int[] keySlots;
  private final int[] identity;
  private final boolean[] variable;
  private final Class<?>[] keyTypes;
  private final int[] readFrom;
  private final int[] readTo;
  private final int keyLength;
  private final boolean exactKeyLength;
  private final KeyPrefix prefix;
  private final int prefixLength;
  private final int prefixEnd;
  private final List<String> keyNames;

  private final CellColumn[] written;
  private final byte[][] readFamilies;
  private final CellColumn[][] familyColumns;
  private final MapFamily[] familyMaps;
  private final MapFamily[] maps;
  private final int timestampSlot;
  private final boolean timestampInstant;
  private final String timestampField;
  private final byte[] markerFamily;
  private final byte[] markerQualifier;
  private final int versionSlot;
  private final int[] defaultSlots;
  private final Object[] defaults;
  private final boolean lazy;

  /** A single-cell column as the loops see it. */
  private record CellColumn(int slot, String field, byte[] family, byte[] qualifier, ValueCodec<Object> codec) {}

  /** A dynamic family as the loops see it. */
  private record MapFamily(int slot, String field, String familyName, byte[] family, KeyCodec<Object> keys,
      ValueCodec<Object> values, boolean sorted, boolean lazy) {}

  /** A mapper of {@code plan}'s entity; only the classes {@link RuntimeMappers} defines call it. */
  @Internal
  @SuppressWarnings("unchecked")
  protected RuntimeMapper(EntityPlan plan) {
    this.plan = plan;
    this.schema = plan.schema;
    String qualifiedTable = schema.tableName().getNamespaceAsString() + ":" + schema.tableName().getQualifierAsString();
    this.table = qualifiedTable;
    this.slotCount = plan.slots.size();

    int n = plan.key.size();
    this.key = new KeyComponent[n];
    this.keySlots = new int[n];
    this.identity = new int[n];
    this.variable = new boolean[n];
    this.keyTypes = new Class<?>[n];
    this.readFrom = new int[n];
    this.readTo = new int[n];
    this.prefix = plan.prefix;
    this.prefixLength = prefix.length();
    int offset = prefixLength;
    boolean exact = true;
    for (int i = 0; i < n; i++) {
      EntityPlan.KeyPart k = plan.key.get(i);
      key[i] = new KeyComponent<>(qualifiedTable, plan.entityName, k.field(), k.codec(), k.width(), k.descending());
      keySlots[i] = k.slot();
      identity[i] = i;
      variable[i] = !k.type().naturalWidth();
      keyTypes[i] = ValueType.boxed(k.javaType());
      readFrom[i] = offset;
      readTo[i] = k.byteWidth() == 0 ? -1 : offset + k.byteWidth();
      exact &= k.byteWidth() != 0;
      offset += k.byteWidth();
    }
    this.keyLength = offset;
    this.exactKeyLength = exact;
    this.prefixEnd = prefixEnd(plan);
    this.keyNames = plan.key.stream().map(EntityPlan.KeyPart::field).toList();

    this.written = plan.columns.stream().filter(c -> c.kind() == EntityPlan.ColumnKind.PLAIN).map(this::cells)
        .toArray(CellColumn[]::new);
    this.maps = plan.dynamics.stream().map(d -> new MapFamily(d.slot(), d.field(), d.family(), bytes(d.family()), d.keys(),
        d.values(), d.sorted(), d.lazy())).toArray(MapFamily[]::new);
    // the families fromResult reads, in the generated mapper's order: those with columns, then the maps'
    List<String> columnFamilies = schema.families().stream().map(f -> f.name())
        .filter(f -> plan.columns.stream().anyMatch(c -> c.family().equals(f))).toList();
    int families = columnFamilies.size() + maps.length;
    this.readFamilies = new byte[families][];
    this.familyColumns = new CellColumn[families][];
    this.familyMaps = new MapFamily[families];
    for (int i = 0; i < columnFamilies.size(); i++) {
      String family = columnFamilies.get(i);
      readFamilies[i] = bytes(family);
      familyColumns[i] = plan.columns.stream().filter(c -> c.family().equals(family)).map(this::cells)
          .toArray(CellColumn[]::new);
    }
    for (int i = 0; i < maps.length; i++) {
      readFamilies[columnFamilies.size() + i] = maps[i].family();
      familyMaps[columnFamilies.size() + i] = maps[i];
    }
    this.timestampSlot = plan.timestamp == null ? -1 : plan.timestamp.slot();
    this.timestampInstant = plan.timestamp != null && plan.timestamp.type() == Instant.class;
    this.timestampField = plan.timestamp == null ? null : plan.timestamp.field();
    this.markerFamily = plan.marker == null ? null : bytes(plan.marker.family());
    this.markerQualifier = plan.marker == null ? null : bytes(plan.marker.qualifier());
    this.versionSlot = plan.columns.stream().filter(c -> c.kind() == EntityPlan.ColumnKind.VERSION)
        .mapToInt(EntityPlan.Column::slot).findFirst().orElse(-1);
    // a constructor's primitive argument whose cell is absent takes the primitive's zero, as generated code passes it
    EntityPlan.Creation creation = plan.creation;
    this.defaults = new Object[slotCount];
    List<Integer> primitiveArguments = new java.util.ArrayList<>();
    for (int i = 0; i < creation.arguments().length; i++) {
      int slot = creation.arguments()[i];
      if (slot >= 0 && creation.argumentTypes()[i].isPrimitive()) {
        defaults[slot] = ValueType.defaultValue(creation.argumentTypes()[i]);
        primitiveArguments.add(slot);
      }
    }
    this.defaultSlots = primitiveArguments.stream().mapToInt(Integer::intValue).toArray();
    this.lazy = plan.dynamics.stream().anyMatch(EntityPlan.Dynamic::lazy);
  }

  private CellColumn cells(EntityPlan.Column c) {
    return new CellColumn(c.slot(), c.field(), bytes(c.family()), bytes(c.qualifier()), c.codec());
  }

  private static byte[] bytes(String name) {
    return name.getBytes(java.nio.charset.StandardCharsets.UTF_8);
  }

  /** Where the components the salt or hash is computed from end: a fixed offset, or -1 for the key's end. */
  private static int prefixEnd(EntityPlan plan) {
    if (plan.prefix.kind() == KeyPrefix.Kind.NONE) {
      return -1;
    }
    int end = plan.prefix.length();
    for (int i = 0; i < plan.prefix.ofCount(); i++) {
      int width = plan.key.get(i).byteWidth();
      if (width == 0) {
        return -1;
      }
      end += width;
    }
    return end;
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
    Object[] components = new Object[key.length];
    for (int i = 0; i < key.length; i++) {
      components[i] = readValue(entity, keySlots[i]);
    }
    return Key.named(components, keyNames);
  }

  @Override
  public byte[] rowKey(E entity) {
    Object[] components = new Object[key.length];
    for (int i = 0; i < key.length; i++) {
      components[i] = readValue(entity, keySlots[i]);
    }
    return encodeKey(components, identity);
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
      if (c != null && !keyTypes[i].isInstance(c)) {
        throw new IllegalArgumentException("row-key component " + plan.entityName + "." + keyNames.get(i)
            + " (table " + table + ") is " + Messages.withArticle(keyTypes[i].getSimpleName()) + ", not "
            + Messages.withArticle(c.getClass().getSimpleName()) + " (" + key + "); give the components in key order: "
            + describeKey());
      }
    }
    return encodeKey(components, identity);
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

  /**
   * The row key of the components at {@code slots} of {@code values}, laid out as a generated
   * {@code encodeKey} lays it out: the variable-width components encoded once first, the key sized, the
   * components written after the prefix, the prefix computed last.
   */
  private byte[] encodeKey(Object[] values, int[] slots) {
    int n = key.length;
    byte[][] encoded = null;
    for (int i = 0; i < n; i++) {
      if (variable[i]) {
        if (encoded == null) {
          encoded = new byte[n][];
        }
        encoded[i] = key[i].encode(values[slots[i]]);
      }
    }
    int length = prefixLength;
    for (int i = 0; i < n; i++) {
      length += variable[i] ? key[i].encodedLength(encoded[i]) : key[i].length(values[slots[i]]);
    }
    byte[] row = new byte[length];
    int offset = prefixLength;
    for (int i = 0; i < n; i++) {
      offset = variable[i] ? key[i].writeEncoded(encoded[i], row, offset) : key[i].write(values[slots[i]], row, offset);
    }
    if (prefix.kind() != KeyPrefix.Kind.NONE) {
      prefix.write(row, prefixEnd < 0 ? row.length : prefixEnd);
    }
    return row;
  }

  @Override
  public Key decodeKey(byte[] row) {
    Object[] components = new Object[key.length];
    decodeKey(row, components, identity);
    return Key.named(components, keyNames);
  }

  /** Reads the components of {@code row} into {@code values} at {@code slots}: length, prefix, then each component. */
  private void decodeKey(byte[] row, Object[] values, int[] slots) {
    MapperSupport.requireKeyLength(row, keyLength, exactKeyLength, schema);
    if (prefix.kind() != KeyPrefix.Kind.NONE) {
      prefix.verify(row, prefixEnd < 0 ? row.length : prefixEnd, table, plan.entityName);
    }
    for (int i = 0; i < key.length; i++) {
      values[slots[i]] = key[i].read(row, readFrom[i], readTo[i] < 0 ? row.length : readTo[i]);
    }
  }

  @Override
  public Put toPut(E entity) {
    Object[] values = new Object[slotCount];
    readValues(entity, values);
    byte[] row = encodeKey(values, keySlots);
    Put put = timestampSlot < 0 ? new Put(row, true) : new Put(row, timestamp(values[timestampSlot]), true);
    for (CellColumn c : written) {
      Object value = values[c.slot()];
      if (value != null) {
        put.addColumn(c.family(), c.qualifier(), MapperSupport.encode(c.codec(), value, schema, c.field()));
      }
    }
    for (MapFamily m : maps) {
      Map<?, ?> map = (Map<?, ?>) values[m.slot()];
      // a lazy map never loaded writes nothing: the stored family stays as it is
      if (map != null && (!m.lazy() || LazyMap.isLoaded(map))) {
        for (Map.Entry<?, ?> entry : map.entrySet()) {
          put.addColumn(m.family(), MapperSupport.qualifier(m.keys(), entry.getKey(), schema, m.field()),
              MapperSupport.mapValue(m.values(), entry.getKey(), entry.getValue(), schema, m.field()));
        }
      }
    }
    if (markerFamily != null) {
      put.addColumn(markerFamily, markerQualifier, MARKER_VALUE);
    }
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

  /**
   * The entity of {@code result}: the key's components, then one pass over the cells (sorted by family,
   * then qualifier, newest version first: the first cell of a column wins), then the entity built.
   */
  @SuppressWarnings("unchecked")
  private E read(Result result, WideRowSource rows) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Object[] values = new Object[slotCount];
    byte[] row = result.getRow();
    decodeKey(row, values, keySlots);
    Cell[] cells = result.rawCells();
    Cell cell = null;
    long timestamp = 0L;
    int family = -1;
    try {
      for (int i = 0; i < cells.length; i++) {
        cell = cells[i];
        timestamp = Math.max(timestamp, cell.getTimestamp());
        // cells come grouped by family: compare with the previous cell's family first
        if (family < 0 || !MapperSupport.isFamily(cell, readFamilies[family])) {
          family = family(cell);
          if (family < 0) {
            continue;
          }
        }
        byte[] q = cell.getQualifierArray();
        int qOffset = cell.getQualifierOffset();
        int qLength = cell.getQualifierLength();
        CellColumn[] columns = familyColumns[family];
        if (columns != null) {
          for (CellColumn c : columns) {
            if (values[c.slot()] == null && MapperSupport.matches(q, qOffset, qLength, c.qualifier())) {
              values[c.slot()] = c.codec().decode(cell.getValueArray(), cell.getValueOffset(), cell.getValueLength());
              break;
            }
          }
        } else {
          MapFamily m = familyMaps[family];
          Map<Object, Object> map = (Map<Object, Object>) values[m.slot()];
          if (map == null) {
            map = m.sorted() ? new TreeMap<>() : new LinkedHashMap<>();
            values[m.slot()] = map;
          }
          map.putIfAbsent(m.keys().read(q, qOffset, qLength),
              m.values().decode(cell.getValueArray(), cell.getValueOffset(), cell.getValueLength()));
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(schema, cell, e);
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
    for (int slot : defaultSlots) {
      if (values[slot] == null) {
        values[slot] = defaults[slot];
      }
    }
    return (E) newEntity(values);
  }

  /** The index of the read family {@code cell} is in, or -1. */
  private int family(Cell cell) {
    for (int i = 0; i < readFamilies.length; i++) {
      if (MapperSupport.isFamily(cell, readFamilies[i])) {
        return i;
      }
    }
    return -1;
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
