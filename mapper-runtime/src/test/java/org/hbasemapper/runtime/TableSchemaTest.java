package org.hbasemapper.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.BloomFilter;
import org.hbasemapper.annotations.Compression;
import org.junit.jupiter.api.Test;

class TableSchemaTest {
  private final TableSchema sale = TableSchema.builder("shop", "sale", "Sale")
      .family(new FamilySchema("d", 1, 0, HConstants.FOREVER, Compression.SNAPPY, BloomFilter.ROW, 65536, true, false))
      .family(new FamilySchema("h", 3, 1, 86400, Compression.NONE, BloomFilter.ROWCOL, 16384, false, true))
      .keyPart("userId", "String", 8, false)
      .keyPart("time", "Instant", 8, true)
      .keyPart("productId", "String", 0, false)
      .column("d", "price", "price", "BigDecimal")
      .column("d", "qty", "quantity", "int")
      .dynamicColumns("h", "history", "Map<Long, String>")
      .presence("d", "qty")
      .splitKey(new byte[] {'m'})
      .splitKey(new byte[] {(byte) 0xF0, '"'})
      .build();

  @Test
  void shellCreateCommandIsWhatTheHBaseShellTakes() {
    assertThat(sale.shellCreateCommand()).isEqualTo("create 'shop:sale', "
        + "{NAME => 'd', VERSIONS => 1, TTL => 'FOREVER', COMPRESSION => 'SNAPPY', BLOOMFILTER => 'ROW', "
        + "BLOCKSIZE => 65536, BLOCKCACHE => true, IN_MEMORY => false}, "
        + "{NAME => 'h', VERSIONS => 3, MIN_VERSIONS => 1, TTL => 86400, COMPRESSION => 'NONE', "
        + "BLOOMFILTER => 'ROWCOL', BLOCKSIZE => 16384, BLOCKCACHE => false, IN_MEMORY => true}, "
        + "{SPLITS => [\"m\", \"\\xF0\\x22\"]}");
  }

  @Test
  void describeDrawsTheLayoutLikeTheSeedsTables() {
    assertThat(sale.describe()).isEqualTo("""
        table shop:sale  (entity Sale)
        row key
          offset  width  component  type     order
          0       8      userId     String   asc
          8       8      time       Instant  desc
          16      var    productId  String   asc
        families
          name  VERSIONS   TTL      COMPRESSION  BLOOMFILTER  BLOCKSIZE  BLOCKCACHE  IN_MEMORY
          d     1          FOREVER  SNAPPY       ROW          65536      true        false
          h     3 (min 1)  86400s   NONE         ROWCOL       16384      false       true
        columns
          family:qualifier  field     type
          d:price           price     BigDecimal
          d:qty             quantity  int
          h:<Long>          history   Map<Long, String>
        presence
          d:qty  primitive column quantity, always written
        pre-split into 3 regions
        """);
  }

  @Test
  void theAuditDatesAreNamedInTheSchemaAndItsDescription() {
    TableSchema memo = TableSchema.builder("wr", "memo", "Memo")
        .family(FamilySchema.of("d"))
        .keyPart("id", "long", 8, false)
        .column("d", "text", "text", "String")
        .column("d", "created", "created", "Instant")
        .column("d", "modified", "modified", "Instant")
        .createdDate("created")
        .lastModifiedDate("modified")
        .build();
    assertThat(memo.createdDateColumn().qualifier()).isEqualTo("created");
    assertThat(memo.lastModifiedDateColumn().audit()).isEqualTo(ColumnSchema.AuditDate.LAST_MODIFIED);
    assertThat(memo.columns().get(0).audit()).isEqualTo(ColumnSchema.AuditDate.NONE);
    assertThat(memo.describe()).contains("""
        audit dates
          d:created  @CreatedDate created, the time of the row's first write
          d:modified  @LastModifiedDate modified, the time of every write
        """);
    assertThat(sale.createdDateColumn()).isNull();
    assertThat(sale.describe()).doesNotContain("audit dates");
  }

  @Test
  void aColumnThatMovedShowsItsFormerQualifiers() {
    TableSchema profile = TableSchema.builder("weibo", "profile", "Profile")
        .family(FamilySchema.of("info"))
        .keyPart("id", "long", 8, false)
        .column("info", "nickname", "nickname", "String", List.of("nick", "n"))
        .column("info", "city", "city", "String")
        .build();
    assertThat(profile.describe()).contains("""
        columns
          family:qualifier  field     type    formerly
          info:nickname     nickname  String  nick, n
          info:city         city      String
        """);
    ColumnSchema nickname = profile.columns().get(0);
    assertThat(nickname.moved()).isTrue();
    assertThat(nickname.qualifiers()).containsExactly("nickname", "nick", "n");
    assertThat(profile.columns().get(1).qualifiers()).containsExactly("city");
    byte[] info = Bytes.toBytes("info");
    byte[] n = Bytes.toBytes("n");
    assertThat(profile.fieldOf(info, 0, info.length, n, 0, n.length)).as("a former cell is the field's")
        .isEqualTo("nickname");
  }

  @Test
  void descriptorCarriesEveryFamilyOption() {
    var d = sale.toDescriptor().getColumnFamily(org.apache.hadoop.hbase.util.Bytes.toBytes("h"));
    assertThat(d.getMaxVersions()).isEqualTo(3);
    assertThat(d.getMinVersions()).isEqualTo(1);
    assertThat(d.getTimeToLive()).isEqualTo(86400);
    assertThat(d.getBlocksize()).isEqualTo(16384);
    assertThat(d.isBlockCacheEnabled()).isFalse();
    assertThat(d.isInMemory()).isTrue();
    assertThat(sale.toDescriptor().getTableName().getNameAsString()).isEqualTo("shop:sale");
  }

  @Test
  void presenceColumnAndFieldLookupForErrors() {
    assertThat(sale.presenceColumn().field()).isEqualTo("quantity");
    byte[] h = {'h'};
    byte[] q = {1, 2};
    assertThat(sale.fieldOf(h, 0, 1, q, 0, 2)).isEqualTo("history");
    byte[] d = {'d'};
    byte[] qty = {'q', 't', 'y'};
    assertThat(sale.fieldOf(d, 0, 1, qty, 0, 3)).isEqualTo("quantity");
    assertThat(sale.splitKeys()).hasNumberOfRows(2);
  }
}
