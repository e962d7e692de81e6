package org.hbasemapper.spark;

import org.apache.spark.sql.Dataset;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.dao.EntityDao;

/**
 * Writes of a Dataset of entities to the tables a DAO writes: through the DAO, per partition, or as
 * HFiles bulk loaded.
 *
 * @param <E> the entity type
 */
@Api
public final class DatasetWrite<E> {
  static <E> DatasetWrite<E> of(EntityDatasets datasets, EntityDao<E, ?> dao) {
    throw new UnsupportedOperationException("not yet");
  }

  /** Writes {@code entities} with the DAO's {@code putAll}, in batches, in every partition. */
  public void put(Dataset<E> entities) {
    throw new UnsupportedOperationException("not yet");
  }
}
