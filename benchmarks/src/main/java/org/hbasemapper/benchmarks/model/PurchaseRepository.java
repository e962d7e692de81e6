package org.hbasemapper.benchmarks.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.hbasemapper.annotations.Repository;
import org.hbasemapper.runtime.CrudRepository;

/** The repository side of {@code RepositoryBenchmark}: each method has a DAO call that does the same work. */
@Repository
public interface PurchaseRepository extends CrudRepository<Purchase, PurchaseMapper.Key> {
  /** Two of the eight columns, and a key component (which costs no read: it is in the row key). */
  record Line(String productId, BigDecimal price, int quantity) {}

  List<Purchase> findTop20ByUserId(String userId);

  List<Purchase> findByUserIdAndTimeBetween(String userId, Instant from, Instant to);

  List<Purchase> findByUserId(String userId);

  List<Line> findLinesByUserId(String userId);
}
