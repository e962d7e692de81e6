package org.hbasemapper.spring.entities;

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
        new CatalogEntry<>(PurchaseDao.class, CatalogEntry.Kind.DAO, List.of(PurchaseMapper.INSTANCE.schema()),
            c -> new PurchaseDao(c.connection(), c.options())),
        new CatalogEntry<>(PurchaseAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
            List.of(PurchaseMapper.INSTANCE.schema()),
            c -> new PurchaseAsyncDao(c.asyncConnection(), c.executor(), c.options())),
        new CatalogEntry<>(PurchaseRepository.class, CatalogEntry.Kind.REPOSITORY,
            List.of(PurchaseMapper.INSTANCE.schema()),
            c -> new PurchaseRepositoryImpl(c.connection(), c.options())));
  }
}
