package org.hbasemapper.runtime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.io.MultiRowMutations;
import org.jspecify.annotations.NullUnmarked;

/**
 * A {@link TableSchema} as an HBase table descriptor, and a live descriptor against it: the families
 * with their options, the split restriction and coprocessor of a table of record types, and the stored layout of each
 * entity the table maps ({@link TableSchema#LAYOUT_KEY_PREFIX}). What {@link SchemaManager} creates
 * tables from and compares them with.
 */
@NullUnmarked
final class TableDescriptors {
  private TableDescriptors() {}

  /** {@link TableSchema#toDescriptor()}. */
  static TableDescriptor of(TableSchema schema) {
    TableDescriptorBuilder builder = TableDescriptorBuilder.newBuilder(schema.tableName());
    for (FamilySchema family : schema.families()) {
      builder.setColumnFamily(family.toDescriptor());
    }
    splitRestriction(schema).forEach(builder::setValue);
    layoutValues(schema).forEach(builder::setValue);
    for (String coprocessor : coprocessors(schema)) {
      setCoprocessor(builder, coprocessor);
    }
    return builder.build();
  }

  /**
   * {@link TableSchema#coprocessors()}: a table of record types with a parent (key components before
   * the code) loads HBase's {@code MultiRowMutationEndpoint}, through which a group DAO writes and
   * deletes the rows of one parent atomically.
   */
  static List<String> coprocessors(TableSchema schema) {
    RecordTypeKey recordType = schema.recordType();
    return recordType == null || recordType.offset() == 0 ? List.of() : List.of(MultiRowMutations.ENDPOINT);
  }

  /** Adds {@code coprocessor} (a class every region server has) to {@code builder}. */
  static void setCoprocessor(TableDescriptorBuilder builder, String coprocessor) {
    try {
      builder.setCoprocessor(coprocessor);
    } catch (IOException e) { // only for a coprocessor jar path, which a class on the servers has none of
      throw new IllegalStateException("cannot name coprocessor " + coprocessor + ": " + e.getMessage(), e);
    }
  }

  /** The coprocessors of {@code schema} that the live table does not load. */
  static List<String> missingCoprocessors(TableDescriptor live, TableSchema schema) {
    return coprocessors(schema).stream().filter(c -> !live.hasCoprocessor(c)).toList();
  }

  /** {@link TableSchema#splitRestriction()}. */
  static Map<String, String> splitRestriction(TableSchema schema) {
    RecordTypeKey recordType = schema.recordType();
    if (recordType == null || recordType.offset() == 0) {
      return Map.of();
    }
    Map<String, String> out = new LinkedHashMap<>();
    out.put(TableSchema.SPLIT_RESTRICTION_TYPE, "KeyPrefix");
    out.put(TableSchema.SPLIT_RESTRICTION_PREFIX_LENGTH, String.valueOf(recordType.offset()));
    return out;
  }

  /**
   * The layout values of the table descriptor, {@link TableSchema#LAYOUT_KEY_PREFIX}{@code <entity
   * class>} to text: the entity's, or each record type's of a group; empty for a schema built by hand.
   */
  static Map<String, String> layoutValues(TableSchema schema) {
    Map<String, String> out = new LinkedHashMap<>();
    for (TableSchema entity : schema.recordTypes().isEmpty() ? List.of(schema) : schema.recordTypes()) {
      entity.layout().ifPresent(l -> out.put(TableSchema.LAYOUT_KEY_PREFIX + l.entity(), entity.layoutText()));
    }
    return out;
  }

  /**
   * How the live descriptor {@code live} differs from {@code schema}'s: families missing, with other
   * options, or not declared; the split restriction of a table of record types.
   */
  static List<String> differences(TableDescriptor live, TableSchema schema) {
    List<String> out = new ArrayList<>();
    for (FamilySchema family : schema.families()) {
      ColumnFamilyDescriptor actual = live.getColumnFamily(family.nameBytes());
      if (actual == null) {
        out.add("family '" + family.name() + "' is missing");
      } else {
        out.addAll(family.differencesFrom(actual));
      }
    }
    for (ColumnFamilyDescriptor actual : live.getColumnFamilies()) {
      String name = Bytes.toString(actual.getName());
      if (schema.families().stream().noneMatch(f -> f.name().equals(name))) {
        out.add("family '" + name + "' exists but is not declared");
      }
    }
    out.addAll(splitRestrictionDifferences(live, schema));
    for (String coprocessor : missingCoprocessors(live, schema)) {
      out.add("coprocessor " + coprocessor + " is not loaded (atomic writes of the rows of one parent need it)");
    }
    return out;
  }

  /** The values of the schema's split restriction (record types) that the live table lacks or sets otherwise. */
  static List<String> splitRestrictionDifferences(TableDescriptor live, TableSchema schema) {
    List<String> out = new ArrayList<>();
    schema.splitRestriction().forEach((key, value) -> {
      String actual = live.getValue(key);
      if (!value.equals(actual)) {
        out.add("table value '" + key + "' is " + (actual == null ? "not set" : "'" + actual + "'")
            + ", expected '" + value + "' (regions must not split inside the rows of one parent)");
      }
    });
    return out;
  }
}
