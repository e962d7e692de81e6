package org.hbasemapper.it.query;

import java.util.Collection;
import java.util.List;
import org.hbasemapper.annotations.Repository;
import org.hbasemapper.runtime.CrudRepository;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;

/** Repository methods over a table salted on the host: one bucket when the host is fixed, several for an in-list. */
@Repository
public interface ReadingRepository extends CrudRepository<Reading, ReadingMapper.Key> {
  List<Reading> findByHostId(String hostId);

  Page<Reading> findByHostId(String hostId, PageRequest page);

  List<Reading> findByHostIdAndTimeBetween(String hostId, long from, long to);

  List<Reading> findByHostIdAndValueLessThan(String hostId, double max);

  List<Reading> findByHostIdIn(Collection<String> hostIds);

  long countByHostIdInAndValueGreaterThanEqual(Collection<String> hostIds, double min);
}
