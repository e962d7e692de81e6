package org.hbasemapper.it.filter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.codec.BigDecimalValueCodec;
import org.hbasemapper.runtime.codec.DoubleValueCodec;
import org.hbasemapper.runtime.codec.LongValueCodec;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A cell of the wrong length (3 bytes for a long, 5 for a double, 2 for a BigDecimal) never fails a
 * filtered scan on the servers, where HBase's own LongComparator and BigDecimalComparator would throw;
 * a row it lets through fails to map as any bad row does, or is reported to the bad-data handler.
 */
@HBaseTest
class BadCellFilterTest {
  static final OrderedField<Meter, Long> READING = OrderedField.of("Meter", "reading", "d", "reading",
      LongValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Long::compare);
  static final OrderedField<Meter, Double> LEVEL = OrderedField.of("Meter", "level", "d", "level",
      DoubleValueCodec.INSTANCE, ValueOrder.IEEE_754, Double::compare);
  static final OrderedField<Meter, BigDecimal> COST = OrderedField.of("Meter", "cost", "d", "cost",
      BigDecimalValueCodec.INSTANCE, ValueOrder.BIG_DECIMAL, Comparator.naturalOrder());

  static MeterDao meters;
  static List<Meter> good;

  @BeforeAll
  static void load(Connection connection) throws IOException {
    new SchemaManager(connection).createIfMissing(MeterMapper.INSTANCE.schema());
    meters = new MeterDao(connection);
    good = new ArrayList<>();
    for (long id = 1; id <= 6; id++) {
      good.add(new Meter(id, id - 3, (id - 3) / 2.0, BigDecimal.valueOf(id - 3)));
    }
    meters.putAll(good);
    byte[] d = Bytes.toBytes("d");
    try (Table table = connection.getTable(MeterMapper.INSTANCE.schema().tableName())) {
      table.put(new Put(MeterMapper.INSTANCE.rowKey(new Meter(100, null, null, null)))
          .addColumn(d, Bytes.toBytes("reading"), new byte[] {0, 1, 2})
          .addColumn(d, Bytes.toBytes("level"), new byte[] {(byte) 0xBF, 0, 0, 0, 0})
          .addColumn(d, Bytes.toBytes("cost"), new byte[] {0, 1}));
    }
  }

  @Test
  void serverDecidedConditionsScanPastTheBadCellAndReportItsRow() {
    List<MappingException> bad = new ArrayList<>();
    assertThat(meters.query().where(READING.greaterThan(-2L)).skipBadData(bad::add).list())
        .isEqualTo(good.stream().filter(m -> m.reading() > -2).toList());
    // three bytes sort below 0x7FFF...: the row passes "> -2" as bytes and is reported, not lost
    assertThat(bad).singleElement().satisfies(e -> assertThat(e.column()).isEqualTo("d:cost"));
    assertThat(meters.query().where(READING.greaterThan(-2L)).count())
        .isEqualTo(good.stream().filter(m -> m.reading() > -2).count() + 1);

    bad.clear();
    assertThat(meters.query().where(LEVEL.lessThan(0.0)).skipBadData(bad::add).list())
        .isEqualTo(good.stream().filter(m -> m.level() < 0).toList());
    assertThat(bad).hasSize(1);
    assertThat(meters.query().where(LEVEL.greaterThan(100.0)).list()).isEmpty();
  }

  @Test
  void aConditionTestedHereOnAnUnreadableCellFailsOrIsReported() {
    assertThatThrownBy(() -> meters.query().where(COST.greaterThan(BigDecimal.ZERO)).list())
        .isInstanceOf(MappingException.class).hasMessageContaining("Meter.cost").hasMessageContaining("flt:meter")
        .hasMessageContaining("d:cost");
    List<MappingException> bad = new ArrayList<>();
    assertThat(meters.query().where(COST.greaterThan(BigDecimal.ZERO)).skipBadData(bad::add).list())
        .isEqualTo(good.stream().filter(m -> m.cost().signum() > 0).toList());
    assertThat(bad).singleElement().satisfies(e -> assertThat(e.column()).isEqualTo("d:cost"));
  }
}
