package org.hbasemapper.spring;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.TableName;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.catalog.CatalogEntry;
import org.hbasemapper.runtime.catalog.MapperCatalog;

/** The generated classes every {@link MapperCatalog} on the class path lists, and the tables they need. */
final class MapperCatalogs {
  private final List<CatalogEntry<?>> entries;

  private MapperCatalogs(List<CatalogEntry<?>> entries) {
    this.entries = List.copyOf(entries);
  }

  /** The entries of every catalog {@code loader} sees. */
  static MapperCatalogs load(ClassLoader loader) {
    List<CatalogEntry<?>> entries = new ArrayList<>();
    for (MapperCatalog catalog : MapperCatalog.load(loader)) {
      entries.addAll(catalog.entries());
    }
    return new MapperCatalogs(entries);
  }

  List<CatalogEntry<?>> entries() {
    return entries;
  }

  /**
   * Each table once, in catalog order. Record types sharing a table each list it with their own
   * families only; the group DAO's schema holds them all, so it is the one kept.
   */
  List<TableSchema> tables() {
    Map<TableName, TableSchema> tables = new LinkedHashMap<>();
    entries.stream()
        .sorted(Comparator.comparing(e -> e.kind() != CatalogEntry.Kind.GROUP_DAO))
        .forEach(e -> e.tables().forEach(t -> tables.putIfAbsent(t.tableName(), t)));
    List<TableName> order = new ArrayList<>();
    entries.forEach(e -> e.tables().forEach(t -> {
      if (!order.contains(t.tableName())) {
        order.add(t.tableName());
      }
    }));
    return order.stream().map(tables::get).toList();
  }
}
