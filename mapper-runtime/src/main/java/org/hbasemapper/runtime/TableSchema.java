package org.hbasemapper.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.layout.LayoutFormatException;
import org.hbasemapper.layout.LayoutText;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.jspecify.annotations.Nullable;

/**
 * The HBase layout of one entity: table, families with their options, row-key components, mapped
 * columns and pre-split points. Built once by the generated mapper from the annotations; immutable.
 *
 * <p>{@link #describe()} prints the layout the way schema-design notes draw it, and
 * {@link #shellCreateCommand()} the HBase shell statement that creates the table.
 *
 * <p>A generated schema carries the stored layout of its entity's rows ({@link #layout()}), which
 * {@link SchemaManager} records in the table descriptor and compares at start-up.
 *
 * <p>{@link #mapped(MapperOptions)} gives the same layout with its tables in other namespaces (one
 * application against {@code weibo_staging} and {@code weibo} alike); DAOs built with
 * {@link MapperOptions} work with that one.
 */
@Api
public final class TableSchema {
  /** The name {@link #rowKey()} gives the record type code among the key components. */
  @Internal
  public static final String RECORD_TYPE_PART = "(record type)";
  /** The field and type a {@code @PresenceMarker}'s {@link #presenceColumn()} names: it holds no field. */
  @Internal
  public static final String MARKER_FIELD = "(presence marker)";
  /** Table property: how HBase may choose split points (HBase 2.5 and later; older servers ignore it). */
  public static final String SPLIT_RESTRICTION_TYPE = "hbase.regionserver.region.split_restriction.type";
  /** Table property: the key prefix a {@code KeyPrefix} split restriction never splits inside. */
  public static final String SPLIT_RESTRICTION_PREFIX_LENGTH =
      "hbase.regionserver.region.split_restriction.prefix_length";
  /**
   * Table property prefix: {@code hbasemapper.layout.<entity class name>} holds the stored layout of
   * that entity's rows, as {@link LayoutText#renderEntity} writes it (UTF-8). One per entity mapping
   * the table; written by {@link SchemaManager} and read by tools that must know how stored rows are
   * laid out.
   */
  public static final String LAYOUT_KEY_PREFIX = "hbasemapper.layout.";

  private final TableName tableName;
  private final String entityName;
  private final List<FamilySchema> families;
  private final List<KeyPart> rowKey;
  private final KeyPrefix keyPrefix;
  private final List<ColumnSchema> columns;
  private final byte[][] splitKeys;
  private final ColumnSchema presenceColumn;
  private final List<IndexSchema> indexes;
  private final RecordTypeKey recordType;
  private final List<TableSchema> recordTypes;
  /** The entity's stored layout as the generated mapper wrote it; null for a group or a schema built by hand. */
  private final String layoutText;
  /** {@link #layoutText} parsed, on first use: a layout a newer processor wrote must not break data access. */
  private volatile @Nullable EntityLayout layout;
  /** The schema as declared: this one, unless this is the copy {@link #mapped} made of it. */
  private final TableSchema declared;
  /** Declared namespace to the namespace used, as {@link #mapped} applied it; empty when declared. */
  private final Map<String, String> namespaces;
  /** The copies {@link #mapped} made of a declared schema, by mapping: a few per application. */
  private final @Nullable ConcurrentMap<Map<String, String>, TableSchema> mappedCopies;

  /**
   * A schema of these parts, as {@link SchemaBuilder} and {@link RecordTypeGroups} assemble a declared
   * one ({@code declared} null) and {@link SchemaMapping} a copy of {@code declared} in the namespaces
   * {@code namespaces} maps to; the lists are copied, the split keys taken as they are.
   */
  TableSchema(TableName tableName, String entityName, List<FamilySchema> families, List<KeyPart> rowKey,
      KeyPrefix keyPrefix, List<ColumnSchema> columns, byte[][] splitKeys, ColumnSchema presenceColumn,
      List<IndexSchema> indexes, RecordTypeKey recordType, List<TableSchema> recordTypes, String layoutText,
      TableSchema declared, Map<String, String> namespaces) {
    this.tableName = tableName;
    this.entityName = entityName;
    this.families = List.copyOf(families);
    this.rowKey = List.copyOf(rowKey);
    this.keyPrefix = keyPrefix;
    this.columns = List.copyOf(columns);
    this.splitKeys = splitKeys;
    this.presenceColumn = presenceColumn;
    this.indexes = List.copyOf(indexes);
    this.recordType = recordType;
    this.recordTypes = List.copyOf(recordTypes);
    this.layoutText = layoutText;
    this.declared = declared == null ? this : declared;
    this.namespaces = Map.copyOf(namespaces);
    this.mappedCopies = declared == null ? new ConcurrentHashMap<>() : null;
  }

  /** The secondary indexes, each with its own table; empty when the entity declares none. */
  public List<IndexSchema> indexes() {
    return indexes;
  }

  /** The index named {@code name}. */
  public IndexSchema index(String name) {
    return indexes.stream().filter(i -> i.name().equals(name)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException(entityName + " has no index " + name));
  }

  /**
   * This layout with its tables stored where {@code options} map their namespaces: the data table,
   * the index tables (whose names derive from it) and, for a group, its record types' tables alike;
   * families, key layout and split points unchanged. Options that map no namespace leave this schema
   * as it is; otherwise the mapping applies to the declared names ({@link #declared()}), and the same
   * mapping gives the same instance back.
   */
  @LimitedPrivate("mapper-spring-boot-autoconfigure")
  public TableSchema mapped(MapperOptions options) {
    return mapped(options.namespaces());
  }

  /** {@link #mapped(MapperOptions)} of the declared-to-used namespace map {@code namespaces}. */
  TableSchema mapped(Map<String, String> namespaces) {
    if (namespaces.isEmpty()) {
      return this;
    }
    return declared.mappedCopies.computeIfAbsent(namespaces, n -> SchemaMapping.copy(declared, n));
  }

  /**
   * The layout as the annotations declare it: this schema, unless it is a {@link #mapped} copy, whose
   * tables live in other namespaces.
   */
  @Internal
  public TableSchema declared() {
    return declared;
  }

  /**
   * The namespace mapping this schema was {@link #mapped} with, declared to used (empty when
   * declared): how a relation row of a mapped DAO finds the tables of the link and target it is
   * handed as declared.
   */
  Map<String, String> namespaceMapping() {
    return namespaces;
  }

  /** A builder for the table {@code namespace:table} holding {@code entity}. */
  @LimitedPrivate("mapper-dynamic")
  public static Builder builder(String namespace, String table, String entity) {
    return new Builder(namespace, table, entity);
  }

  /** The table name. */
  public TableName tableName() {
    return tableName;
  }

  /** The simple name of the mapped Java type. */
  public String entityName() {
    return entityName;
  }

  /** The families, in declaration order. */
  public List<FamilySchema> families() {
    return families;
  }

  /** The row-key components, left to right. */
  public List<KeyPart> rowKey() {
    return rowKey;
  }

  /**
   * Where the record type code sits in the key and which codes this schema reads, for an entity
   * declaring {@code @RecordType} (one code) or a group of record types (every member's code); null
   * for a table of one entity.
   */
  public RecordTypeKey recordType() {
    return recordType;
  }

  /** For the schema of a group of record types, the members' schemas in group order; else empty. */
  public List<TableSchema> recordTypes() {
    return recordTypes;
  }

  /**
   * The stored layout of the entity's rows (key parts, cells and their encodings, indexes), as the
   * processor saw the annotations: what {@link SchemaManager} records in the table descriptor under
   * {@link #LAYOUT_KEY_PREFIX}{@code <entity class>} and compares with the recorded one. Empty for a
   * schema built by hand (it does not know how its rows are encoded) and for a group of record types,
   * whose members ({@link #recordTypes()}) each have theirs. Parsed on first use.
   *
   * @throws IllegalStateException when the generated text cannot be read by this runtime's
   *     {@code mapper-layout} (an entity compiled by another version of hbase-mapper)
   */
  public Optional<EntityLayout> layout() {
    if (layoutText == null) {
      return Optional.empty();
    }
    TableSchema owner = declared;
    EntityLayout parsed = owner.layout;
    if (parsed == null) {
      try {
        parsed = LayoutText.parseEntity(layoutText, "the layout generated into " + entityName + "'s mapper");
      } catch (LayoutFormatException e) {
        throw new IllegalStateException(e.getMessage() + "; compile " + entityName
            + " with the hbase-mapper version of this runtime", e);
      }
      owner.layout = parsed;
    }
    return Optional.of(parsed);
  }

  /** {@link #layout()}'s text as the generated mapper holds it; null when there is none. */
  String layoutText() {
    return layoutText;
  }

  /**
   * The layout values of the table descriptor, {@link #LAYOUT_KEY_PREFIX}{@code <entity class>} to
   * text: this entity's, or each record type's of a group; empty for a schema built by hand.
   */
  Map<String, String> layoutValues() {
    return TableDescriptors.layoutValues(this);
  }

  /**
   * The schema of a group of record types sharing one table ({@code sealed interface OrderRow permits
   * OrderHeader, LineItem}): the members' table, families, key prefix and indexes; the key components
   * before the record type, then the record type with every member's code; and the members' columns.
   * Creating it creates the shared table once, with every member's index tables.
   *
   * @param name the group's simple name (the sealed interface)
   * @param members the members' schemas, each with a record type, all of one table
   * @throws IllegalArgumentException when the members do not share table, families, key prefix and the
   *     leading components and position of the record type
   */
  @Internal
  public static TableSchema group(String name, List<TableSchema> members) {
    return RecordTypeGroups.group(name, members);
  }

  /** Bytes before the first component (a salt or hash prefix); 0 when none. */
  public int keyPrefixLength() {
    return keyPrefix.length();
  }

  /** The salt or hash prefix in front of the key components. */
  public KeyPrefix keyPrefix() {
    return keyPrefix;
  }

  /**
   * The mapped columns, family by family in declaration order. For a group of record types, every
   * member's, once each, a lazy family read eagerly when another member reads it eagerly: what one
   * scan of the group must fetch ({@link #eagerFamilies()}, {@link #readVersions()}).
   */
  public List<ColumnSchema> columns() {
    return columns;
  }

  /**
   * The region split points the table is created with: explicit ones, else those of the key prefix
   * (one region per salt bucket); empty for one initial region.
   */
  public byte[][] splitKeys() {
    return Arrays.stream(splitKeys).map(byte[]::clone).toArray(byte[][]::new);
  }

  /**
   * The cell every stored row of the entity has, which tells that a row exists: {@code putIfAbsent}
   * writes only where it is absent, and projections read it beside their columns so that a row whose
   * projected cells are all absent still comes back. In this order: the {@code @PresenceMarker}
   * cell, the {@code @Version} cell, the first column of a primitive type (always written, never
   * empty); never a column a field may leave null or empty. Null when the entity has none of them
   * (its DAO then has no {@code putIfAbsent}). For a group of record types, the members' presence
   * cell when they all name the same one, else null.
   */
  public ColumnSchema presenceColumn() {
    return presenceColumn;
  }

  /** The family named {@code name}; an {@link IllegalArgumentException} when there is none. */
  public FamilySchema family(String name) {
    for (FamilySchema f : families) {
      if (f.name().equals(name)) {
        return f;
      }
    }
    throw new IllegalArgumentException("table " + tableName.getNameAsString() + " has no family '" + name + "'");
  }

  /**
   * How many versions of each cell reads must ask for: the largest {@code @Versions(max)}, else 1.
   * Other columns take the newest of what comes back.
   */
  public int readVersions() {
    int n = 1;
    for (ColumnSchema c : columns) {
      n = Math.max(n, c.versions());
    }
    return n;
  }

  /** The {@code @Version} column, or null. */
  public @Nullable ColumnSchema versionColumn() {
    for (ColumnSchema c : columns) {
      if (c.version()) {
        return c;
      }
    }
    return null;
  }

  /** The {@code @CreatedDate} column, or null. */
  public @Nullable ColumnSchema createdDateColumn() {
    return auditColumn(ColumnSchema.AuditDate.CREATED);
  }

  /** The {@code @LastModifiedDate} column, or null. */
  public @Nullable ColumnSchema lastModifiedDateColumn() {
    return auditColumn(ColumnSchema.AuditDate.LAST_MODIFIED);
  }

  private @Nullable ColumnSchema auditColumn(ColumnSchema.AuditDate audit) {
    for (ColumnSchema c : columns) {
      if (c.audit() == audit) {
        return c;
      }
    }
    return null;
  }

  /** Whether some dynamic family is lazy, so that a read of the entity must name the families it reads. */
  public boolean hasLazyFamilies() {
    return columns.stream().anyMatch(ColumnSchema::lazy);
  }

  /**
   * The families a read of the entity fetches: every family but the lazy dynamic ones (all of them
   * when {@link #hasLazyFamilies()} is false). Possibly empty, when every family is lazy.
   */
  public List<String> eagerFamilies() {
    List<String> out = new ArrayList<>();
    for (FamilySchema f : families) {
      boolean lazy = columns.stream().anyMatch(c -> c.lazy() && c.family().equals(f.name()));
      if (!lazy) {
        out.add(f.name());
      }
    }
    return out;
  }

  /**
   * The field mapped to {@code family:qualifier}, its own cell or a former one, for error messages;
   * "?" when unmapped.
   */
  @Internal
  public String fieldOf(byte[] family, int familyOffset, int familyLength, byte[] qualifier, int qualifierOffset,
      int qualifierLength) {
    return SchemaText.fieldOf(columns, Bytes.toString(family, familyOffset, familyLength),
        Bytes.toString(qualifier, qualifierOffset, qualifierLength));
  }

  /**
   * The HBase table descriptor: the table with every family and option, and the stored layout of each
   * entity it maps ({@link #LAYOUT_KEY_PREFIX}), so that a table created from it records them.
   */
  public TableDescriptor toDescriptor() {
    return TableDescriptors.of(this);
  }

  /**
   * For a table of record types, the split restriction that keeps the rows of one parent in one
   * region: HBase splits only between keys that differ in the bytes before the record type code
   * (salt and the components before it), so a scan of an order never spans two regions. Empty for
   * other tables, and when the code is the first byte of the key.
   */
  public Map<String, String> splitRestriction() {
    return TableDescriptors.splitRestriction(this);
  }

  /**
   * The coprocessors the table loads: for a table of record types with key components before the
   * code, HBase's {@code org.apache.hadoop.hbase.coprocessor.MultiRowMutationEndpoint}, through which
   * a group DAO writes and deletes the rows of one parent atomically; empty for other tables.
   * {@link SchemaManager} creates tables with them, lists them missing and adds them.
   */
  public List<String> coprocessors() {
    return TableDescriptors.coprocessors(this);
  }

  /**
   * The HBase shell statement creating this table, e.g.
   * {@code create 'weibo:user', {NAME => 'info', VERSIONS => 1, ...}, {NAME => 'fans', ...}}.
   */
  public String shellCreateCommand() {
    return SchemaText.shellCreateCommand(this);
  }

  /**
   * The layout as a readable table: row-key components with offsets and widths, families with
   * their options, and which field each {@code family:qualifier} holds. For a group of record types,
   * the one shared table: its record types with their keys, the families once, then each record
   * type's key layout (its code in place) and columns.
   */
  public String describe() {
    return SchemaText.describe(this);
  }

  @Override
  public String toString() {
    return "TableSchema[" + tableName.getNameAsString() + " <- " + entityName
        + (recordTypes.isEmpty() ? "" : " " + recordType.codes()) + "]";
  }

  /**
   * Assembles a {@link TableSchema}; used by generated mappers. Its methods are those of the
   * package-private {@code SchemaBuilder}, kept in a file of their own.
   */
  @LimitedPrivate("mapper-dynamic")
  public static final class Builder extends SchemaBuilder {
    Builder(String namespace, String table, String entity) {
      super(namespace, table, entity);
    }
  }
}
