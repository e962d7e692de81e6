package org.hbasemapper.spring.starter;

import java.util.List;
import org.hbasemapper.runtime.catalog.CatalogEntry;
import org.hbasemapper.runtime.catalog.MapperCatalog;

/**
 * The catalog the processor will write as {@code HBaseMapperCatalog}, by hand until it does; delete it
 * and META-INF/services/org.hbasemapper.runtime.catalog.MapperCatalog of the test resources then.
 */
public final class HandWrittenCatalog implements MapperCatalog {
  @Override
  public List<CatalogEntry<?>> entries() {
    return List.of(
        new CatalogEntry<>(GreetingDao.class, CatalogEntry.Kind.DAO, List.of(GreetingMapper.INSTANCE.schema()),
            c -> new GreetingDao(c.connection(), c.options())),
        new CatalogEntry<>(GreetingAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
            List.of(GreetingMapper.INSTANCE.schema()),
            c -> new GreetingAsyncDao(c.asyncConnection(), c.executor(), c.options())),
        new CatalogEntry<>(GreetingRepository.class, CatalogEntry.Kind.REPOSITORY,
            List.of(GreetingMapper.INSTANCE.schema()),
            c -> new GreetingRepositoryImpl(c.connection(), c.options())));
  }
}
