package org.hbasemapper.it.filter;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.codec.BigDecimalValueCodec;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.query.QueryContext;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;

/**
 * The sales the key-range and projection tests read, written the same way by each (so either may run
 * first): three users, ten times each, five products per time, prices and quantities of both signs,
 * some prices and channels missing. Also the field constants a generated {@code SaleQuery} would hold.
 */
final class SaleData {
  static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");
  static final List<String> USERS = List.of("u1", "u2", "u3");
  static final List<String> PRODUCTS = List.of("a", "ab", "abc", "b", "\u00e9\u4e2d\ud83d\ude00");

  static final OrderedField<Sale, BigDecimal> PRICE = OrderedField.of("Sale", "price", "d", "price",
      BigDecimalValueCodec.INSTANCE, ValueOrder.BIG_DECIMAL, Comparator.naturalOrder());
  static final OrderedField<Sale, Integer> QUANTITY = OrderedField.of("Sale", "quantity", "d", "quantity",
      IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Integer::compare);

  /** Key order: user, then newest first, then product in code-point order. */
  static final Comparator<Sale> KEY_ORDER = Comparator.comparing(Sale::userId)
      .thenComparing(Sale::time, Comparator.reverseOrder())
      .thenComparing(Sale::productId, SaleData::codePoints);

  private SaleData() {}

  static List<Sale> all() {
    List<Sale> out = new ArrayList<>();
    int n = 0;
    for (String user : USERS) {
      for (int t = 0; t < 10; t++) {
        for (String product : PRODUCTS) {
          n++;
          BigDecimal price = n % 7 == 0 ? null : BigDecimal.valueOf((n * 37 % 201) - 100, n % 3);
          out.add(new Sale(user, time(t), product, price, (n * 13 % 21) - 10, "n" + n,
              n % 4 == 0 ? null : n % 2 == 0 ? "web" : "app"));
        }
      }
    }
    out.sort(KEY_ORDER);
    return out;
  }

  static Instant time(int t) {
    return T0.plusSeconds(60L * t);
  }

  /** Writes the sales (again, unchanged, when another test already did). */
  static SaleDao load(Connection connection) {
    new SchemaManager(connection).createIfMissing(SaleMapper.INSTANCE.schema());
    SaleDao sales = new SaleDao(connection);
    sales.putAll(all());
    return sales;
  }

  /** The sales {@code which} selects, in key order. */
  static List<Sale> expected(Predicate<Sale> which) {
    return all().stream().filter(which).toList();
  }

  /** A query over {@code state}, for the key ranges the generated stages do not offer yet. */
  static RangeQuery<Sale> query(QueryState<Sale> state) {
    return new RangeQuery<>(state);
  }

  static QueryState<Sale> start(Connection connection) {
    return QueryState.start(new QueryContext<>(connection, SaleMapper.INSTANCE));
  }

  static int codePoints(String a, String b) {
    return Arrays.compare(a.codePoints().toArray(), b.codePoints().toArray());
  }
}
