package org.hbasemapper.runtime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.hadoop.hbase.NamespaceDescriptor;
import org.apache.hadoop.hbase.NamespaceNotFoundException;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptor;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.hbasemapper.annotations.audience.Api;

/**
 * Creates, checks and drops the tables of {@link TableSchema}s. Creating tables is always an
 * explicit call: no DAO operation creates or changes a table. The connection stays the caller's.
 *
 * <pre>{@code
 * SchemaManager schemas = new SchemaManager(connection);
 * schemas.createIfMissing(UserMapper.INSTANCE.schema());
 * }</pre>
 *
 * <p>Built with {@link MapperOptions} that map namespaces, it acts on the tables the DAOs built with
 * the same options use: {@code new SchemaManager(connection, options).createIfMissing(schema)} creates
 * {@code weibo_staging:user} (and the namespace) for a schema declared in {@code weibo}.
 *
 * <p>An index table records the index's {@linkplain IndexSchema#STATE state}: one created with its
 * data table, or beside a data table that holds no row, is {@linkplain IndexSchema#BUILT built}; one
 * created beside a data table that holds rows is {@linkplain IndexSchema#BUILDING building} (those
 * rows have no entry) until {@code IndexAdmin.rebuild} has run, and lookups through it throw an
 * {@link IndexNotBuiltException} meanwhile. {@link #differences} lists such indexes.
 *
 * <p>The table records the stored layout of each entity it maps in its descriptor
 * ({@link TableSchema#LAYOUT_KEY_PREFIX}{@code <entity class>}): {@code create}, {@code createIfMissing}
 * and {@code ensure} write it, {@link #differences} compares it with the running build's in the words
 * of the processor's compile errors, and {@code ensure} never applies a layout that breaks the stored
 * rows ({@link LayoutMismatchException}). A table created before layouts were recorded is reported as
 * "layout unknown" until {@link #recordLayout} records it.
 */
@Api
public final class SchemaManager {
  private static final Logger LOG = LoggerFactory.getLogger(SchemaManager.class);

  private final Connection connection;
  private final MapperOptions options;
  private final LayoutRecords layouts;
  private final IndexTables indexTables;

  /** A manager over {@code connection}, which stays the caller's to close. */
  public SchemaManager(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /**
   * A manager over {@code connection}, which stays the caller's to close, acting on each schema's
   * tables where {@code options} map their namespaces ({@link TableSchema#mapped(MapperOptions)}).
   */
  public SchemaManager(Connection connection, MapperOptions options) {
    this.connection = connection;
    this.options = Objects.requireNonNull(options, "options");
    this.layouts = new LayoutRecords(connection);
    this.indexTables = new IndexTables(connection);
  }

  /**
   * Creates the table (and its namespace when missing), recording the layout of each entity it maps,
   * and the table of each secondary index that does not exist yet (built: the data table is empty);
   * fails if the data table exists.
   */
  public void create(TableSchema schema) {
    TableSchema mapped = schema.mapped(options);
    try (Admin admin = connection.getAdmin()) {
      createNamespaceIfMissing(admin, mapped.tableName());
      create(admin, mapped);
      indexTables.createMissing(admin, mapped, IndexSchema.BUILT);
    } catch (IOException e) {
      throw failure("create", mapped, e);
    }
  }

  /**
   * Creates the table and its namespace unless the table exists, and any missing index table
   * (building when the existing data table holds rows, see the class comment); returns whether it
   * created the data table. A table it creates records the layout of each entity it maps; an existing
   * one is left as it is (its layout too: {@link #ensure} or {@link #recordLayout}).
   */
  public boolean createIfMissing(TableSchema schema) {
    TableSchema mapped = schema.mapped(options);
    try (Admin admin = connection.getAdmin()) {
      createNamespaceIfMissing(admin, mapped.tableName());
      boolean exists = admin.tableExists(mapped.tableName());
      // the index tables first: a writer of the new data table finds them in place
      indexTables.createMissing(admin, mapped, exists ? null : IndexSchema.BUILT);
      if (exists) {
        return false;
      }
      create(admin, mapped);
      return true;
    } catch (IOException e) {
      throw failure("createIfMissing", mapped, e);
    }
  }

  /**
   * How the live table differs from {@code schema}: a missing table, missing families, options that
   * differ, families the schema does not declare, for a table of record types a missing split
   * restriction or coprocessor ({@link TableSchema#coprocessors()}), each index that is not built (the lines of {@link #unbuiltIndexes}), and the layout
   * it records for each entity against the running build's ({@link #checkLayouts}): each change that
   * breaks the stored rows in the words of the processor's compile error, compatible changes, or
   * "layout unknown" with the call that records it. Empty when
   * they agree.
   */
  public List<String> differences(TableSchema schema) {
    TableSchema mapped = schema.mapped(options);
    try (Admin admin = connection.getAdmin()) {
      List<String> out = new ArrayList<>();
      for (TableSchema table : withIndexTables(mapped)) {
        if (!admin.tableExists(table.tableName())) {
          out.add("table " + table.tableName().getNameAsString() + " does not exist");
        } else {
          List<String> diff = TableDescriptors.differences(admin.getDescriptor(table.tableName()), table);
          out.addAll(table == mapped ? diff
              : diff.stream().map(d -> "index table " + table.tableName().getNameAsString() + ": " + d).toList());
        }
      }
      out.addAll(IndexTables.unbuilt(admin, mapped));
      out.addAll(layouts.differences(admin, mapped));
      return out;
    } catch (IOException e) {
      throw failure("differences", mapped, e);
    }
  }

  /**
   * The indexes of {@code schema} whose tables exist but are not built (created beside a data table
   * that held rows, and not rebuilt since), one line each naming the index, its table and the
   * {@code IndexAdmin.rebuild} call that builds it; lookups through them throw an
   * {@link IndexNotBuiltException}. Empty when every index is built.
   */
  public List<String> unbuiltIndexes(TableSchema schema) {
    TableSchema mapped = schema.mapped(options);
    try (Admin admin = connection.getAdmin()) {
      return IndexTables.unbuilt(admin, mapped);
    } catch (IOException e) {
      throw failure("unbuiltIndexes", mapped, e);
    }
  }

  /**
   * Brings the live table in line with {@code schema}: creates it when missing, adds missing
   * families, changes family options that differ and sets the split restriction of a table of record
   * types. Families the schema does not declare are
   * kept (dropping one would delete data); returns what was changed, one line per change. An index
   * table it creates is built when it creates the data table too or the data table holds no row,
   * building otherwise (its line then says so and names the rebuild call).
   *
   * <p>Before changing anything it compares the layout the table records for each entity with the
   * running build's: a layout that breaks the stored rows is never applied; a compatible one (a new
   * column, a removed one, a change accepted with {@code @AcceptLayoutChange}) and the layout of an
   * entity new to the table are recorded. A table that records no layout at all stays "layout unknown"
   * (logged as a warning): whether its rows are this build's is for a person to say, with
   * {@link #recordLayout}.
   *
   * @throws LayoutMismatchException when the running layout breaks the stored rows, or the recorded
   *     one cannot be read; nothing was changed
   */
  public List<String> ensure(TableSchema schema) {
    TableSchema mapped = schema.mapped(options);
    layouts.refuseBreaking("ensure", mapped);
    boolean created;
    try (Admin admin = connection.getAdmin()) {
      created = !admin.tableExists(mapped.tableName());
    } catch (IOException e) {
      throw failure("ensure", mapped, e);
    }
    List<String> changes = new ArrayList<>(ensureOne(mapped, null, null, null));
    for (IndexSchema index : mapped.indexes()) {
      changes.addAll(ensureOne(index.table(), mapped, index, created ? IndexSchema.BUILT : null).stream()
          .map(c -> "index table " + index.tableName().getNameAsString() + ": " + c).toList());
    }
    changes.addAll(layouts.record("ensure", mapped, false));
    return changes;
  }

  /**
   * Compares the layout the live table records for each entity of {@code schema} (one, or each record
   * type of a group) with the running build's, by the rules the processor applies to its baseline; an
   * entity the table records no layout for is compared, as a renamed class, with the one recorded for
   * a class of the same record type that this build does not have. Empty for a schema built by hand,
   * which has no layout.
   */
  public List<LayoutCheck> checkLayouts(TableSchema schema) {
    return layouts.check("checkLayouts", schema.mapped(options));
  }

  /**
   * Records the running build's layout of each entity of {@code schema} in its live table, where the
   * table records none (created before layouts were recorded: "layout unknown"), an older compatible
   * one, or none for that entity; changes nothing else. Call it for a table whose layout is unknown
   * once its rows are known to read with this build (they were written by it, or by a version with the
   * same layout); returns what it recorded, one line per entity.
   *
   * @throws LayoutMismatchException when the running layout breaks the rows the recorded one describes,
   *     or the recorded one cannot be read; nothing was recorded
   * @throws IllegalStateException when the table does not exist
   */
  public List<String> recordLayout(TableSchema schema) {
    TableSchema mapped = schema.mapped(options);
    List<LayoutCheck> checked = layouts.refuseBreaking("recordLayout", mapped);
    if (checked.stream().anyMatch(c -> c.state() == LayoutCheck.State.NO_TABLE)) {
      throw new IllegalStateException("table " + mapped.tableName().getNameAsString() + " does not exist, so it "
          + "records no layout: create it with SchemaManager.create, createIfMissing or ensure, which record it");
    }
    return layouts.record("recordLayout", mapped, true);
  }

  /**
   * Brings one table in line: the data table, or the table of {@code index} of {@code data}, which
   * when it creates it records {@code state}, or the state the data table's rows call for when null.
   */
  private List<String> ensureOne(TableSchema schema, @Nullable TableSchema data, @Nullable IndexSchema index, @Nullable String state) {
    try (Admin admin = connection.getAdmin()) {
      createNamespaceIfMissing(admin, schema.tableName());
      if (!admin.tableExists(schema.tableName())) {
        if (index == null) {
          create(admin, schema);
          return List.of("created table " + schema.tableName().getNameAsString());
        }
        String created = indexTables.create(admin, data, index, state);
        return List.of("created table " + schema.tableName().getNameAsString() + (IndexSchema.BUILT.equals(created)
            ? "" : "; " + IndexNotBuiltException.describe(data, index, created, null)));
      }
      TableDescriptor live = admin.getDescriptor(schema.tableName());
      List<String> changes = new ArrayList<>();
      for (FamilySchema family : schema.families()) {
        ColumnFamilyDescriptor actual = live.getColumnFamily(family.nameBytes());
        if (actual == null) {
          admin.addColumnFamily(schema.tableName(), family.toDescriptor());
          changes.add("added family '" + family.name() + "'");
        } else {
          List<String> diff = family.differencesFrom(actual);
          if (!diff.isEmpty()) {
            admin.modifyColumnFamily(schema.tableName(), family.toDescriptor());
            changes.addAll(diff.stream().map(d -> "changed " + d).toList());
          }
        }
      }
      List<String> restriction = TableDescriptors.splitRestrictionDifferences(live, schema);
      List<String> coprocessors = TableDescriptors.missingCoprocessors(live, schema);
      if (!restriction.isEmpty() || !coprocessors.isEmpty()) {
        // one change of the table descriptor: its regions reopen once
        TableDescriptorBuilder altered = TableDescriptorBuilder.newBuilder(admin.getDescriptor(schema.tableName()));
        schema.splitRestriction().forEach(altered::setValue);
        coprocessors.forEach(c -> TableDescriptors.setCoprocessor(altered, c));
        admin.modifyTable(altered.build());
        changes.addAll(restriction.stream().map(d -> "changed " + d).toList());
        changes.addAll(coprocessors.stream().map(c -> "added coprocessor " + c).toList());
      }
      if (!changes.isEmpty()) {
        LOG.info("Altered table {}: {}", schema.tableName(), changes);
      }
      return changes;
    } catch (IOException e) {
      throw failure("ensure", schema, e);
    }
  }

  /** Whether the table exists. */
  public boolean exists(TableSchema schema) {
    TableSchema mapped = schema.mapped(options);
    try (Admin admin = connection.getAdmin()) {
      return admin.tableExists(mapped.tableName());
    } catch (IOException e) {
      throw failure("exists", mapped, e);
    }
  }

  /**
   * Disables and deletes the table and all its data, and its index tables; returns false when the
   * data table did not exist.
   */
  public boolean drop(TableSchema schema) {
    TableSchema mapped = schema.mapped(options);
    for (IndexSchema index : mapped.indexes()) {
      dropOne(index.table());
    }
    return dropOne(mapped);
  }

  private boolean dropOne(TableSchema schema) {
    try (Admin admin = connection.getAdmin()) {
      TableName name = schema.tableName();
      if (!admin.tableExists(name)) {
        return false;
      }
      if (admin.isTableEnabled(name)) {
        admin.disableTable(name);
      }
      admin.deleteTable(name);
      LOG.info("Dropped table {}", name);
      return true;
    } catch (IOException e) {
      throw failure("drop", schema, e);
    }
  }

  private static List<TableSchema> withIndexTables(TableSchema schema) {
    List<TableSchema> out = new ArrayList<>();
    out.add(schema);
    schema.indexes().forEach(i -> out.add(i.table()));
    return out;
  }

  private static void create(Admin admin, TableSchema schema) throws IOException {
    byte[][] splits = schema.splitKeys();
    if (splits.length == 0) {
      admin.createTable(schema.toDescriptor());
    } else {
      admin.createTable(schema.toDescriptor(), splits);
    }
    LOG.info("Created table {} with {} region(s)", schema.tableName(), splits.length + 1);
  }

  static void createNamespaceIfMissing(Admin admin, TableName table) throws IOException {
    String namespace = table.getNamespaceAsString();
    if (NamespaceDescriptor.DEFAULT_NAMESPACE_NAME_STR.equals(namespace)) {
      return;
    }
    try {
      admin.getNamespaceDescriptor(namespace);
    } catch (NamespaceNotFoundException e) {
      admin.createNamespace(NamespaceDescriptor.create(namespace).build());
      LOG.info("Created namespace {}", namespace);
    }
  }

  static HBaseAccessException failure(String operation, TableSchema schema, IOException e) {
    return new HBaseAccessException(operation, schema.tableName().getNameAsString(), null, e);
  }
}
