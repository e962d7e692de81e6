package org.hbasemapper.it.deletes;

import org.hbasemapper.annotations.Repository;
import org.hbasemapper.runtime.CrudRepository;

/** Deletes by key prefix and range, which the repository sends through the query's batched delete. */
@Repository
public interface ReadingRepository extends CrudRepository<Reading, ReadingMapper.Key> {
  long deleteBySensor(String sensor);

  int deleteBySensorAndTimeBetween(String sensor, long from, long to);

  void removeBySensorAndValueGreaterThan(String sensor, double min);
}
