package org.hbasemapper.runtime.catalog;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.TableSchema;

/**
 * One generated class a framework can offer: its type, what kind of class it is, the tables it
 * needs (as declared, before namespace mapping) and how to build it.
 *
 * @param type the class to register, such as {@code PurchaseDao.class} or, for a repository, the
 *     user's interface {@code PurchaseRepository.class}
 * @param kind what it is
 * @param tables the tables it reads and writes, with their index tables (see {@link TableSchema#indexes()})
 * @param factory builds one from the clients
 * @param <T> the class
 */
@Api
public record CatalogEntry<T>(Class<T> type, Kind kind, List<TableSchema> tables,
    Function<MapperClients, ? extends T> factory) {
  /** What kind of generated class an entry builds. */
  @Api
  public enum Kind {
    /** {@code <Entity>Dao}. */
    DAO,
    /** {@code <Entity>AsyncDao}. */
    ASYNC_DAO,
    /** {@code <Interface>Dao} over the record types sharing a table. */
    GROUP_DAO,
    /** {@code <Interface>AsyncDao}, the asynchronous form of {@link #GROUP_DAO}. */
    ASYNC_GROUP_DAO,
    /** The generated implementation of a {@code @Repository} interface, by its interface. */
    REPOSITORY
  }

  /** Checks the parts and copies the list. */
  public CatalogEntry {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(kind, "kind");
    tables = List.copyOf(tables);
    Objects.requireNonNull(factory, "factory");
  }

  /** Builds one instance from {@code clients}. */
  public T create(MapperClients clients) {
    return factory.apply(clients);
  }
}
