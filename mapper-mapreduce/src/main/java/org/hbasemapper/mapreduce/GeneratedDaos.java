package org.hbasemapper.mapreduce;

import java.util.concurrent.Executor;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.catalog.CatalogEntry;
import org.hbasemapper.runtime.catalog.MapperCatalog;
import org.hbasemapper.runtime.catalog.MapperClients;
import org.hbasemapper.runtime.dao.EntityDao;

/**
 * Generated DAOs built by class name in a job's tasks, which have the name in their configuration but
 * no instance: looked up in the generated catalogs on the class path, as frameworks find them. So do
 * mapper-spark's executors.
 */
@LimitedPrivate("mapper-spark")
public final class GeneratedDaos {
  private GeneratedDaos() {}

  /** The catalog entry of the DAO {@code dao}; refused when no generated catalog lists it. */
  public static CatalogEntry<?> entry(String dao, ClassLoader loader) {
    for (MapperCatalog catalog : MapperCatalog.load(loader)) {
      for (CatalogEntry<?> entry : catalog.entries()) {
        if (entry.kind() == CatalogEntry.Kind.DAO && entry.type().getName().equals(dao)) {
          return entry;
        }
      }
    }
    throw new IllegalArgumentException("no generated catalog on the class path lists the DAO " + dao + ": compile its "
        + "entity with hbase-mapper's annotation processor, and ship its classes with the job");
  }

  /** The blocking DAO {@code dao} over {@code connection} (the caller's), with {@code options}. */
  @SuppressWarnings("unchecked")
  public static EntityDao<Object, ?> create(String dao, ClassLoader loader, Connection connection, MapperOptions options) {
    return (EntityDao<Object, ?>) entry(dao, loader).create(new MapperClients() {
      @Override
      public Connection connection() {
        return connection;
      }

      @Override
      public AsyncConnection asyncConnection() {
        throw new UnsupportedOperationException("a job uses the blocking DAO");
      }

      @Override
      public Executor executor() {
        throw new UnsupportedOperationException("a job uses the blocking DAO");
      }

      @Override
      public MapperOptions options() {
        return options;
      }
    });
  }
}
