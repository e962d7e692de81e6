package org.hbasemapper.spring;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.spring.HBaseMapperProperties.SchemaAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.InitializingBean;

/**
 * Applies {@code hbasemapper.schema-action} to every table of the generated classes when the context
 * starts, before any DAO bean is built (each depends on this bean).
 */
final class SchemaInitializer implements InitializingBean {
  static final String BEAN_NAME = "hbaseMapperSchemaInitializer";
  private static final Logger LOG = LoggerFactory.getLogger(SchemaInitializer.class);

  private final Connection connection;
  private final MapperOptions options;
  private final MapperCatalogs catalogs;
  private final SchemaAction action;

  SchemaInitializer(Connection connection, MapperOptions options, MapperCatalogs catalogs, SchemaAction action) {
    this.connection = connection;
    this.options = options;
    this.catalogs = catalogs;
    this.action = action;
  }

  SchemaAction action() {
    return action;
  }

  @Override
  public void afterPropertiesSet() {
    List<TableSchema> tables = catalogs.tables();
    if (action == SchemaAction.NONE || tables.isEmpty()) {
      return;
    }
    SchemaManager schemas = new SchemaManager(connection, options);
    List<TableName> names = tableNames(tables);
    Set<TableName> before = existing(names);
    switch (action) {
      case VALIDATE -> validate(schemas, tables);
      case CREATE -> tables.forEach(schemas::createIfMissing);
      case UPDATE -> tables.forEach(t -> schemas.ensure(t).forEach(c -> LOG.info("{}: {}", t.tableName(), c)));
      default -> throw new IllegalStateException("unknown schema action " + action);
    }
    if (action != SchemaAction.VALIDATE) {
      List<String> unbuilt = new ArrayList<>();
      tables.forEach(t -> schemas.unbuiltIndexes(t).forEach(u -> unbuilt.add(t.tableName().getNameAsString() + ": " + u)));
      warnUnbuilt(unbuilt);
    }
    List<TableName> created = names.stream().filter(n -> !before.contains(n)).toList();
    LOG.info("hbasemapper.schema-action={}: {} table(s) of {} entity table(s) with their index tables; {}",
        action.name().toLowerCase(), names.size(), tables.size(),
        created.isEmpty() ? "none created" : "created " + created);
  }

  /** The data and index tables of {@code tables}, as this application uses them (mapped). */
  private List<TableName> tableNames(List<TableSchema> tables) {
    Set<TableName> out = new LinkedHashSet<>();
    for (TableSchema declared : tables) {
      TableSchema table = declared.mapped(options);
      out.add(table.tableName());
      table.indexes().forEach(index -> out.add(index.tableName()));
    }
    return List.copyOf(out);
  }

  private Set<TableName> existing(List<TableName> names) {
    Set<TableName> out = new HashSet<>();
    try (Admin admin = connection.getAdmin()) {
      for (TableName name : names) {
        if (admin.tableExists(name)) {
          out.add(name);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Listing the tables of hbasemapper.schema-action=" + action.name().toLowerCase()
          + " failed: " + e.getMessage(), e);
    }
    return out;
  }

  /**
   * Fails start-up listing every difference but unbuilt indexes, which it logs as warnings: their
   * lookups throw {@code IndexNotBuiltException} rather than answer short, and the rebuild is only
   * right once the version that declares the index is the one writing, so it must be able to start.
   */
  private void validate(SchemaManager schemas, List<TableSchema> tables) {
    List<String> differences = new ArrayList<>();
    List<String> unbuilt = new ArrayList<>();
    for (TableSchema table : tables) {
      List<String> notBuilt = schemas.unbuiltIndexes(table);
      for (String difference : schemas.differences(table)) {
        (notBuilt.contains(difference) ? unbuilt : differences).add(table.tableName().getNameAsString() + ": "
            + difference);
      }
    }
    warnUnbuilt(unbuilt);
    if (!differences.isEmpty()) {
      throw new HBaseStartupException("hbasemapper.schema-action=validate: the live tables differ from the entities "
          + "in " + differences.size() + " place(s):\n  - " + String.join("\n  - ", differences)
          + "\nSet hbasemapper.schema-action=update to bring them in line (it adds and changes, never drops), "
          + "or change them yourself");
    }
  }

  /** One warning per index that is not built ({@code SchemaManager.unbuiltIndexes}); start-up goes on. */
  private void warnUnbuilt(List<String> unbuilt) {
    for (String line : unbuilt) {
      LOG.warn("hbasemapper.schema-action={}: {}; until then lookups through it throw IndexNotBuiltException",
          action.name().toLowerCase(), line);
    }
  }
}
