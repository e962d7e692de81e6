package org.hbasemapper.it.filter;

import java.util.List;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.runtime.internal.RepositorySupport;

/** {@link VisitorLookups} as a generated implementation runs it: an index lookup of its own, reused. */
final class VisitorLookupsImpl implements VisitorLookups {
  private final IndexQuery.State<Visitor> byCity;

  VisitorLookupsImpl(Connection connection) {
    this.byCity = RepositorySupport.indexLookup(connection, VisitorMapper.INSTANCE, VisitorMapper.INDEX_CITY);
  }

  @Override
  public List<Visitor> findByCityBetweenAndAgeGreaterThan(String from, String to, int age) {
    return new IndexQuery<>(byCity.range(VisitorMapper.INDEX_CODEC_CITY, from, true, to, true))
        .where(IndexWhereTest.AGE.greaterThan(age)).list();
  }
}
