package org.hbasemapper.samples.spring.purchase;

import java.util.List;
import org.hbasemapper.annotations.Repository;
import org.hbasemapper.runtime.CrudRepository;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;

/**
 * What the service asks of the purchase table. The processor plans each method from its name and the
 * key {@code <userId><time desc><productId>} and generates {@code PurchaseHistoryImpl}, which the
 * starter registers as a bean of this type. Every method is a scan of one user's key range.
 */
@Repository
public interface PurchaseHistory extends CrudRepository<Purchase, PurchaseMapper.Key> {
  /** A page of the user's purchases, most recent first; the page's {@code next()} is bound to this query. */
  Page<Purchase> findByUserId(String userId, PageRequest page);

  /** The user's most recent purchases. */
  List<Purchase> findTop5ByUserId(String userId);

  /** How many purchases the user has. */
  long countByUserId(String userId);
}
