package org.hbasemapper.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import org.apache.hadoop.hbase.HConstants;
import org.junit.jupiter.api.Test;

/**
 * An index entry lives as long as its row: the index table's family takes the TTL of the indexed
 * columns' families (the shortest), one second more, since the entry is written just before the row.
 */
class IndexTtlSchemaTest {

  @Test
  void theIndexFamilyOutlivesTheIndexedColumnsFamily() {
    TableSchema schema = TableSchema.builder("wr", "reading", "Reading")
        .family(FamilySchema.of("d").ttlSeconds(60))
        .family(FamilySchema.of("h").ttlSeconds(3600))
        .family(FamilySchema.of("k"))
        .keyPart("id", "long", 8, false)
        .column("d", "sensor", "sensor", "String")
        .column("h", "site", "site", "String")
        .column("k", "kind", "kind", "String")
        .index("by_sensor", false, "sensor")
        .index("by_site_and_sensor", false, "site", "sensor")
        .index("by_kind", false, "kind")
        .index("by_site", true, "site")
        .build();

    assertThat(indexFamily(schema, "by_sensor").ttlSeconds()).isEqualTo(61);
    assertThat(indexFamily(schema, "by_site_and_sensor").ttlSeconds()).isEqualTo(61); // the shortest
    assertThat(indexFamily(schema, "by_kind").ttlSeconds()).isEqualTo(HConstants.FOREVER);
    IndexSchema covering = schema.index("by_site");
    assertThat(indexFamily(schema, "by_site").ttlSeconds()).isEqualTo(3601);
    assertThat(covering.table().family("d").ttlSeconds()).isEqualTo(61); // covering copies outlive theirs too
    assertThat(covering.table().family("k").ttlSeconds()).isEqualTo(HConstants.FOREVER);
    assertThat(schema.index("by_sensor").table().toDescriptor().getColumnFamily(
        org.apache.hadoop.hbase.util.Bytes.toBytes(IndexSchema.FAMILY_NAME)).getTimeToLive()).isEqualTo(61);
  }

  @Test
  void aFamilyKeepingMinimumVersionsPastItsTtlGivesEntriesNoTtl() {
    TableSchema schema = TableSchema.builder("wr", "reading", "Reading")
        .family(FamilySchema.of("d").ttlSeconds(60).minVersions(1))
        .keyPart("id", "long", 8, false)
        .column("d", "sensor", "sensor", "String")
        .index("by_sensor", false, "sensor")
        .build();
    assertThat(indexFamily(schema, "by_sensor").ttlSeconds()).isEqualTo(HConstants.FOREVER);
  }

  private static FamilySchema indexFamily(TableSchema schema, String index) {
    return schema.index(index).table().family(IndexSchema.FAMILY_NAME);
  }
}
