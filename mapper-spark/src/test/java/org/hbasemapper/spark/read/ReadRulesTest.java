package org.hbasemapper.spark.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.apache.spark.SparkException;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.spark.DatasetRead;
import org.hbasemapper.spark.EntityDatasets;
import org.hbasemapper.spark.Spark;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What a read refuses, how a bad stored row fails the job or is skipped and counted, and what the
 * servers decide for it: conditions as filters, a projection's cells.
 */
@HBaseTest
class ReadRulesTest {
  private static final Stock VICTIM = new Stock("w1", "sku-13", 13, new BigDecimal("1.13"), "bad price");

  @BeforeAll
  static void stock(Connection connection) throws IOException {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.drop(StockMapper.INSTANCE.schema());
    schemas.create(StockMapper.INSTANCE.schema());
    List<Stock> stock = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      stock.add(new Stock("w" + i % 2, "sku-" + i, i, BigDecimal.valueOf(i, 2), i % 4 == 0 ? null : "note " + i));
    }
    new StockDao(connection).putAll(stock);
    try (Table table = connection.getTable(StockMapper.INSTANCE.schema().tableName())) {
      // a price of 2 bytes, where a BigDecimal takes a 4-byte scale and its digits
      table.put(new Put(StockMapper.INSTANCE.rowKey(VICTIM))
          .addColumn(Bytes.toBytes("d"), Bytes.toBytes("price"), new byte[] {1, 2}));
    }
  }

  private static EntityDatasets hbase(Connection connection) {
    return EntityDatasets.of(Spark.session(), connection);
  }

  @Test
  void aBadRowFailsTheJobNamingEntityFieldTableRowAndColumn(Connection connection) {
    String row = RowBytes.hex(StockMapper.INSTANCE.rowKey(VICTIM));

    assertThatThrownBy(() -> hbase(connection).read(new StockDao(connection).query().warehouse("w1")).collectAsList())
        .isInstanceOf(SparkException.class)
        .hasMessageContaining("TaskFailure: cannot read Stock.price from table sparkread:stock, row " + row
            + ", column d:price: expected ")
        .hasMessageContaining(" (DatasetRead.skipBadRows() counts and skips such rows)")
        .satisfies(e -> assertThat(e.getMessage().lines().filter(l -> l.startsWith("\tat ")))
            .as("no stack trace of the task in the job's message").isEmpty());
  }

  @Test
  void skippedBadRowsAreCountedAndTheOthersRead(Connection connection) {
    StockDao dao = new StockDao(connection);
    DatasetRead<Stock> read = hbase(connection).reading(dao.query()).skipBadRows();

    List<Stock> rows = read.dataset().collectAsList();

    assertThat(rows).hasSize(39).noneMatch(s -> s.sku().equals(VICTIM.sku()) && s.warehouse().equals("w1"))
        .usingRecursiveFieldByFieldElementComparator(Compare.ENTITIES)
        .containsExactlyInAnyOrderElementsOf(dao.query().skipBadData(e -> {}).list());
    assertThat(read.badRows().value()).isEqualTo(1);
    assertThat(read.badRows().name().get()).isEqualTo("hbase-mapper bad rows of Stock in sparkread:stock");
    assertThatThrownBy(() -> hbase(connection).reading(dao.query()).badRows())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("this read of Stock fails on a bad row instead of counting it: call skipBadRows() first");
  }

  @Test
  void aProjectionReadsNeitherTheBadCellNorAnyOtherItLeavesOut(Connection connection) {
    StockDao dao = new StockDao(connection);
    DatasetRead<StockLevel> levels = hbase(connection).reading(dao.query().warehouse("w1")).select(StockLevel.class);

    assertThat(levels.scans()).singleElement().satisfies(scan -> assertThat(scan.getFamilyMap().get(Bytes.toBytes("d")))
        .extracting(Bytes::toString).containsExactly("quantity"));
    assertThat(levels.dataset().collectAsList()).hasSize(20).contains(new StockLevel("w1", "sku-13", 13))
        .containsExactlyInAnyOrderElementsOf(dao.query().warehouse("w1").select(StockLevel.class).list());
    assertThatThrownBy(() -> hbase(connection).reading(dao.query()).select(Stock.class))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("annotate the record @Projection(Stock.class)");
  }

  @Test
  void conditionsTheServersDecideAreTheScansFilters(Connection connection) {
    StockDao dao = new StockDao(connection);
    var query = dao.query().where(StockQuery.QUANTITY.greaterThan(25).and(StockQuery.NOTE.isNotNull()));

    DatasetRead<Stock> read = hbase(connection).reading(query);

    assertThat(read.scans()).hasSize(2).allMatch(scan -> scan.getFilter() != null);
    assertThat(read.dataset().collectAsList()).hasSize(11).usingRecursiveFieldByFieldElementComparator(Compare.ENTITIES)
        .containsExactlyInAnyOrderElementsOf(query.list());
  }

  @Test
  void whatOnlyAClientCanDoIsRefusedNamingIt(Connection connection) {
    StockDao dao = new StockDao(connection);
    EntityDatasets hbase = hbase(connection);

    assertThatThrownBy(() -> hbase.reading(dao.query().warehouse("w1").limit(10).offset(5).reversed()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the query on Stock in table sparkread:stock cannot be read as a Spark Dataset: it uses limit(10) "
            + "(use Dataset.limit), offset(5) (use Dataset.offset), reversed() (use Dataset.orderBy); remove them from "
            + "the query");
    assertThatThrownBy(() -> hbase.read(dao.query().skipBadData(e -> {})))
        .hasMessageContaining("skipBadData(...) (use DatasetRead.skipBadRows()); remove it from the query");
    assertThatThrownBy(() -> hbase.read(dao.query().where(StockQuery.PRICE.greaterThan(BigDecimal.ONE))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("which the client tests, not the servers (filter the Dataset instead); remove it from "
            + "the query");
  }
}
