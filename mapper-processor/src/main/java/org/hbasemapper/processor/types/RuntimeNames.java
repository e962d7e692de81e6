package org.hbasemapper.processor.types;

import com.palantir.javapoet.ClassName;

/**
 * Every runtime class the processor names, spelled once: the types generated code extends, calls and
 * declares, and those the processor looks up or names in its messages. The processor does not depend
 * on the runtime, so a renamed runtime class is a change here alone (and {@code RuntimeNamesTest}
 * keeps every other source of the processor from spelling the runtime's package).
 */
public final class RuntimeNames {
  private static final String RUNTIME = "org.hbasemapper.runtime";

  /** The runtime's codec package, where the built-in codecs named by {@link TypeKind} live. */
  public static final String CODEC_PACKAGE = RUNTIME + ".codec";

  // ---- the API: mapping, schema, options, repositories -----------------------------------------

  public static final ClassName ENTITY_MAPPER = api("EntityMapper");
  public static final ClassName PROJECTION_MAPPER = api("ProjectionMapper");
  public static final ClassName MAPPING_EXCEPTION = api("MappingException");
  public static final ClassName MAPPER_OPTIONS = api("MapperOptions");
  public static final ClassName TABLE_SCHEMA = api("TableSchema");
  public static final ClassName FAMILY_SCHEMA = api("FamilySchema");
  public static final ClassName INDEX_SCHEMA = api("IndexSchema");
  public static final ClassName KEY_PREFIX = api("KeyPrefix");
  public static final ClassName LAZY_MAP = api("LazyMap");
  public static final ClassName WIDE_ROW_SOURCE = api("WideRowSource");
  public static final ClassName WIDE_ROW = api("WideRow");
  public static final ClassName ASYNC_WIDE_ROW = api("AsyncWideRow");
  public static final ClassName RELATION_ROW = api("RelationRow");
  public static final ClassName ASYNC_RELATION_ROW = api("AsyncRelationRow");
  public static final ClassName RELATION_LINK = api("RelationLink");
  public static final ClassName RELATION_REPAIR = api("RelationRepair");
  public static final ClassName RECORD_GROUP = api("RecordGroup");
  public static final ClassName STALE_ENTITY_EXCEPTION = api("StaleEntityException");
  public static final ClassName CRUD_REPOSITORY = api("CrudRepository");
  public static final ClassName PAGE = api("Page");
  public static final ClassName PAGE_REQUEST = api("PageRequest");

  // ---- codecs, key components, filters --------------------------------------------------------

  public static final ClassName VALUE_CODEC = codec("ValueCodec");
  public static final ClassName KEY_CODEC = codec("KeyCodec");
  public static final ClassName KEY_COMPONENT = in("key", "KeyComponent");
  public static final ClassName CONDITION = in("filter", "Condition");
  public static final ClassName COLUMN_FIELD = in("filter", "ColumnField");
  public static final ClassName ORDERED_FIELD = in("filter", "OrderedField");
  public static final ClassName VALUE_ORDER = in("filter", "ValueOrder");

  // ---- queries, index lookups, DAOs -----------------------------------------------------------

  public static final ClassName QUERY_CONTEXT = in("query", "QueryContext");
  public static final ClassName QUERY_STATE = in("query", "QueryState");
  public static final ClassName KEY_QUERY = in("query", "KeyQuery");
  public static final ClassName ASYNC_KEY_QUERY = in("query", "AsyncKeyQuery");
  public static final ClassName RANGE_QUERY = in("query", "RangeQuery");
  public static final ClassName ASYNC_RANGE_QUERY = in("query", "AsyncRangeQuery");
  public static final ClassName KEY_LOOKUP = in("query", "KeyLookup");
  public static final ClassName INDEX_QUERY = in("index", "IndexQuery");
  public static final ClassName ASYNC_INDEX_QUERY = in("index", "AsyncIndexQuery");
  public static final ClassName INDEX_KEYS = in("index", "IndexKeys");
  public static final ClassName ENTITY_DAO = in("dao", "EntityDao");
  public static final ClassName ASYNC_ENTITY_DAO = in("dao", "AsyncEntityDao");
  public static final ClassName ROW_UPDATE = in("dao", "RowUpdate");
  public static final ClassName ASYNC_ROW_UPDATE = in("dao", "AsyncRowUpdate");
  public static final ClassName GROUP_DAO = in("dao", "GroupDao");
  public static final ClassName CONDITIONAL_CRUD_REPOSITORY = in("dao", "ConditionalCrudRepository");
  public static final ClassName GROUP_QUERY = in("dao", "GroupQuery");
  public static final ClassName GROUP_RANGE_QUERY = in("dao", "GroupRangeQuery");
  public static final ClassName ASYNC_GROUP_DAO = in("dao", "AsyncGroupDao");
  public static final ClassName ASYNC_GROUP_QUERY = in("dao", "AsyncGroupQuery");
  public static final ClassName ASYNC_GROUP_RANGE_QUERY = in("dao", "AsyncGroupRangeQuery");

  // ---- what only generated code calls, and the catalog ----------------------------------------

  public static final ClassName MAPPER_SUPPORT = in("internal", "MapperSupport");
  public static final ClassName REPOSITORY_SUPPORT = in("internal", "RepositorySupport");
  public static final ClassName MAPPER_CATALOG = in("catalog", "MapperCatalog");
  public static final ClassName CATALOG_ENTRY = in("catalog", "CatalogEntry");

  private RuntimeNames() {}

  /** The built-in codec {@code simpleName} ({@code LongKeyCodec}), as {@link TypeKind} names it. */
  public static ClassName codec(String simpleName) {
    return ClassName.get(CODEC_PACKAGE, simpleName);
  }

  private static ClassName api(String simpleName) {
    return ClassName.get(RUNTIME, simpleName);
  }

  private static ClassName in(String subpackage, String simpleName) {
    return ClassName.get(RUNTIME + "." + subpackage, simpleName);
  }
}
