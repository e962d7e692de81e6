package org.hbasemapper.runtime;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.layout.LayoutFormatException;
import org.hbasemapper.layout.LayoutText;

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
  private volatile EntityLayout layout;
  /** The schema as declared: this one, unless this is the copy {@link #mapped} made of it. */
  private final TableSchema declared;
  /** Declared namespace to the namespace used, as {@link #mapped} applied it; empty when declared. */
  private final Map<String, String> namespaces;
  /** The copies {@link #mapped} made of a declared schema, by mapping: a few per application. */
  private final ConcurrentMap<Map<String, String>, TableSchema> mappedCopies;

  private TableSchema(Builder b) {
    this.tableName = TableName.valueOf(b.namespace, b.table);
    this.entityName = b.entity;
    this.families = List.copyOf(b.families);
    this.rowKey = List.copyOf(b.rowKey);
    this.keyPrefix = b.keyPrefix;
    this.columns = List.copyOf(b.columns);
    this.splitKeys = b.splitKeys.isEmpty() ? b.keyPrefix.splitKeys()
        : b.splitKeys.stream().map(byte[]::clone).toArray(byte[][]::new);
    this.presenceColumn = b.presence;
    List<IndexSchema> idx = new ArrayList<>();
    for (Builder.IndexSpec spec : b.indexes) {
      idx.add(indexSchema(b, spec));
    }
    this.indexes = List.copyOf(idx);
    this.recordType = b.recordTypePosition < 0 ? null
        : new RecordTypeKey(b.recordTypePosition, keyPrefix.length() + widthBefore(b.rowKey, b.recordTypePosition),
            b.rowKey.get(b.recordTypePosition).width(), List.of(b.recordTypeCode));
    this.recordTypes = List.of();
    this.layoutText = b.layout;
    this.declared = this;
    this.namespaces = Map.of();
    this.mappedCopies = new ConcurrentHashMap<>();
  }

  /** The schema of a group of record types, from {@link #group}. */
  private TableSchema(String name, List<TableSchema> members, List<KeyPart> rowKey, RecordTypeKey recordType,
      List<ColumnSchema> columns, ColumnSchema presence, List<IndexSchema> indexes) {
    TableSchema first = members.get(0);
    this.tableName = first.tableName;
    this.entityName = name;
    this.families = first.families;
    this.rowKey = List.copyOf(rowKey);
    this.keyPrefix = first.keyPrefix;
    this.columns = List.copyOf(columns);
    this.splitKeys = first.splitKeys;
    this.presenceColumn = presence;
    this.indexes = List.copyOf(indexes);
    this.recordType = recordType;
    this.recordTypes = List.copyOf(members);
    this.layoutText = null;
    this.declared = this;
    this.namespaces = Map.of();
    this.mappedCopies = new ConcurrentHashMap<>();
  }

  /**
   * {@code declared} with its table, its index tables and its record types' tables renamed by
   * {@code namespaces}; everything else, split points included, shared with it (it is immutable).
   */
  private TableSchema(TableSchema declared, Map<String, String> namespaces) {
    this.tableName = renamed(declared.tableName, namespaces);
    this.entityName = declared.entityName;
    this.families = declared.families;
    this.rowKey = declared.rowKey;
    this.keyPrefix = declared.keyPrefix;
    this.columns = declared.columns;
    this.splitKeys = declared.splitKeys;
    this.presenceColumn = declared.presenceColumn;
    this.recordType = declared.recordType;
    this.recordTypes = declared.recordTypes.stream().map(m -> m.mapped(namespaces)).toList();
    this.layoutText = declared.layoutText;
    List<IndexSchema> idx = new ArrayList<>();
    if (recordTypes.isEmpty()) {
      for (IndexSchema i : declared.indexes) {
        idx.add(new IndexSchema(i.name(), i.table().mapped(namespaces), i.columns(), i.covering()));
      }
    } else {
      recordTypes.forEach(m -> idx.addAll(m.indexes)); // a group's indexes are its members', as group() took them
    }
    this.indexes = List.copyOf(idx);
    this.declared = declared;
    this.namespaces = namespaces;
    this.mappedCopies = null;
  }

  private static TableName renamed(TableName table, Map<String, String> namespaces) {
    String used = namespaces.get(table.getNamespaceAsString());
    return used == null ? table : TableName.valueOf(used, table.getQualifierAsString());
  }

  private static int widthBefore(List<KeyPart> parts, int position) {
    int width = 0;
    for (int i = 0; i < position; i++) {
      width += parts.get(i).width();
    }
    return width;
  }

  private IndexSchema indexSchema(Builder b, Builder.IndexSpec spec) {
    List<ColumnSchema> indexed = new ArrayList<>();
    for (String field : spec.fields()) {
      ColumnSchema column = columns.stream().filter(c -> c.field().equals(field) && !c.dynamic()).findFirst()
          .orElseThrow(() -> new IllegalArgumentException("index " + spec.name() + ": no single-cell column "
              + field + " in " + entityName));
      indexed.add(column);
    }
    Builder table = new Builder(b.namespace,
        IndexSchema.tableName(b.table, spec.name()), entityName + "." + spec.name());
    table.family(FamilySchema.of(IndexSchema.FAMILY_NAME));
    if (spec.covering()) {
      families.forEach(table::family);
    }
    return new IndexSchema(spec.name(), table.build(), indexed, spec.covering());
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
    return declared.mappedCopies.computeIfAbsent(namespaces, n -> new TableSchema(declared, n));
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
  @Internal
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
    Map<String, String> out = new LinkedHashMap<>();
    for (TableSchema entity : recordTypes.isEmpty() ? List.of(this) : recordTypes) {
      entity.layout().ifPresent(l -> out.put(LAYOUT_KEY_PREFIX + l.entity(), entity.layoutText));
    }
    return out;
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
    Objects.requireNonNull(name, "name");
    if (members.isEmpty()) {
      throw new IllegalArgumentException("group " + name + " has no record types");
    }
    RecordTypeGroups.requireCompatible(name, members);
    TableSchema first = members.get(0);
    RecordTypeKey firstType = first.recordType;
    List<String> codes = new ArrayList<>();
    List<IndexSchema> indexes = new ArrayList<>();
    for (TableSchema m : members) {
      codes.add(m.recordType.codes().get(0));
      indexes.addAll(m.indexes);
    }
    List<KeyPart> rowKey = new ArrayList<>(first.rowKey.subList(0, firstType.position()));
    rowKey.add(new KeyPart(RECORD_TYPE_PART, String.join(" | ", codes.stream().map(c -> "'" + c + "'").toList()),
        firstType.width(), false));
    RecordTypeKey recordType = new RecordTypeKey(firstType.position(), firstType.offset(), firstType.width(), codes);
    return new TableSchema(name, members, rowKey, recordType, RecordTypeGroups.columns(members),
        RecordTypeGroups.presence(members), indexes);
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
  public ColumnSchema versionColumn() {
    for (ColumnSchema c : columns) {
      if (c.version()) {
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
    String f = Bytes.toString(family, familyOffset, familyLength);
    String q = Bytes.toString(qualifier, qualifierOffset, qualifierLength);
    ColumnSchema dynamic = null;
    for (ColumnSchema c : columns) {
      if (c.family().equals(f)) {
        if (c.dynamic()) {
          dynamic = c;
        } else if (c.qualifier().equals(q) || c.formerly().contains(q)) {
          return c.field();
        }
      }
    }
    return dynamic != null ? dynamic.field() : "?";
  }

  /**
   * The HBase table descriptor: the table with every family and option, and the stored layout of each
   * entity it maps ({@link #LAYOUT_KEY_PREFIX}), so that a table created from it records them.
   */
  public TableDescriptor toDescriptor() {
    TableDescriptorBuilder builder = TableDescriptorBuilder.newBuilder(tableName);
    for (FamilySchema family : families) {
      builder.setColumnFamily(family.toDescriptor());
    }
    splitRestriction().forEach(builder::setValue);
    layoutValues().forEach(builder::setValue);
    return builder.build();
  }

  /**
   * For a table of record types, the split restriction that keeps the rows of one parent in one
   * region: HBase splits only between keys that differ in the bytes before the record type code
   * (salt and the components before it), so a scan of an order never spans two regions. Empty for
   * other tables, and when the code is the first byte of the key.
   */
  public Map<String, String> splitRestriction() {
    if (recordType == null || recordType.offset() == 0) {
      return Map.of();
    }
    Map<String, String> out = new LinkedHashMap<>();
    out.put(SPLIT_RESTRICTION_TYPE, "KeyPrefix");
    out.put(SPLIT_RESTRICTION_PREFIX_LENGTH, String.valueOf(recordType.offset()));
    return out;
  }

  /**
   * The HBase shell statement creating this table, e.g.
   * {@code create 'weibo:user', {NAME => 'info', VERSIONS => 1, ...}, {NAME => 'fans', ...}}.
   */
  public String shellCreateCommand() {
    StringBuilder sb = new StringBuilder("create '").append(tableName.getNameAsString()).append('\'');
    for (FamilySchema f : families) {
      sb.append(", {NAME => '").append(f.name()).append('\'')
          .append(", VERSIONS => ").append(f.maxVersions());
      if (f.minVersions() != 0) {
        sb.append(", MIN_VERSIONS => ").append(f.minVersions());
      }
      sb.append(", TTL => ").append(f.ttlSeconds() == HConstants.FOREVER ? "'FOREVER'" : f.ttlSeconds())
          .append(", COMPRESSION => '").append(f.compression()).append('\'')
          .append(", BLOOMFILTER => '").append(f.bloomFilter()).append('\'')
          .append(", BLOCKSIZE => ").append(f.blockSize())
          .append(", BLOCKCACHE => ").append(f.blockCache())
          .append(", IN_MEMORY => ").append(f.inMemory())
          .append('}');
    }
    Map<String, String> restriction = splitRestriction();
    if (!restriction.isEmpty()) {
      StringBuilder values = new StringBuilder();
      restriction.forEach((k, v) -> values.append(values.length() == 0 ? "" : ", ").append('\'').append(k)
          .append("' => '").append(v).append('\''));
      sb.append(", {CONFIGURATION => {").append(values).append("}}");
    }
    if (splitKeys.length > 0) {
      sb.append(", {SPLITS => [");
      for (int i = 0; i < splitKeys.length; i++) {
        sb.append(i == 0 ? "" : ", ").append('"').append(shellBytes(splitKeys[i])).append('"');
      }
      sb.append("]}");
    }
    return sb.toString();
  }

  /**
   * The layout as a readable table: row-key components with offsets and widths, families with
   * their options, and which field each {@code family:qualifier} holds. For a group of record types,
   * the one shared table: its record types with their keys, the families once, then each record
   * type's key layout (its code in place) and columns.
   */
  public String describe() {
    if (!recordTypes.isEmpty()) {
      return describeGroup();
    }
    StringBuilder sb = new StringBuilder();
    sb.append("table ").append(tableName.getNameAsString()).append("  (entity ").append(entityName).append(")\n");
    sb.append("row key\n");
    table(sb, keyRows(), "  ");
    sb.append("families\n");
    table(sb, familyRows(), "  ");
    sb.append("columns\n");
    table(sb, columnRows(), "  ");
    appendPresence(sb, "");
    appendSplits(sb);
    return sb.toString();
  }

  /** The line that names the presence cell and why every row has it, or says there is none. */
  private void appendPresence(StringBuilder sb, String indent) {
    sb.append(indent).append("presence\n").append(indent).append("  ");
    ColumnSchema p = presenceColumn;
    if (p == null) {
      sb.append("none: no cell every row has (add @Version, a primitive column or @PresenceMarker); "
          + "no putIfAbsent, projections read whole rows");
    } else if (MARKER_FIELD.equals(p.field())) {
      sb.append(p.label()).append("  @PresenceMarker, written in every row");
    } else if (p.version()) {
      sb.append(p.label()).append("  @Version ").append(p.field()).append(", written by every write");
    } else {
      sb.append(p.label()).append("  primitive column ").append(p.field()).append(", always written");
    }
    sb.append('\n');
  }

  /** {@link #describe()} of a group: the table, its record types, then each one's key and columns. */
  private String describeGroup() {
    StringBuilder sb = new StringBuilder();
    sb.append("table ").append(tableName.getNameAsString()).append("  (group ").append(entityName).append(" of ")
        .append(recordTypes.size()).append(" record types)\n");
    sb.append("record types\n");
    List<String[]> types = new ArrayList<>();
    types.add(new String[] {"code", "entity", "row key"});
    for (TableSchema m : recordTypes) {
      types.add(new String[] {"'" + m.recordType.codes().get(0) + "'", m.entityName, m.keyOutline()});
    }
    table(sb, types, "  ");
    sb.append("families\n");
    table(sb, familyRows(), "  ");
    for (TableSchema m : recordTypes) {
      sb.append("record type '").append(m.recordType.codes().get(0)).append("'  (entity ").append(m.entityName)
          .append(")\n");
      sb.append("  row key\n");
      table(sb, m.keyRows(), "    ");
      sb.append("  columns\n");
      table(sb, m.columnRows(), "    ");
      m.appendPresence(sb, "  ");
    }
    appendSplits(sb);
    return sb.toString();
  }

  /** The key as the case study writes it: {@code [salt][customer][order]['H'][line]}. */
  private String keyOutline() {
    StringBuilder sb = new StringBuilder();
    if (keyPrefix.length() > 0) {
      sb.append(keyPrefix.kind() == KeyPrefix.Kind.SALT ? "[salt]" : "[md5]");
    }
    for (KeyPart part : rowKey) {
      sb.append('[').append(RECORD_TYPE_PART.equals(part.field()) ? part.type() : part.field()).append(']');
    }
    return sb.toString();
  }

  private List<String[]> keyRows() {
    List<String[]> keyRows = new ArrayList<>();
    keyRows.add(new String[] {"offset", "width", "component", "type", "order"});
    if (keyPrefix.length() > 0) {
      keyRows.add(new String[] {"0", String.valueOf(keyPrefix.length()),
          keyPrefix.kind() == KeyPrefix.Kind.SALT ? "(salt)" : "(md5)", keyPrefix.toString(), "-"});
    }
    int offset = keyPrefix.length();
    boolean variable = false;
    for (KeyPart part : rowKey) {
      keyRows.add(new String[] {
        variable ? "?" : String.valueOf(offset),
        part.width() == 0 ? "var" : String.valueOf(part.width()),
        part.field(),
        part.type(),
        RECORD_TYPE_PART.equals(part.field()) ? "-" : part.descending() ? "desc" : "asc"
      });
      variable |= part.width() == 0;
      offset += part.width();
    }
    return keyRows;
  }

  private List<String[]> familyRows() {
    List<String[]> familyRows = new ArrayList<>();
    familyRows.add(new String[] {"name", "VERSIONS", "TTL", "COMPRESSION", "BLOOMFILTER", "BLOCKSIZE", "BLOCKCACHE",
        "IN_MEMORY"});
    for (FamilySchema f : families) {
      familyRows.add(new String[] {
        f.name(),
        f.minVersions() == 0 ? String.valueOf(f.maxVersions()) : f.maxVersions() + " (min " + f.minVersions() + ")",
        f.ttlSeconds() == HConstants.FOREVER ? "FOREVER" : f.ttlSeconds() + "s",
        f.compression().name(),
        f.bloomFilter().name(),
        String.valueOf(f.blockSize()),
        String.valueOf(f.blockCache()),
        String.valueOf(f.inMemory())
      });
    }
    return familyRows;
  }

  /** One row per column; a column of former qualifiers only when a column moved. */
  private List<String[]> columnRows() {
    List<String[]> columnRows = new ArrayList<>();
    boolean moved = columns.stream().anyMatch(ColumnSchema::moved);
    columnRows.add(moved ? new String[] {"family:qualifier", "field", "type", "formerly"}
        : new String[] {"family:qualifier", "field", "type"});
    for (ColumnSchema c : columns) {
      columnRows.add(moved
          ? new String[] {c.label(), c.field(), c.type(), String.join(", ", c.formerly())}
          : new String[] {c.label(), c.field(), c.type()});
    }
    return columnRows;
  }

  private void appendSplits(StringBuilder sb) {
    if (splitKeys.length > 0) {
      sb.append("pre-split into ").append(splitKeys.length + 1).append(" regions\n");
    }
  }

  private static void table(StringBuilder sb, List<String[]> rows, String indent) {
    int[] widths = new int[rows.get(0).length];
    for (String[] row : rows) {
      for (int i = 0; i < row.length; i++) {
        widths[i] = Math.max(widths[i], row[i].length());
      }
    }
    for (String[] row : rows) {
      StringBuilder line = new StringBuilder(indent);
      for (int i = 0; i < row.length; i++) {
        line.append(row[i]).append(" ".repeat(widths[i] - row[i].length() + 2));
      }
      sb.append(line.toString().stripTrailing()).append('\n');
    }
  }

  private static String shellBytes(byte[] bytes) {
    StringBuilder sb = new StringBuilder();
    for (byte b : bytes) {
      int v = b & 0xFF;
      if (v >= 0x20 && v < 0x7F && v != '"' && v != '\\' && v != '#') {
        sb.append((char) v);
      } else {
        sb.append(String.format("\\x%02X", v));
      }
    }
    return sb.toString();
  }

  @Override
  public String toString() {
    return "TableSchema[" + tableName.getNameAsString() + " <- " + entityName
        + (recordTypes.isEmpty() ? "" : " " + recordType.codes()) + "]";
  }

  /** Assembles a {@link TableSchema}; used by generated mappers. */
  @Internal
  public static final class Builder {
    private final String namespace;
    private final String table;
    private final String entity;
    private final List<FamilySchema> families = new ArrayList<>();
    private final List<KeyPart> rowKey = new ArrayList<>();
    private final List<ColumnSchema> columns = new ArrayList<>();
    private final List<byte[]> splitKeys = new ArrayList<>();
    private KeyPrefix keyPrefix = KeyPrefix.none();
    private ColumnSchema presence;
    private final List<IndexSpec> indexes = new ArrayList<>();
    private int recordTypePosition = -1;
    private String recordTypeCode;
    private String layout;

    private record IndexSpec(String name, boolean covering, List<String> fields) {}

    private Builder(String namespace, String table, String entity) {
      this.namespace = Objects.requireNonNull(namespace);
      this.table = Objects.requireNonNull(table);
      this.entity = Objects.requireNonNull(entity);
    }

    /** Adds a family. */
    public Builder family(FamilySchema family) {
      families.add(family);
      return this;
    }

    /** Adds the next row-key component. */
    public Builder keyPart(String field, String type, int width, boolean descending) {
      rowKey.add(new KeyPart(field, type, width, descending));
      return this;
    }

    /**
     * Adds the record type code as the next row-key component: a constant that marks the rows of this
     * entity in a table several entities share ({@code @RecordType}).
     */
    public Builder recordType(String code) {
      if (recordTypePosition >= 0) {
        throw new IllegalStateException(entity + " already has record type '" + recordTypeCode + "'");
      }
      int width = code.getBytes(StandardCharsets.UTF_8).length;
      recordTypePosition = rowKey.size();
      recordTypeCode = code;
      rowKey.add(new KeyPart(RECORD_TYPE_PART, "'" + code + "'", width, false));
      return this;
    }

    /** Sets the salt or hash prefix before the first component; its split keys become the table's. */
    public Builder keyPrefix(KeyPrefix prefix) {
      this.keyPrefix = prefix;
      return this;
    }

    /** Adds a single-cell column. */
    public Builder column(String family, String qualifier, String field, String type) {
      columns.add(new ColumnSchema(family, qualifier, field, type, false));
      return this;
    }

    /**
     * Adds a single-cell column whose cells were stored under the qualifiers {@code formerly} of the
     * same family before, newest first ({@code @Column(formerly = ...)}).
     */
    public Builder column(String family, String qualifier, String field, String type, List<String> formerly) {
      columns.add(new ColumnSchema(family, qualifier, field, type, false, 0, false, false, formerly));
      return this;
    }

    /** Adds a {@code @Versions} column: up to {@code versions} versions of one cell, read as timestamp to value. */
    public Builder versioned(String family, String qualifier, String field, String type, int versions) {
      if (versions < 1) {
        throw new IllegalArgumentException("versions must be at least 1, was " + versions);
      }
      columns.add(new ColumnSchema(family, qualifier, field, type, false, versions, false, false));
      return this;
    }

    /** Adds the {@code @Version} column: a long the DAO checks and increments on every write. */
    public Builder version(String family, String qualifier, String field) {
      columns.add(new ColumnSchema(family, qualifier, field, "long", false, 0, false, true));
      return this;
    }

    /** Adds a counter column (written only by increments). */
    public Builder counter(String family, String qualifier, String field) {
      columns.add(new ColumnSchema(family, qualifier, field, "long", true));
      return this;
    }

    /** Adds a dynamic family (one qualifier per map entry), read with the entity. */
    public Builder dynamicColumns(String family, String field, String type) {
      columns.add(new ColumnSchema(family, null, field, type, false));
      return this;
    }

    /** Adds a {@code fetch = LAZY} dynamic family: not read with the entity, loaded on first use. */
    public Builder lazyDynamicColumns(String family, String field, String type) {
      columns.add(new ColumnSchema(family, null, field, type, false, 0, true, false));
      return this;
    }

    /**
     * Names the {@code @PresenceMarker} cell, written in every row for no field, as the presence cell
     * (see {@link TableSchema#presenceColumn()}).
     */
    public Builder presenceMarker(String family, String qualifier) {
      this.presence = new ColumnSchema(family, qualifier, MARKER_FIELD, MARKER_FIELD, false);
      return this;
    }

    /** Names the column that is the presence cell (see {@link TableSchema#presenceColumn()}). */
    public Builder presence(String family, String qualifier) {
      for (ColumnSchema c : columns) {
        if (c.family().equals(family) && qualifier.equals(c.qualifier())) {
          this.presence = c;
          return this;
        }
      }
      throw new IllegalArgumentException("no column " + family + ":" + qualifier);
    }

    /**
     * Adds a secondary index over the single-cell columns of {@code fields}, in key order; its table
     * is {@code <namespace>:<table>_idx_<name>}.
     */
    public Builder index(String name, boolean covering, String... fields) {
      if (fields.length == 0) {
        throw new IllegalArgumentException("index " + name + " names no field");
      }
      indexes.add(new IndexSpec(name, covering, List.of(fields)));
      return this;
    }

    /**
     * Sets the stored layout of the entity's rows, as {@link LayoutText#renderEntity} writes it: the
     * generated mapper's {@code LAYOUT}. Read on first use of {@link TableSchema#layout()}.
     */
    public Builder layout(String text) {
      this.layout = Objects.requireNonNull(text, "text");
      return this;
    }

    /** Adds a region split point. */
    public Builder splitKey(byte[] key) {
      splitKeys.add(key.clone());
      return this;
    }

    /** The schema. */
    public TableSchema build() {
      return new TableSchema(this);
    }
  }
}
