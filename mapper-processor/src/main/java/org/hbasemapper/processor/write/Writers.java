package org.hbasemapper.processor.write;

import javax.annotation.processing.Filer;
import org.hbasemapper.processor.model.EntityModel;

/** Writes everything generated for one entity. */
public final class Writers {
  private Writers() {}

  /** Writes the mapper and the DAO of {@code entity}. */
  public static void writeAll(EntityModel entity, Filer filer) {
    new MapperWriter(entity).write(filer);
    new DaoWriter(entity).write(filer);
    new QueryWriter(entity).write(filer);
  }

  /** The generated sources of {@code entity}, for tests and golden files. */
  public static String mapperSource(EntityModel entity) {
    return new MapperWriter(entity).file().toString();
  }
}
