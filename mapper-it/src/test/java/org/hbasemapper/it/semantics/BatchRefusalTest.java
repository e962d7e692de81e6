package org.hbasemapper.it.semantics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.it.presence.Vehicle;
import org.hbasemapper.it.presence.VehicleDao;
import org.hbasemapper.it.presence.VehicleMapper;
import org.hbasemapper.it.recordtypes.LineItem;
import org.hbasemapper.it.recordtypes.OrderHeader;
import org.hbasemapper.it.recordtypes.OrderRowDao;
import org.hbasemapper.it.recordtypes.ShippingLocation;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A putAll refuses before any I/O what it cannot write as a whole (a group's bad row of a later record
 * type), and writes a row given twice twice, in order, as two puts would.
 */
@HBaseTest
class BatchRefusalTest {
  static final Instant T = Instant.parse("2024-03-01T10:00:00Z");
  static Connection connection;
  static AlarmDao alarms;
  static VehicleDao vehicles;
  static OrderRowDao orderRows;

  @BeforeAll
  static void create(Connection c) {
    connection = c;
    SchemaManager schemas = new SchemaManager(c);
    schemas.createIfMissing(AlarmMapper.INSTANCE.schema());
    schemas.createIfMissing(VehicleMapper.INSTANCE.schema());
    schemas.createIfMissing(OrderRowDao.GROUP.schema());
    alarms = new AlarmDao(c);
    vehicles = new VehicleDao(c);
    orderRows = new OrderRowDao(c);
  }

  @Test
  void aGroupPutAllWritesNothingWhenARowOfALaterTypeIsBad() {
    List<org.hbasemapper.it.recordtypes.OrderRow> rows = List.of(
        new OrderHeader("g001", 1, T, "placed"),
        new ShippingLocation("g001", 1, 1, "home", "street"),
        new LineItem("g001", 1, 1, "sku-1", 1, BigDecimal.ONE),
        new LineItem(null, 1, 2, "sku-2", 1, BigDecimal.ONE));

    assertThatThrownBy(() -> orderRows.putAll(rows)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("putAll of ")
        .hasMessageContaining("its LineItem rows (counted among themselves): putAll: entities[1]: ")
        .hasMessageContaining("customer")
        .hasMessageEndingWith("nothing was written");
    assertThat(orderRows.query().customer("g001").list()).as("not even the header, of the first type").isEmpty();
  }

  @Test
  void aRowGivenTwiceIsWrittenTwiceInOrderAsTwoPutsAre() {
    alarms.putAll(List.of(new Alarm("dup1", T, Level.LOW, "a"), new Alarm("dup1", T.plusMillis(1), null, "b"),
        new Alarm("dup1", T, null, "c"), new Alarm("dup1", T.plusMillis(1), Level.HIGH, null)));

    assertThat(alarms.query().site("dup1").list()).as("the later wins, cell by cell: a put is a patch")
        .containsExactly(new Alarm("dup1", T, Level.LOW, "c"), new Alarm("dup1", T.plusMillis(1), Level.HIGH, "b"));
    assertThat(alarms.findByLevel(Level.HIGH).list()).filteredOn(a -> a.site().equals("dup1"))
        .extracting(Alarm::note).containsExactly("b");
    assertThat(alarms.findByLevel(Level.LOW).list()).filteredOn(a -> a.site().equals("dup1"))
        .extracting(Alarm::note).containsExactly("c");
    assertThat(alarms.indexStats().staleSeen()).as("no entry of an overwritten value was left").isZero();
  }

  @Test
  void aVersionedRowGivenTwiceIsCheckedTwiceAndAsynchronouslyTheSame() throws Exception {
    assertThatThrownBy(() -> vehicles.putAll(List.of(new Vehicle("D1", "a", null, null, 0),
        new Vehicle("D1", "b", null, null, 0)))).isInstanceOf(StaleEntityException.class);
    assertThat(vehicles.get("D1")).contains(new Vehicle("D1", "a", null, null, 1));
    vehicles.putAll(List.of(new Vehicle("D2", "a", null, null, 0), new Vehicle("D2", "b", null, null, 1)));
    assertThat(vehicles.get("D2")).contains(new Vehicle("D2", "b", null, null, 2));
    try (AsyncConnection async = org.apache.hadoop.hbase.client.ConnectionFactory
        .createAsyncConnection(org.hbasemapper.test.EmbeddedHBase.shared().configuration()).get(60, TimeUnit.SECONDS)) {
      AlarmAsyncDao asyncAlarms = new AlarmAsyncDao(async);
      asyncAlarms.putAll(List.of(new Alarm("dup2", T, Level.LOW, "a"), new Alarm("dup2", T, Level.MEDIUM, null)))
          .get(60, TimeUnit.SECONDS);
    }
    assertThat(alarms.query().site("dup2").list()).containsExactly(new Alarm("dup2", T, Level.MEDIUM, "a"));
    assertThat(alarms.findByLevel(Level.LOW).list()).extracting(Alarm::site).doesNotContain("dup2");
  }
}
