package org.hbasemapper.it.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.hbasemapper.runtime.HBaseAccessException;
import org.apache.hadoop.hbase.NamespaceDescriptor;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptor;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.io.compress.Compression;
import org.apache.hadoop.hbase.regionserver.BloomType;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.BloomFilter;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.Test;

/** Schema administration against the mini cluster: the live table matches the declared options. */
@HBaseTest
class SchemaManagerTest {

  private static TableSchema schema(String table, FamilySchema... families) {
    TableSchema.Builder b = TableSchema.builder("admin_ns", table, "Thing");
    for (FamilySchema f : families) {
      b.family(f);
    }
    return b.keyPart("id", "long", 8, false).build();
  }

  @Test
  void createIfMissingCreatesNamespaceAndTableWithEveryFamilyOption(Connection connection) throws Exception {
    FamilySchema tuned = new FamilySchema("d", 3, 1, 86_400, org.hbasemapper.annotations.Compression.NONE,
        BloomFilter.ROWCOL, 16_384, false, true);
    TableSchema schema = schema("created", tuned);
    SchemaManager schemas = new SchemaManager(connection);

    assertThat(schemas.createIfMissing(schema)).isTrue();
    assertThat(schemas.createIfMissing(schema)).isFalse();

    try (Admin admin = connection.getAdmin()) {
      assertThat(admin.listNamespaceDescriptors()).extracting(NamespaceDescriptor::getName).contains("admin_ns");
      ColumnFamilyDescriptor d = admin.getDescriptor(schema.tableName()).getColumnFamily(Bytes.toBytes("d"));
      assertThat(d.getMaxVersions()).isEqualTo(3);
      assertThat(d.getMinVersions()).isEqualTo(1);
      assertThat(d.getTimeToLive()).isEqualTo(86_400);
      assertThat(d.getCompressionType()).isEqualTo(Compression.Algorithm.NONE);
      assertThat(d.getBloomFilterType()).isEqualTo(BloomType.ROWCOL);
      assertThat(d.getBlocksize()).isEqualTo(16_384);
      assertThat(d.isBlockCacheEnabled()).isFalse();
      assertThat(d.isInMemory()).isTrue();
    }
    assertThat(schemas.differences(schema)).isEmpty();
  }

  @Test
  void createFailsWhenTheTableExists(Connection connection) {
    TableSchema schema = schema("twice", FamilySchema.of("d"));
    SchemaManager schemas = new SchemaManager(connection);
    schemas.create(schema);

    assertThatThrownBy(() -> schemas.create(schema))
        .isInstanceOf(HBaseAccessException.class)
        .hasMessageContaining("create on table admin_ns:twice failed");
  }

  @Test
  void ensureAddsMissingFamiliesAndChangesOptionsButKeepsUndeclaredFamilies(Connection connection) throws Exception {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.create(schema("evolving", FamilySchema.of("a"), FamilySchema.of("old")));
    TableSchema evolved = schema("evolving",
        new FamilySchema("a", 5, 0, Integer.MAX_VALUE, org.hbasemapper.annotations.Compression.NONE, BloomFilter.ROW,
            65536, true, false),
        FamilySchema.of("b"));

    assertThat(schemas.differences(evolved)).containsExactlyInAnyOrder(
        "family 'a': VERSIONS is 1, declared 5",
        "family 'b' is missing",
        "family 'old' exists but is not declared");

    assertThat(schemas.ensure(evolved)).containsExactly("changed family 'a': VERSIONS is 1, declared 5",
        "added family 'b'");

    try (Admin admin = connection.getAdmin()) {
      TableDescriptor live = admin.getDescriptor(evolved.tableName());
      assertThat(live.getColumnFamily(Bytes.toBytes("a")).getMaxVersions()).isEqualTo(5);
      assertThat(live.hasColumnFamily(Bytes.toBytes("b"))).isTrue();
      assertThat(live.hasColumnFamily(Bytes.toBytes("old"))).as("never drops data").isTrue();
    }
    assertThat(schemas.ensure(evolved)).isEmpty();
  }

  @Test
  void createsPreSplitTables(Connection connection) throws Exception {
    TableSchema schema = TableSchema.builder("admin_ns", "presplit", "Thing").family(FamilySchema.of("d"))
        .keyPart("id", "long", 8, false)
        .splitKey(new byte[] {0x40}).splitKey(new byte[] {(byte) 0x80}).splitKey(new byte[] {(byte) 0xC0})
        .build();
    new SchemaManager(connection).create(schema);

    try (Admin admin = connection.getAdmin()) {
      assertThat(admin.getRegions(schema.tableName())).hasSize(4);
    }
  }

  @Test
  void dropDeletesTheTableAndReportsWhetherItExisted(Connection connection) throws Exception {
    TableSchema schema = schema("dropped", FamilySchema.of("d"));
    SchemaManager schemas = new SchemaManager(connection);
    schemas.create(schema);

    assertThat(schemas.drop(schema)).isTrue();
    assertThat(schemas.drop(schema)).isFalse();
    try (Admin admin = connection.getAdmin()) {
      assertThat(admin.tableExists(TableName.valueOf("admin_ns", "dropped"))).isFalse();
    }
    assertThat(schemas.differences(schema)).containsExactly("table admin_ns:dropped does not exist");
  }
}
