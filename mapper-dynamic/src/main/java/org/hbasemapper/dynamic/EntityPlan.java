package org.hbasemapper.dynamic;

import java.lang.reflect.Executable;
import java.lang.reflect.Member;
import java.util.List;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.layout.Encoding;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.KeyPrefix;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.key.KeyComponent;

/**
 * What the annotations of one entity class say, read by reflection once and checked: the table, the
 * row key, the cells, and how the mapper class reads the entity's fields and builds an entity. A
 * {@link RuntimeMapper} is made from it and keeps nothing else of the reflection. Public only because
 * the mapper classes defined at run time, in the entity's own package, pass it to their superclass;
 * there is nothing to call on it.
 */
@Internal
public final class EntityPlan {
  final Class<?> type;
  final String entityName;
  final TableSchema schema;
  final List<Slot> slots;
  final List<KeyPart> key;
  final KeyPrefix prefix;
  final List<Column> columns;
  final List<Dynamic> dynamics;
  final List<Embedded> embedded;
  final List<Former> formers;
  final Timestamp timestamp;
  final Marker marker;
  final Creation creation;

  EntityPlan(Class<?> type, TableSchema schema, List<Slot> slots, List<KeyPart> key, KeyPrefix prefix,
      List<Column> columns, List<Dynamic> dynamics, List<Embedded> embedded, List<Former> formers,
      Timestamp timestamp, Marker marker, Creation creation) {
    this.type = type;
    this.entityName = type.getSimpleName();
    this.schema = schema;
    this.slots = List.copyOf(slots);
    this.key = List.copyOf(key);
    this.prefix = prefix;
    this.columns = List.copyOf(columns);
    this.dynamics = List.copyOf(dynamics);
    this.embedded = List.copyOf(embedded);
    this.formers = List.copyOf(formers);
    this.timestamp = timestamp;
    this.marker = marker;
    this.creation = creation;
  }

  /**
   * One mapped property of the entity: a place in the array of values the mapper works on.
   *
   * @param name the field name
   * @param type the field's type
   * @param read how the mapper class reads it: a field, or a getter (a record's accessor); null for a
   *     constructor parameter the mapper never reads (a {@code @Transient} record component)
   * @param declaredIn the {@code @MappedSuperclass} declaring the field (its qualified name), as the
   *     stored layout names it; null for a field of the entity itself (for a field of an embedded value:
   *     where the entity's field holding the value is declared)
   * @param owner the slot of the embedded value {@code read} applies to; -1 for the entity's own fields
   */
  record Slot(String name, Class<?> type, Member read, String declaredIn, int owner) {}

  /**
   * A row-key component, in key order.
   *
   * @param slot its value's slot
   * @param field the field name
   * @param type the kind of its type
   * @param javaType the field's type (a primitive, for a primitive field)
   * @param component how it is laid out in the key: the runtime's own key component, as a generated
   *     mapper holds it
   * @param width the declared {@code @RowKey(width)}
   * @param byteWidth the bytes it takes in the key; 0 when variable (the last component only)
   * @param descending whether it sorts largest first
   */
  record KeyPart(int slot, String field, ValueType type, Class<?> javaType, KeyComponent<Object> component,
      int width, int byteWidth, boolean descending) {}

  /** What a single-cell column is to the mapper: a plain cell, or one only the DAO writes. */
  enum ColumnKind {
    /** Written by every put in which the field has a value. */
    PLAIN,
    /** A {@code @Counter}: changed only by increments. */
    COUNTER,
    /** The {@code @Version}: written by the DAO, checked. */
    VERSION,
    /** A {@code @Versions} map: one cell version per entry, at the entry's timestamp, both ways. */
    VERSIONS,
    /**
     * An embedded value's presence cell, under its prefix: written with the value (its slot) when it is not
     * null, and on a read telling a value whose fields are all null from none.
     */
    PRESENCE
  }

  /**
   * A single-cell column, in declaration order.
   *
   * @param slot its value's slot
   * @param field the field name
   * @param family its family
   * @param qualifier its qualifier
   * @param codec its value codec (built-in or {@code @Convert})
   * @param kind plain, counter or version
   * @param primitiveBuiltIn whether the field is a primitive with a built-in codec (a candidate presence cell)
   * @param audit its audit date role
   * @param encoding the stored encoding, as the layout names it
   * @param typeName the field's type as the schema names it
   * @param nested whether it is a cell of an embedded value (its field's or its presence cell)
   * @param formerly the qualifiers of its family its cells were stored under before, newest first
   *     ({@code @Column(formerly)}, prefixed in an embedded value): read when the row has no cell under
   *     {@code qualifier}; empty for a column that never moved
   * @param versions for a {@code @Versions} map, how many versions of the cell it reads; else 0
   */
  record Column(int slot, String field, String family, String qualifier, ValueCodec<Object> codec, ColumnKind kind,
      boolean primitiveBuiltIn, ColumnSchema.AuditDate audit, Encoding encoding, String typeName, boolean nested,
      List<String> formerly, int versions) {}

  /**
   * A former qualifier of a moved column, whose newest cell the read loop sets aside: the column takes its
   * value when the row has no cell under the column's own qualifier, the first former one in the order of
   * {@code formerly}.
   *
   * @param column the index of the moved column
   * @param slot where the read loop sets the cell aside
   * @param qualifier the former qualifier
   */
  record Former(int column, int slot, String qualifier) {}

  /**
   * An {@code @Embedded} value: built from the slots of its fields once the cells are read, when the row
   * holds its presence cell or a cell of one of its fields.
   *
   * @param slot its slot, which holds the value (and on a read, first, whether its presence cell was found)
   * @param field its flattened name ({@code home}, {@code homeGeo})
   * @param type the embedded type
   * @param members the slots of its mapped fields, nested values' included, in declaration order
   * @param creation how it is built from them
   */
  record Embedded(int slot, String field, Class<?> type, List<Integer> members, Creation creation) {}

  /**
   * A {@code @DynamicColumns} map: one qualifier per entry in a family of its own.
   *
   * @param slot its value's slot
   * @param field the field name
   * @param family its family
   * @param keyType the class of the map keys
   * @param valueType the class of the values
   * @param keys the codec of the map keys (qualifiers)
   * @param values the codec of the values
   * @param sorted whether the field is declared sorted (read into a {@code TreeMap}, else a {@code LinkedHashMap})
   * @param lazy whether it is {@code fetch = LAZY}
   * @param keyEncoding the stored encoding of the qualifiers
   * @param valueEncoding the stored encoding of the values
   * @param typeName the field's type as the schema names it
   */
  record Dynamic(int slot, String field, String family, Class<?> keyType, Class<?> valueType, KeyCodec<Object> keys,
      ValueCodec<Object> values, boolean sorted, boolean lazy, Encoding keyEncoding, Encoding valueEncoding,
      String typeName) {}

  /**
   * The {@code @Timestamp}.
   *
   * @param slot its value's slot
   * @param field the field name
   * @param type {@code long}, {@code Long} or {@code Instant}
   */
  record Timestamp(int slot, String field, Class<?> type) {}

  /** The {@code @PresenceMarker}'s cell, its family resolved. */
  record Marker(String family, String qualifier) {}

  /**
   * How the mapper class builds an entity from the values read.
   *
   * @param constructor the constructor it calls: a record's canonical one, one whose parameters are
   *     fields, or the no-argument one
   * @param arguments the slot of each constructor argument; -1 for a parameter that maps nothing (a
   *     {@code @Transient} field), which gets its type's default
   * @param argumentTypes the constructor's parameter types
   * @param writes the slots given to the entity after it is built, through a field or a setter
   */
  record Creation(Executable constructor, int[] arguments, Class<?>[] argumentTypes, List<Write> writes) {}

  /**
   * A value given to a built entity: {@code entity.field = value} or {@code entity.setField(value)}.
   *
   * @param slot the value's slot
   * @param member the field or the setter
   */
  record Write(int slot, Member member) {}
}
