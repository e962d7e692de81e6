package org.hbasemapper.runtime.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.hbasemapper.annotations.audience.Api;

/**
 * The generated classes of one compilation (one Maven module, typically), written by the annotation
 * processor as {@code HBaseMapperCatalog} in the package of the module's entities and listed in
 * {@code META-INF/services/org.hbasemapper.runtime.catalog.MapperCatalog}.
 */
@Api
public interface MapperCatalog {
  /** The entries, in a stable order: by entity, DAO before asynchronous DAO, then groups and repositories. */
  List<CatalogEntry<?>> entries();

  /** Every catalog {@code loader} sees, through {@link ServiceLoader}. */
  static List<MapperCatalog> load(ClassLoader loader) {
    List<MapperCatalog> catalogs = new ArrayList<>();
    ServiceLoader.load(MapperCatalog.class, loader).forEach(catalogs::add);
    return catalogs;
  }
}
