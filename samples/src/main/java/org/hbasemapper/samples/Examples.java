package org.hbasemapper.samples;

import java.io.PrintStream;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.samples.taxonomy.Animal;
import org.hbasemapper.samples.taxonomy.AnimalDao;
import org.hbasemapper.samples.taxonomy.AnimalMapper;
import org.hbasemapper.samples.weibo.Gender;
import org.hbasemapper.samples.weibo.User;
import org.hbasemapper.samples.weibo.UserDao;
import org.hbasemapper.samples.weibo.UserMapper;

/** The examples the program can run, by name. */
final class Examples {
  /** An example: a name, one line saying what it shows, and its body. */
  record Example(String name, String summary, BiConsumer<Connection, PrintStream> body) {}

  static final List<Example> ALL = List.of(
      new Example("weibo", "weibo user with info:* columns and fans:<user_id> = type", Examples::weibo),
      new Example("taxonomy", "animal taxonomy with parent:<id> and child:<id> qualifiers", Examples::taxonomy));

  private Examples() {}

  static void weibo(Connection connection, PrintStream out) {
    createTable(connection, UserMapper.INSTANCE.schema(), out);
    UserDao users = new UserDao(connection);
    Map<Long, String> fans = new LinkedHashMap<>();
    fans.put(2L, "mutual");
    fans.put(3L, "follower");
    fans.put(4L, "follower");
    users.put(new User(1L, "lihua", Gender.FEMALE, LocalDate.of(1992, 3, 14), "Hangzhou", fans));
    users.put(new User(2L, "wangwei", Gender.MALE, LocalDate.of(1988, 11, 2), "Beijing", Map.of(1L, "mutual")));

    User lihua = users.get(1L).orElseThrow();
    out.printf("users.get(1L) -> %s (%s, born %s, %s)%n", lihua.nickname(), lihua.gender(), lihua.dob(), lihua.address());
    out.printf("fans of %s: %s%n", lihua.nickname(), lihua.fans());
    printRow(connection, UserMapper.INSTANCE, new UserMapper.Key(1L), out);
  }

  static void taxonomy(Connection connection, PrintStream out) {
    createTable(connection, AnimalMapper.INSTANCE.schema(), out);
    AnimalDao animals = new AnimalDao(connection);
    animals.putAll(List.of(
        new Animal(1L, "animal", new TreeMap<>(),
            new TreeMap<>(Map.of(2L, "cat", 3L, "monkey", 4L, "dog", 5L, "tiger", 6L, "pig"))),
        new Animal(4L, "dog", new TreeMap<>(Map.of(1L, "animal")), new TreeMap<>(Map.of(7L, "reddog", 8L, "blackdog"))),
        new Animal(7L, "reddog", new TreeMap<>(Map.of(1L, "animal", 4L, "dog")), new TreeMap<>())));

    Animal reddog = animals.get(7L).orElseThrow();
    out.printf("animals.get(7L) -> %s, ancestors %s%n", reddog.name(), reddog.parents().values());
    Animal dog = animals.get(4L).orElseThrow();
    out.printf("children of %s: %s%n", dog.name(), dog.children().values());
    printRow(connection, AnimalMapper.INSTANCE, new AnimalMapper.Key(7L), out);
  }

  static void createTable(Connection connection, TableSchema schema, PrintStream out) {
    boolean created = new SchemaManager(connection).createIfMissing(schema);
    out.println((created ? "created" : "using existing") + " table " + schema.tableName().getNameAsString());
    out.println("  " + schema.shellCreateCommand());
    out.print(schema.describe().indent(2));
  }

  /** The row as the HBase shell would show it: one line per cell, binary bytes escaped. */
  static <K> void printRow(Connection connection, EntityMapper<?, K> mapper, K key, PrintStream out) {
    byte[] row = mapper.encodeKey(key);
    out.println("raw row " + Bytes.toStringBinary(row) + ":");
    try (Table table = connection.getTable(mapper.schema().tableName())) {
      Result result = table.get(new Get(row));
      for (Cell cell : result.rawCells()) {
        out.printf("  %-28s value=%s%n",
            Bytes.toString(CellUtil.cloneFamily(cell)) + ":" + Bytes.toStringBinary(CellUtil.cloneQualifier(cell)),
            Bytes.toStringBinary(CellUtil.cloneValue(cell)));
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
