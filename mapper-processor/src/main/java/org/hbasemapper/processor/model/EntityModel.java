package org.hbasemapper.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.TypeElement;

/**
 * Everything the writers need to know about one {@code @Table} type.
 *
 * @param element the annotated type
 * @param type its class name
 * @param record whether it is a record (built through its canonical constructor)
 * @param namespace the HBase namespace
 * @param table the table name
 * @param families the declared families, in order
 * @param key the row-key components, in key order
 * @param columns the columns, one qualifier each, in declaration order
 * @param dynamicColumns the map fields stored as whole families
 * @param timestamp the {@code @Timestamp} field, or null
 * @param keyPrefix the salt or hash prefix, or null
 * @param constructorOrder the parameters of the constructor the entity is built through, in order, each
 *     as the field it takes (a {@code @Transient} one gets its default): a record's every component; empty
 *     for a class built through its no-argument constructor; null when the parameters' names are unknown
 *     (a class file compiled without {@code -parameters}: a model to read, not to generate from)
 * @param indexes the secondary indexes, single-column ({@code @Indexed}) and composite ({@code @Index})
 * @param recordType the {@code @RecordType} of an entity sharing its table with others, or null
 * @param marker the {@code @PresenceMarker}, its family resolved, or null
 * @param embedded the {@code @Embedded} fields, in declaration order (their columns are among
 *     {@code columns})
 */
public record EntityModel(
    TypeElement element,
    ClassName type,
    boolean record,
    String namespace,
    String table,
    List<FamilyModel> families,
    List<KeyComponentModel> key,
    List<ColumnModel> columns,
    List<DynamicColumnsModel> dynamicColumns,
    TimestampModel timestamp,
    KeyPrefixModel keyPrefix,
    List<Property> constructorOrder,
    List<IndexModel> indexes,
    RecordTypeModel recordType,
    PresenceModel.Marker marker,
    List<EmbeddedModel> embedded) {

  /** An entity without {@code @Embedded} fields. */
  public EntityModel(TypeElement element, ClassName type, boolean record, String namespace, String table,
      List<FamilyModel> families, List<KeyComponentModel> key, List<ColumnModel> columns,
      List<DynamicColumnsModel> dynamicColumns, TimestampModel timestamp, KeyPrefixModel keyPrefix,
      List<Property> constructorOrder, List<IndexModel> indexes, RecordTypeModel recordType,
      PresenceModel.Marker marker) {
    this(element, type, record, namespace, table, families, key, columns, dynamicColumns, timestamp, keyPrefix,
        constructorOrder, indexes, recordType, marker, List.of());
  }

  /**
   * Every mapped field, in the order generated code handles them: the key components, the columns
   * (those of embedded values included), the dynamic families, the embedded values, the timestamp.
   */
  public List<MappedField> fields() {
    List<MappedField> out = new ArrayList<>(key);
    out.addAll(columns);
    out.addAll(dynamicColumns);
    out.addAll(embedded);
    if (timestamp != null) {
      out.add(timestamp);
    }
    return out;
  }

  /**
   * The key components before the record type code, which every record type of the table shares and
   * a group query fixes; the whole key when the entity has no record type.
   */
  public List<KeyComponentModel> leadingKey() {
    return recordType == null ? key : key.subList(0, Math.min(recordType.order(), key.size()));
  }

  /** Bytes of the salt or hash prefix in front of the key components; 0 without one. */
  public int keyPrefixLength() {
    return keyPrefix == null ? 0 : keyPrefix.salt() ? 1 : keyPrefix.length();
  }

  /**
   * The byte offset of the record type code in the row key: the prefix and the components before it
   * (all of fixed width); -1 without a record type.
   */
  public int recordTypeOffset() {
    if (recordType == null) {
      return -1;
    }
    int offset = keyPrefixLength();
    for (KeyComponentModel c : leadingKey()) {
      offset += c.byteWidth();
    }
    return offset;
  }

  /**
   * The cell every stored row has, in this order: the {@code @PresenceMarker}, the {@code @Version}
   * cell, the first primitive column with a built-in codec (a user codec may encode a value as no
   * bytes, which HBase's absence check takes for no cell); null when the entity has none, so that
   * no single cell tells that its row exists. Never a nullable column: a row whose value is null or
   * empty there would count as absent; nor a column with former qualifiers, which rows stored before
   * its move lack; nor a field of an {@code @Embedded} value, which may be null as a whole.
   */
  public PresenceModel presence() {
    if (marker != null) {
      return new PresenceModel(PresenceModel.Kind.MARKER, marker.family(), marker.qualifier(), null);
    }
    List<VersionColumn> version = columnsOf(VersionColumn.class);
    if (!version.isEmpty()) {
      VersionColumn v = version.get(0);
      return new PresenceModel(PresenceModel.Kind.VERSION, v.family(), v.qualifier(), v.property().name());
    }
    return columnsOf(PlainColumn.class).stream()
        .filter(c -> c.primitive() && c.codec().primitiveSuffix() != null && !c.moved() && !c.inEmbedded())
        .findFirst()
        .map(c -> new PresenceModel(PresenceModel.Kind.PRIMITIVE, c.family(), c.qualifier(), c.property().name()))
        .orElse(null);
  }

  /**
   * The {@code @MappedSuperclass} that declares {@code property}'s field (for a column of an
   * {@code @Embedded} value, the field holding the value), as a qualified name; null for a field the
   * entity declares itself.
   */
  public String declaringClass(Property property) {
    Property field = property;
    for (EmbeddedModel e : embedded) { // a column of an embedded value comes from where its value's field does
      if (e.columns().stream().anyMatch(c -> c.property() == property)) {
        field = e.property();
      }
    }
    return field.element() != null && field.element().getEnclosingElement() instanceof TypeElement t
        && !t.equals(element) ? t.getQualifiedName().toString() : null;
  }

  /** The columns of one kind, in declaration order: {@code columnsOf(CounterColumn.class)}. */
  public <T extends ColumnModel> List<T> columnsOf(Class<T> kind) {
    return columns.stream().filter(kind::isInstance).map(kind::cast).toList();
  }

  /** The generated mapper's name. */
  public ClassName mapperName() {
    return ClassName.get(type.packageName(), flatName() + "Mapper");
  }

  /** The generated DAO's name. */
  public ClassName daoName() {
    return ClassName.get(type.packageName(), flatName() + "Dao");
  }

  /** The generated query's name. */
  public ClassName queryName() {
    return ClassName.get(type.packageName(), flatName() + "Query");
  }

  /** The generated asynchronous DAO's name. */
  public ClassName asyncDaoName() {
    return ClassName.get(type.packageName(), flatName() + "AsyncDao");
  }

  /** The generated asynchronous query's name. */
  public ClassName asyncQueryName() {
    return ClassName.get(type.packageName(), flatName() + "AsyncQuery");
  }

  /** {@code namespace:table}. */
  public String qualifiedTable() {
    return namespace + ":" + table;
  }

  /** The simple name of the entity, used in messages. */
  public String simpleName() {
    return type.simpleName();
  }

  private String flatName() {
    return String.join("_", type.simpleNames());
  }
}
