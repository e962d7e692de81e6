package org.hbasemapper.processor.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.CounterColumn;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.FamilyModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.KeyPrefixModel;
import org.hbasemapper.processor.model.PlainColumn;
import org.hbasemapper.processor.model.PresenceModel;
import org.hbasemapper.processor.model.Property;
import org.hbasemapper.processor.model.VersionsColumn;

/**
 * The tables of one compilation as the seeds draw them: row-key layout with byte offsets and
 * widths, families with their options, which field each qualifier holds, and the HBase shell
 * {@code create} statement. A table that several record types share is drawn once, with its families
 * and, per record type, its code, key layout (the code in place) and columns, as HBase's
 * customer/order case study draws it. Rendered as Markdown for people and JSON for tools.
 */
public final class SchemaReport {
  /** Where the Markdown report goes in the class output. */
  public static final String MARKDOWN = "META-INF/hbase-mapper/schema.md";
  /** Where the JSON report goes in the class output. */
  public static final String JSON = "META-INF/hbase-mapper/schema.json";

  private final List<EntityModel> entities = new ArrayList<>();
  private final RepositorySection repositories = new RepositorySection();

  /** Adds a valid entity. */
  public void add(EntityModel entity) {
    entities.add(entity);
  }

  /** Adds a valid repository, listed with the plan of each of its methods. */
  public void add(org.hbasemapper.processor.model.RepositoryModel repository) {
    repositories.add(repository);
  }

  /** Whether no entity or repository was added. */
  public boolean isEmpty() {
    return entities.isEmpty() && repositories.isEmpty();
  }

  /**
   * The entities by table, tables in name order: one entity, or the record types sharing the table in
   * the order of their codes (the order their rows take under a parent).
   */
  private List<List<EntityModel>> tables() {
    Map<String, List<EntityModel>> byTable = new TreeMap<>();
    for (EntityModel e : entities) {
      byTable.computeIfAbsent(e.qualifiedTable(), t -> new ArrayList<>()).add(e);
    }
    List<List<EntityModel>> out = new ArrayList<>();
    for (List<EntityModel> table : byTable.values()) {
      table.sort(Comparator.comparing((EntityModel e) -> e.recordType() == null ? "" : e.recordType().code())
          .thenComparing(e -> e.type().canonicalName()));
      if (recordTypes(table)) {
        out.add(table);
      } else {
        // entities without record type (views of the same rows) are drawn one by one, as before
        table.forEach(e -> out.add(List.of(e)));
      }
    }
    return out;
  }

  /** Whether the table's entities are record types, drawn as one table with a section per type. */
  private static boolean recordTypes(List<EntityModel> table) {
    return table.get(0).recordType() != null;
  }

  /** The name the key layout gives the record type code, as {@code TableSchema.RECORD_TYPE_PART}. */
  private static final String RECORD_TYPE = "(record type)";

  /** One row of the key layout. */
  private record KeyRow(String offset, String width, String component, String type, String order) {
    boolean code() {
      return component.equals(RECORD_TYPE);
    }
  }

  private static List<KeyRow> keyRows(EntityModel e) {
    List<KeyRow> rows = new ArrayList<>();
    KeyPrefixModel p = e.keyPrefix();
    int offset = 0;
    if (p != null) {
      int width = p.salt() ? 1 : p.length();
      String of = p.of().isEmpty() ? "all components" : String.join(", ", p.of());
      rows.add(new KeyRow("0", String.valueOf(width), p.salt() ? "(salt)" : "(md5)",
          p.salt() ? "salt of " + of + ", " + p.buckets() + " buckets" : "md5 of " + of, "-"));
      offset = width;
    }
    boolean variable = false;
    for (KeyComponentModel c : e.key()) {
      if (e.recordType() != null && c.order() > e.recordType().order() && rows.stream().noneMatch(KeyRow::code)) {
        rows.add(codeRow(e, offset));
        offset += e.recordType().width();
      }
      rows.add(new KeyRow(variable ? "?" : String.valueOf(offset), c.byteWidth() == 0 ? "var" : String.valueOf(c.byteWidth()),
          field(e, c.property()), c.property().type().toString(), c.descending() ? "desc" : "asc"));
      variable |= c.byteWidth() == 0;
      offset += c.byteWidth();
    }
    if (e.recordType() != null && rows.stream().noneMatch(KeyRow::code)) {
      rows.add(codeRow(e, offset));
    }
    return rows;
  }

  private static KeyRow codeRow(EntityModel e, int offset) {
    return new KeyRow(String.valueOf(offset), String.valueOf(e.recordType().width()), RECORD_TYPE,
        "'" + e.recordType().code() + "'", "-");
  }

  /** The name the HBase shell uses: without the {@code default} namespace. */
  static String shellName(EntityModel e) {
    return e.namespace().equals("default") ? e.table() : e.qualifiedTable();
  }

  static String ttl(FamilyModel f) {
    return f.ttlSeconds() == Integer.MAX_VALUE ? "FOREVER" : String.valueOf(f.ttlSeconds());
  }

  /** The pre-split points: one leading byte each, the salt bucket or an even share of the hash range. */
  static List<Integer> splitBytes(EntityModel e) {
    List<Integer> out = new ArrayList<>();
    KeyPrefixModel p = e.keyPrefix();
    if (p == null) {
      return out;
    }
    int n = p.salt() ? p.buckets() : p.regions();
    for (int i = 1; i < n; i++) {
      out.add(p.salt() ? i : i * 256 / n);
    }
    return out;
  }

  private static String shellByte(int v) {
    return v >= 0x20 && v < 0x7F && v != '"' && v != '\\' && v != '#' ? String.valueOf((char) v)
        : String.format("\\x%02X", v);
  }

  /** The HBase shell statement creating the table, as {@code TableSchema.shellCreateCommand()} prints it. */
  static String shellCreate(EntityModel e) {
    StringBuilder sb = new StringBuilder("create '").append(shellName(e)).append('\'');
    for (FamilyModel f : e.families()) {
      sb.append(", {NAME => '").append(f.name()).append('\'').append(", VERSIONS => ").append(f.maxVersions());
      if (f.minVersions() != 0) {
        sb.append(", MIN_VERSIONS => ").append(f.minVersions());
      }
      sb.append(", TTL => ").append(f.ttlSeconds() == Integer.MAX_VALUE ? "'FOREVER'" : String.valueOf(f.ttlSeconds()))
          .append(", COMPRESSION => '").append(f.compression()).append('\'')
          .append(", BLOOMFILTER => '").append(f.bloomFilter()).append('\'')
          .append(", BLOCKSIZE => ").append(f.blockSize())
          .append(", BLOCKCACHE => ").append(f.blockCache())
          .append(", IN_MEMORY => ").append(f.inMemory())
          .append('}');
    }
    // a table of record types is never split inside the rows of one parent (TableSchema.splitRestriction)
    int beforeCode = e.recordTypeOffset();
    if (beforeCode > 0) {
      sb.append(", {CONFIGURATION => {'hbase.regionserver.region.split_restriction.type' => 'KeyPrefix', ")
          .append("'hbase.regionserver.region.split_restriction.prefix_length' => '").append(beforeCode).append("'}}");
    }
    List<Integer> splits = splitBytes(e);
    if (!splits.isEmpty()) {
      sb.append(", {SPLITS => [");
      for (int i = 0; i < splits.size(); i++) {
        sb.append(i == 0 ? "" : ", ").append('"').append(shellByte(splits.get(i))).append('"');
      }
      sb.append("]}");
    }
    return sb.toString();
  }

  /**
   * The report as Markdown: per table its key layout, families, columns, relations, indexes and shell
   * statement; a table of record types once, with its families and a section per record type.
   */
  public String markdown() {
    StringBuilder sb = new StringBuilder("# HBase schema\n\n");
    sb.append("Generated by the hbase-mapper annotation processor from the `@Table` types of this compilation.\n");
    for (List<EntityModel> table : tables()) {
      EntityModel first = table.get(0);
      sb.append("\n## ").append(first.qualifiedTable()).append("\n\n");
      if (!recordTypes(table)) {
        sb.append("Entity `").append(first.type().canonicalName()).append("`.\n\n");
        rowKey(sb, first, "###");
        sb.append('\n');
        families(sb, first);
        sb.append('\n');
        columns(sb, first, "###");
        sb.append('\n');
        relations(sb, first, "###");
        indexes(sb, first, "###");
      } else {
        sb.append("Record types, told apart by a code in the row key: ").append(String.join(", ", table.stream()
            .map(e -> "`" + e.recordType().code() + "` `" + e.type().canonicalName() + "`").toList())).append(".\n\n");
        families(sb, first);
        for (EntityModel e : table) {
          sb.append("\n### Record type `").append(e.recordType().code()).append("`: `").append(e.type().canonicalName())
              .append("`\n\n");
          rowKey(sb, e, "####");
          sb.append('\n');
          columns(sb, e, "####");
          sb.append('\n');
          relations(sb, e, "####");
          indexes(sb, e, "####");
        }
      }
      sb.append("\n### HBase shell\n\n```\n").append(shellCreate(first)).append("\n```\n");
    }
    repositories.markdown(sb);
    return sb.toString();
  }

  private static void rowKey(StringBuilder sb, EntityModel e, String heading) {
    sb.append(heading).append(" Row key\n\n");
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"offset", "width", "component", "type", "order"});
    for (KeyRow r : keyRows(e)) {
      rows.add(new String[] {r.offset(), r.width(), r.component(), r.type(), r.order()});
    }
    table(sb, rows);
  }

  private static void families(StringBuilder sb, EntityModel e) {
    sb.append("### Families\n\n");
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"name", "VERSIONS", "MIN_VERSIONS", "TTL", "COMPRESSION", "BLOOMFILTER", "BLOCKSIZE",
        "BLOCKCACHE", "IN_MEMORY"});
    for (FamilyModel f : e.families()) {
      rows.add(new String[] {f.name(), String.valueOf(f.maxVersions()), String.valueOf(f.minVersions()), ttl(f),
          f.compression(), f.bloomFilter(), String.valueOf(f.blockSize()), String.valueOf(f.blockCache()),
          String.valueOf(f.inMemory())});
    }
    table(sb, rows);
  }

  private static void columns(StringBuilder sb, EntityModel e, String heading) {
    sb.append(heading).append(" Columns\n\n");
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"column", "field", "type", "kind"});
    for (ColumnModel c : e.columns()) {
      rows.add(new String[] {c.family() + ":" + c.qualifier(), field(e, c.property()), c.property().type().toString(),
          c instanceof CounterColumn ? "counter"
              : c instanceof VersionsColumn v ? "up to " + v.versions() + " versions"
              : c instanceof PlainColumn p && p.moved() ? "cell, formerly " + String.join(", ",
                  p.formerly().stream().map(q -> c.family() + ":" + q).toList())
              : "cell"});
    }
    for (DynamicColumnsModel d : e.dynamicColumns()) {
      rows.add(new String[] {d.family() + ":<" + d.keyType().type() + ">", field(e, d.property()),
          d.property().type().toString(), "one qualifier per map entry"});
    }
    if (e.timestamp() != null) {
      rows.add(new String[] {"(cell timestamp)", field(e, e.timestamp().property()),
          e.timestamp().property().type().toString(), "timestamp"});
    }
    table(sb, rows);
    sb.append('\n').append(presence(e)).append('\n');
  }

  /** A field as the tables name it: {@code text}, or {@code created (from Audited)} when a mapped superclass declares it. */
  private static String field(EntityModel e, Property property) {
    String declaring = e.declaringClass(property);
    return declaring == null ? property.name() : property.name() + " (from `" + declaring + "`)";
  }

  /** Adds {@code "declaredIn"} to a field's object when a mapped superclass declares it. */
  private static void declaredIn(Json j, EntityModel e, Property property) {
    String declaring = e.declaringClass(property);
    if (declaring != null) {
      j.field("declaredIn", declaring);
    }
  }

  /** The sentence naming the cell that tells a stored row, which {@code putIfAbsent} tests. */
  private static String presence(EntityModel e) {
    PresenceModel p = e.presence();
    if (p == null) {
      return "Presence: none. No cell is in every row (add `@Version`, a primitive column or `@PresenceMarker`): "
          + "the DAO has no `putIfAbsent`, and projections read whole rows.";
    }
    String cell = "`" + p.family() + ":" + p.qualifier() + "`";
    return "Presence: " + cell + switch (p.kind()) {
      case MARKER -> ", the `@PresenceMarker` cell written in every row";
      case VERSION -> ", the `@Version` field `" + p.field() + "`, written by every write";
      case PRIMITIVE -> ", the primitive field `" + p.field() + "`, always written";
    } + ": `putIfAbsent` writes only where it is absent.";
  }

  private static void relations(StringBuilder sb, EntityModel e, String heading) {
    sb.append(heading).append(" Relations\n\n");
    List<DynamicColumnsModel> relations = e.dynamicColumns().stream().filter(d -> d.relation() != null).toList();
    if (relations.isEmpty()) {
      sb.append("none\n");
    }
    for (DynamicColumnsModel d : relations) {
      sb.append("- `").append(d.family()).append(":<").append(d.keyType().type()).append(">` (").append(d.property().name())
          .append(") -> rows of `").append(d.relation().target().getQualifiedName()).append('`');
      if (!d.relation().inverse().isEmpty()) {
        sb.append(", inverse `").append(d.relation().inverse()).append('`');
      }
      sb.append('\n');
    }
  }

  private static void indexes(StringBuilder sb, EntityModel e, String heading) {
    if (e.indexes().isEmpty()) {
      return;
    }
    sb.append('\n').append(heading).append(" Secondary indexes\n\n");
    for (org.hbasemapper.processor.model.IndexModel index : e.indexes()) {
      sb.append("- `").append(index.name()).append("` on ")
          .append(String.join(", ", index.columns().stream().map(c -> c.property().name()).toList()))
          .append(": table `").append(e.namespace()).append(':').append(e.table()).append("_idx_")
          .append(index.name()).append("`, row key `[values][data row key]`, family `i`")
          .append(index.covering() ? ", covering (a copy of the entity's cells)" : "").append('\n');
    }
  }

  private static void table(StringBuilder sb, List<String[]> rows) {
    for (int r = 0; r < rows.size(); r++) {
      sb.append('|');
      for (String cell : rows.get(r)) {
        sb.append(' ').append(cell.replace("|", "\\|")).append(" |");
      }
      sb.append('\n');
      if (r == 0) {
        sb.append('|');
        for (int i = 0; i < rows.get(0).length; i++) {
          sb.append(" --- |");
        }
        sb.append('\n');
      }
    }
  }

  /**
   * The report as JSON: {@code {"tables": [...]}}, one object per table; a table of record types has
   * its {@code recordTypes}, each with its code, entity, key layout (the code in place) and columns.
   */
  public String json() {
    Json j = new Json();
    j.open('{').key("tables").open('[');
    for (List<EntityModel> table : tables()) {
      EntityModel first = table.get(0);
      j.open('{')
          .field("namespace", first.namespace())
          .field("table", first.table());
      if (!recordTypes(table)) {
        j.field("entity", first.type().canonicalName());
        keyPrefix(j, first);
        rowKey(j, first);
        families(j, first);
        entityParts(j, first);
      } else {
        keyPrefix(j, first);
        families(j, first);
        j.key("recordTypes").open('[');
        for (EntityModel e : table) {
          j.open('{').field("code", e.recordType().code()).field("entity", e.type().canonicalName());
          rowKey(j, e);
          entityParts(j, e);
          j.close('}');
        }
        j.close(']');
      }
      j.key("splits").open('['); // hex
      for (int split : splitBytes(first)) {
        j.value(String.format("%02x", split));
      }
      j.close(']');
      j.field("shellCreate", shellCreate(first));
      j.close('}');
    }
    j.close(']');
    repositories.json(j);
    j.close('}');
    return j.toString() + "\n";
  }

  private static void keyPrefix(Json j, EntityModel e) {
    KeyPrefixModel p = e.keyPrefix();
    j.key("keyPrefix");
    if (p == null) {
      j.nullValue();
      return;
    }
    j.open('{').field("kind", p.salt() ? "salt" : "md5").field("width", p.salt() ? 1 : p.length());
    if (p.salt()) {
      j.field("buckets", p.buckets());
    } else {
      j.field("regions", p.regions());
    }
    j.key("of").open('[');
    List<String> of = p.of().isEmpty() ? e.key().stream().map(c -> c.property().name()).toList() : p.of();
    for (String name : of) {
      j.value(name);
    }
    j.close(']').close('}');
  }

  private static void rowKey(Json j, EntityModel e) {
    j.key("rowKey").open('[');
    KeyPrefixModel p = e.keyPrefix();
    int offset = p == null ? 0 : p.salt() ? 1 : p.length();
    boolean variable = false;
    boolean code = false;
    for (KeyComponentModel c : e.key()) {
      if (e.recordType() != null && !code && c.order() > e.recordType().order()) {
        code = true;
        codePart(j, e, offset);
        offset += e.recordType().width();
      }
      j.open('{').field("name", c.property().name()).field("type", c.property().type().toString());
      declaredIn(j, e, c.property());
      j.key("offset");
      if (variable) {
        j.nullValue();
      } else {
        j.value(offset);
      }
      j.key("width");
      if (c.byteWidth() == 0) {
        j.nullValue();
      } else {
        j.value(c.byteWidth());
      }
      j.field("descending", c.descending()).close('}');
      variable |= c.byteWidth() == 0;
      offset += c.byteWidth();
    }
    if (e.recordType() != null && !code) {
      codePart(j, e, offset);
    }
    j.close(']');
  }

  private static void codePart(Json j, EntityModel e, int offset) {
    j.open('{').field("name", RECORD_TYPE).field("code", e.recordType().code()).field("offset", offset)
        .field("width", e.recordType().width()).field("descending", false).close('}');
  }

  private static void families(Json j, EntityModel e) {
    j.key("families").open('[');
    for (FamilyModel f : e.families()) {
      j.open('{').field("name", f.name()).field("maxVersions", f.maxVersions()).field("minVersions", f.minVersions())
          .field("ttlSeconds", f.ttlSeconds()).field("compression", f.compression())
          .field("bloomFilter", f.bloomFilter()).field("blockSize", f.blockSize())
          .field("blockCache", f.blockCache()).field("inMemory", f.inMemory()).close('}');
    }
    j.close(']');
  }

  /** The columns, dynamic families, timestamp, relations and indexes of one entity. */
  private static void entityParts(Json j, EntityModel e) {
    j.key("columns").open('[');
    for (ColumnModel c : e.columns()) {
      j.open('{').field("family", c.family()).field("qualifier", c.qualifier()).field("field", c.property().name())
          .field("type", c.property().type().toString()).field("counter", c instanceof CounterColumn)
          .field("versions", c instanceof VersionsColumn v ? v.versions() : 1);
      declaredIn(j, e, c.property());
      if (c instanceof PlainColumn p && p.moved()) {
        j.key("formerly").open('[');
        p.formerly().forEach(j::value);
        j.close(']');
      }
      j.close('}');
    }
    j.close(']');
    j.key("dynamicColumns").open('[');
    for (DynamicColumnsModel d : e.dynamicColumns()) {
      j.open('{').field("family", d.family()).field("field", d.property().name())
          .field("keyType", d.keyType().type().toString()).field("valueType", d.valueType().toString());
      declaredIn(j, e, d.property());
      j.close('}');
    }
    j.close(']');
    j.key("presence");
    PresenceModel presence = e.presence();
    if (presence == null) {
      j.nullValue();
    } else {
      j.open('{').field("family", presence.family()).field("qualifier", presence.qualifier())
          .field("kind", presence.kind().label());
      if (presence.field() != null) {
        j.field("field", presence.field());
      }
      j.close('}');
    }
    j.key("timestamp");
    if (e.timestamp() == null) {
      j.nullValue();
    } else {
      j.value(e.timestamp().property().name());
    }
    j.key("relations").open('[');
    for (DynamicColumnsModel d : e.dynamicColumns()) {
      if (d.relation() != null) {
        j.open('{').field("field", d.property().name()).field("family", d.family())
            .field("target", d.relation().target().getQualifiedName().toString())
            .field("inverse", d.relation().inverse()).close('}');
      }
    }
    j.close(']');
    if (!e.indexes().isEmpty()) {
      j.key("indexes").open('[');
      for (org.hbasemapper.processor.model.IndexModel index : e.indexes()) {
        j.open('{').field("name", index.name())
            .field("table", e.namespace() + ":" + e.table() + "_idx_" + index.name())
            .field("covering", index.covering());
        j.key("columns").open('[');
        index.columns().forEach(c -> j.value(c.property().name()));
        j.close(']').close('}');
      }
      j.close(']');
    }
  }
}
