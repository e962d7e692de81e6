package org.hbasemapper.spring.entities;

import java.util.List;
import org.hbasemapper.annotations.Repository;
import org.hbasemapper.runtime.CrudRepository;

@Repository
public interface PurchaseRepository extends CrudRepository<Purchase, PurchaseMapper.Key> {
  List<Purchase> findByUserId(String userId);

  long countByUserId(String userId);
}
