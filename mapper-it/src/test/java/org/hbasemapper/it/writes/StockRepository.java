package org.hbasemapper.it.writes;

import java.util.List;
import org.hbasemapper.annotations.Repository;
import org.hbasemapper.runtime.dao.ConditionalCrudRepository;

/** Stock through a repository with conditional saves and deletes. */
@Repository
public interface StockRepository extends ConditionalCrudRepository<Stock, StockMapper.Key> {
  List<Stock> findByWarehouse(String warehouse);
}
