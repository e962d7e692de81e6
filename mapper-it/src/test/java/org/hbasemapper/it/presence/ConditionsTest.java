package org.hbasemapper.it.presence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Conditions on the nullable columns of the fleet's entities, in the cases {@code WriteModelTest} found
 * answered wrongly: a reversed query with a condition on an entity of several families, and string
 * bounds whose code-point order differs from {@link String#compareTo}'s. Rows are under region "cd".
 */
@HBaseTest
class ConditionsTest {
  static SensorDao sensors;
  static SensorAsyncDao asyncSensors;
  static PlateDao plates;

  @BeforeAll
  static void create(Connection connection, AsyncConnection async) throws IOException {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.createIfMissing(SensorMapper.INSTANCE.schema());
    schemas.createIfMissing(PlateMapper.INSTANCE.schema());
    sensors = new SensorDao(connection);
    asyncSensors = new SensorAsyncDao(async);
    plates = new PlateDao(connection);
  }

  /**
   * Region servers load the families a column filter does not test only for rows it lets through
   * ("on demand", their default), which a reversed scan does not support: HBase refused such a scan
   * with "Reverse scan with loading CFs on demand is not supported".
   */
  @Test
  void aReversedQueryWithAConditionReadsAnEntityOfSeveralFamilies() throws Exception {
    Sensor s1 = new Sensor("cd", "1", "ann", null, Status.ACTIVE);
    Sensor s2 = new Sensor("cd", "2", "bo", "van", null);
    Sensor s3 = new Sensor("cd", "3", null, "car", Status.PARKED);
    sensors.putAll(List.of(s1, s2, s3));

    assertThat(sensors.query().region("cd").reversed().where(SensorQuery.OWNER.isNotNull()).list())
        .containsExactly(s2, s1);
    assertThat(asyncSensors.query().region("cd").reversed().where(SensorQuery.STATUS.equalTo(Status.PARKED)).list()
        .get(60, TimeUnit.SECONDS)).containsExactly(s3);
    Page<SensorView> page = sensors.query().region("cd").reversed().where(SensorQuery.MODEL.isNotNull())
        .select(SensorView.class).page(PageRequest.ofSize(1));
    assertThat(page.content()).containsExactly(new SensorView(Status.PARKED, null));
    assertThat(sensors.query().region("cd").reversed().where(SensorQuery.MODEL.isNotNull()).select(SensorView.class)
        .page(page.next()).content()).containsExactly(new SensorView(null, "bo"));
  }

  /**
   * U+FF5A comes before U+1F600 by code point, as their UTF-8 bytes do on the servers, and after it by
   * UTF-16 unit ({@link String#compareTo}): the bounds of {@code between} are checked in the first order.
   */
  @Test
  void stringBoundsAreInCodePointOrder() {
    Plate fullwidth = new Plate("cd", "1", null, "\uFF5A", null);
    Plate emoji = new Plate("cd", "2", null, "\uD83D\uDE00", null);
    plates.put(fullwidth);
    plates.put(emoji);

    assertThat(plates.query().region("cd").where(PlateQuery.MODEL.between("\uFF5A", "\uD83D\uDE00")).list())
        .containsExactly(fullwidth);
    assertThatThrownBy(() -> PlateQuery.MODEL.between("\uD83D\uDE00", "\uFF5A"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("between on Plate.model: from is after toExclusive; swap the bounds");
  }
}
