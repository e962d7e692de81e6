package golden;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.hbasemapper.annotations.AllowScan;
import org.hbasemapper.annotations.Repository;
import org.hbasemapper.runtime.CrudRepository;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;

@Repository
public interface PurchaseRepository extends CrudRepository<Purchase, PurchaseMapper.Key> {
  List<Purchase> findByUserId(String userId);

  List<Purchase> findByUserIdAndTimeBetween(String userId, Instant from, Instant to);

  Page<Purchase> findByUserId(String userId, PageRequest page);

  Stream<Purchase> streamByUserId(String userId);

  Optional<Purchase> findFirstByUserId(String userId);

  List<Purchase> findTop5ByUserIdOrderByTimeAsc(String userId);

  long countByUserId(String userId);

  boolean existsByUserId(String userId);

  void deleteByUserId(String userId);

  List<Purchase> findByUserIdAndPriceGreaterThan(String userId, BigDecimal min);

  List<SaleLine> findLinesByUserId(String userId);

  @AllowScan
  List<Purchase> findByPriceGreaterThan(BigDecimal min);

  Optional<Purchase> findByUserIdAndTimeAndProductId(String userId, Instant time, String productId);

  List<Purchase> findByUserIdAndTimeAndProductIdIn(String userId, Instant time, Collection<String> productIds);

  List<Purchase> findByUserIdAndTimeAndProductIdStartingWith(String userId, Instant time, String prefix);

  List<Purchase> findByUserIdAndProductId(String userId, String productId);

  long deleteByUserIdAndTimeBefore(String userId, Instant before);

  default List<Purchase> recent(String userId) {
    return findTop5ByUserIdOrderByTimeAsc(userId);
  }
}
