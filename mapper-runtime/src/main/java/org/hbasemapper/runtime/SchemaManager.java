package org.hbasemapper.runtime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.hbase.NamespaceDescriptor;
import org.apache.hadoop.hbase.NamespaceNotFoundException;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptor;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
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
 */
public final class SchemaManager {
  private static final Logger LOG = LoggerFactory.getLogger(SchemaManager.class);

  private final Connection connection;

  /** A manager over {@code connection}, which stays the caller's to close. */
  public SchemaManager(Connection connection) {
    this.connection = connection;
  }

  /**
   * A manager over {@code connection}, which stays the caller's to close, acting on each schema's
   * tables where {@code options} map their namespaces.
   */
  public SchemaManager(Connection connection, MapperOptions options) {
    this(connection);
  }

  /**
   * Creates the table (and its namespace when missing), and the table of each secondary index
   * that does not exist yet; fails if the data table exists.
   */
  public void create(TableSchema schema) {
    try (Admin admin = connection.getAdmin()) {
      createNamespaceIfMissing(admin, schema.tableName());
      create(admin, schema);
      createIndexTables(admin, schema);
    } catch (IOException e) {
      throw failure("create", schema, e);
    }
  }

  /**
   * Creates the table and its namespace unless the table exists, and any missing index table;
   * returns whether it created the data table.
   */
  public boolean createIfMissing(TableSchema schema) {
    try (Admin admin = connection.getAdmin()) {
      createNamespaceIfMissing(admin, schema.tableName());
      createIndexTables(admin, schema);
      if (admin.tableExists(schema.tableName())) {
        return false;
      }
      create(admin, schema);
      return true;
    } catch (IOException e) {
      throw failure("createIfMissing", schema, e);
    }
  }

  /**
   * How the live table differs from {@code schema}: a missing table, missing families, options that
   * differ, families the schema does not declare, and for a table of record types a missing split
   * restriction. Empty when they agree.
   */
  public List<String> differences(TableSchema schema) {
    try (Admin admin = connection.getAdmin()) {
      List<String> out = new ArrayList<>();
      for (TableSchema table : withIndexTables(schema)) {
        if (!admin.tableExists(table.tableName())) {
          out.add("table " + table.tableName().getNameAsString() + " does not exist");
        } else {
          List<String> diff = differences(admin.getDescriptor(table.tableName()), table);
          out.addAll(table == schema ? diff
              : diff.stream().map(d -> "index table " + table.tableName().getNameAsString() + ": " + d).toList());
        }
      }
      return out;
    } catch (IOException e) {
      throw failure("differences", schema, e);
    }
  }

  /**
   * Brings the live table in line with {@code schema}: creates it when missing, adds missing
   * families, changes family options that differ and sets the split restriction of a table of record
   * types. Families the schema does not declare are
   * kept (dropping one would delete data); returns what was changed, one line per change.
   */
  public List<String> ensure(TableSchema schema) {
    List<String> changes = new ArrayList<>(ensureOne(schema));
    for (IndexSchema index : schema.indexes()) {
      changes.addAll(ensureOne(index.table()).stream()
          .map(c -> "index table " + index.tableName().getNameAsString() + ": " + c).toList());
    }
    return changes;
  }

  private List<String> ensureOne(TableSchema schema) {
    try (Admin admin = connection.getAdmin()) {
      createNamespaceIfMissing(admin, schema.tableName());
      if (!admin.tableExists(schema.tableName())) {
        create(admin, schema);
        return List.of("created table " + schema.tableName().getNameAsString());
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
    try (Admin admin = connection.getAdmin()) {
      return admin.tableExists(schema.tableName());
    } catch (IOException e) {
      throw failure("exists", schema, e);
    }
  }

  /**
   * Disables and deletes the table and all its data, and its index tables; returns false when the
   * data table did not exist.
   */
  public boolean drop(TableSchema schema) {
    for (IndexSchema index : schema.indexes()) {
      dropOne(index.table());
    }
    return dropOne(schema);
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

  private void createIndexTables(Admin admin, TableSchema schema) throws IOException {
    for (IndexSchema index : schema.indexes()) {
      if (!admin.tableExists(index.tableName())) {
        create(admin, index.table());
      }
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
