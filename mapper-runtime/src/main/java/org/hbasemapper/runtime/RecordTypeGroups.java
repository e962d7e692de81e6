package org.hbasemapper.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * What {@link TableSchema#group} checks and merges: record types of one group must agree on everything
 * a scan of their shared rows depends on, and the group reads what any of them needs.
 */
@NullUnmarked
final class RecordTypeGroups {
  private RecordTypeGroups() {}

  /** {@link TableSchema#group}: checks the members, then merges them into the schema of the group. */
  static TableSchema group(String name, List<TableSchema> members) {
    Objects.requireNonNull(name, "name");
    if (members.isEmpty()) {
      throw new IllegalArgumentException("group " + name + " has no record types");
    }
    requireCompatible(name, members);
    TableSchema first = members.get(0);
    RecordTypeKey firstType = first.recordType();
    List<String> codes = new ArrayList<>();
    List<IndexSchema> indexes = new ArrayList<>();
    for (TableSchema m : members) {
      codes.add(m.recordType().codes().get(0));
      indexes.addAll(m.indexes());
    }
    List<KeyPart> rowKey = new ArrayList<>(first.rowKey().subList(0, firstType.position()));
    String allCodes = String.join(" | ", codes.stream().map(c -> "'" + c + "'").toList());
    rowKey.add(new KeyPart(TableSchema.RECORD_TYPE_PART, allCodes, firstType.width(), false));
    RecordTypeKey recordType = new RecordTypeKey(firstType.position(), firstType.offset(), firstType.width(), codes);
    // the members' table, families, key prefix and split keys, which requireCompatible found alike
    return new TableSchema(first.tableName(), name, first.families(), rowKey, first.keyPrefix(), columns(members),
        first.splitKeys(), presence(members), indexes, recordType, members, null, null, Map.of());
  }

  /**
   * Fails, naming the members and every difference, unless {@code members} share table, families, key
   * prefix, split keys, the place of the record type and the key components before it, and differ in
   * their codes and index names.
   */
  static void requireCompatible(String group, List<TableSchema> members) {
    List<String> problems = new ArrayList<>();
    for (TableSchema m : members) {
      if (m.recordType() == null) {
        problems.add(m.entityName() + " declares no record type (@RecordType)");
      } else if (!m.recordTypes().isEmpty()) {
        problems.add(m.entityName() + " is itself a group, not a record type");
      }
    }
    if (problems.isEmpty()) {
      TableSchema first = members.get(0);
      for (TableSchema m : members.subList(1, members.size())) {
        compare(first, m, problems);
      }
      distinctCodes(members, problems);
      distinctIndexes(members, problems);
    }
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException("record types of group " + group + " do not fit one table: "
          + String.join("; ", problems));
    }
  }

  /** The differences between the first member {@code a} and member {@code b}. */
  private static void compare(TableSchema a, TableSchema b, List<String> problems) {
    String both = a.entityName() + " and " + b.entityName();
    if (!a.tableName().equals(b.tableName())) {
      problems.add(both + " are in different tables: " + a.tableName().getNameAsString() + " and "
          + b.tableName().getNameAsString());
      return; // nothing else is comparable
    }
    compareFamilies(a, b, problems);
    if (!samePrefix(a.keyPrefix(), b.keyPrefix())) {
      problems.add(both + " have different key prefixes: " + a.keyPrefix() + " and " + b.keyPrefix());
    } else if (!Arrays.deepEquals(a.splitKeys(), b.splitKeys())) {
      problems.add(both + " have different split keys: " + a.splitKeys().length + " and " + b.splitKeys().length
          + " split points");
    }
    RecordTypeKey ta = a.recordType();
    RecordTypeKey tb = b.recordType();
    for (int i = 0; i < Math.min(ta.position(), tb.position()); i++) {
      KeyPart pa = a.rowKey().get(i);
      KeyPart pb = b.rowKey().get(i);
      if (!pa.equals(pb)) {
        problems.add(both + " differ in key component " + i + " before the record type: " + part(pa) + " and "
            + part(pb));
      }
    }
    // offsets after the key prefix: a different prefix is a problem of its own
    if (ta.position() != tb.position() || ta.width() != tb.width()
        || ta.offset() - a.keyPrefixLength() != tb.offset() - b.keyPrefixLength()) {
      problems.add(both + " have their record types at different places: " + place(ta) + " and " + place(tb));
    }
  }

  private static void compareFamilies(TableSchema a, TableSchema b, List<String> problems) {
    List<String> namesA = a.families().stream().map(FamilySchema::name).toList();
    List<String> namesB = b.families().stream().map(FamilySchema::name).toList();
    if (!new LinkedHashSet<>(namesA).equals(new LinkedHashSet<>(namesB))) {
      problems.add(a.entityName() + " and " + b.entityName() + " declare different families: " + namesA + " and "
          + namesB);
      return;
    }
    for (FamilySchema fa : a.families()) {
      FamilySchema fb = b.family(fa.name());
      List<String> options = optionDifferences(fa, fb);
      if (!options.isEmpty()) {
        problems.add("family '" + fa.name() + "' has other options in " + b.entityName() + " than in "
            + a.entityName() + ": " + String.join(", ", options));
      }
    }
  }

  /** Each option of {@code b} that differs from {@code a}'s, as {@code NAME a -> b}. */
  private static List<String> optionDifferences(FamilySchema a, FamilySchema b) {
    List<String> out = new ArrayList<>();
    option(out, "VERSIONS", a, b, FamilySchema::maxVersions);
    option(out, "MIN_VERSIONS", a, b, FamilySchema::minVersions);
    option(out, "TTL", a, b, FamilySchema::ttlSeconds);
    option(out, "COMPRESSION", a, b, FamilySchema::compression);
    option(out, "BLOOMFILTER", a, b, FamilySchema::bloomFilter);
    option(out, "BLOCKSIZE", a, b, FamilySchema::blockSize);
    option(out, "BLOCKCACHE", a, b, FamilySchema::blockCache);
    option(out, "IN_MEMORY", a, b, FamilySchema::inMemory);
    return out;
  }

  private static void option(List<String> out, String name, FamilySchema a, FamilySchema b,
      Function<FamilySchema, Object> option) {
    Object va = option.apply(a);
    Object vb = option.apply(b);
    if (!va.equals(vb)) {
      out.add(name + " " + va + " and " + vb);
    }
  }

  private static boolean samePrefix(KeyPrefix a, KeyPrefix b) {
    return a.kind() == b.kind() && a.length() == b.length() && a.buckets() == b.buckets()
        && a.ofCount() == b.ofCount() && Arrays.deepEquals(a.splitKeys(), b.splitKeys());
  }

  private static String place(RecordTypeKey t) {
    return "component " + t.position() + " (byte " + t.offset() + ", " + t.width() + " byte(s))";
  }

  private static String part(KeyPart p) {
    return p.field() + " " + p.type() + " (" + (p.width() == 0 ? "variable width" : p.width() + " bytes")
        + (p.descending() ? ", descending)" : ")");
  }

  private static void distinctCodes(List<TableSchema> members, List<String> problems) {
    for (int i = 0; i < members.size(); i++) {
      for (int j = i + 1; j < members.size(); j++) {
        String code = members.get(i).recordType().codes().get(0);
        if (code.equals(members.get(j).recordType().codes().get(0))) {
          problems.add(members.get(i).entityName() + " and " + members.get(j).entityName()
              + " have the same record type '" + code + "'");
        }
      }
    }
  }

  private static void distinctIndexes(List<TableSchema> members, List<String> problems) {
    for (int i = 0; i < members.size(); i++) {
      for (int j = i + 1; j < members.size(); j++) {
        for (IndexSchema index : members.get(i).indexes()) {
          if (members.get(j).indexes().stream().anyMatch(x -> x.name().equals(index.name()))) {
            problems.add(members.get(i).entityName() + " and " + members.get(j).entityName()
                + " both declare index '" + index.name() + "' (table " + index.tableName().getNameAsString() + ")");
          }
        }
      }
    }
  }

  /**
   * The columns a read of the group needs: every member's, once each. A family stays out of the
   * group's reads only when every member mapping it maps it lazily; a lazy column of a family another
   * member reads eagerly is read eagerly, so that one scan gives each member what it reads alone.
   */
  static List<ColumnSchema> columns(List<TableSchema> members) {
    Set<String> eager = new LinkedHashSet<>();
    for (TableSchema m : members) {
      for (ColumnSchema c : m.columns()) {
        if (!c.lazy()) {
          eager.add(c.family());
        }
      }
    }
    Set<ColumnSchema> out = new LinkedHashSet<>();
    for (TableSchema m : members) {
      for (ColumnSchema c : m.columns()) {
        out.add(c.lazy() && eager.contains(c.family())
            ? new ColumnSchema(c.family(), c.qualifier(), c.field(), c.type(), c.counter(), c.versions(), false,
                c.version(), c.formerly(), c.audit())
            : c);
      }
    }
    return List.copyOf(out);
  }

  /**
   * The members' presence column when they all have the same one; else null (a cell every row of the
   * group carries is then unknown, and nothing that reads a group needs one).
   */
  static @Nullable ColumnSchema presence(List<TableSchema> members) {
    ColumnSchema first = members.get(0).presenceColumn();
    for (TableSchema m : members) {
      ColumnSchema p = m.presenceColumn();
      if (first == null || p == null || !first.family().equals(p.family())
          || !Objects.equals(first.qualifier(), p.qualifier())) {
        return null;
      }
    }
    return first;
  }
}
