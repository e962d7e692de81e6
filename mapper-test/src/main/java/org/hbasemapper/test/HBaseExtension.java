package org.hbasemapper.test;

import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.annotations.audience.Api;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * The JUnit 5 extension behind {@link HBaseTest}: resolves {@link Connection}, {@link AsyncConnection}
 * and {@link EmbeddedHBase} parameters, all of the shared cluster.
 */
@Api
public final class HBaseExtension implements ParameterResolver {

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    Class<?> type = parameter.getParameter().getType();
    return type == Connection.class || type == AsyncConnection.class || type == EmbeddedHBase.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    EmbeddedHBase hbase;
    try {
      hbase = EmbeddedHBase.shared();
    } catch (RuntimeException e) {
      throw new ParameterResolutionException("Embedded HBase is not available: " + e.getMessage(), e);
    }
    Class<?> type = parameter.getParameter().getType();
    if (type == Connection.class) {
      return hbase.connection();
    }
    return type == AsyncConnection.class ? hbase.asyncConnection() : hbase;
  }
}
