package org.hbasemapper.spark.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.HBaseMapperException;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.runtime.index.IndexReport;
import org.hbasemapper.spark.DatasetWrite;
import org.hbasemapper.spark.EntityDatasets;
import org.hbasemapper.spark.Spark;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Datasets written through the DAO, per partition, into the embedded HBase by Spark's local mode. */
@HBaseTest
class DatasetPutTest {
  /** The tables of these tests: the entities' namespace mapped, as executors must map it too. */
  private static final MapperOptions PUT = MapperOptions.defaults().withNamespace("swrite", "swput");

  /** The sales' tables, shared by the tests: each writes rows of users of its own. */
  @BeforeAll
  static void tables(Connection connection) {
    Fixtures.fresh(connection, PUT, SaleMapper.INSTANCE.schema());
  }

  @Test
  void everyPartitionWritesItsEntitiesThroughTheDaoWithTheirIndexEntries(Connection connection) {
    SaleDao sales = new SaleDao(connection, PUT);
    List<Sale> all = Fixtures.sales(Fixtures.ROWS, 1);

    DatasetWrite.PutReport report = EntityDatasets.of(Spark.session(), connection).writing(sales).batchSize(700)
        .put(Fixtures.dataset(all, 4, Sale.class));

    assertThat(report.entities()).isEqualTo(Fixtures.ROWS);
    assertThat(sales.query().userId("u42").list()).hasSize(Fixtures.ROWS / 5_000);
    Sale some = all.get(1234);
    assertThat(sales.get(some.userId(), some.time())).contains(some);
    assertThat(sales.findByProductId("p-7").list())
        .hasSize((int) all.stream().filter(s -> s.productId().equals("p-7")).count());
    IndexReport verified = new IndexAdmin(connection, PUT).verify(SaleMapper.INSTANCE, SaleMapper.INDEX_PRODUCT_ID,
        false, IndexAdmin.Progress.none());
    assertThat(verified.dataRows()).as("these and the other tests' rows").isEqualTo(sales.query().count())
        .isGreaterThanOrEqualTo(Fixtures.ROWS);
    assertThat(verified.consistent()).as("%s", verified).isTrue();
  }

  @Test
  void relationInversesAreKeptAsByTheDao(Connection connection) {
    Fixtures.fresh(connection, PUT, PlayerMapper.INSTANCE.schema(), TeamMapper.INSTANCE.schema());
    PlayerDao players = new PlayerDao(connection, PUT);
    players.putAll(List.of(new Player(1, "ann", Map.of()), new Player(2, "bob", Map.of())));

    EntityDatasets.of(Spark.session(), connection).writing(new TeamDao(connection, PUT)).put(Fixtures.dataset(
        List.of(new Team(10, "red", Map.of(1L, "keeper", 2L, "striker")), new Team(20, "blue", Map.of(2L, "coach"))),
        2, Team.class));

    assertThat(players.get(1L).orElseThrow().teams()).isEqualTo(Map.of(10L, "keeper"));
    assertThat(players.get(2L).orElseThrow()).isEqualTo(new Player(2, "bob", Map.of(10L, "striker", 20L, "coach")));
  }

  @Test
  void tablesThatDifferFromTheEntityStopThePutBeforeAnyTaskRuns(Connection connection) {
    MapperOptions missing = MapperOptions.defaults().withNamespace("swrite", "swput_missing");

    HBaseMapperException refused = catchThrowableOfType(HBaseMapperException.class,
        () -> EntityDatasets.of(Spark.session(), connection).writing(new TeamDao(connection, missing))
            .put(Fixtures.dataset(List.of(new Team(1, "x", Map.of())), 1, Team.class)));

    assertThat(refused).hasMessage("Put of Team into swput_missing:team from a Dataset refused: the tables differ "
        + "from the entities in 2 place(s): table swput_missing:team does not exist; relation Team.players: table "
        + "swput_missing:player does not exist. SchemaManager.ensure brings them in line; no task ran");
  }

  @Test
  void aFailedTaskSaysWhatThePartitionsThatFinishedWrote(Connection connection) {
    List<Sale> all = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      all.add(new Sale("failing", i, "p", 1L));
    }
    all.add(new Sale("far-too-long-user", 1, "p", 1L)); // after 5 batches of 10

    HBaseMapperException failed = catchThrowableOfType(HBaseMapperException.class,
        () -> EntityDatasets.of(Spark.session(), connection).writing(new SaleDao(connection, PUT)).batchSize(10)
            .put(Fixtures.dataset(all, 1, Sale.class)));

    assertThat(failed).hasMessageStartingWith("Put of Sale into swput:sale from a Dataset failed: entity #51 of "
            + "partition 0 of the Dataset: row-key component Sale.userId (table swput:sale) is 17 bytes long but its "
            + "@RowKey width is 8")
        .hasMessageEndingWith("; its partition wrote 50 entities before this one's batch, and none of that batch; the "
            + "partitions that finished wrote 0 entities; running the same write again writes the same entities again")
        .message().doesNotContain("\n").doesNotContain("Job aborted");
    assertThat(new SaleDao(connection, PUT).query().userId("failing").count()).as("the batches before the refused "
        + "entity").isEqualTo(50);

    List<Sale> twoPartitions = List.of(new Sale("first", 1, "p", 1L), new Sale("second", 1, "p", 1L),
        new Sale("second", 2, "p", 1L), new Sale(null, 3, "p", 1L));
    HBaseMapperException nullKey = catchThrowableOfType(HBaseMapperException.class,
        () -> EntityDatasets.of(Spark.session(), connection).writing(new SaleDao(connection, PUT))
            .put(Fixtures.dataset(twoPartitions, 2, Sale.class)));
    assertThat(nullKey).as("partition 0 may finish before or after the job stops: its 2 entities counted or not")
        .hasMessageMatching("Put of Sale into swput:sale from a Dataset failed: entity #2 of partition 1 of the "
            + "Dataset: row-key component Sale\\.userId \\(table swput:sale\\) is null; every row-key component needs a "
            + "value; its partition wrote 0 entities before this one's batch, and none of that batch; the partitions "
            + "that finished wrote (0 entities|2 entities); running the same write again writes the same entities again");
  }
}
