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
import org.hbasemapper.runtime.LayoutCheck;
import org.hbasemapper.runtime.LayoutMismatchException;
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
 *
 * <p>The layout each table records for its entities is compared with the running build's:
 * {@code validate} fails on a layout that breaks the stored rows and warns about the rest (a layout
 * unknown, not recorded yet, or behind by compatible changes); {@code update} refuses to start, and
 * changes nothing, when any table's layout breaks its stored rows, and records compatible ones.
 */
final class SchemaInitializer implements InitializingBean {
  static final String BEAN_NAME = "hbaseMapperSchemaInitializer";
  private static final Logger LOG = LoggerFactory.getLogger(SchemaInitializer.class);
  private static final String LAYOUT_HINT = "\nA layout that breaks the stored rows is applied by neither: follow one "
      + "of the ways forward listed with it (docs/production.md#the-live-tables-layout)";

  private final Connection connection;
  private final MapperOptions options;
  private final MapperCatalogs catalogs;
  private final SchemaAction action;
  /** Whether {@code validate} found a layout that breaks stored rows, which {@code update} does not apply either. */
  private boolean brokenLayouts;

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
      case UPDATE -> {
        refuseBreakingLayouts(schemas, tables);
        tables.forEach(t -> schemas.ensure(t).forEach(c -> LOG.info("{}: {}", t.tableName(), c)));
        catalogs.views().forEach(t -> schemas.ensure(t).forEach(c -> LOG.info("{}: {}", t.tableName(), c)));
      }
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
      for (String difference : failing(schemas, table)) {
        (notBuilt.contains(difference) ? unbuilt : differences).add(table.tableName().getNameAsString() + ": "
            + difference);
      }
    }
    warnUnbuilt(unbuilt);
    for (TableSchema view : catalogs.views()) {
      for (String problem : layoutProblems(schemas, view)) {
        differences.add(view.tableName().getNameAsString() + ": " + problem);
      }
    }
    if (!differences.isEmpty()) {
      throw new HBaseStartupException("hbasemapper.schema-action=validate: the live tables differ from the entities "
          + "in " + differences.size() + " place(s):\n  - " + String.join("\n  - ", differences)
          + "\nSet hbasemapper.schema-action=update to bring them in line (it adds and changes, never drops), "
          + "or change them yourself" + (brokenLayouts ? LAYOUT_HINT : ""));
    }
  }

  /**
   * The differences of {@code table} that fail {@code validate}: all but the layout notes (compatible
   * changes, a layout not recorded yet or unknown), which are logged as warnings: the table serves
   * this build, and the notes say which call records its layout.
   */
  private List<String> failing(SchemaManager schemas, TableSchema table) {
    List<String> out = new ArrayList<>(schemas.differences(table));
    List<String> notes = new ArrayList<>();
    for (LayoutCheck check : schemas.checkLayouts(table)) {
      notes.addAll(check.notes());
      brokenLayouts |= check.breaking();
      warn(check);
    }
    out.removeAll(notes);
    return out;
  }

  /** The layout problems of {@code view}, a second entity on a table; its notes are logged as warnings. */
  private List<String> layoutProblems(SchemaManager schemas, TableSchema view) {
    List<String> out = new ArrayList<>();
    for (LayoutCheck check : schemas.checkLayouts(view)) {
      out.addAll(check.problems());
      brokenLayouts |= check.breaking();
      warn(check);
    }
    return out;
  }

  private static void warn(LayoutCheck check) {
    check.notes().forEach(note -> LOG.warn("hbasemapper.schema-action=validate: {}: {}", check.table(), note));
  }

  /**
   * Under {@code update}, fails start-up before any table is changed when the layout a table records
   * breaks the rows it stores for the running build: two deploys on different layouts meet here, not in
   * corrupt reads.
   */
  private void refuseBreakingLayouts(SchemaManager schemas, List<TableSchema> tables) {
    List<TableSchema> all = new ArrayList<>(tables);
    all.addAll(catalogs.views());
    for (TableSchema table : all) {
      List<String> problems = new ArrayList<>();
      String live = null;
      for (LayoutCheck check : schemas.checkLayouts(table)) {
        problems.addAll(check.problems());
        live = check.table();
      }
      if (!problems.isEmpty()) {
        LayoutMismatchException refused = new LayoutMismatchException("hbasemapper.schema-action=update", live,
            problems);
        throw new HBaseStartupException(refused.getMessage(), "Deploy a build whose layout reads the stored rows "
            + "(one of the ways forward above), or copy the rows into a new table with the new layout "
            + "(docs/schema-evolution.md); no table was changed", refused);
      }
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
