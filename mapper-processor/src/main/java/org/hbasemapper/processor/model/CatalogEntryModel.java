package org.hbasemapper.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.Comparator;

/**
 * One generated class the catalog lists, by name only, so that an entry of an earlier compilation
 * can be read back from the catalog's listing (see {@code CatalogStep}).
 *
 * @param kind what it is
 * @param type the class a framework registers: the generated class, or for a repository the user's interface
 * @param built the generated class the entry's factory constructs
 * @param schemaOwner the class whose constant holds the table's schema: the entity's mapper
 *     ({@code INSTANCE}) or the group's DAO ({@code GROUP})
 * @param origin the qualified name of the annotated type it is generated from: the entity, the sealed
 *     interface of a group, the repository interface
 */
public record CatalogEntryModel(Kind kind, ClassName type, ClassName built, ClassName schemaOwner, String origin) {
  /**
   * The order of {@code HBaseMapperCatalog.entries()}: by entity, its DAO before its asynchronous DAO;
   * then the groups, then the repositories, each by name. It depends on names only, so a catalog merged
   * with the listing of an earlier compilation reads the same as one written in a single compilation.
   */
  public static final Comparator<CatalogEntryModel> ORDER = Comparator
      .comparingInt((CatalogEntryModel e) -> e.kind().section)
      .thenComparing(CatalogEntryModel::origin)
      .thenComparing(CatalogEntryModel::kind);

  /** What kind of class an entry builds, with the names of the runtime's {@code CatalogEntry.Kind}. */
  public enum Kind {
    DAO(0),
    ASYNC_DAO(0),
    GROUP_DAO(1),
    ASYNC_GROUP_DAO(1),
    REPOSITORY(2);

    /** Entries of the entities come first, then groups, then repositories. */
    private final int section;

    Kind(int section) {
      this.section = section;
    }
  }

  /** The blocking DAO of {@code entity}. */
  public static CatalogEntryModel dao(EntityModel entity) {
    return new CatalogEntryModel(Kind.DAO, entity.daoName(), entity.daoName(), entity.mapperName(), origin(entity));
  }

  /** The asynchronous DAO of {@code entity}. */
  public static CatalogEntryModel asyncDao(EntityModel entity) {
    return new CatalogEntryModel(Kind.ASYNC_DAO, entity.asyncDaoName(), entity.asyncDaoName(), entity.mapperName(),
        origin(entity));
  }

  /** The DAO of {@code group}. */
  public static CatalogEntryModel groupDao(GroupModel group) {
    return new CatalogEntryModel(Kind.GROUP_DAO, group.daoName(), group.daoName(), group.daoName(),
        group.type().canonicalName());
  }

  /** The asynchronous DAO of {@code group}. */
  public static CatalogEntryModel asyncGroupDao(GroupModel group) {
    return new CatalogEntryModel(Kind.ASYNC_GROUP_DAO, group.asyncDaoName(), group.asyncDaoName(),
        group.asyncDaoName(), group.type().canonicalName());
  }

  /** The implementation of {@code repository}, registered as its interface. */
  public static CatalogEntryModel repository(RepositoryModel repository) {
    return new CatalogEntryModel(Kind.REPOSITORY, repository.type(), repository.implName(),
        repository.entity().mapperName(), repository.type().canonicalName());
  }

  private static String origin(EntityModel entity) {
    return entity.type().canonicalName();
  }
}
