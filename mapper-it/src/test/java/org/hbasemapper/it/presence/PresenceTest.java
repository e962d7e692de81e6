package org.hbasemapper.it.presence;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code putIfAbsent} decides "stored" by a cell every row has, never by a column a field may leave
 * null or empty; projections return one record per row the query selects, a record of nulls for a row
 * whose projected cells are all absent.
 */
@HBaseTest
class PresenceTest {
  static Connection connection;
  static VehicleDao vehicles;
  static PlateDao plates;
  static SensorDao sensors;

  @BeforeAll
  static void create(Connection c) throws IOException {
    connection = c;
    SchemaManager schemas = new SchemaManager(c);
    schemas.createIfMissing(VehicleMapper.INSTANCE.schema());
    schemas.createIfMissing(PlateMapper.INSTANCE.schema());
    schemas.createIfMissing(SensorMapper.INSTANCE.schema());
    vehicles = new VehicleDao(c);
    plates = new PlateDao(c);
    sensors = new SensorDao(c);
  }

  @Test
  void aStoredVehicleWithoutOwnerIsNeverOverwritten() {
    vehicles.put(new Vehicle("A1", null, "van", null, 0));
    vehicles.put(new Vehicle("A2", "", "bus", Status.PARKED, 0));

    assertThat(vehicles.putIfAbsent(new Vehicle("A1", "mallory", "car", Status.ACTIVE, 0))).isFalse();
    assertThat(vehicles.putIfAbsent(new Vehicle("A2", "mallory", "car", Status.ACTIVE, 0))).isFalse();

    assertThat(vehicles.get("A1")).contains(new Vehicle("A1", null, "van", null, 1));
    assertThat(vehicles.get("A2")).contains(new Vehicle("A2", "", "bus", Status.PARKED, 1));
    assertThat(vehicles.findByOwner("mallory").list()).as("the refused writes left no index entry").isEmpty();
  }

  @Test
  void aVehicleWithoutOwnerIsWrittenOnce() {
    assertThat(vehicles.putIfAbsent(new Vehicle("A3", null, null, null, 0))).isTrue();
    assertThat(vehicles.putIfAbsent(new Vehicle("A3", "", "van", null, 0))).isFalse();
    assertThat(vehicles.get("A3")).contains(new Vehicle("A3", null, null, null, 1));
  }

  @Test
  void aVersionedEntityOfNullsIsStoredWithItsVersionCell() {
    vehicles.replace(new Vehicle("A4", "ann", "van", Status.ACTIVE, 0));
    vehicles.replace(new Vehicle("A4", null, null, null, 1));
    assertThat(vehicles.get("A4")).as("the row holds its version alone").contains(new Vehicle("A4", null, null, null, 2));
    assertThat(vehicles.findByOwner("ann").list()).isEmpty();
  }

  @Test
  void aMarkedEntityOfNullsAndEmptyStringsIsStoredAndKept() throws Exception {
    plates.put(new Plate("eu", "P1", null, null, null));
    plates.put(new Plate("eu", "P2", "", "", null));

    assertThat(plates.get("eu", "P1")).contains(new Plate("eu", "P1", null, null, null));
    assertThat(plates.putIfAbsent(new Plate("eu", "P1", "mallory", "car", Status.ACTIVE))).isFalse();
    assertThat(plates.putIfAbsent(new Plate("eu", "P2", "mallory", "car", Status.ACTIVE))).isFalse();
    assertThat(plates.get("eu", "P2")).contains(new Plate("eu", "P2", "", "", null));
    try (AsyncConnection async = ConnectionFactory.createAsyncConnection(EmbeddedHBase.shared().configuration())
        .get(60, TimeUnit.SECONDS)) {
      PlateAsyncDao asyncPlates = new PlateAsyncDao(async);
      assertThat(asyncPlates.putIfAbsent(new Plate("eu", "P1", "eve", null, null)).get(60, TimeUnit.SECONDS)).isFalse();
      assertThat(asyncPlates.putIfAbsent(new Plate("eu", "P3", null, null, null)).get(60, TimeUnit.SECONDS)).isTrue();
    }
    assertThat(plates.get("eu", "P1")).contains(new Plate("eu", "P1", null, null, null));
    assertThat(plates.exists("eu", "P3")).isTrue();
  }

  /**
   * A row another program wrote counts as stored when it has the presence cell (the version, the
   * marker), and as absent when it lacks it, as the documentation says.
   */
  @Test
  void rowsWrittenByAnotherProgramCountByThePresenceCell() throws IOException {
    byte[] p = Bytes.toBytes("p");
    try (Table table = connection.getTable(VehicleMapper.INSTANCE.schema().tableName())) {
      table.put(new Put(VehicleMapper.INSTANCE.encodeKey(new VehicleMapper.Key("X1")))
          .addColumn(p, Bytes.toBytes("model"), Bytes.toBytes("tram"))
          .addColumn(p, Bytes.toBytes("version"), Bytes.toBytes(3L)));
      table.put(new Put(VehicleMapper.INSTANCE.encodeKey(new VehicleMapper.Key("X2")))
          .addColumn(p, Bytes.toBytes("model"), Bytes.toBytes("tram")));
    }
    try (Table table = connection.getTable(PlateMapper.INSTANCE.schema().tableName())) {
      table.put(new Put(PlateMapper.INSTANCE.encodeKey(new PlateMapper.Key("us", "X1")))
          .addColumn(p, Bytes.toBytes("_"), new byte[] {1}));
    }

    assertThat(vehicles.putIfAbsent(new Vehicle("X1", "eve", null, null, 0))).isFalse();
    assertThat(vehicles.get("X1")).contains(new Vehicle("X1", null, "tram", null, 3));
    assertThat(plates.putIfAbsent(new Plate("us", "X1", "eve", null, null))).isFalse();
    assertThat(vehicles.putIfAbsent(new Vehicle("X2", "eve", null, null, 0)))
        .as("no version cell: the row is not one of this entity's, and counts as absent").isTrue();
    assertThat(vehicles.get("X2")).contains(new Vehicle("X2", "eve", "tram", null, 1));
  }

  @Test
  void projectionsKeepRowsWhoseProjectedCellsAreAllAbsent() {
    vehicles.put(new Vehicle("B1", null, "van", null, 0));
    vehicles.put(new Vehicle("B2", "bo", "van", Status.ACTIVE, 0));
    plates.put(new Plate("pj", "B1", null, "van", null));
    plates.put(new Plate("pj", "B2", "bo", null, Status.ACTIVE));
    plates.put(new Plate("pj", "B3", null, null, null));
    sensors.put(new Sensor("pj", "B1", null, "probe", null));
    sensors.put(new Sensor("pj", "B2", "bo", null, Status.ACTIVE));

    assertThat(vehicles.get(new VehicleMapper.Key("B1"), VehicleView.class)).contains(new VehicleView(null, null));
    assertThat(vehicles.query().id("B1").select(VehicleView.class).list()).containsExactly(new VehicleView(null, null));
    assertThat(plates.query().region("pj").select(PlateView.class).list()).containsExactly(
        new PlateView(null, null), new PlateView(Status.ACTIVE, "bo"), new PlateView(null, null));
    Page<PlateView> first = plates.query().region("pj").select(PlateView.class).page(PageRequest.ofSize(2));
    assertThat(first.content()).containsExactly(new PlateView(null, null), new PlateView(Status.ACTIVE, "bo"));
    assertThat(plates.query().region("pj").select(PlateView.class).page(first.next()).content())
        .containsExactly(new PlateView(null, null));
    assertThat(plates.get(new PlateMapper.Key("pj", "B3"), PlateView.class)).contains(new PlateView(null, null));
    assertThat(sensors.query().region("pj").select(SensorView.class).list())
        .as("no presence cell: whole rows are read").containsExactly(new SensorView(null, null),
            new SensorView(Status.ACTIVE, "bo"));
    assertThat(sensors.get(new SensorMapper.Key("pj", "B1"), SensorView.class)).contains(new SensorView(null, null));
    assertThat(sensors.get(new SensorMapper.Key("pj", "B9"), SensorView.class)).isEmpty();
  }

  @Test
  void theSchemaNamesThePresenceCell() {
    assertThat(VehicleMapper.INSTANCE.schema().describe())
        .contains("presence\n  p:version  @Version version, written by every write\n");
    assertThat(PlateMapper.INSTANCE.schema().describe())
        .contains("presence\n  p:_  @PresenceMarker, written in every row\n");
    assertThat(SensorMapper.INSTANCE.schema().describe()).contains("presence\n  none: no cell every row has");
    assertThat(List.of(VehicleMapper.INSTANCE.schema().presenceColumn().label(),
        PlateMapper.INSTANCE.schema().presenceColumn().label())).containsExactly("p:version", "p:_");
    assertThat(SensorMapper.INSTANCE.schema().presenceColumn()).isNull();
  }
}
