package org.hbasemapper.spark;

import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.query.QueryStage;

/**
 * A typed query read by Spark: one partition per region per salt bucket of the query's key ranges.
 * Immutable: each refinement returns a new read.
 *
 * @param <E> what the read returns: the entity, or a projection record after {@link #select(Class)}
 */
@Api
public final class DatasetRead<E> {
  static <E> DatasetRead<E> of(EntityDatasets datasets, QueryStage<E, ?> query) {
    throw new UnsupportedOperationException("not yet");
  }

  /** This read, skipping and counting rows whose stored data cannot be read instead of failing the job. */
  public DatasetRead<E> skipBadRows() {
    throw new UnsupportedOperationException("not yet");
  }

  /** This read of only the cells of projection record {@code projection}. */
  public <P> DatasetRead<P> select(Class<P> projection) {
    throw new UnsupportedOperationException("not yet");
  }

  /** The rows as a typed Dataset, whose columns are the entity's fields. */
  public Dataset<E> dataset() {
    throw new UnsupportedOperationException("not yet");
  }

  /** The rows as an RDD. */
  public JavaRDD<E> rdd() {
    throw new UnsupportedOperationException("not yet");
  }
}
