package org.hbasemapper.it.filter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.InvalidPageTokenException;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.filter.ColumnField;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Conditions on index lookups are tested on each verified data row: after the check against the
 * index entry, so a row they leave out is never taken for a stale entry and repaired away; offsets,
 * limits and pages count only the rows that match.
 */
@HBaseTest
class IndexWhereTest {
  static final OrderedField<Visitor, Integer> AGE = OrderedField.of("Visitor", "age", "d", "age",
      IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Integer::compare);
  static final ColumnField<Visitor, String> NAME = ColumnField.of("Visitor", "name", "d", "name",
      StringValueCodec.INSTANCE);

  static Connection connection;
  static VisitorDao visitors;
  static List<Visitor> all;

  @BeforeAll
  static void load(Connection c) {
    connection = c;
    new SchemaManager(c).createIfMissing(VisitorMapper.INSTANCE.schema());
    visitors = new VisitorDao(c);
    all = new ArrayList<>();
    for (long id = 1; id <= 40; id++) {
      all.add(new Visitor(id, List.of("oslo", "paris", "rome").get((int) (id % 3)), (int) (id * 7 % 50) - 5,
          "v" + id));
    }
    visitors.putAll(all);
  }

  static List<Visitor> expected(Predicate<Visitor> which) {
    return all.stream().filter(which).sorted(Comparator.comparing(Visitor::city).thenComparingLong(Visitor::id))
        .toList();
  }

  @Test
  void onlyMatchingRowsAndLimitsOffsetsAndPagesCountOnlyThem() {
    IndexQuery<Visitor> adults = visitors.findByCity("rome").where(AGE.greaterThanOrEqual(18));
    List<Visitor> wanted = expected(v -> v.city().equals("rome") && v.age() >= 18);
    assertThat(adults.list()).isEqualTo(wanted).isNotEmpty();
    assertThat(adults.count()).isEqualTo(wanted.size());
    assertThat(adults.offset(1).limit(2).list()).isEqualTo(wanted.subList(1, 3));
    assertThat(adults.where(NAME.notEqualTo(wanted.get(0).name())).first()).contains(wanted.get(1));
    List<Visitor> paged = new ArrayList<>();
    Page<Visitor> page = adults.page(PageRequest.ofSize(2));
    paged.addAll(page.content());
    Page<Visitor> first = page;
    while (page.hasNext()) {
      page = adults.page(page.next());
      paged.addAll(page.content());
    }
    assertThat(paged).isEqualTo(wanted);
    assertThatThrownBy(() -> visitors.findByCity("rome").page(first.next()))
        .isInstanceOf(InvalidPageTokenException.class);
  }

  @Test
  void aRowTheConditionLeavesOutIsNeverRepairedAsStale() throws IOException {
    // visitor 100 moves from oslo to paris behind the index's back: its oslo entry is stale
    Visitor moved = new Visitor(100, "oslo", 70, "v100");
    visitors.put(moved);
    try (Table data = connection.getTable(VisitorMapper.INSTANCE.schema().tableName())) {
      data.put(new Put(VisitorMapper.INSTANCE.rowKey(moved)).addColumn(Bytes.toBytes("d"), Bytes.toBytes("city"),
          Bytes.toBytes("paris")));
    }
    long entriesBefore = indexEntries("oslo");
    long removedBefore = visitors.indexStats().staleRemoved();
    List<Visitor> old = visitors.findByCity("oslo").where(AGE.greaterThan(40)).repairStale(Duration.ZERO).list();
    assertThat(old).isEqualTo(expected(v -> v.city().equals("oslo") && v.age() > 40));
    assertThat(visitors.indexStats().staleRemoved() - removedBefore).isEqualTo(1);
    assertThat(indexEntries("oslo")).isEqualTo(entriesBefore - 1);
    assertThat(visitors.findByCity("oslo").list()).isEqualTo(expected(v -> v.city().equals("oslo")));
  }

  @Test
  void inclusiveIndexRangesAndProjectedLookups() {
    assertThat(visitors.findByCity("oslo").select(VisitorNameProjection.INSTANCE).where(AGE.lessThan(0)).list())
        .isEqualTo(expected(v -> v.city().equals("oslo") && v.age() < 0).stream()
            .map(v -> new VisitorName(v.id(), v.name())).toList());
    assertThat(visitors.findByCity("rome").where(AGE.lessThan(10)).select(VisitorNameProjection.INSTANCE).list())
        .isEqualTo(expected(v -> v.city().equals("rome") && v.age() < 10).stream()
            .map(v -> new VisitorName(v.id(), v.name())).toList());
    assertThat(visitors.findByCity("paris").select(VisitorNameProjection.INSTANCE).count())
        .isEqualTo(expected(v -> v.city().equals("paris")).size());
    VisitorLookups lookups = new VisitorLookupsImpl(connection);
    assertThat(lookups.findByCityBetweenAndAgeGreaterThan("paris", "rome", 20))
        .isEqualTo(expected(v -> v.id() < 100 && v.city().compareTo("paris") >= 0 && v.age() > 20));
    assertThat(lookups.findByCityBetweenAndAgeGreaterThan("oslo", "oslo", -100))
        .isEqualTo(expected(v -> v.id() < 100 && v.city().equals("oslo")));
    assertThatThrownBy(() -> lookups.findByCityBetweenAndAgeGreaterThan("rome", "oslo", 0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("swap the bounds");
  }

  private static long indexEntries(String city) throws IOException {
    IndexSchema index = VisitorMapper.INSTANCE.schema().index(VisitorMapper.INDEX_CITY);
    long n = 0;
    try (Table table = connection.getTable(index.tableName());
        ResultScanner scanner = table.getScanner(new Scan().setStartStopRowForPrefixScan(Bytes.toBytes(city)))) {
      while (scanner.next() != null) {
        n++;
      }
    }
    return n;
  }
}
