package org.hbasemapper.it.shaded;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.CompletionException;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.StaleEntityException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Atomic group writes on hbase-shaded-client, whose relocated protobuf the endpoint's client stubs
 * are typed by: the rows of one parent written, refused by a version or a condition, and deleted.
 */
class ShadedAtomicGroupTest {
  static Connection connection;
  static ShipmentRowDao shipments;

  @BeforeAll
  static void create() {
    connection = ForkedHBase.shared().connection();
    new SchemaManager(connection).createIfMissing(ShipmentRowDao.GROUP.schema());
    shipments = new ShipmentRowDao(connection);
  }

  @Test
  void theRowsOfOneParentAreWrittenCheckedAndDeletedAtomically() {
    shipments.putAllAtomically(List.of(new Shipment("s1", "packed", 0), new Parcel("s1", 1, 500),
        new Parcel("s1", 2, 700)));
    assertThat(shipments.query().shipment("s1").list()).containsExactly(new Shipment("s1", "packed", 1),
        new Parcel("s1", 1, 500), new Parcel("s1", 2, 700));

    assertThatThrownBy(() -> shipments.putAllAtomically(List.of(new Shipment("s1", "sent", 0),
        new Parcel("s1", 3, 100)))).isInstanceOf(StaleEntityException.class);
    assertThat(shipments.putAllAtomically(List.of(new Parcel("s1", 3, 100)), ShipmentQuery.STATUS.equalTo("sent")))
        .isFalse();
    assertThat(shipments.query().shipment("s1").count()).isEqualTo(3);

    assertThat(shipments.putAllAtomically(List.of(new Parcel("s1", 3, 100)), ShipmentQuery.STATUS.equalTo("packed")))
        .isTrue();
    assertThat(shipments.query().shipment("s1").deleteAtomically()).isEqualTo(4);
    assertThat(shipments.query().shipment("s1").count()).isZero();
  }

  /** The same through {@code AsyncTable.coprocessorService}, whose caller and stub maker name the relocated protobuf. */
  @Test
  void theAsynchronousGroupDaoWritesChecksAndDeletesAtomicallyToo() {
    ShipmentRowAsyncDao async = new ShipmentRowAsyncDao(ForkedHBase.shared().asyncConnection());
    async.putAllAtomically(List.of(new Shipment("a1", "packed", 0), new Parcel("a1", 1, 500))).join();
    assertThat(async.query().shipment("a1").list().join()).containsExactly(new Shipment("a1", "packed", 1),
        new Parcel("a1", 1, 500));

    assertThatThrownBy(() -> async.putAllAtomically(List.of(new Shipment("a1", "sent", 0))).join())
        .isInstanceOf(CompletionException.class).cause().isInstanceOf(StaleEntityException.class);
    assertThat(async.putAllAtomically(List.of(new Parcel("a1", 2, 100)), ShipmentQuery.STATUS.equalTo("sent")).join())
        .isFalse();
    assertThat(async.putAllAtomically(List.of(new Parcel("a1", 2, 100)), ShipmentQuery.STATUS.equalTo("packed"))
        .join()).isTrue();
    assertThat(async.query().shipment("a1").deleteAtomically().join()).isEqualTo(3);
    assertThat(async.query().shipment("a1").count().join()).isZero();
  }
}
