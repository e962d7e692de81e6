package org.hbasemapper.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.RowFilter;
import org.hbasemapper.annotations.Compression;
import org.junit.jupiter.api.Test;

/** The schema of record types sharing a table: an entity's, a group's, and what a group refuses. */
class RecordTypeSchemaTest {

  private static TableSchema.Builder order(String entity) {
    return TableSchema.builder("book", "orders", entity)
        .family(FamilySchema.of("d"))
        .family(FamilySchema.of("w").maxVersions(3))
        .keyPart("customer", "String", 16, false)
        .keyPart("order", "long", 8, true);
  }

  private final TableSchema header = order("OrderHeader").recordType("H")
      .column("d", "name", "name", "String")
      .column("d", "placed", "placed", "Instant")
      .presence("d", "placed")
      .build();

  private final TableSchema location = order("ShippingLocation").recordType("S")
      .keyPart("location", "int", 4, false)
      .column("d", "street", "street", "String")
      .lazyDynamicColumns("w", "notes", "Map<String, String>")
      .build();

  private final TableSchema item = order("LineItem").recordType("I")
      .keyPart("location", "int", 4, false)
      .keyPart("line", "int", 4, false)
      .column("d", "sku", "sku", "String")
      .versioned("w", "price", "prices", "NavigableMap<Long, BigDecimal>", 5)
      .index("bySku", false, "sku")
      .build();

  @Test
  void anEntitysRecordTypeSitsInItsKeyLayout() {
    RecordTypeKey type = item.recordType();
    assertThat(type.position()).isEqualTo(2);
    assertThat(type.offset()).isEqualTo(24);
    assertThat(type.width()).isEqualTo(1);
    assertThat(type.codes()).containsExactly("I");
    assertThat(item.describe()).startsWith("""
        table book:orders  (entity LineItem)
        row key
          offset  width  component      type    order
          0       16     customer       String  asc
          16      8      order          long    desc
          24      1      (record type)  'I'     -
          25      4      location       int     asc
          29      4      line           int     asc
        families
        """);
  }

  @Test
  void aGroupSharesTheLeadingKeyAndReadsEveryMembersCells() {
    TableSchema group = TableSchema.group("OrderRow", List.of(header, location, item));
    assertThat(group.tableName().getNameAsString()).isEqualTo("book:orders");
    assertThat(group.entityName()).isEqualTo("OrderRow");
    assertThat(group.recordTypes()).containsExactly(header, location, item);
    assertThat(group.rowKey()).containsExactly(new KeyPart("customer", "String", 16, false),
        new KeyPart("order", "long", 8, true), new KeyPart(TableSchema.RECORD_TYPE_PART, "'H' | 'S' | 'I'", 1, false));
    RecordTypeKey type = group.recordType();
    assertThat(type.codes()).containsExactly("H", "S", "I");
    assertThat(List.of(type.position(), type.offset(), type.width())).containsExactly(2, 24, 1);
    assertThat(type.rowFilter()).isInstanceOf(FilterList.class);
    assertThat(header.recordType().rowFilter()).isInstanceOf(RowFilter.class);
    // the locations' lazy notes live in w, which the items read eagerly: a scan of the group reads w
    assertThat(location.eagerFamilies()).containsExactly("d");
    assertThat(group.hasLazyFamilies()).isFalse();
    assertThat(group.eagerFamilies()).containsExactly("d", "w");
    assertThat(group.readVersions()).isEqualTo(5);
    assertThat(group.indexes()).extracting(IndexSchema::name).containsExactly("bySku");
    assertThat(group.presenceColumn()).isNull(); // the members mark their rows with different cells
    assertThat(group.shellCreateCommand()).isEqualTo(header.shellCreateCommand());
    assertThat(group.toDescriptor()).isEqualTo(item.toDescriptor());
  }

  @Test
  void aFamilyOnlyMappedLazilyStaysOutOfTheGroupsReads() {
    TableSchema group = TableSchema.group("OrderRow", List.of(header, location));
    assertThat(group.hasLazyFamilies()).isTrue();
    assertThat(group.eagerFamilies()).containsExactly("d");
    assertThat(group.readVersions()).isEqualTo(1);
  }

  @Test
  void describeDrawsTheSharedTableWithEachRecordType() {
    TableSchema group = TableSchema.group("OrderRow", List.of(header, location, item));
    assertThat(group.describe()).isEqualTo("""
        table book:orders  (group OrderRow of 3 record types)
        record types
          code  entity            row key
          'H'   OrderHeader       [customer][order]['H']
          'S'   ShippingLocation  [customer][order]['S'][location]
          'I'   LineItem          [customer][order]['I'][location][line]
        families
          name  VERSIONS  TTL      COMPRESSION  BLOOMFILTER  BLOCKSIZE  BLOCKCACHE  IN_MEMORY
          d     1         FOREVER  NONE         ROW          65536      true        false
          w     3         FOREVER  NONE         ROW          65536      true        false
        record type 'H'  (entity OrderHeader)
          row key
            offset  width  component      type    order
            0       16     customer       String  asc
            16      8      order          long    desc
            24      1      (record type)  'H'     -
          columns
            family:qualifier  field   type
            d:name            name    String
            d:placed          placed  Instant
          presence
            d:placed  primitive column placed, always written
        record type 'S'  (entity ShippingLocation)
          row key
            offset  width  component      type    order
            0       16     customer       String  asc
            16      8      order          long    desc
            24      1      (record type)  'S'     -
            25      4      location       int     asc
          columns
            family:qualifier  field   type
            d:street          street  String
            w:<String>        notes   Map<String, String>
          presence
            none: no cell every row has (add @Version, a primitive column or @PresenceMarker); no putIfAbsent, projections read whole rows
        record type 'I'  (entity LineItem)
          row key
            offset  width  component      type    order
            0       16     customer       String  asc
            16      8      order          long    desc
            24      1      (record type)  'I'     -
            25      4      location       int     asc
            29      4      line           int     asc
          columns
            family:qualifier  field   type
            d:sku             sku     String
            w:price           prices  NavigableMap<Long, BigDecimal>
          presence
            none: no cell every row has (add @Version, a primitive column or @PresenceMarker); no putIfAbsent, projections read whole rows
        """);
  }

  @Test
  void aTableOfRecordTypesWithAParentLoadsTheMultiRowMutationEndpoint() {
    String endpoint = "org.apache.hadoop.hbase.coprocessor.MultiRowMutationEndpoint";
    TableSchema group = TableSchema.group("OrderRow", List.of(header, location, item));
    assertThat(group.coprocessors()).containsExactly(endpoint);
    assertThat(item.coprocessors()).as("a member creates the same table").containsExactly(endpoint);
    assertThat(group.toDescriptor().hasCoprocessor(endpoint)).isTrue();

    TableSchema plain = TableSchema.builder("book", "notes", "Note").family(FamilySchema.of("d"))
        .keyPart("id", "long", 8, false).build();
    assertThat(plain.coprocessors()).isEmpty();
    assertThat(plain.toDescriptor().getCoprocessorDescriptors()).isEmpty();
    // the code first: no parent, so no rows that one region is sure to hold together
    TableSchema codeFirst = TableSchema.builder("book", "kinds", "Kind").family(FamilySchema.of("d"))
        .recordType("K").keyPart("id", "long", 8, false).build();
    assertThat(codeFirst.coprocessors()).isEmpty();
  }

  @Test
  void aSaltedGroupDrawsItsSaltAndRegions() {
    KeyPrefix salt = KeyPrefix.salt(4, 1);
    TableSchema a = TableSchema.builder("book", "events", "Opened").family(FamilySchema.of("d"))
        .keyPart("account", "long", 8, false).recordType("O").keyPrefix(salt).build();
    TableSchema b = TableSchema.builder("book", "events", "Closed").family(FamilySchema.of("d"))
        .keyPart("account", "long", 8, false).recordType("C").keyPart("at", "Instant", 8, true).keyPrefix(salt)
        .build();
    TableSchema group = TableSchema.group("Event", List.of(a, b));
    assertThat(group.recordType().offset()).isEqualTo(9);
    assertThat(group.splitKeys()).hasNumberOfRows(3);
    assertThat(group.describe()).isEqualTo("""
        table book:events  (group Event of 2 record types)
        record types
          code  entity  row key
          'O'   Opened  [salt][account]['O']
          'C'   Closed  [salt][account]['C'][at]
        families
          name  VERSIONS  TTL      COMPRESSION  BLOOMFILTER  BLOCKSIZE  BLOCKCACHE  IN_MEMORY
          d     1         FOREVER  NONE         ROW          65536      true        false
        record type 'O'  (entity Opened)
          row key
            offset  width  component      type                                   order
            0       1      (salt)         salt(4 buckets, first 1 component(s))  -
            1       8      account        long                                   asc
            9       1      (record type)  'O'                                    -
          columns
            family:qualifier  field  type
          presence
            none: no cell every row has (add @Version, a primitive column or @PresenceMarker); no putIfAbsent, projections read whole rows
        record type 'C'  (entity Closed)
          row key
            offset  width  component      type                                   order
            0       1      (salt)         salt(4 buckets, first 1 component(s))  -
            1       8      account        long                                   asc
            9       1      (record type)  'C'                                    -
            10      8      at             Instant                                desc
          columns
            family:qualifier  field  type
          presence
            none: no cell every row has (add @Version, a primitive column or @PresenceMarker); no putIfAbsent, projections read whole rows
        pre-split into 4 regions
        """);
  }

  @Test
  void aGroupRefusesMembersThatDoNotFitOneTable() {
    TableSchema elsewhere = TableSchema.builder("book", "invoices", "Invoice").family(FamilySchema.of("d"))
        .keyPart("customer", "String", 16, false).recordType("V").build();
    assertThatThrownBy(() -> TableSchema.group("OrderRow", List.of(header, elsewhere)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("record types of group OrderRow do not fit one table: OrderHeader and Invoice are in different "
            + "tables: book:orders and book:invoices");

    TableSchema options = TableSchema.builder("book", "orders", "Note")
        .family(FamilySchema.of("d").compression(Compression.SNAPPY).ttlSeconds(60))
        .family(FamilySchema.of("w").maxVersions(3))
        .keyPart("customer", "String", 16, false).keyPart("order", "int", 4, false).recordType("H")
        .index("bySku", false, "sku").column("d", "sku", "sku", "String").build();
    assertThatThrownBy(() -> TableSchema.group("OrderRow", List.of(header, item, options)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("record types of group OrderRow do not fit one table: "
            + "family 'd' has other options in Note than in OrderHeader: TTL 2147483647 and 60, "
            + "COMPRESSION NONE and SNAPPY; "
            + "OrderHeader and Note differ in key component 1 before the record type: order long (8 bytes, "
            + "descending) and order int (4 bytes); "
            + "OrderHeader and Note have their record types at different places: component 2 (byte 24, 1 byte(s)) "
            + "and component 2 (byte 20, 1 byte(s)); "
            + "OrderHeader and Note have the same record type 'H'; "
            + "LineItem and Note both declare index 'bySku' (table book:orders_idx_bySku)");
  }

  @Test
  void aGroupRefusesOtherPrefixesFamiliesAndPlacesOfTheCode() {
    TableSchema salted = order("Salted").recordType("X").keyPrefix(KeyPrefix.salt(4, 1)).build();
    TableSchema fewer = TableSchema.builder("book", "orders", "Fewer").family(FamilySchema.of("d"))
        .keyPart("customer", "String", 16, false).keyPart("order", "long", 8, true).recordType("F").build();
    TableSchema early = TableSchema.builder("book", "orders", "Early").family(FamilySchema.of("d"))
        .family(FamilySchema.of("w").maxVersions(3)).keyPart("customer", "String", 16, false).recordType("E")
        .build();
    assertThatThrownBy(() -> TableSchema.group("OrderRow", List.of(header, salted, fewer, early)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("record types of group OrderRow do not fit one table: "
            + "OrderHeader and Salted have different key prefixes: none and salt(4 buckets, first 1 component(s)); "
            + "OrderHeader and Fewer declare different families: [d, w] and [d]; "
            + "OrderHeader and Early have their record types at different places: component 2 (byte 24, 1 byte(s)) "
            + "and component 1 (byte 16, 1 byte(s))");
    TableSchema plain = TableSchema.builder("book", "orders", "Plain").family(FamilySchema.of("d")).build();
    assertThatThrownBy(() -> TableSchema.group("OrderRow", List.of(header, plain)))
        .hasMessage("record types of group OrderRow do not fit one table: Plain declares no record type (@RecordType)");
    assertThatThrownBy(() -> TableSchema.group("OrderRow", List.of()))
        .hasMessage("group OrderRow has no record types");
  }
}
