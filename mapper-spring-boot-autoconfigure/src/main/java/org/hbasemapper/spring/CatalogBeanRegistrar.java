package org.hbasemapper.spring;

import java.beans.Introspector;
import org.hbasemapper.runtime.catalog.CatalogEntry;
import org.hbasemapper.runtime.catalog.MapperClients;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.BeansException;
import org.springframework.beans.factory.BeanClassLoaderAware;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.BeanDefinitionRegistryPostProcessor;
import org.springframework.beans.factory.support.RootBeanDefinition;

/**
 * Registers a bean for every entry of the {@link org.hbasemapper.runtime.catalog.MapperCatalog}s on
 * the class path: each DAO, asynchronous DAO, group DAO and repository, by its own type, built by
 * the entry's factory from the {@link MapperClients} bean. No class path scanning, no reflection.
 *
 * <p>It runs after the application's own configuration is registered, so a bean of the same type
 * that the application declares is left in place of the generated one. Asynchronous DAOs are lazy:
 * an application that never injects one never opens an asynchronous connection.
 */
final class CatalogBeanRegistrar implements BeanDefinitionRegistryPostProcessor, BeanClassLoaderAware {
  private static final Logger LOG = LoggerFactory.getLogger(CatalogBeanRegistrar.class);

  private ClassLoader classLoader = CatalogBeanRegistrar.class.getClassLoader();

  @Override
  public void setBeanClassLoader(ClassLoader classLoader) {
    this.classLoader = classLoader;
  }

  @Override
  public void postProcessBeanDefinitionRegistry(BeanDefinitionRegistry registry) throws BeansException {
    if (!(registry instanceof ListableBeanFactory beans)) {
      throw new IllegalStateException("hbase-mapper registers its beans in a ListableBeanFactory, not in "
          + registry.getClass().getName());
    }
    for (CatalogEntry<?> entry : MapperCatalogs.load(classLoader).entries()) {
      register(entry, registry, beans);
    }
  }

  private static <T> void register(CatalogEntry<T> entry, BeanDefinitionRegistry registry, ListableBeanFactory beans) {
    String[] existing = beans.getBeanNamesForType(entry.type(), true, false);
    if (existing.length > 0) {
      LOG.debug("{} is the application's own bean '{}'; the generated one is not registered",
          entry.type().getName(), existing[0]);
      return;
    }
    RootBeanDefinition definition = new RootBeanDefinition(entry.type(),
        () -> entry.create(((BeanFactory) registry).getBean(MapperClients.class)));
    definition.setDependsOn(SchemaInitializer.BEAN_NAME);
    definition.setLazyInit(entry.kind() == CatalogEntry.Kind.ASYNC_DAO
        || entry.kind() == CatalogEntry.Kind.ASYNC_GROUP_DAO);
    registry.registerBeanDefinition(name(entry.type(), registry), definition);
  }

  /** {@code purchaseDao} for {@code PurchaseDao}; the qualified name when another bean took that one. */
  private static String name(Class<?> type, BeanDefinitionRegistry registry) {
    String simple = Introspector.decapitalize(type.getSimpleName());
    return registry.containsBeanDefinition(simple) ? type.getName() : simple;
  }

  @Override
  public void postProcessBeanFactory(ConfigurableListableBeanFactory beanFactory) {
    // everything happens at registration
  }
}
