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
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.filter.FirstKeyOnlyFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

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
 */
public final class SchemaManager {
  private static final Logger LOG = LoggerFactory.getLogger(SchemaManager.class);

  private final Connection connection;
  private final MapperOptions options;

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
  }

  /**
   * Creates the table (and its namespace when missing), and the table of each secondary index
   * that does not exist yet (built: the data table is empty); fails if the data table exists.
   */
  public void create(TableSchema schema) {
    TableSchema mapped = schema.mapped(options);
    try (Admin admin = connection.getAdmin()) {
      createNamespaceIfMissing(admin, mapped.tableName());
      create(admin, mapped);
      createIndexTables(admin, mapped, IndexSchema.BUILT);
    } catch (IOException e) {
      throw failure("create", mapped, e);
    }
  }

  /**
   * Creates the table and its namespace unless the table exists, and any missing index table
   * (building when the existing data table holds rows, see the class comment); returns whether it
   * created the data table.
   */
  public boolean createIfMissing(TableSchema schema) {
    TableSchema mapped = schema.mapped(options);
    try (Admin admin = connection.getAdmin()) {
      createNamespaceIfMissing(admin, mapped.tableName());
      boolean exists = admin.tableExists(mapped.tableName());
      // the index tables first: a writer of the new data table finds them in place
      createIndexTables(admin, mapped, exists ? null : IndexSchema.BUILT);
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
   * restriction, and each index that is not built (the lines of {@link #unbuiltIndexes}). Empty when
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
          List<String> diff = differences(admin.getDescriptor(table.tableName()), table);
          out.addAll(table == mapped ? diff
              : diff.stream().map(d -> "index table " + table.tableName().getNameAsString() + ": " + d).toList());
        }
      }
      out.addAll(unbuiltIndexes(admin, mapped));
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
      return unbuiltIndexes(admin, mapped);
    } catch (IOException e) {
      throw failure("unbuiltIndexes", mapped, e);
    }
  }

  private static List<String> unbuiltIndexes(Admin admin, TableSchema schema) throws IOException {
    List<String> out = new ArrayList<>();
    for (IndexSchema index : schema.indexes()) {
      if (admin.tableExists(index.tableName())) {
        String state = IndexSchema.state(admin.getDescriptor(index.tableName()));
        if (!IndexSchema.BUILT.equals(state)) {
          out.add(IndexNotBuiltException.describe(schema, index, state, null));
        }
      }
    }
    return out;
  }

  /**
   * Brings the live table in line with {@code schema}: creates it when missing, adds missing
   * families, changes family options that differ and sets the split restriction of a table of record
   * types. Families the schema does not declare are
   * kept (dropping one would delete data); returns what was changed, one line per change. An index
   * table it creates is built when it creates the data table too or the data table holds no row,
   * building otherwise (its line then says so and names the rebuild call).
   */
  public List<String> ensure(TableSchema schema) {
    TableSchema mapped = schema.mapped(options);
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
    return changes;
  }

  /**
   * Brings one table in line: the data table, or the table of {@code index} of {@code data}, which
   * when it creates it records {@code state}, or the state the data table's rows call for when null.
   */
  private List<String> ensureOne(TableSchema schema, TableSchema data, IndexSchema index, String state) {
    try (Admin admin = connection.getAdmin()) {
      createNamespaceIfMissing(admin, schema.tableName());
      if (!admin.tableExists(schema.tableName())) {
        if (index == null) {
          create(admin, schema);
          return List.of("created table " + schema.tableName().getNameAsString());
        }
        String created = createIndexTable(admin, data, index, state);
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
      List<String> restriction = splitRestrictionDifferences(live, schema);
      if (!restriction.isEmpty()) {
        TableDescriptorBuilder altered = TableDescriptorBuilder.newBuilder(admin.getDescriptor(schema.tableName()));
        schema.splitRestriction().forEach(altered::setValue);
        admin.modifyTable(altered.build());
        changes.addAll(restriction.stream().map(d -> "changed " + d).toList());
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

  /**
   * Creates the missing index tables of {@code schema}, recording {@code state}, or when null the
   * state the data table's rows call for (read once, and only when a table is missing).
   */
  private void createIndexTables(Admin admin, TableSchema schema, String state) throws IOException {
    for (IndexSchema index : schema.indexes()) {
      if (!admin.tableExists(index.tableName())) {
        state = createIndexTable(admin, schema, index, state);
      }
    }
  }

  /**
   * Creates the table of {@code index} of {@code data}, recording {@code state}, or when null
   * {@link IndexSchema#BUILT} if the data table holds no row and {@link IndexSchema#BUILDING}
   * otherwise; returns the state recorded.
   */
  private String createIndexTable(Admin admin, TableSchema data, IndexSchema index, String state)
      throws IOException {
    if (state == null) {
      // rows written after this check by a DAO that declares the index find its table missing and fail
      state = holdsRows(data) ? IndexSchema.BUILDING : IndexSchema.BUILT;
    }
    TableSchema table = index.table();
    TableDescriptor descriptor = TableDescriptorBuilder.newBuilder(table.toDescriptor())
        .setValue(IndexSchema.STATE, state).build();
    byte[][] splits = table.splitKeys();
    if (splits.length == 0) {
      admin.createTable(descriptor);
    } else {
      admin.createTable(descriptor, splits);
    }
    if (IndexSchema.BUILT.equals(state)) {
      LOG.info("Created index table {} ({})", table.tableName(), state);
    } else {
      LOG.warn("Created index table {}: {}", table.tableName(), IndexNotBuiltException.describe(data, index, state,
          null));
    }
    return state;
  }

  /** Whether the data table holds at least one row: a scan of one row's first cell. */
  private boolean holdsRows(TableSchema data) throws IOException {
    Scan scan = new Scan().setFilter(new FirstKeyOnlyFilter()).setLimit(1).setCaching(1);
    try (Table table = connection.getTable(data.tableName()); ResultScanner rows = table.getScanner(scan)) {
      return rows.next() != null;
    }
  }

  private static List<TableSchema> withIndexTables(TableSchema schema) {
    List<TableSchema> out = new ArrayList<>();
    out.add(schema);
    schema.indexes().forEach(i -> out.add(i.table()));
    return out;
  }

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
    return out;
  }

  /** The values of the schema's split restriction (record types) that the live table lacks or sets otherwise. */
  private static List<String> splitRestrictionDifferences(TableDescriptor live, TableSchema schema) {
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

  private static void create(Admin admin, TableSchema schema) throws IOException {
    byte[][] splits = schema.splitKeys();
    if (splits.length == 0) {
      admin.createTable(schema.toDescriptor());
    } else {
      admin.createTable(schema.toDescriptor(), splits);
    }
    LOG.info("Created table {} with {} region(s)", schema.tableName(), splits.length + 1);
  }

  private static void createNamespaceIfMissing(Admin admin, TableName table) throws IOException {
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

  private static HBaseAccessException failure(String operation, TableSchema schema, IOException e) {
    return new HBaseAccessException(operation, schema.tableName().getNameAsString(), null, e);
  }
}
