package org.hbasemapper.samples.purchase;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.hbasemapper.annotations.Repository;
import org.hbasemapper.runtime.CrudRepository;

/**
 * What a purchase-history service asks of the table, as a repository: the processor plans each method
 * from its name and the key {@code <userId><time desc><productId>} and generates
 * {@code PurchaseHistoryImpl}. Every method here is served by a scan of one user's key range.
 */
@Repository
public interface PurchaseHistory extends CrudRepository<Purchase, PurchaseMapper.Key> {
  /** A line of the history: one key component and one cell, not the whole row. */
  record Line(Instant time, String productId, BigDecimal price) {}

  /** The user's most recent purchases (the time component is descending). */
  List<Purchase> findTop5ByUserId(String userId);

  /** Purchases in {@code [from, to]}, both bounds inclusive as in Spring Data. */
  long countByUserIdAndTimeBetween(String userId, Instant from, Instant to);

  /** Purchases of at least {@code min} in the user's range (a BigDecimal: tested in the client, see the plan). */
  List<Line> findLinesByUserIdAndPriceGreaterThanEqual(String userId, BigDecimal min);
}
