package org.hbasemapper.spark.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.mapreduce.BulkLoadException;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.runtime.index.IndexReport;
import org.hbasemapper.spark.DatasetWrite;
import org.hbasemapper.spark.EntityDatasets;
import org.hbasemapper.spark.Spark;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Datasets written as HFiles per region by Spark's local mode and bulk loaded into the embedded HBase,
 * staged in a local directory; read back through the generated DAOs.
 */
@HBaseTest
class DatasetBulkLoadTest {
  private static final TableName SALES = SaleMapper.INSTANCE.schema().tableName();
  private static final TableName SALES_INDEX = SaleMapper.INSTANCE.schema().indexes().get(0).tableName();
  private static final Path STAGING = new Path("/spark-bulk-staging");
  /** The tables of the refusals, which load nothing: created once, empty after each. */
  private static final MapperOptions REFUSED = MapperOptions.defaults().withNamespace("swrite", "swrite_refused");

  @BeforeAll
  static void tablesOfTheRefusals(Connection connection) {
    Fixtures.fresh(connection, REFUSED, SaleMapper.INSTANCE.schema());
  }

  private static DatasetWrite<Sale> sales(Connection connection) {
    return sales(connection, MapperOptions.defaults());
  }

  private static DatasetWrite<Sale> sales(Connection connection, MapperOptions options) {
    return EntityDatasets.of(Spark.session(), connection).writing(new SaleDao(connection, options))
        .stagingDirectory(STAGING);
  }

  /** What the loads left in the staging directory: nothing, whether they loaded or were refused. */
  private static List<String> staged(Connection connection) throws IOException {
    FileSystem fs = STAGING.getFileSystem(connection.getConfiguration());
    List<String> left = new ArrayList<>();
    if (fs.exists(STAGING)) {
      for (var status : fs.listStatus(STAGING)) {
        left.add(status.getPath().getName());
      }
    }
    return left;
  }

  @Test
  void entitiesBecomeHFilesPerRegionWithTheirIndexRowsAndReadAsTheDaoWroteThem(Connection connection)
      throws IOException {
    Fixtures.fresh(connection, MapperOptions.defaults(), SaleMapper.INSTANCE.schema());
    List<Sale> all = Fixtures.sales(Fixtures.ROWS, 1);

    DatasetWrite.LoadReport report = sales(connection).bulkLoad(Fixtures.dataset(all, 3, Sale.class));

    assertThat(report.entities()).isEqualTo(Fixtures.ROWS);
    assertThat(report.tables().keySet()).as("the index before the data").containsExactly(SALES_INDEX, SALES);
    assertThat(report.tables().get(SALES).regions()).as("a task per region, pre-split by the salt").isEqualTo(4);
    assertThat(report.tables().get(SALES).files()).as("one family per region").isEqualTo(4);
    assertThat(report.tables().get(SALES).cells()).isEqualTo(2L * Fixtures.ROWS);
    assertThat(report.tables().get(SALES_INDEX).cells()).isEqualTo(Fixtures.ROWS);
    assertThat(report.cells()).isEqualTo(3L * Fixtures.ROWS);
    assertThat(staged(connection)).as("staging directory deleted").isEmpty();

    SaleDao dao = new SaleDao(connection);
    Sale some = all.get(1234);
    assertThat(dao.get(some.userId(), some.time())).contains(some);
    assertThat(dao.query().userId("u42").list()).hasSize(Fixtures.ROWS / 5_000).allMatch(s -> s.userId().equals("u42"));
    assertThat(dao.findByProductId("p-7").list())
        .hasSize((int) all.stream().filter(s -> s.productId().equals("p-7")).count());
    IndexReport verified = new IndexAdmin(connection).verify(SaleMapper.INSTANCE, SaleMapper.INDEX_PRODUCT_ID, false,
        IndexAdmin.Progress.none());
    assertThat(verified.dataRows()).isEqualTo(Fixtures.ROWS);
    assertThat(verified.consistent()).as("%s", verified).isTrue();
  }

  @Test
  void relationsGetTheirInverseEntries(Connection connection) {
    Fixtures.fresh(connection, MapperOptions.defaults(), PlayerMapper.INSTANCE.schema(), TeamMapper.INSTANCE.schema());
    new PlayerDao(connection).putAll(List.of(new Player(1, "ann", Map.of()), new Player(2, "bob", Map.of())));

    DatasetWrite.LoadReport report = EntityDatasets.of(Spark.session(), connection)
        .writing(new TeamDao(connection)).stagingDirectory(STAGING).bulkLoad(Fixtures.dataset(List.of(
            new Team(10, "red", Map.of(1L, "keeper", 2L, "striker")), new Team(20, "blue", Map.of(2L, "coach"))),
            2, Team.class));

    assertThat(report.tables().keySet()).containsExactly(PlayerMapper.INSTANCE.schema().tableName(),
        TeamMapper.INSTANCE.schema().tableName());
    PlayerDao players = new PlayerDao(connection);
    assertThat(players.get(1L).orElseThrow().teams()).isEqualTo(Map.of(10L, "keeper"));
    assertThat(players.get(2L).orElseThrow()).as("two teams' inverse entries in one row, its columns kept")
        .isEqualTo(new Player(2, "bob", Map.of(10L, "striker", 20L, "coach")));
    assertThat(new TeamDao(connection).get(10L).orElseThrow().players()).hasSize(2);
  }

  @Test
  void twoEntitiesWithOneKeyAreRefusedNamingBothAndNothingIsLoaded(Connection connection) throws IOException {
    List<Sale> all = new ArrayList<>(Fixtures.sales(999, 2));
    all.add(new Sale(all.get(10).userId(), all.get(10).time(), "p-other", 1L)); // #500 of partition 1

    BulkLoadException refused = catchThrowableOfType(BulkLoadException.class,
        () -> sales(connection, REFUSED).bulkLoad(Fixtures.dataset(all, 2, Sale.class)));

    String key = RowBytes.hex(SaleMapper.INSTANCE.toPut(all.get(10)).getRow());
    assertThat(refused).hasMessage("Bulk load of Sale into swrite_refused:sale refused: entity #11 of partition 0 and "
        + "entity #500 of partition 1 of the Dataset have the same row key " + key + " (a load writes each row once: "
        + "remove the duplicates first, or write them with put, where the last put wins); nothing was loaded");
    assertThat(refused.loaded()).isEmpty();
    assertThat(new SaleDao(connection, REFUSED).query().count()).isZero();
    assertThat(staged(connection)).as("HFiles deleted").isEmpty();
  }

  @Test
  void anEntityTheMapperRefusesIsNamedAndNothingIsLoaded(Connection connection) throws IOException {
    List<Sale> tooLong = List.of(new Sale("u1", 1, "p", 1L), new Sale("u2", 2, "p", 1L),
        new Sale("far-too-long-user", 3, "p", 1L));
    List<Sale> nullKey = List.of(new Sale("u1", 1, "p", 1L), new Sale(null, 2, "p", 1L));

    BulkLoadException first = catchThrowableOfType(BulkLoadException.class,
        () -> sales(connection, REFUSED).bulkLoad(Fixtures.dataset(tooLong, 1, Sale.class)));
    BulkLoadException second = catchThrowableOfType(BulkLoadException.class,
        () -> sales(connection, REFUSED).bulkLoad(Fixtures.dataset(nullKey, 1, Sale.class)));

    assertThat(first).hasMessage("Bulk load of Sale into swrite_refused:sale refused entity #3 of partition 0 of the "
        + "Dataset: row-key component Sale.userId (table swrite_refused:sale) is 17 bytes long but its @RowKey width "
        + "is 8; values are never truncated: shorten the value or widen the key; nothing was loaded");
    assertThat(second).hasMessage("Bulk load of Sale into swrite_refused:sale refused entity #2 of partition 0 of the "
        + "Dataset: row-key component Sale.userId (table swrite_refused:sale) is null; every row-key component needs a "
        + "value; nothing was loaded");
    assertThat(new SaleDao(connection, REFUSED).query().count()).isZero();
    assertThat(staged(connection)).isEmpty();
  }

  @Test
  void tablesThatDifferFromTheEntityAreRefusedBeforeAnyTaskRuns(Connection connection) {
    MapperOptions elsewhere = MapperOptions.defaults().withNamespaces(Map.of("swrite", "swrite_missing"));
    long jobs = Spark.session().sparkContext().statusTracker().getJobIdsForGroup(null).length;

    BulkLoadException refused = catchThrowableOfType(BulkLoadException.class,
        () -> EntityDatasets.of(Spark.session(), connection).writing(new TeamDao(connection, elsewhere))
            .bulkLoad(Fixtures.dataset(List.of(new Team(1, "x", Map.of())), 1, Team.class)));

    assertThat(refused).hasMessage("Bulk load of Team into swrite_missing:team refused: the tables differ from the "
        + "entities in 2 place(s): table swrite_missing:team does not exist; relation Team.players: table "
        + "swrite_missing:player does not exist. SchemaManager.ensure brings them in line; nothing was loaded");
    assertThat(Spark.session().sparkContext().statusTracker().getJobIdsForGroup(null)).as("no Spark job")
        .hasSize((int) jobs);
  }

  @Test
  void aLoadThatFailsSaysWhatWasLoadedAndRunningItAgainCompletes(Connection connection) throws IOException {
    MapperOptions failing = MapperOptions.defaults().withNamespace("swrite", "swrite_failing");
    Fixtures.fresh(connection, failing, SaleMapper.INSTANCE.schema());
    SaleDao dao = new SaleDao(connection, failing);
    TableName table = dao.schema().tableName();
    TableName index = dao.schema().indexes().get(0).tableName();
    List<Sale> all = Fixtures.sales(2_000, 3);
    try (Admin admin = connection.getAdmin()) {
      admin.disableTable(table); // the index table loads, the data table cannot

      BulkLoadException failed = catchThrowableOfType(BulkLoadException.class,
          () -> sales(connection, failing).bulkLoad(Fixtures.dataset(all, 2, Sale.class)));

      assertThat(failed).hasMessageStartingWith("Bulk load of Sale into swrite_failing:sale failed loading table "
              + "swrite_failing:sale (")
          .hasMessageContaining("loaded before it: [" + index + "]")
          .hasMessageEndingWith("Running the same load again is safe (it writes the same values)");
      assertThat(failed.loaded()).containsExactly(index);
      admin.enableTable(table);
    }

    DatasetWrite.LoadReport again = sales(connection, failing).bulkLoad(Fixtures.dataset(all, 2, Sale.class));

    assertThat(again.entities()).isEqualTo(2_000);
    assertThat(dao.query().count()).isEqualTo(2_000);
    IndexReport verified = new IndexAdmin(connection, failing).verify(SaleMapper.INSTANCE,
        SaleMapper.INDEX_PRODUCT_ID, false, IndexAdmin.Progress.none());
    assertThat(verified.consistent()).as("%s", verified).isTrue();
    assertThat(verified.indexRows()).as("the first run's entries are the same rows").isEqualTo(2_000);
    assertThat(staged(connection)).isEmpty();
  }
}
