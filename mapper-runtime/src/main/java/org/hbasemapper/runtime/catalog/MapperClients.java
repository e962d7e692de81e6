package org.hbasemapper.runtime.catalog;

import java.util.concurrent.Executor;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.MapperOptions;

/**
 * What a {@link CatalogEntry} builds its class from. The connections stay the caller's to close; an
 * implementation may open the asynchronous one only when it is first asked for.
 */
@Api
public interface MapperClients {
  /** The blocking connection, for DAOs, group DAOs and repositories. */
  Connection connection();

  /** The asynchronous connection, for asynchronous DAOs. */
  AsyncConnection asyncConnection();

  /** Where asynchronous DAOs deliver their results. */
  Executor executor();

  /** The options every class is built with. */
  MapperOptions options();
}
