package org.hbasemapper.spring;

import java.util.ArrayList;
import java.util.List;
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
    switch (action) {
      case VALIDATE -> validate(schemas, tables);
      case CREATE -> tables.forEach(schemas::createIfMissing);
      case UPDATE -> tables.forEach(t -> schemas.ensure(t).forEach(c -> LOG.info("{}: {}", t.tableName(), c)));
      default -> throw new IllegalStateException("unknown schema action " + action);
    }
    LOG.info("hbasemapper.schema-action={}: {} table(s) done", action.name().toLowerCase(), tables.size());
  }

  private void validate(SchemaManager schemas, List<TableSchema> tables) {
    List<String> differences = new ArrayList<>();
    for (TableSchema table : tables) {
      for (String difference : schemas.differences(table)) {
        differences.add(table.tableName().getNameAsString() + ": " + difference);
      }
    }
    if (!differences.isEmpty()) {
      throw new HBaseStartupException("hbasemapper.schema-action=validate: the live tables differ from the entities "
          + "in " + differences.size() + " place(s):\n  - " + String.join("\n  - ", differences)
          + "\nSet hbasemapper.schema-action=update to bring them in line (it adds and changes, never drops), "
          + "or change them yourself");
    }
  }
}
