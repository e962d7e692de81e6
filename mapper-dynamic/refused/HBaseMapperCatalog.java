package refused;

import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.catalog.CatalogEntry;
import org.hbasemapper.runtime.catalog.MapperCatalog;
import org.jspecify.annotations.NullMarked;

/**
 * The DAOs, asynchronous DAOs, group DAOs and repositories generated in this compilation, for
 * frameworks that register them (the Spring Boot starter does, a bean per entry). Listed in
 * {@code META-INF/services/org.hbasemapper.runtime.catalog.MapperCatalog},
 * so that {@link MapperCatalog#load} finds it.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class HBaseMapperCatalog implements MapperCatalog {
  /**
   * The catalog {@link java.util.ServiceLoader} creates.
   */
  public HBaseMapperCatalog() {
  }

  /**
   * By entity, its DAO before its asynchronous DAO; then the group DAOs and the repositories.
   */
  @Override
  public List<CatalogEntry<?>> entries() {
    List<CatalogEntry<?>> entries = new ArrayList<>(10);
    // refused.FailingCodec
    entries.add(new CatalogEntry<>(FailingCodecDao.class, CatalogEntry.Kind.DAO,
        List.of(FailingCodecMapper.INSTANCE.schema()),
        c -> new FailingCodecDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(FailingCodecAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(FailingCodecMapper.INSTANCE.schema()),
        c -> new FailingCodecAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // refused.Other
    entries.add(new CatalogEntry<>(OtherDao.class, CatalogEntry.Kind.DAO,
        List.of(OtherMapper.INSTANCE.schema()),
        c -> new OtherDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(OtherAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(OtherMapper.INSTANCE.schema()),
        c -> new OtherAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // refused.Typed
    entries.add(new CatalogEntry<>(TypedDao.class, CatalogEntry.Kind.DAO,
        List.of(TypedMapper.INSTANCE.schema()),
        c -> new TypedDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(TypedAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(TypedMapper.INSTANCE.schema()),
        c -> new TypedAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // refused.Unnamed
    entries.add(new CatalogEntry<>(UnnamedDao.class, CatalogEntry.Kind.DAO,
        List.of(UnnamedMapper.INSTANCE.schema()),
        c -> new UnnamedDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(UnnamedAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(UnnamedMapper.INSTANCE.schema()),
        c -> new UnnamedAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // refused.Unsupported
    entries.add(new CatalogEntry<>(UnsupportedDao.class, CatalogEntry.Kind.DAO,
        List.of(UnsupportedMapper.INSTANCE.schema()),
        c -> new UnsupportedDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(UnsupportedAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(UnsupportedMapper.INSTANCE.schema()),
        c -> new UnsupportedAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    return List.copyOf(entries);
  }
}
