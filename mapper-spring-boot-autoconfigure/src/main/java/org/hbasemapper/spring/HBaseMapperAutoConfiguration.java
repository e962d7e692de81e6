package org.hbasemapper.spring;

import java.util.concurrent.ForkJoinPool;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.catalog.MapperCatalog;
import org.hbasemapper.runtime.catalog.MapperClients;
import org.hbasemapper.runtime.observe.OperationListener;
import org.hbasemapper.spring.HBaseMapperProperties.SchemaAction;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Lazy;
import org.springframework.core.io.ResourceLoader;

/**
 * Spring Boot auto-configuration of hbase-mapper: the {@link Connection} and {@link AsyncConnection}
 * from the {@code hbasemapper.*} properties (or the embedded HBase), one {@link MapperOptions}, the
 * tables at start-up, and a bean for every generated DAO, asynchronous DAO, group DAO and repository
 * the {@link MapperCatalog}s list. Each bean of the application's own of the same type wins; a
 * connection the application declares is never closed here.
 */
@AutoConfiguration
@ConditionalOnClass({Connection.class, MapperCatalog.class})
@EnableConfigurationProperties(HBaseMapperProperties.class)
@Api
public class HBaseMapperAutoConfiguration {

  /** Registers the generated classes' beans; static, as a registry post-processor must be. */
  @Bean
  static CatalogBeanRegistrar hbaseMapperBeanRegistrar() {
    return new CatalogBeanRegistrar();
  }

  /** Which cluster: lazy, so that an application's own connection beans start no embedded HBase. */
  @Bean
  @Lazy
  @ConditionalOnMissingBean
  HBaseConnectionDetails hbaseConnectionDetails(HBaseMapperProperties properties, ResourceLoader resources) {
    return ClusterResolver.resolve(properties, resources.getClassLoader(), resources);
  }

  /** The blocking connection, checked to answer at start-up, closed with the context. */
  @Bean(destroyMethod = "close")
  @ConditionalOnMissingBean
  Connection hbaseConnection(ObjectProvider<HBaseConnectionDetails> details, HBaseMapperProperties properties) {
    return HBaseConnections.open(details.getObject(), properties.getStartupTimeout());
  }

  /**
   * The asynchronous connection, on the blocking connection's configuration (the application's own,
   * when it declared the connection); opened when first injected, closed with the context.
   */
  @Bean(destroyMethod = "close")
  @Lazy
  @ConditionalOnMissingBean
  AsyncConnection hbaseAsyncConnection(Connection connection, HBaseMapperProperties properties) {
    return HBaseConnections.openAsync(connection.getConfiguration(), properties.getStartupTimeout());
  }

  /**
   * The namespace mapping of the properties, and every {@link OperationListener} bean in their order.
   * A mapping of a namespace no generated entity declares fails start-up: a mistyped key would leave
   * the entities in their declared namespaces, writing a staging run's data where production's is.
   */
  @Bean
  @ConditionalOnMissingBean
  MapperOptions hbaseMapperOptions(HBaseMapperProperties properties, ObjectProvider<OperationListener> listeners,
      MapperCatalogs catalogs) {
    catalogs.checkMapped(properties.getNamespaces().keySet());
    return MapperOptions.defaults()
        .withNamespaces(properties.getNamespaces())
        .withListener(OperationListener.all(listeners.orderedStream().toList()));
  }

  /** What the generated beans are built from; asynchronous DAOs deliver on the common pool, as by default. */
  @Bean
  @ConditionalOnMissingBean
  MapperClients hbaseMapperClients(ObjectProvider<Connection> connection, ObjectProvider<AsyncConnection> async,
      MapperOptions options) {
    return new SpringMapperClients(connection, async, ForkJoinPool.commonPool(), options);
  }

  @Bean
  MapperCatalogs hbaseMapperCatalogs(ResourceLoader resources) {
    return MapperCatalogs.load(resources.getClassLoader());
  }

  /**
   * The schema action: the property's, else {@code create} on the embedded HBase (it starts empty, and
   * a development run should not need a step of its own to make its tables), else {@code none}.
   */
  @Bean(SchemaInitializer.BEAN_NAME)
  SchemaInitializer hbaseMapperSchemaInitializer(Connection connection, MapperOptions options,
      MapperCatalogs catalogs, HBaseMapperProperties properties) {
    SchemaAction action = properties.getSchemaAction();
    if (action == null) {
      action = ClusterResolver.embedded(connection.getConfiguration()) ? SchemaAction.CREATE : SchemaAction.NONE;
    }
    return new SchemaInitializer(connection, options, catalogs, action);
  }
}
