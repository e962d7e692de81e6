package org.hbasemapper.spring;

import java.util.concurrent.Executor;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.catalog.MapperClients;
import org.springframework.beans.factory.ObjectProvider;

/**
 * The clients the generated beans are built from: the connection beans, fetched when first asked for
 * (so the asynchronous connection opens only for an asynchronous DAO), the options bean and the
 * executor asynchronous DAOs deliver their results on.
 */
final class SpringMapperClients implements MapperClients {
  private final ObjectProvider<Connection> connection;
  private final ObjectProvider<AsyncConnection> asyncConnection;
  private final Executor executor;
  private final MapperOptions options;

  SpringMapperClients(ObjectProvider<Connection> connection, ObjectProvider<AsyncConnection> asyncConnection,
      Executor executor, MapperOptions options) {
    this.connection = connection;
    this.asyncConnection = asyncConnection;
    this.executor = executor;
    this.options = options;
  }

  @Override
  public Connection connection() {
    return connection.getObject();
  }

  @Override
  public AsyncConnection asyncConnection() {
    return asyncConnection.getObject();
  }

  @Override
  public Executor executor() {
    return executor;
  }

  @Override
  public MapperOptions options() {
    return options;
  }
}
