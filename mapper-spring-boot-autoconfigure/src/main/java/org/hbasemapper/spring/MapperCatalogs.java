package org.hbasemapper.spring;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.apache.hadoop.hbase.TableName;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.catalog.CatalogEntry;
import org.hbasemapper.runtime.catalog.MapperCatalog;

/** The generated classes every {@link MapperCatalog} on the class path lists, and the tables they need. */
final class MapperCatalogs {
  private final List<CatalogEntry<?>> entries;

  MapperCatalogs(List<CatalogEntry<?>> entries) {
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
        .sorted(Comparator.comparing(e -> e.kind() != CatalogEntry.Kind.GROUP_DAO
            && e.kind() != CatalogEntry.Kind.ASYNC_GROUP_DAO))
        .forEach(e -> e.tables().forEach(t -> tables.putIfAbsent(t.tableName(), t)));
    List<TableName> order = new ArrayList<>();
    entries.forEach(e -> e.tables().forEach(t -> {
      if (!order.contains(t.tableName())) {
        order.add(t.tableName());
      }
    }));
    return order.stream().map(tables::get).toList();
  }

  /**
   * The schemas of entities mapping a table that {@link #tables()} lists under another entity's
   * schema, without being one of its record types: second views of the same rows. Each records its own
   * layout in the table.
   */
  List<TableSchema> views() {
    List<TableSchema> covered = new ArrayList<>();
    for (TableSchema table : tables()) {
      covered.add(table);
      covered.addAll(table.recordTypes());
    }
    List<TableSchema> out = new ArrayList<>();
    entries.forEach(e -> e.tables().forEach(t -> {
      if (!covered.contains(t) && !out.contains(t)) {
        out.add(t);
      }
    }));
    return out;
  }

  /** The namespaces the tables are declared in, sorted. */
  SortedSet<String> namespaces() {
    SortedSet<String> out = new TreeSet<>();
    entries.forEach(e -> e.tables().forEach(t -> out.add(t.tableName().getNamespaceAsString())));
    return out;
  }

  /**
   * Refuses a namespace mapping of {@code declared} namespaces that no table of these catalogs is
   * declared in; with no catalog at all (beans the application builds itself), nothing is refused.
   *
   * @throws HBaseStartupException naming the first such property and the declared namespaces
   */
  void checkMapped(Set<String> declared) {
    SortedSet<String> known = namespaces();
    if (known.isEmpty()) {
      return;
    }
    for (String namespace : declared) {
      if (!known.contains(namespace)) {
        throw new HBaseStartupException("hbasemapper.namespaces." + namespace + " maps namespace '" + namespace
            + "', which no entity declares (declared: " + String.join(", ", known) + ")",
            "Correct the key of hbasemapper.namespaces." + namespace + " to a declared namespace, or remove it: a "
            + "mapping that matches no entity leaves the entities in their declared namespaces", null);
      }
    }
  }
}
