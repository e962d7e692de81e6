package org.hbasemapper.it.filter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.hbasemapper.it.filter.SaleData.PRICE;
import static org.hbasemapper.it.filter.SaleData.QUANTITY;
import static org.hbasemapper.it.filter.SaleData.expected;
import static org.hbasemapper.it.filter.SaleData.time;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.InvalidPageTokenException;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.query.KeyLookup;
import org.hbasemapper.runtime.query.ProjectedQuery;
import org.hbasemapper.runtime.query.QueryContext;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Projections read a record of some fields from only their columns, conditions are decided on the
 * servers (or tested here) with their columns read whatever else is left out, and key lookups return
 * rows in the order of their keys.
 */
@HBaseTest
class ProjectionTest {
  static Connection connection;
  static SaleDao sales;

  @BeforeAll
  static void load(Connection c) {
    connection = c;
    sales = SaleData.load(c);
  }

  static SaleLine line(Sale s) {
    return new SaleLine(s.productId(), s.price());
  }

  @Test
  void aProjectionReturnsTheEntityQuerysRowsAsRecordsAlsoWhenItsFieldsAreNull() {
    ProjectedQuery<Sale, SaleLine> lines = sales.query().userId("u1").select(SaleLine.class);
    List<SaleLine> expected = expected(s -> s.userId().equals("u1")).stream().map(ProjectionTest::line).toList();
    assertThat(lines.list()).isEqualTo(expected).hasSize(50).anyMatch(l -> l.price() == null);
    assertThat(lines.reversed(true).limit(3).list())
        .containsExactly(expected.get(49), expected.get(48), expected.get(47));
    assertThat(lines.first()).contains(expected.get(0));
    assertThat(lines.count()).isEqualTo(50);
    try (var stream = lines.stream()) {
      assertThat(stream.limit(2)).containsExactly(expected.get(0), expected.get(1));
    }
    assertThat(sales.query().userId("u2").select(SaleLineProjection.INSTANCE).list())
        .isEqualTo(expected(s -> s.userId().equals("u2")).stream().map(ProjectionTest::line).toList());
  }

  @Test
  void theDaoGetsOneRowsProjectionByKey() {
    Sale first = expected(s -> s.userId().equals("u1")).get(0);
    SaleMapper.Key key = SaleMapper.INSTANCE.keyOf(first);
    assertThat(sales.get(key, SaleLine.class)).contains(line(first));
    assertThat(sales.get(new SaleMapper.Key("nobody", first.time(), "p0"), SaleLine.class)).isEmpty();
    assertThatThrownBy(() -> sales.get(key, Views.Unprojected.class))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("@Projection(Sale.class)");
  }

  @Test
  void nestedRecordsAndKeyOnlyProjectionsAreFoundByTheirNames() {
    assertThat(sales.query().userId("u3").select(Views.Brief.class).list())
        .isEqualTo(expected(s -> s.userId().equals("u3")).stream()
            .map(s -> new Views.Brief(s.userId(), s.quantity())).toList());
    assertThat(sales.query().userId("u3").select(Views.Keys.class).list())
        .isEqualTo(expected(s -> s.userId().equals("u3")).stream()
            .map(s -> new Views.Keys(s.userId(), s.productId())).toList());
    assertThat(sales.query().userId("u3").select(Views.Keys.class).where(QUANTITY.lessThan(0)).list())
        .isEqualTo(expected(s -> s.userId().equals("u3") && s.quantity() < 0).stream()
            .map(s -> new Views.Keys(s.userId(), s.productId())).toList());
  }

  @Test
  void aRecordWithoutAGeneratedProjectionOfThisEntityIsRefusedWithTheFix() {
    assertThatThrownBy(() -> sales.query().select(Views.Unprojected.class))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("org.hbasemapper.it.filter.Views_UnprojectedProjection")
        .hasMessageContaining("@Projection(Sale.class)");
    assertThatThrownBy(() -> sales.query().select(TickPrice.class))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("projection of Tick, not of Sale");
  }

  @Test
  void pagesOfAProjectionAreBoundToItAndToTheConditions() {
    ProjectedQuery<Sale, SaleLine> q =
        sales.query().userId("u2").where(QUANTITY.greaterThan(-3)).select(SaleLine.class);
    List<SaleLine> paged = new ArrayList<>();
    Page<SaleLine> page = q.page(PageRequest.ofSize(7));
    paged.addAll(page.content());
    Page<SaleLine> firstPage = page;
    while (page.hasNext()) {
      page = q.page(PageRequest.fromToken(page.next().toToken()));
      paged.addAll(page.content());
    }
    assertThat(paged).isEqualTo(q.list()).isEqualTo(expected(s -> s.userId().equals("u2") && s.quantity() > -3)
        .stream().map(ProjectionTest::line).toList());
    PageRequest token = firstPage.next();
    assertThatThrownBy(() -> sales.query().userId("u2").where(QUANTITY.greaterThan(-3)).page(token))
        .isInstanceOf(InvalidPageTokenException.class);
    assertThatThrownBy(() -> sales.query().userId("u2").select(SaleLine.class).page(token))
        .isInstanceOf(InvalidPageTokenException.class);
    assertThatThrownBy(() -> sales.query().userId("u2").where(QUANTITY.greaterThan(-3)).select(Views.Brief.class)
        .page(token)).isInstanceOf(InvalidPageTokenException.class);
  }

  @Test
  void aFilteredColumnIsReadEvenWhenFamiliesOrAProjectionLeaveItOut() {
    // quantity lives in family d; without its column a SingleColumnValueFilter would drop every row
    List<Sale> fromX = sales.query().userId("u1").families("x").where(QUANTITY.greaterThan(2)).list();
    List<Sale> wanted = expected(s -> s.userId().equals("u1") && s.quantity() > 2);
    assertThat(fromX).isNotEmpty().extracting(Sale::channel).isEqualTo(wanted.stream().map(Sale::channel).toList());
    assertThat(fromX).extracting(Sale::note).containsOnlyNulls();
    assertThat(sales.query().userId("u1").families("x").where(QUANTITY.greaterThan(2)).count())
        .isEqualTo(wanted.size());
    assertThat(sales.query().userId("u1").where(QUANTITY.greaterThan(2)).select(SaleLine.class).list())
        .isEqualTo(wanted.stream().map(ProjectionTest::line).toList());
    // decided in the client (BigDecimal): its column is read too
    assertThat(sales.query().userId("u1").families("x").where(PRICE.lessThan(BigDecimal.ZERO)).list())
        .extracting(Sale::productId).isEqualTo(expected(s -> s.userId().equals("u1") && s.price() != null
            && s.price().signum() < 0).stream().map(Sale::productId).toList());
  }

  @Test
  void conditionsDecidedHereOrOnTheServersCountOnlyMatchingRowsAndRespectLimits() {
    var q = sales.query().userId("u3").where(PRICE.greaterThanOrEqual(new BigDecimal("-20.5")))
        .where(QUANTITY.isNotNull()).where(PRICE.isNotNull());
    List<Sale> wanted = expected(s -> s.userId().equals("u3") && s.price() != null
        && s.price().compareTo(new BigDecimal("-20.5")) >= 0);
    assertThat(q.list()).isEqualTo(wanted);
    assertThat(q.count()).isEqualTo(wanted.size());
    assertThat(q.limit(4).list()).isEqualTo(wanted.subList(0, 4));
    assertThat(q.offset(2).limit(3).count()).isEqualTo(3);
    assertThat(sales.query().userId("u3").where(PRICE.isNull()).list())
        .isEqualTo(expected(s -> s.userId().equals("u3") && s.price() == null));
    assertThat(sales.query().userId("u3").where(PRICE.isNull()).count())
        .isEqualTo(expected(s -> s.userId().equals("u3") && s.price() == null).size());
    assertThat(sales.query().where(PRICE.equalTo(new BigDecimal("-5.00"))).list())
        .isEqualTo(expected(s -> s.price() != null && s.price().compareTo(new BigDecimal("-5")) == 0));
  }

  @Test
  void keyLookupsReturnRowsInTheOrderOfTheirKeysMissingOnesLeftOut() {
    QueryContext<Sale> context = new QueryContext<>(connection, SaleMapper.INSTANCE);
    List<Sale> all = SaleData.all();
    Sale a = all.get(120);
    Sale b = all.get(3);
    Sale c = all.get(77);
    SaleMapper.Key missing = new SaleMapper.Key("u9", time(1), "a");
    List<SaleMapper.Key> keys = List.of(key(a), missing, key(b), key(c), key(b));
    KeyLookup<Sale, Sale> lookup = KeyLookup.of(context, SaleMapper.INSTANCE, keys);
    assertThat(lookup.list()).containsExactly(a, b, c);
    assertThat(lookup.count()).isEqualTo(3);
    assertThat(lookup.limit(2).list()).containsExactly(a, b);
    assertThat(lookup.first()).contains(a);
    assertThat(lookup.stream()).containsExactly(a, b, c);
    assertThat(lookup.select(SaleLineProjection.INSTANCE).list()).containsExactly(line(a), line(b), line(c));

    List<Sale> wanted = new ArrayList<>();
    for (Sale s : List.of(a, b, c)) {
      if (s.quantity() > 0) {
        wanted.add(s);
      }
    }
    assertThat(lookup.where(QUANTITY.greaterThan(0)).list()).isEqualTo(wanted);
    assertThat(lookup.where(QUANTITY.greaterThan(0)).count()).isEqualTo(wanted.size());
    assertThat(lookup.where(QUANTITY.greaterThan(0)).select(Views_KeysProjection.INSTANCE).list())
        .isEqualTo(wanted.stream().map(s -> new Views.Keys(s.userId(), s.productId())).toList());
    assertThat(KeyLookup.of(context, SaleMapper.INSTANCE, List.of()).list()).isEmpty();
  }

  private static SaleMapper.Key key(Sale s) {
    return SaleMapper.INSTANCE.keyOf(s);
  }
}
