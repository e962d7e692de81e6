package org.hbasemapper.processor.write;

import java.util.List;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import org.hbasemapper.processor.model.CatalogModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.GroupModel;

/** Writes everything generated for one entity, or for one group of record types, and the catalog of them all. */
public final class Writers {
  private Writers() {}

  /**
   * Writes the mapper of {@code entity}, whose schema carries {@code layout} (the stored layout of its
   * rows as text), and its DAO and query, blocking and asynchronous.
   */
  public static void writeAll(EntityModel entity, String layout, Filer filer) {
    new MapperWriter(entity, layout).write(filer);
    new DaoWriter(entity).write(filer);
    new QueryWriter(entity).write(filer);
    new DaoWriter(entity, true).write(filer);
    new QueryWriter(entity, true).write(filer);
  }

  /**
   * Writes the DAO of a group of record types, and its query when the members share key components before the
   * code, blocking and asynchronous.
   */
  public static void writeGroup(GroupModel group, Filer filer) {
    for (boolean async : new boolean[] {false, true}) {
      new GroupDaoWriter(group, async).write(filer);
      if (!group.leadingKey().isEmpty()) {
        new GroupQueryWriter(group, async).write(filer);
      }
    }
  }

  /** Writes the catalog class of the compilation, generated from {@code origins}. */
  public static void writeCatalog(CatalogModel catalog, List<Element> origins, Filer filer) {
    new CatalogWriter(catalog, origins).write(filer);
  }

  /** The generated sources of {@code entity}, whose schema carries {@code layout}, for tests and golden files. */
  public static String mapperSource(EntityModel entity, String layout) {
    return new MapperWriter(entity, layout).file().toString();
  }
}
