package org.hbasemapper.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.HConstants;
import org.jspecify.annotations.NullUnmarked;

/**
 * The text forms of a {@link TableSchema}: {@link TableSchema#describe()}, the layout drawn the way
 * schema-design notes draw it (key components with offsets and widths, families with their options,
 * the field of each {@code family:qualifier}), and {@link TableSchema#shellCreateCommand()}, the HBase
 * shell statement that creates the table; and the field a cell belongs to, for messages. Reads the
 * schema through its accessors only.
 */
@NullUnmarked
final class SchemaText {
  private SchemaText() {}

  /** {@link TableSchema#shellCreateCommand()}. */
  static String shellCreateCommand(TableSchema schema) {
    StringBuilder sb = new StringBuilder("create '").append(schema.tableName().getNameAsString()).append('\'');
    for (FamilySchema f : schema.families()) {
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
    Map<String, String> restriction = schema.splitRestriction();
    if (!restriction.isEmpty()) {
      StringBuilder values = new StringBuilder();
      restriction.forEach((k, v) -> values.append(values.length() == 0 ? "" : ", ").append('\'').append(k)
          .append("' => '").append(v).append('\''));
      sb.append(", {CONFIGURATION => {").append(values).append("}}");
    }
    byte[][] splitKeys = schema.splitKeys();
    if (splitKeys.length > 0) {
      sb.append(", {SPLITS => [");
      for (int i = 0; i < splitKeys.length; i++) {
        sb.append(i == 0 ? "" : ", ").append('"').append(shellBytes(splitKeys[i])).append('"');
      }
      sb.append("]}");
    }
    return sb.toString();
  }

  /** {@link TableSchema#describe()}. */
  static String describe(TableSchema schema) {
    if (!schema.recordTypes().isEmpty()) {
      return describeGroup(schema);
    }
    StringBuilder sb = new StringBuilder();
    sb.append("table ").append(schema.tableName().getNameAsString()).append("  (entity ").append(schema.entityName())
        .append(")\n");
    sb.append("row key\n");
    table(sb, keyRows(schema), "  ");
    sb.append("families\n");
    table(sb, familyRows(schema), "  ");
    sb.append("columns\n");
    table(sb, columnRows(schema), "  ");
    appendPresence(sb, schema, "");
    appendAuditDates(sb, schema);
    appendSplits(sb, schema);
    return sb.toString();
  }

  /** The lines that name the columns the DAO writes the time into, when the entity has any. */
  private static void appendAuditDates(StringBuilder sb, TableSchema schema) {
    ColumnSchema created = schema.createdDateColumn();
    ColumnSchema modified = schema.lastModifiedDateColumn();
    if (created == null && modified == null) {
      return;
    }
    sb.append("audit dates\n");
    if (created != null) {
      sb.append("  ").append(created.label()).append("  @CreatedDate ").append(created.field())
          .append(", the time of the row's first write\n");
    }
    if (modified != null) {
      sb.append("  ").append(modified.label()).append("  @LastModifiedDate ").append(modified.field())
          .append(", the time of every write\n");
    }
  }

  /** The line that names the presence cell and why every row has it, or says there is none. */
  private static void appendPresence(StringBuilder sb, TableSchema schema, String indent) {
    sb.append(indent).append("presence\n").append(indent).append("  ");
    ColumnSchema p = schema.presenceColumn();
    if (p == null) {
      sb.append("none: no cell every row has (add @Version, a primitive column or @PresenceMarker); "
          + "no putIfAbsent, projections read whole rows");
    } else if (TableSchema.MARKER_FIELD.equals(p.field())) {
      sb.append(p.label()).append("  @PresenceMarker, written in every row");
    } else if (p.version()) {
      sb.append(p.label()).append("  @Version ").append(p.field()).append(", written by every write");
    } else {
      sb.append(p.label()).append("  primitive column ").append(p.field()).append(", always written");
    }
    sb.append('\n');
  }

  /** {@link #describe()} of a group: the table, its record types, then each one's key and columns. */
  private static String describeGroup(TableSchema group) {
    StringBuilder sb = new StringBuilder();
    sb.append("table ").append(group.tableName().getNameAsString()).append("  (group ").append(group.entityName())
        .append(" of ").append(group.recordTypes().size()).append(" record types)\n");
    sb.append("record types\n");
    List<String[]> types = new ArrayList<>();
    types.add(new String[] {"code", "entity", "row key"});
    for (TableSchema m : group.recordTypes()) {
      types.add(new String[] {"'" + m.recordType().codes().get(0) + "'", m.entityName(), keyOutline(m)});
    }
    table(sb, types, "  ");
    sb.append("families\n");
    table(sb, familyRows(group), "  ");
    for (TableSchema m : group.recordTypes()) {
      sb.append("record type '").append(m.recordType().codes().get(0)).append("'  (entity ").append(m.entityName())
          .append(")\n");
      sb.append("  row key\n");
      table(sb, keyRows(m), "    ");
      sb.append("  columns\n");
      table(sb, columnRows(m), "    ");
      appendPresence(sb, m, "  ");
    }
    appendSplits(sb, group);
    return sb.toString();
  }

  /** The key as the case study writes it: {@code [salt][customer][order]['H'][line]}. */
  private static String keyOutline(TableSchema schema) {
    StringBuilder sb = new StringBuilder();
    KeyPrefix keyPrefix = schema.keyPrefix();
    if (keyPrefix.length() > 0) {
      sb.append(keyPrefix.kind() == KeyPrefix.Kind.SALT ? "[salt]" : "[md5]");
    }
    for (KeyPart part : schema.rowKey()) {
      sb.append('[').append(TableSchema.RECORD_TYPE_PART.equals(part.field()) ? part.type() : part.field())
          .append(']');
    }
    return sb.toString();
  }

  private static List<String[]> keyRows(TableSchema schema) {
    KeyPrefix keyPrefix = schema.keyPrefix();
    List<String[]> keyRows = new ArrayList<>();
    keyRows.add(new String[] {"offset", "width", "component", "type", "order"});
    if (keyPrefix.length() > 0) {
      keyRows.add(new String[] {"0", String.valueOf(keyPrefix.length()),
          keyPrefix.kind() == KeyPrefix.Kind.SALT ? "(salt)" : "(md5)", keyPrefix.toString(), "-"});
    }
    int offset = keyPrefix.length();
    boolean variable = false;
    for (KeyPart part : schema.rowKey()) {
      keyRows.add(new String[] {
        variable ? "?" : String.valueOf(offset),
        part.width() == 0 ? "var" : String.valueOf(part.width()),
        part.field(),
        part.type(),
        TableSchema.RECORD_TYPE_PART.equals(part.field()) ? "-" : part.descending() ? "desc" : "asc"
      });
      variable |= part.width() == 0;
      offset += part.width();
    }
    return keyRows;
  }

  private static List<String[]> familyRows(TableSchema schema) {
    List<String[]> familyRows = new ArrayList<>();
    familyRows.add(new String[] {"name", "VERSIONS", "TTL", "COMPRESSION", "BLOOMFILTER", "BLOCKSIZE", "BLOCKCACHE",
        "IN_MEMORY"});
    for (FamilySchema f : schema.families()) {
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
  private static List<String[]> columnRows(TableSchema schema) {
    List<String[]> columnRows = new ArrayList<>();
    boolean moved = schema.columns().stream().anyMatch(ColumnSchema::moved);
    columnRows.add(moved ? new String[] {"family:qualifier", "field", "type", "formerly"}
        : new String[] {"family:qualifier", "field", "type"});
    for (ColumnSchema c : schema.columns()) {
      columnRows.add(moved
          ? new String[] {c.label(), c.field(), c.type(), String.join(", ", c.formerly())}
          : new String[] {c.label(), c.field(), c.type()});
    }
    return columnRows;
  }

  private static void appendSplits(StringBuilder sb, TableSchema schema) {
    int splits = schema.splitKeys().length;
    if (splits > 0) {
      sb.append("pre-split into ").append(splits + 1).append(" regions\n");
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

  /** {@link TableSchema#fieldOf}: the field of {@code family:qualifier} among {@code columns}, or "?". */
  static String fieldOf(List<ColumnSchema> columns, String family, String qualifier) {
    ColumnSchema dynamic = null;
    for (ColumnSchema c : columns) {
      if (c.family().equals(family)) {
        if (c.dynamic()) {
          dynamic = c;
        } else if (c.qualifier().equals(qualifier) || c.formerly().contains(qualifier)) {
          return c.field();
        }
      }
    }
    return dynamic != null ? dynamic.field() : "?";
  }
}
