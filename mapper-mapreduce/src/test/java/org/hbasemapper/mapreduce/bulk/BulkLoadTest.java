package org.hbasemapper.mapreduce.bulk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.mapreduce.BulkLoad;
import org.hbasemapper.mapreduce.BulkLoadException;
import org.hbasemapper.mapreduce.BulkLoadProgress;
import org.hbasemapper.mapreduce.BulkLoadReport;
import org.hbasemapper.mapreduce.EntityCells;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.runtime.index.IndexReport;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Single-JVM bulk loads into the embedded HBase, read back through the generated DAOs. */
@HBaseTest
class BulkLoadTest {
  private static final TableName SALES = SaleMapper.INSTANCE.schema().tableName();

  @TempDir
  Path work;

  private static void fresh(Connection connection, TableSchema... schemas) {
    SchemaManager manager = new SchemaManager(connection);
    for (TableSchema schema : schemas) {
      manager.drop(schema);
      manager.create(schema);
    }
  }

  private static List<Sale> sales(int n, long seed) {
    List<Sale> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(new Sale("u" + (i % 5_000), 1_700_000_000_000L + i, "p-" + (i % 97), (long) i));
    }
    Collections.shuffle(out, new Random(seed));
    return out;
  }

  @Test
  void unsortedEntitiesWithAnIndexLandInEveryRegionAsTheDaoWouldHaveWrittenThem(Connection connection)
      throws IOException {
    fresh(connection, SaleMapper.INSTANCE.schema());
    List<Sale> sales = sales(50_000, 1);
    List<BulkLoadProgress> progress = new ArrayList<>();

    BulkLoadReport report = BulkLoad.of(connection, EntityCells.of(new SaleDao(connection)))
        .workDirectory(work)
        .memoryBudget(1L << 20)
        .onProgress(progress::add)
        .load(sales);

    assertThat(report.entities()).isEqualTo(50_000);
    assertThat(report.runs()).as("a 1 MiB budget spills").isGreaterThan(1);
    try (Stream<Path> left = Files.list(work)) {
      assertThat(left).as("run files deleted").isEmpty();
    }
    TableName index = SaleMapper.INSTANCE.schema().indexes().get(0).tableName();
    assertThat(report.tables().keySet()).as("the index before the data").containsExactly(index, SALES);
    assertThat(report.tables().get(SALES).regions()).as("pre-split by the salt").isEqualTo(4);
    assertThat(report.tables().get(SALES).cells()).isEqualTo(100_000);
    assertThat(report.tables().get(index).cells()).isEqualTo(50_000);
    assertThat(progress).extracting(BulkLoadProgress::phase).startsWith(BulkLoadProgress.Phase.READING)
        .contains(BulkLoadProgress.Phase.WRITING, BulkLoadProgress.Phase.LOADING)
        .endsWith(BulkLoadProgress.Phase.DONE);

    SaleDao dao = new SaleDao(connection);
    Sale some = sales.get(12_345);
    assertThat(dao.get(some.userId(), some.time())).contains(some);
    assertThat(dao.query().userId("u42").list()).hasSize(10).allMatch(s -> s.userId().equals("u42"));
    assertThat(dao.findByProductId("p-7").list()).hasSize((int) sales.stream().filter(s -> s.productId().equals("p-7")).count());
    IndexReport verified = new IndexAdmin(connection).verify(SaleMapper.INSTANCE, SaleMapper.INDEX_PRODUCT_ID, false,
        IndexAdmin.Progress.none());
    assertThat(verified.dataRows()).isEqualTo(50_000);
    assertThat(verified.consistent()).as("%s", verified).isTrue();
  }

  @Test
  void relationsGetTheirInverseEntries(Connection connection) {
    fresh(connection, PlayerMapper.INSTANCE.schema(), TeamMapper.INSTANCE.schema());
    BulkLoad.of(connection, EntityCells.of(new PlayerDao(connection)))
        .load(List.of(new Player(1, "ann", Map.of()), new Player(2, "bob", Map.of()), new Player(3, "cy", Map.of())));

    BulkLoadReport report = BulkLoad.of(connection, EntityCells.of(new TeamDao(connection)))
        .load(List.of(new Team(10, "red", Map.of(1L, "keeper", 2L, "striker")), new Team(20, "blue", Map.of(2L, "coach"))));

    assertThat(report.tables().keySet()).containsExactly(PlayerMapper.INSTANCE.schema().tableName(),
        TeamMapper.INSTANCE.schema().tableName());
    PlayerDao players = new PlayerDao(connection);
    assertThat(players.get(1L).orElseThrow().teams()).isEqualTo(Map.of(10L, "keeper"));
    assertThat(players.get(2L).orElseThrow().teams()).isEqualTo(Map.of(10L, "striker", 20L, "coach"));
    assertThat(players.get(2L).orElseThrow().name()).as("the target row keeps its columns").isEqualTo("bob");
    assertThat(players.get(3L).orElseThrow().teams()).isEmpty();
    assertThat(new TeamDao(connection).get(10L).orElseThrow().players()).hasSize(2);
  }

  @Test
  void twoEntitiesWithOneKeyAreRefusedAndNothingIsLoaded(Connection connection) {
    fresh(connection, SaleMapper.INSTANCE.schema());
    List<Sale> sales = new ArrayList<>(sales(1_000, 2));
    sales.add(new Sale(sales.get(10).userId(), sales.get(10).time(), "p-other", 1L));

    BulkLoadException refused = catchThrowableOfType(BulkLoadException.class,
        () -> BulkLoad.of(connection, EntityCells.of(new SaleDao(connection))).load(sales));

    assertThat(refused).hasMessageStartingWith("Bulk load of Sale into bulk:sale refused: entities #11 and #1001 of "
        + "the load have the same row key ").hasMessageEndingWith("nothing was loaded");
    assertThat(refused.loaded()).isEmpty();
    assertThat(new SaleDao(connection).query().count()).isZero();
  }

  @Test
  void anEntityTheMapperRefusesIsNamedAndNothingIsLoaded(Connection connection) {
    fresh(connection, SaleMapper.INSTANCE.schema());
    List<Sale> sales = List.of(new Sale("u1", 1, "p", 1L), new Sale("far-too-long-user", 2, "p", 1L));

    BulkLoadException refused = catchThrowableOfType(BulkLoadException.class,
        () -> BulkLoad.of(connection, EntityCells.of(new SaleDao(connection))).load(sales));

    assertThat(refused).hasMessageStartingWith("Bulk load of Sale into bulk:sale refused entity #2 of the load: ")
        .hasMessageContaining("userId").hasMessageEndingWith("nothing was loaded");
    assertThat(new SaleDao(connection).query().count()).isZero();
  }

  @Test
  void tablesThatDifferFromTheEntityAreRefusedWithTheDifferences(Connection connection) {
    MapperOptions elsewhere = MapperOptions.defaults().withNamespaces(Map.of("bulk", "bulk_missing"));

    BulkLoadException refused = catchThrowableOfType(BulkLoadException.class,
        () -> BulkLoad.of(connection, EntityCells.of(new TeamDao(connection, elsewhere)))
            .load(List.of(new Team(1, "x", Map.of()))));

    assertThat(refused).hasMessageStartingWith("Bulk load of Team into bulk_missing:team refused: the tables differ "
        + "from the entities in 2 place(s): table bulk_missing:team does not exist; relation Team.players: table "
        + "bulk_missing:player does not exist. SchemaManager.ensure brings them in line");
  }

  @Test
  void aLoadThatFailsHalfWaySaysWhatWasLoadedAndRunningItAgainIsSafe(Connection connection) throws IOException {
    fresh(connection, SaleMapper.INSTANCE.schema());
    List<Sale> sales = sales(5_000, 3);
    TableName index = SaleMapper.INSTANCE.schema().indexes().get(0).tableName();
    try (Admin admin = connection.getAdmin()) {
      BulkLoadException failed = catchThrowableOfType(BulkLoadException.class,
          () -> BulkLoad.of(connection, EntityCells.of(new SaleDao(connection)))
              .onProgress(p -> {
                if (p.phase() == BulkLoadProgress.Phase.LOADING && SALES.equals(p.table())) {
                  disable(admin, SALES); // the data table goes away between the index and the data
                }
              })
              .load(sales));
      assertThat(failed).hasMessageStartingWith("Bulk load of Sale into bulk:sale failed loading table bulk:sale (")
          .hasMessageContaining("loaded before it: [" + index + "]")
          .hasMessageEndingWith("Running the same load again is safe (it writes the same values)");
      assertThat(failed.loaded()).containsExactly(index);
      admin.enableTable(SALES);
    }

    BulkLoad.of(connection, EntityCells.of(new SaleDao(connection))).load(sales);

    assertThat(new SaleDao(connection).query().count()).isEqualTo(5_000);
    IndexReport verified = new IndexAdmin(connection).verify(SaleMapper.INSTANCE, SaleMapper.INDEX_PRODUCT_ID, false,
        IndexAdmin.Progress.none());
    assertThat(verified.consistent()).as("%s", verified).isTrue();
    assertThat(verified.indexRows()).as("the first run's entries are the same rows").isEqualTo(5_000);
  }

  @Test
  void aLoadIntoATableWhoseIndexIsBuildingGoesAheadAndIndexesItsRows(Connection connection) throws IOException {
    fresh(connection, SaleMapper.INSTANCE.schema());
    SaleDao dao = new SaleDao(connection);
    dao.put(new Sale("old", 1L, "p-old", 1L));
    TableName index = SaleMapper.INSTANCE.schema().indexes().get(0).tableName();
    try (Admin admin = connection.getAdmin()) { // the index added after the row was stored
      admin.disableTable(index);
      admin.deleteTable(index);
    }
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(SaleMapper.INSTANCE.schema());
    assertThat(schemas.unbuiltIndexes(SaleMapper.INSTANCE.schema())).hasSize(1);

    List<Sale> sales = sales(1_000, 4);
    BulkLoad.of(connection, EntityCells.of(dao)).load(sales); // keeps the building index current for its rows

    assertThat(schemas.unbuiltIndexes(SaleMapper.INSTANCE.schema())).as("still building: the old row").hasSize(1);
    new IndexAdmin(connection).rebuild(SaleMapper.INSTANCE, SaleMapper.INDEX_PRODUCT_ID, IndexAdmin.Progress.none());
    assertThat(new SaleDao(connection).findByProductId("p-old").list()).hasSize(1);
    assertThat(new SaleDao(connection).findByProductId("p-7").list())
        .hasSize((int) sales.stream().filter(s -> s.productId().equals("p-7")).count());
  }

  private static void disable(Admin admin, TableName table) {
    try {
      admin.disableTable(table);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
