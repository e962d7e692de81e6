package org.hbasemapper.it.query;

import java.util.Collection;
import java.util.List;
import org.hbasemapper.annotations.Repository;
import org.hbasemapper.runtime.CrudRepository;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;

/** Repository methods over a table salted on the host: one bucket when the host is fixed, several for an in-list. */
@Repository
public interface GaugeRepository extends CrudRepository<Gauge, GaugeMapper.Key> {
  List<Gauge> findByHostId(String hostId);

  Page<Gauge> findByHostId(String hostId, PageRequest page);

  List<Gauge> findByHostIdAndTimeBetween(String hostId, long from, long to);

  List<Gauge> findByHostIdAndValueLessThan(String hostId, double max);

  List<Gauge> findByHostIdIn(Collection<String> hostIds);

  long countByHostIdInAndValueGreaterThanEqual(Collection<String> hostIds, double min);
}
