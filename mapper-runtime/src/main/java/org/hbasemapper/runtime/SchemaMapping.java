package org.hbasemapper.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.TableName;
import org.jspecify.annotations.NullUnmarked;

/**
 * The copies {@link TableSchema#mapped(MapperOptions)} makes of a declared schema: its table, its
 * index tables and its record types' tables renamed by a namespace mapping (declared namespace to the
 * one used); everything else, split points included, shared with the declared schema (it is
 * immutable).
 */
@NullUnmarked
final class SchemaMapping {
  private SchemaMapping() {}

  /** {@code declared} with its tables in the namespaces {@code namespaces} maps to. */
  static TableSchema copy(TableSchema declared, Map<String, String> namespaces) {
    List<TableSchema> recordTypes = declared.recordTypes().stream().map(m -> m.mapped(namespaces)).toList();
    List<IndexSchema> indexes = new ArrayList<>();
    if (recordTypes.isEmpty()) {
      for (IndexSchema i : declared.indexes()) {
        indexes.add(new IndexSchema(i.name(), i.table().mapped(namespaces), i.columns(), i.covering()));
      }
    } else {
      recordTypes.forEach(m -> indexes.addAll(m.indexes())); // a group's indexes are its members', as group() took them
    }
    return new TableSchema(renamed(declared.tableName(), namespaces), declared.entityName(), declared.families(),
        declared.rowKey(), declared.keyPrefix(), declared.columns(), declared.splitKeys(), declared.presenceColumn(),
        indexes, declared.recordType(), recordTypes, declared.layoutText(), declared, namespaces);
  }

  private static TableName renamed(TableName table, Map<String, String> namespaces) {
    String used = namespaces.get(table.getNamespaceAsString());
    return used == null ? table : TableName.valueOf(used, table.getQualifierAsString());
  }
}
