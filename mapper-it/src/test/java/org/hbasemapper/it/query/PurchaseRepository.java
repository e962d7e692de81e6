package org.hbasemapper.it.query;

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

/**
 * The purchases example as a repository, compiled by the processor with the rest of this module: one
 * method per plan and return shape (the Impl's javadoc shows each method's plan).
 */
@Repository
public interface PurchaseRepository extends CrudRepository<Purchase, PurchaseMapper.Key> {
  /** What a purchase list shows: two cells and a key component, not the whole row. */
  record SaleLine(String productId, BigDecimal price) {}

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

  Purchase findByUserIdAndTimeAndProductId(String userId, Instant time, String productId);

  List<Purchase> findByUserIdAndTimeAndProductIdIn(String userId, Instant time, Collection<String> productIds);

  List<Purchase> findByUserIdAndTimeInAndQuantityGreaterThanEqual(String userId, Collection<Instant> times,
      int quantity);

  List<Purchase> findByUserIdAndTimeAndProductIdStartingWith(String userId, Instant time, String prefix);

  long deleteByUserIdAndTimeBefore(String userId, Instant before);

  List<Purchase> findByUserIdIn(Collection<String> userIds);

  List<Purchase> findByUserIdOrderByTimeDesc(String userId);

  List<Purchase> findByUserIdAndTimeBefore(String userId, Instant time);

  List<Purchase> findByUserIdAndTimeAfter(String userId, Instant time);

  List<Purchase> findByUserIdAndTimeLessThan(String userId, Instant time);

  List<Purchase> findByUserIdAndTimeLessThanEqual(String userId, Instant time);

  List<Purchase> findByUserIdAndTimeGreaterThan(String userId, Instant time);

  List<Purchase> findByUserIdAndTimeGreaterThanEqual(String userId, Instant time);

  List<Purchase> findByUserIdAndQuantityLessThan(String userId, int quantity);

  List<Purchase> findByUserIdAndQuantityLessThanEqual(String userId, int quantity);

  List<Purchase> findByUserIdAndQuantityGreaterThan(String userId, int quantity);

  List<Purchase> findByUserIdAndQuantityBetween(String userId, int from, int to);

  List<Purchase> findByUserIdAndPriceLessThan(String userId, BigDecimal max);

  List<Purchase> findByUserIdAndPrice(String userId, BigDecimal price);

  List<Purchase> findByUserIdAndPriceIsNull(String userId);

  List<Purchase> findByUserIdAndProductId(String userId, String productId);

  List<Purchase> findByUserIdAndPriceGreaterThanEqual(String userId, BigDecimal min);

  List<Purchase> findByUserIdAndTimeBetweenAndPriceBetween(String userId, Instant from, Instant to,
      BigDecimal minPrice, BigDecimal maxPrice);

  Stream<Purchase> streamByUserIdAndQuantityGreaterThanEqual(String userId, int quantity);

  long countByUserIdAndPriceLessThan(String userId, BigDecimal max);

  boolean existsByUserIdAndQuantityLessThan(String userId, int quantity);

  @AllowScan
  List<Purchase> findByQuantityLessThanAndPriceLessThanEqual(int quantity, BigDecimal max);

  /** Composes derived methods: default methods are left to the interface. */
  default BigDecimal spentSince(String userId, Instant since) {
    try (Stream<Purchase> purchases = streamByUserId(userId)) {
      return purchases.filter(p -> !p.time().isBefore(since)).map(Purchase::price)
          .reduce(BigDecimal.ZERO, BigDecimal::add);
    }
  }
}
