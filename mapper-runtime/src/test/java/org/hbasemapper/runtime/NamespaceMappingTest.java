package org.hbasemapper.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.junit.jupiter.api.Test;

/**
 * A schema, relation link and mapper in the namespaces {@link MapperOptions} map them to: the same
 * layout, other table names, derived index table names, declared identity kept.
 */
class NamespaceMappingTest {
  private static final MapperOptions STAGING = MapperOptions.defaults().withNamespace("weibo", "weibo_staging");

  private final TableSchema user = TableSchema.builder("weibo", "user", "User")
      .family(FamilySchema.of("info"))
      .family(FamilySchema.of("fans"))
      .keyPart("id", "long", 8, false)
      .column("info", "nickname", "nickname", "String")
      .dynamicColumns("fans", "fans", "Map<Long, String>")
      .presence("info", "nickname")
      .index("nickname", false, "nickname")
      .index("covered", true, "nickname")
      .splitKey(new byte[] {'m'})
      .build();

  private final TableSchema shop = TableSchema.builder("shop", "shop", "Shop")
      .family(FamilySchema.of("d"))
      .keyPart("id", "long", 8, false)
      .build();

  @Test
  void mappedSchemaHasTheTableAndIndexTablesInTheUsedNamespace() {
    TableSchema mapped = user.mapped(STAGING);

    assertThat(mapped.tableName()).isEqualTo(TableName.valueOf("weibo_staging", "user"));
    assertThat(mapped.indexes()).extracting(IndexSchema::tableName).containsExactly(
        TableName.valueOf("weibo_staging", "user_idx_nickname"),
        TableName.valueOf("weibo_staging", "user_idx_covered"));
    assertThat(mapped.index("covered").table().families()).isEqualTo(user.index("covered").table().families());
  }

  @Test
  void mappedSchemaKeepsTheLayout() {
    TableSchema mapped = user.mapped(STAGING);

    assertThat(mapped.entityName()).isEqualTo("User");
    assertThat(mapped.families()).isEqualTo(user.families());
    assertThat(mapped.rowKey()).isEqualTo(user.rowKey());
    assertThat(mapped.columns()).isEqualTo(user.columns());
    assertThat(mapped.presenceColumn()).isEqualTo(user.presenceColumn());
    assertThat(mapped.splitKeys()).isDeepEqualTo(user.splitKeys());
    assertThat(mapped.index("nickname").columns()).isEqualTo(user.index("nickname").columns());
    assertThat(mapped.shellCreateCommand()).isEqualTo(user.shellCreateCommand().replace("'weibo:user'",
        "'weibo_staging:user'"));
    assertThat(mapped.describe()).startsWith("table weibo_staging:user  (entity User)");
  }

  @Test
  void mappedSchemaKnowsItsDeclaredOne() {
    TableSchema mapped = user.mapped(STAGING);

    assertThat(mapped.declared()).isSameAs(user);
    assertThat(user.declared()).isSameAs(user);
    assertThat(mapped.index("nickname").table().declared()).isSameAs(user.index("nickname").table());
  }

  @Test
  void theSameMappingGivesTheSameSchemaAndMapsFromTheDeclaredNames() {
    TableSchema mapped = user.mapped(STAGING);

    assertThat(user.mapped(MapperOptions.defaults().withNamespace("weibo", "weibo_staging"))).isSameAs(mapped);
    MapperOptions qa = MapperOptions.defaults().withNamespace("weibo", "weibo_qa");
    assertThat(mapped.mapped(qa).tableName()).isEqualTo(TableName.valueOf("weibo_qa", "user"));
    assertThat(mapped.mapped(qa)).isSameAs(user.mapped(qa));
  }

  @Test
  void optionsThatMapNothingLeaveTheSchema() {
    TableSchema mapped = user.mapped(STAGING);

    assertThat(user.mapped(MapperOptions.defaults())).isSameAs(user);
    assertThat(mapped.mapped(MapperOptions.defaults())).isSameAs(mapped);
  }

  @Test
  void aSchemaInANamespaceNotMappedKeepsItsTables() {
    TableSchema mapped = shop.mapped(STAGING);

    assertThat(mapped.tableName()).isEqualTo(TableName.valueOf("shop", "shop"));
    assertThat(mapped.declared()).isSameAs(shop);
  }

  @Test
  void aGroupOfRecordTypesMapsItsTableItsMembersAndTheirIndexes() {
    TableSchema header = order("OrderHeader").recordType("H").column("d", "name", "name", "String").build();
    TableSchema item = order("LineItem").recordType("I").column("d", "sku", "sku", "String")
        .index("bySku", false, "sku").build();
    TableSchema group = TableSchema.group("OrderRow", List.of(header, item));

    TableSchema mapped = group.mapped(MapperOptions.defaults().withNamespace("book", "book_qa"));

    assertThat(mapped.tableName()).isEqualTo(TableName.valueOf("book_qa", "orders"));
    assertThat(mapped.recordTypes()).extracting(TableSchema::tableName)
        .containsOnly(TableName.valueOf("book_qa", "orders"));
    assertThat(mapped.recordTypes().get(1).declared()).isSameAs(item);
    assertThat(mapped.indexes()).extracting(IndexSchema::tableName)
        .containsExactly(TableName.valueOf("book_qa", "orders_idx_bySku"));
    assertThat(mapped.recordType()).isEqualTo(group.recordType());
    assertThat(mapped.splitRestriction()).isEqualTo(group.splitRestriction());
  }

  @Test
  void aRelationLinkMapsOwnerAndTarget() {
    RelationLink link = RelationLink.withInverse("User.follows", user, "fans", shop, "d", q -> q, q -> q, q -> q,
        q -> q);
    MapperOptions options = STAGING.withNamespace("shop", "shop_staging");

    RelationLink mapped = link.mapped(options);

    assertThat(mapped.owner().tableName()).isEqualTo(TableName.valueOf("weibo_staging", "user"));
    assertThat(mapped.target().tableName()).isEqualTo(TableName.valueOf("shop_staging", "shop"));
    assertThat(mapped.name()).isEqualTo("User.follows");
    assertThat(mapped.inverseFamily()).isEqualTo(link.inverseFamily());
    assertThat(link.mapped(options)).isSameAs(mapped);
    assertThat(link.mapped(MapperOptions.defaults())).isSameAs(link);
    assertThat(mapped.mapped(options)).isSameAs(mapped);
  }

  @Test
  void aMapperOfMappedTablesReadsAsTheGeneratedOneAndNamesTheTableUsed() {
    EntityMapper<String, String> generated = new BadRows(user);

    EntityMapper<String, String> mapped = NamespacedMapper.of(generated, STAGING);

    assertThat(mapped.schema()).isSameAs(user.mapped(STAGING));
    assertThat(NamespacedMapper.declared(mapped)).isSameAs(generated);
    assertThat(NamespacedMapper.of(mapped, STAGING)).isSameAs(mapped);
    assertThat(NamespacedMapper.of(generated, MapperOptions.defaults())).isSameAs(generated);
    assertThat(mapped.encodeKey("u1")).isEqualTo(generated.encodeKey("u1"));
    assertThatThrownBy(() -> mapped.fromResult(Result.EMPTY_RESULT))
        .isInstanceOf(MappingException.class)
        .hasMessage("row key 0x00 in table weibo_staging:user is not a key of User: too short")
        .satisfies(e -> assertThat(((MappingException) e).table()).isEqualTo("weibo_staging:user"));
    assertThatThrownBy(() -> mapped.toPut("x"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("User.nickname (table weibo_staging:user): too long");
  }

  private static TableSchema.Builder order(String entity) {
    return TableSchema.builder("book", "orders", entity)
        .family(FamilySchema.of("d"))
        .keyPart("customer", "String", 16, false)
        .keyPart("order", "long", 8, true);
  }

  /** A mapper whose reads and writes fail the way generated ones do, naming the declared table. */
  private record BadRows(TableSchema schema) implements EntityMapper<String, String> {
    @Override
    public Put toPut(String entity) {
      throw new IllegalArgumentException("User.nickname (table weibo:user): too long");
    }

    @Override
    public String fromResult(Result result) {
      throw MappingException.forRowKey("weibo:user", "User", new byte[] {0}, "too short");
    }

    @Override
    public byte[] encodeKey(String key) {
      return key.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    @Override
    public String decodeKey(byte[] row) {
      return new String(row, java.nio.charset.StandardCharsets.UTF_8);
    }

    @Override
    public String keyOf(String entity) {
      return entity;
    }
  }
}
