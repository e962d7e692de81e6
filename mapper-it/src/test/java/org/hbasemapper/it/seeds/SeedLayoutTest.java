package org.hbasemapper.it.seeds;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The seeds' worked examples round-trip through the generated DAOs, and the cells they write are
 * exactly the seeds' layout, readable with a plain hbase-client Get.
 */
@HBaseTest
class SeedLayoutTest {

  @BeforeAll
  static void createTables(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(UserMapper.INSTANCE.schema());
    schemas.createIfMissing(AnimalMapper.INSTANCE.schema());
  }

  @Test
  void weiboUserRoundTripsWithInfoColumnsAndFansQualifiers(Connection connection) throws Exception {
    UserDao users = new UserDao(connection);
    Map<Long, String> fans = new LinkedHashMap<>();
    fans.put(-7L, "mutual");
    fans.put(2L, "follower");
    fans.put(300L, "mutual");
    User user = new User(1L, "小明", Gender.MALE, LocalDate.of(1990, 5, 17), "Hangzhou", fans);

    users.put(user);

    User read = users.get(1L).orElseThrow();
    assertThat(read).usingRecursiveComparison().isEqualTo(user);
    assertThat(read.getFans().keySet()).containsExactly(-7L, 2L, 300L); // qualifier order is key order

    try (Table table = connection.getTable(UserMapper.INSTANCE.schema().tableName())) {
      Result raw = table.get(new Get(Bytes.toBytes(1L ^ Long.MIN_VALUE)));
      assertThat(columns(raw)).containsExactly(
          "fans:" + Bytes.toStringBinary(LongKeyCodec.INSTANCE.encode(-7L)) + "=mutual",
          "fans:" + Bytes.toStringBinary(LongKeyCodec.INSTANCE.encode(2L)) + "=follower",
          "fans:" + Bytes.toStringBinary(LongKeyCodec.INSTANCE.encode(300L)) + "=mutual",
          "info:address=Hangzhou",
          "info:dob=" + Bytes.toStringBinary(Bytes.toBytes((int) LocalDate.of(1990, 5, 17).toEpochDay())),
          "info:gender=MALE",
          "info:nickname=" + Bytes.toStringBinary(Bytes.toBytes("小明")));
    }
  }

  @Test
  void animalTaxonomyRecordRoundTripsWithParentAndChildFamilies(Connection connection) throws Exception {
    AnimalDao animals = new AnimalDao(connection);
    Animal animal = new Animal(1L, "animal", new TreeMap<>(), new TreeMap<>(Map.of(2L, "cat", 3L, "monkey", 4L, "dog")));
    Animal dog = new Animal(4L, "dog", new TreeMap<>(Map.of(1L, "animal")), new TreeMap<>(Map.of(7L, "reddog", 8L, "blackdog")));
    Animal reddog = new Animal(7L, "reddog", new TreeMap<>(Map.of(1L, "animal", 4L, "dog")), new TreeMap<>());

    animals.putAll(List.of(animal, dog, reddog));

    assertThat(animals.get(1L)).contains(animal);
    assertThat(animals.get(4L)).contains(dog);
    assertThat(animals.get(7L)).contains(reddog);
    try (Table table = connection.getTable(AnimalMapper.INSTANCE.schema().tableName())) {
      Result raw = table.get(new Get(AnimalMapper.INSTANCE.encodeKey(new AnimalMapper.Key(7L))));
      assertThat(columns(raw)).containsExactly(
          "name:name=reddog",
          "parent:" + Bytes.toStringBinary(LongKeyCodec.INSTANCE.encode(1L)) + "=animal",
          "parent:" + Bytes.toStringBinary(LongKeyCodec.INSTANCE.encode(4L)) + "=dog");
    }
    // navigation: the parents and children as entities, in key order
    try (var parents = animals.parents(7L).load()) {
      assertThat(parents.map(Animal::name).toList()).containsExactly("animal", "dog");
    }
    try (var children = animals.children(1L).load()) {
      assertThat(children.map(Animal::name).toList()).containsExactly("dog"); // cat and monkey have no row
    }
  }

  @Test
  void mapperDecodesARawRowKeyForDebugging() {
    byte[] row = UserMapper.INSTANCE.encodeKey(new UserMapper.Key(42L));
    assertThat(UserMapper.INSTANCE.decodeKey(row)).isEqualTo(new UserMapper.Key(42L));
  }

  static List<String> columns(Result result) {
    List<String> out = new ArrayList<>();
    for (Cell cell : result.rawCells()) {
      out.add(Bytes.toString(CellUtil.cloneFamily(cell)) + ":" + Bytes.toStringBinary(CellUtil.cloneQualifier(cell))
          + "=" + Bytes.toStringBinary(CellUtil.cloneValue(cell)));
    }
    return out;
  }
}
