package org.hbasemapper.runtime;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.TableName;
import org.hbasemapper.layout.LayoutText;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * What {@link TableSchema.Builder} does, in a file of its own (the public builder only names it): the
 * parts of one schema as they are added, with the checks each part needs then (one record type, a
 * known presence column, indexes over single-cell columns), and the assembly of the schema: split
 * keys from the key prefix unless given, the record type's place in the key, each index with its own
 * table. Its methods are public so that they are the builder's API; the class is not.
 */
@NullUnmarked
abstract class SchemaBuilder {
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

  SchemaBuilder(String namespace, String table, String entity) {
    this.namespace = Objects.requireNonNull(namespace);
    this.table = Objects.requireNonNull(table);
    this.entity = Objects.requireNonNull(entity);
  }

  /** Adds a family. */
  public TableSchema.Builder family(FamilySchema family) {
    families.add(family);
    return self();
  }

  /** Adds the next row-key component. */
  public TableSchema.Builder keyPart(String field, String type, int width, boolean descending) {
    rowKey.add(new KeyPart(field, type, width, descending));
    return self();
  }

  /**
   * Adds the record type code as the next row-key component: a constant that marks the rows of this
   * entity in a table several entities share ({@code @RecordType}).
   */
  public TableSchema.Builder recordType(String code) {
    if (recordTypePosition >= 0) {
      throw new IllegalStateException(entity + " already has record type '" + recordTypeCode + "'");
    }
    int width = code.getBytes(StandardCharsets.UTF_8).length;
    recordTypePosition = rowKey.size();
    recordTypeCode = code;
    rowKey.add(new KeyPart(TableSchema.RECORD_TYPE_PART, "'" + code + "'", width, false));
    return self();
  }

  /** Sets the salt or hash prefix before the first component; its split keys become the table's. */
  public TableSchema.Builder keyPrefix(KeyPrefix prefix) {
    this.keyPrefix = prefix;
    return self();
  }

  /** Adds a single-cell column. */
  public TableSchema.Builder column(String family, String qualifier, String field, String type) {
    columns.add(new ColumnSchema(family, qualifier, field, type, false));
    return self();
  }

  /**
   * Adds a single-cell column whose cells were stored under the qualifiers {@code formerly} of the
   * same family before, newest first ({@code @Column(formerly = ...)}).
   */
  public TableSchema.Builder column(String family, String qualifier, String field, String type,
      List<String> formerly) {
    columns.add(new ColumnSchema(family, qualifier, field, type, false, 0, false, false, formerly));
    return self();
  }

  /** Adds a {@code @Versions} column: up to {@code versions} versions of one cell, read as timestamp to value. */
  public TableSchema.Builder versioned(String family, String qualifier, String field, String type, int versions) {
    if (versions < 1) {
      throw new IllegalArgumentException("versions must be at least 1, was " + versions);
    }
    columns.add(new ColumnSchema(family, qualifier, field, type, false, versions, false, false));
    return self();
  }

  /** Adds the {@code @Version} column: a long the DAO checks and increments on every write. */
  public TableSchema.Builder version(String family, String qualifier, String field) {
    columns.add(new ColumnSchema(family, qualifier, field, "long", false, 0, false, true));
    return self();
  }

  /**
   * Makes the column of {@code field}, added before, the {@code @CreatedDate}: the DAO stores the time
   * of a row's first write there when the field is null and the row has none.
   */
  public TableSchema.Builder createdDate(String field) {
    return audit(field, ColumnSchema.AuditDate.CREATED);
  }

  /**
   * Makes the column of {@code field}, added before, the {@code @LastModifiedDate}: the DAO stores the
   * time of every write there.
   */
  public TableSchema.Builder lastModifiedDate(String field) {
    return audit(field, ColumnSchema.AuditDate.LAST_MODIFIED);
  }

  private TableSchema.Builder audit(String field, ColumnSchema.AuditDate audit) {
    for (int i = 0; i < columns.size(); i++) {
      ColumnSchema c = columns.get(i);
      if (c.field().equals(field) && !c.dynamic() && !c.counter() && !c.version() && !c.versioned()) {
        if (columns.stream().anyMatch(other -> other.audit() == audit)) {
          throw new IllegalStateException(entity + " already has a column marked " + audit);
        }
        columns.set(i, c.withAudit(audit));
        return self();
      }
    }
    throw new IllegalArgumentException("no plain single-cell column of field " + field + " in " + entity);
  }

  /** Adds a counter column (written only by increments). */
  public TableSchema.Builder counter(String family, String qualifier, String field) {
    columns.add(new ColumnSchema(family, qualifier, field, "long", true));
    return self();
  }

  /** Adds a dynamic family (one qualifier per map entry), read with the entity. */
  public TableSchema.Builder dynamicColumns(String family, String field, String type) {
    columns.add(new ColumnSchema(family, null, field, type, false));
    return self();
  }

  /** Adds a {@code fetch = LAZY} dynamic family: not read with the entity, loaded on first use. */
  public TableSchema.Builder lazyDynamicColumns(String family, String field, String type) {
    columns.add(new ColumnSchema(family, null, field, type, false, 0, true, false));
    return self();
  }

  /**
   * Names the {@code @PresenceMarker} cell, written in every row for no field, as the presence cell
   * (see {@link TableSchema#presenceColumn()}).
   */
  public TableSchema.Builder presenceMarker(String family, String qualifier) {
    this.presence = new ColumnSchema(family, qualifier, TableSchema.MARKER_FIELD, TableSchema.MARKER_FIELD, false);
    return self();
  }

  /** Names the column that is the presence cell (see {@link TableSchema#presenceColumn()}). */
  public TableSchema.Builder presence(String family, String qualifier) {
    for (ColumnSchema c : columns) {
      if (c.family().equals(family) && qualifier.equals(c.qualifier())) {
        this.presence = c;
        return self();
      }
    }
    throw new IllegalArgumentException("no column " + family + ":" + qualifier);
  }

  /**
   * Adds a secondary index over the single-cell columns of {@code fields}, in key order; its table
   * is {@code <namespace>:<table>_idx_<name>}.
   */
  public TableSchema.Builder index(String name, boolean covering, String... fields) {
    if (fields.length == 0) {
      throw new IllegalArgumentException("index " + name + " names no field");
    }
    indexes.add(new IndexSpec(name, covering, List.of(fields)));
    return self();
  }

  /**
   * Sets the stored layout of the entity's rows, as {@link LayoutText#renderEntity} writes it: the
   * generated mapper's {@code LAYOUT}. Read on first use of {@link TableSchema#layout()}.
   */
  public TableSchema.Builder layout(String text) {
    this.layout = Objects.requireNonNull(text, "text");
    return self();
  }

  /** Adds a region split point. */
  public TableSchema.Builder splitKey(byte[] key) {
    splitKeys.add(key.clone());
    return self();
  }

  /** The schema. */
  public TableSchema build() {
    byte[][] splits = splitKeys.isEmpty() ? keyPrefix.splitKeys()
        : splitKeys.stream().map(byte[]::clone).toArray(byte[][]::new);
    List<IndexSchema> indexSchemas = new ArrayList<>();
    for (IndexSpec spec : indexes) {
      indexSchemas.add(indexSchema(spec));
    }
    RecordTypeKey recordType = recordTypePosition < 0 ? null
        : new RecordTypeKey(recordTypePosition, keyPrefix.length() + widthBefore(recordTypePosition),
            rowKey.get(recordTypePosition).width(), List.of(recordTypeCode));
    return new TableSchema(TableName.valueOf(namespace, table), entity, families, rowKey, keyPrefix, columns, splits,
        presence, indexSchemas, recordType, List.of(), layout, null, Map.of());
  }

  /** This builder, as the public type its methods return. */
  private TableSchema.Builder self() {
    return (TableSchema.Builder) this;
  }

  private int widthBefore(int position) {
    int width = 0;
    for (int i = 0; i < position; i++) {
      width += rowKey.get(i).width();
    }
    return width;
  }

  /** The index of {@code spec}: its columns, and its table {@code <namespace>:<table>_idx_<name>}. */
  private IndexSchema indexSchema(IndexSpec spec) {
    List<ColumnSchema> indexed = new ArrayList<>();
    for (String field : spec.fields()) {
      ColumnSchema column = columns.stream().filter(c -> c.field().equals(field) && !c.dynamic()).findFirst()
          .orElseThrow(() -> new IllegalArgumentException("index " + spec.name() + ": no single-cell column "
              + field + " in " + entity));
      indexed.add(column);
    }
    TableSchema.Builder indexTable = new TableSchema.Builder(namespace, IndexSchema.tableName(table, spec.name()),
        entity + "." + spec.name());
    int ttl = HConstants.FOREVER;
    for (ColumnSchema column : indexed) {
      ttl = Math.min(ttl, expiring(family(column.family())));
    }
    indexTable.family(FamilySchema.of(IndexSchema.FAMILY_NAME).ttlSeconds(outliving(ttl)));
    if (spec.covering()) {
      families.forEach(f -> indexTable.family(f.ttlSeconds(outliving(expiring(f)))));
    }
    return new IndexSchema(spec.name(), indexTable.build(), indexed, spec.covering());
  }

  /** The declared family {@code name}; null when the column names none (a schema built by hand). */
  private @Nullable FamilySchema family(String name) {
    return families.stream().filter(f -> f.name().equals(name)).findFirst().orElse(null);
  }

  /** The TTL after which {@code family}'s cells are gone: forever when it keeps minimum versions past it. */
  private static int expiring(FamilySchema family) {
    return family == null || family.minVersions() > 0 ? HConstants.FOREVER : family.ttlSeconds();
  }

  /**
   * The TTL of index cells whose data cells expire after {@code ttl} seconds: one second more, since an
   * entry is written just before its data row and must not expire before it (a lookup would miss a
   * row still stored); an entry that outlives its row a moment is skipped by reads, as any stale one.
   */
  static int outliving(int ttl) {
    return ttl >= HConstants.FOREVER - 1 ? HConstants.FOREVER : ttl + 1;
  }
}
