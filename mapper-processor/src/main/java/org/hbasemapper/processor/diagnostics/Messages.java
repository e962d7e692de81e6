package org.hbasemapper.processor.diagnostics;

import org.hbasemapper.layout.English;
import org.hbasemapper.layout.RuleMessages;
import java.util.ArrayList;
import java.util.List;
import org.hbasemapper.processor.types.RuntimeNames;

/**
 * Every message the processor reports, in one place (those runtime mappers report too are inherited
 * from {@link RuleMessages}). Each states the rule and the fix. The sections
 * follow the rule families, as the diagnostics tests do (one test class per family, listed in
 * {@code DiagnosticsTest}); docs/diagnostics.md shows each message.
 */
public final class Messages extends RuleMessages {
  private Messages() {}

  // ---- the same rules, worded for Kotlin classes (KotlinWording chooses) ------------------------

  public static String kotlinNoConstructor(String entity) {
    return "@Table class " + entity + " has no public constructor; make its primary constructor public, with "
        + "the mapped properties as its parameters (or every parameter with a default value)";
  }

  public static String kotlinValueClassConstructor(String entity) {
    return "@Table class " + entity + " has no constructor Java can call: its primary constructor takes a "
        + "@JvmInline value class, which Kotlin compiles as private; declare those properties with the value "
        + "class's underlying type (or a @Convert codec) and wrap them in Kotlin";
  }

  public static String kotlinNoGetter(String property) {
    return "property '" + property + "' is private, so the generated Java code cannot read it; make it public "
        + "(or mark it @Transient)";
  }

  public static String kotlinNoSetter(String property) {
    return "property '" + property + "' has a private setter and is no parameter of the constructor, so the "
        + "generated Java code cannot set it; declare it in the primary constructor, or make its setter public";
  }

  public static String kotlinFinalNotInConstructor(String property, String entity) {
    return "property '" + property + "' is a val that the primary constructor of " + entity + " does not take, "
        + "so the generated Java code cannot set it; declare it in the primary constructor (val " + property
        + ": ...), make it var, or mark it @Transient";
  }

  public static String kotlinValueClassProperty(String property, String accessor) {
    return "property '" + property + "' has a @JvmInline value class type, whose " + accessor + " has a mangled "
        + "name Java cannot call; declare it with the value class's underlying type (a type the mapper supports, "
        + "or one with a @Convert codec) and wrap it in Kotlin";
  }

  // ---- classes built through a constructor, and inherited fields -------------------------------

  /** A parameter of the constructor the mapper builds the entity through that names no field. */
  public static String constructorParameterNotAField(String entity, String parameter, String suggestion) {
    return "constructor parameter '" + parameter + "' of " + entity + " names no mapped field; the mapper "
        + "passes each parameter the value of the field of its name: rename it like its field, or mark another "
        + "constructor @MappingConstructor" + didYouMean(suggestion);
  }

  /** Several constructors could build the entity, none of them without parameters. */
  public static String constructorsAmbiguous(String entity, List<String> constructors) {
    return "@Table class " + entity + " has " + constructors.size() + " constructors the mapper could build it "
        + "through (" + String.join(", ", constructors) + "); mark the one that takes the mapped fields with "
        + "@MappingConstructor";
  }

  /** A Lombok class seen before Lombok wrote its getters and constructor. */
  public static String lombokAfterMapper(String entity) {
    return "@Table class " + entity + " uses Lombok, but Lombok has not written its getters and constructor yet: "
        + "javac runs annotation processors in the order of the processor path, so list Lombok before "
        + "hbase-mapper (maven-compiler-plugin annotationProcessorPaths, Gradle annotationProcessor)";
  }

  /** A superclass whose fields carry mapping annotations, without {@code @MappedSuperclass}. */
  public static String superclassNotMapped(String entity, String superclass, List<String> fields) {
    return "superclass " + superclass + " of " + entity + " has mapping annotations on " + quoted(fields)
        + " but is not marked @MappedSuperclass, so they would not be mapped; mark " + superclass
        + " @MappedSuperclass, or remove the annotations";
  }

  // ---- row key, salt and hash prefix ------------------------------------------------------------

  public static String widthOnNaturalWidth(String field, String type, int natural) {
    return "@RowKey component '" + field + "' is " + English.withArticle(type) + ", which always takes " + natural
        + " bytes; remove width (it applies to String and byte[] only)";
  }

  public static String prefixUnknownComponent(String annotation, String name, String components, String suggestion) {
    return annotation + "(of) names '" + name + "', which is not a @RowKey component (components: " + components
        + ")" + didYouMean(suggestion);
  }

  // ---- families and columns ---------------------------------------------------------------------

  public static String unknownFamily(String field, String family, String declared, String suggestion) {
    return "field '" + field + "' names family '" + family + "', which no @Family declares (declared: "
        + declared + "); add @Family(name = \"" + family + "\") to the type or fix the name" + didYouMean(suggestion);
  }

  public static String lazyMapType(String field, String type) {
    return "@DynamicColumns(fetch = LAZY) field '" + field + "' is " + English.withArticle(type) + "; declare it as Map<K, V> "
        + "(it is given a map that loads on first use)";
  }

  // ---- encodings: value types and codecs --------------------------------------------------------

  public static String convertWrongType(String field, String codec, String codecType, String fieldType) {
    return "@Convert codec " + codec + " encodes " + codecType + " but field '" + field + "' is "
        + English.withArticle(fieldType)
        + "; use a ValueCodec<" + fieldType + ">";
  }

  public static String convertNotACodec(String field, String codec) {
    return "@Convert on '" + field + "' names " + codec + ", which does not implement "
        + RuntimeNames.VALUE_CODEC.canonicalName();
  }

  // ---- field roles: timestamp, counter, version, versions ---------------------------------------

  public static String timestampType(String field, String type) {
    return "@Timestamp field '" + field + "' is " + English.withArticle(type) + "; use long, Long or Instant";
  }

  public static String counterType(String field, String type) {
    return "@Counter field '" + field + "' is " + English.withArticle(type) + "; HBase counters are 8-byte longs: use long";
  }

  /** {@code @Counter} on a dynamic family, which has a supported form: a map of longs incremented per key. */
  public static String counterOnDynamicColumns(String field) {
    return "@Counter does not apply to @DynamicColumns field '" + field + "': @Counter makes one long @Column a "
        + "counter cell. For a counter per map key, remove @Counter, declare the map as Map<K, Long>, and change an "
        + "entry atomically on the server with dao." + field + "(rowKey).increment(key, delta)";
  }

  public static String versionType(String field, String type) {
    return "@Version field '" + field + "' is " + English.withArticle(type) + "; the version is a plain long column (not a key, "
        + "map, @Counter or @Versions field) that each write checks and increments: use long or Long with @Column";
  }

  // ---- audit dates: @CreatedDate and @LastModifiedDate ------------------------------------------

  /** An audit date on a field that is not an {@code Instant}. */
  public static String auditDateType(String annotation, String field, String type) {
    return annotation + " field '" + field + "' is " + English.withArticle(type) + "; the DAO stores the time of a "
        + "write there as a java.time.Instant (epoch milliseconds): declare it Instant";
  }

  public static String versionsType(String field, String type) {
    return "@Versions field '" + field + "' is " + English.withArticle(type) + "; it must be a NavigableMap<Long, V> "
        + "(cell timestamp -> value, one entry per version)";
  }

  // ---- indexes ----------------------------------------------------------------------------------

  /** {@code @Indexed} or an {@code @Index} column on something other than a plain single-cell column. */
  public static String indexedNotPlainColumn(String owner) {
    return owner + " needs a single-cell @Column (not a row-key component, dynamic family, @Counter, @Versions "
        + "or @Version field): an index entry holds one value per row, written with the row";
  }

  /** An index over an audit date, whose value the DAO writes and the entity does not hold. */
  public static String auditDateIndexed(String owner, String annotation, String field) {
    return owner + " indexes the " + annotation + " '" + field + "', whose value the DAO writes, not the entity ("
        + "a created date even after the row and its index entries), so no index entry could hold it; select by it "
        + "with a query condition instead, or index an Instant field the entity fills itself";
  }

  /** An indexed field whose type has no order-preserving key encoding. */
  public static String indexedNotOrderable(String owner, String type) {
    return owner + " has type " + type + ", which has no order-preserving key encoding (or uses @Convert): "
        + "index row keys need one; index a number, String, enum, time type, UUID, boolean or byte[]";
  }

  /** An {@code @Index} column that is not a field of the entity. */
  public static String indexUnknownColumn(String index, String column, String suggestion) {
    return "@Index '" + index + "' names column '" + column + "', which is not a field of this entity"
        + didYouMean(suggestion);
  }

  /** An {@code @Index} without columns. */
  public static String indexNoColumns(String index) {
    return "@Index '" + index + "' names no columns; list the indexed fields in key order";
  }

  /** An index name unfit for a table name. */
  public static String indexNameInvalid(String name) {
    return "index name '" + name + "' may use only letters, digits and '_': it becomes part of the index "
        + "table's name";
  }

  /** Two indexes with one name. */
  public static String indexDuplicateName(String name) {
    return "two indexes are named '" + name + "'; index names must be unique within the entity (each is a table)";
  }

  // ---- relations --------------------------------------------------------------------------------

  public static String relationNotDynamic(String field) {
    return "@Relation on '" + field + "' needs @DynamicColumns: a relation is a map of target row keys, one "
        + "qualifier per related row";
  }

  public static String relationTargetNotTable(String field, String target) {
    return "@Relation(target = " + target + ") on '" + field + "' names a type without @Table; the target must "
        + "be a mapped entity";
  }

  public static String relationKeyType(String field, String keyType, String target, String targetKey) {
    return "@Relation on '" + field + "' has map keys of type " + keyType + ", but " + target + "'s row key is "
        + targetKey + "; the map keys must be the target's row keys (a single key component of the same type)";
  }

  public static String relationOwnerKey(String field, String entity) {
    return "@Relation(inverse) on '" + field + "' needs " + entity + " to have a single row-key component: the "
        + "inverse map's keys are " + entity + "'s row keys";
  }

  public static String relationInverseMissing(String field, String inverse, String target, String suggestion) {
    return "@Relation(inverse = \"" + inverse + "\") on '" + field + "': " + target + " has no @DynamicColumns "
        + "field '" + inverse + "'; name the target's map that points back, or leave inverse empty"
        + didYouMean(suggestion);
  }

  /** The inverse map's keys are not this entity's row keys: the inverse is the side to change. */
  public static String relationInverseKeyType(String field, String inverse, String target, String entity,
      String keyType, String inverseType) {
    String side = target + "." + inverse;
    return "@Relation(inverse = \"" + inverse + "\") on '" + field + "': " + side + " is " + inverseType
        + ", but as the inverse its keys are " + entity + "'s row keys: declare " + side + " with keys of type "
        + keyType;
  }

  /** The two sides of a relation hold values of different types; either side may be the one to change. */
  public static String relationInverseValueType(String field, String fieldType, String inverse, String target,
      String inverseType) {
    String side = target + "." + inverse;
    return "@Relation(inverse = \"" + inverse + "\") on '" + field + "': '" + field + "' is " + fieldType + " but its "
        + "inverse " + side + " is " + inverseType + "; each link stores one value on both sides, so give both maps "
        + "the same value type (change '" + field + "' or " + side + ")";
  }

  /** The inverse has a {@code @Relation} of its own that points somewhere else: that side is to change. */
  public static String relationInverseMismatch(String field, String inverse, String target, String entity,
      String points) {
    String side = target + "." + inverse;
    return "@Relation on '" + field + "' names " + side + " as its inverse, but the @Relation on " + side
        + " points at " + points + "; change it to @Relation(target = " + entity + ".class, inverse = \"" + field
        + "\"), or name another inverse here";
  }

  // ---- names in generated code ------------------------------------------------------------------

  /**
   * A key component whose query stage method cannot sit beside a method the stages inherit: the same
   * parameter types after erasure, or types that convert into one another, so that a call could pick
   * either.
   *
   * @param queries the generated query types whose stages inherit the method ({@code EQuery and EAsyncQuery})
   * @param generated the stage method's signature, {@code limit(long)}
   * @param inherited the inherited method's signature, {@code limit(int)}
   * @param declaredIn the simple name of the type declaring the inherited method
   * @param sameParameters whether the two have the same parameter types after erasure
   */
  public static String keyNameClashesWithQuery(String field, String queries, String generated, String inherited,
      String declaredIn, boolean sameParameters) {
    return "@RowKey component '" + field + "' would give " + queries + " the stage method " + generated + ", "
        + stageClash(generated, inherited, declaredIn, sameParameters) + "; rename the field";
  }

  /**
   * Why a generated stage method cannot sit beside an inherited one of its name. Java tells overloads
   * apart by their parameter types: equal types after erasure cannot both be declared (one would
   * override the other with another meaning), and types that convert into one another make a call's
   * meaning depend on the argument's exact type ({@code limit(5)} is an {@code int} whatever the caller
   * meant), so such a pair is refused too; types that do not convert ({@code page(String)} beside
   * {@code page(PageRequest)}) are plain overloads and allowed.
   */
  private static String stageClash(String generated, String inherited, String declaredIn, boolean sameParameters) {
    String name = inherited.substring(0, inherited.indexOf('('));
    if (sameParameters) {
      return "but the stages inherit " + inherited + " from " + declaredIn + ", with the same parameter types "
          + "after erasure, and Java cannot declare both (the stage method would override " + declaredIn + "."
          + inherited + ")";
    }
    return "beside the " + inherited + " the stages inherit from " + declaredIn + "; an argument for one also fits "
        + "the other, so Java would choose between " + generated + " and " + inherited + " by the exact type of the "
        + "argument, and a call " + name + "(x) could silently run the one the caller did not mean";
  }

  /** A key component that cannot be a component of the generated {@code Key} record. */
  public static String keyNameReservedByRecord(String field, String mapper) {
    return "@RowKey component '" + field + "' would be a component of the record " + mapper + ".Key, and a record "
        + "component cannot be named like a no-argument method of Object (clone, finalize, getClass, hashCode, "
        + "notify, notifyAll, toString, wait); rename the field";
  }

  /** A dynamic family whose wide-row accessor would share its name with a method the DAO has already. */
  public static String dynamicNameClashesWithDao(String field, String dao, String declaredIn) {
    return "@DynamicColumns field '" + field + "' would give " + dao + " the wide-row accessor " + field + "(key), "
        + "but " + dao + " already has a method named " + field + " (declared in " + declaredIn + "); rename the field";
  }

  /** A counter whose increment method would share its name with a method the DAO has already. */
  public static String counterNameClashesWithDao(String field, String method, String dao, String declaredIn) {
    return "@Counter field '" + field + "' would give " + dao + " the method " + method + "(...), but " + dao
        + " already has a method named " + method + " (declared in " + declaredIn + "); rename the field";
  }

  /** An index whose lookup method would share its name with a method the DAO has already. */
  public static String indexNameClashesWithDao(String index, String method, String dao, String declaredIn) {
    return "index '" + index + "' would give " + dao + " the method " + method + "(...), but " + dao + " already has "
        + "a method named " + method + " (declared in " + declaredIn + "); rename the index (@Indexed(name = ...) "
        + "or @Index(name = ...))";
  }

  /** Two fields or indexes that would generate DAO methods of the same name. */
  public static String daoMethodTwice(String method, String dao, String first, String second) {
    return second + " would give " + dao + " the method " + method + "(...), which " + first + " generates "
        + "already; rename one of them";
  }

  /**
   * A composite index column whose lookup stage method cannot sit beside a method the lookup's stages
   * inherit ({@code IndexQuery}, {@code AsyncIndexQuery}); the arguments as in {@link #keyNameClashesWithQuery}.
   */
  public static String indexColumnClashesWithLookup(String index, String column, String generated, String inherited,
      String declaredIn, boolean sameParameters) {
    return "@Index '" + index + "' column '" + column + "' would give the index's lookup the stage method " + generated
        + ", " + stageClash(generated, inherited, declaredIn, sameParameters) + "; rename the field";
  }

  /** An entity's asynchronous DAO or query would take the name of a type of the sources. */
  public static String asyncNameTaken(String entity, String generated) {
    return "entity " + entity + " would get a generated " + generated + " (asynchronous), but a type of that name "
        + "exists already; rename that type or the entity";
  }

  /** An entity's asynchronous DAO and query would be the DAO and query of the entity {@code <Entity>Async}. */
  public static String asyncNamesOfAnotherEntity(String entity, String dao, String query, String other) {
    return "entity " + entity + " would get a generated " + dao + " and " + query + " (asynchronous), but those are "
        + "the names of the DAO and query of entity " + other + "; rename one of the two entities";
  }

  // ---- presence marker --------------------------------------------------------------------------

  public static String presenceMarkerUnknownFamily(String family, String declared, String suggestion) {
    return "@PresenceMarker names family '" + family + "', which no @Family declares (declared: " + declared
        + "); name a declared family" + didYouMean(suggestion);
  }

  // ---- record types sharing a table, and their groups -------------------------------------------

  /** An empty {@code @RecordType} code. */
  public static String recordTypeEmpty(String entity) {
    return "@RecordType of " + entity + " has an empty code; give each record type of the table a short code of its "
        + "own, e.g. @RecordType(value = \"H\", order = 2) (the code in the row key tells the rows apart)";
  }

  /** A {@code @RecordType} order that a {@code @RowKey} component has too. */
  public static String recordTypeOrderTaken(String entity, int order, String field) {
    return "@RecordType of " + entity + " has order " + order + ", like @RowKey component '" + field
        + "'; the code takes a place of its own in the key, so number the components around it "
        + "(e.g. components 0, 1, 3 and the code at 2)";
  }

  /** A {@code @RecordType} order outside the key. */
  public static String recordTypeOrderOutOfRange(String entity, int order, int components) {
    return "@RecordType of " + entity + " has order " + order + ", but the key has " + components
        + " @RowKey component" + (components == 1 ? "" : "s") + "; use 0 to " + components
        + " (the code is numbered with the components: " + components + " puts it after them)";
  }

  /** A variable-width key component before the record type code. */
  public static String variableWidthBeforeRecordType(String field, String entity) {
    return "@RowKey component '" + field + "' has variable width but comes before the record type code of " + entity
        + "; give it @RowKey(width = N) or move it after the code (the code counts as a component: it must sit at "
        + "a fixed offset so that a query of one record type can find it)";
  }

  /** A salt or hash prefix computed from more than the components before the record type code. */
  public static String prefixOverRecordType(String annotation, String entity, String leading) {
    return annotation + " of " + entity + " must be computed from key components before its record type code ("
        + leading + "), so that every record type under one parent gets the same prefix; name them in "
        + annotation + "(of = {...}) in key order";
  }

  /** Two entities share a table and one of them (or both) has no {@code @RecordType}. */
  public static String sharedTableWithoutRecordType(String entity, String other, String table, String lacking) {
    return entity + " and " + other + " both map table " + table + ", but " + lacking
        + (lacking.contains(" and ") ? " declare" : " declares") + " no @RecordType; entities sharing a table must each declare @RecordType(value = \"...\", order = N), "
        + "or a query of one would read the other's rows. For several record types in one table, give each its "
        + "@RecordType; to read only some of an entity's columns, declare a @Projection record instead of a "
        + "second entity";
  }

  /** Two record types of one table with one code. */
  public static String recordTypeCodeTaken(String entity, String other, String table, String code) {
    return "@RecordType of " + entity + " has code '" + code + "', like " + other + " in table " + table
        + "; give each record type of the table a code of its own";
  }

  /** Two record types of one table whose codes differ in length. */
  public static String recordTypeWidthDiffers(String entity, String other, String table, String code, int width,
      String otherCode, int otherWidth) {
    return "@RecordType code '" + code + "' of " + entity + " is " + width + " byte" + (width == 1 ? "" : "s")
        + " long, but code '" + otherCode + "' of " + other + " in table " + table + " is " + otherWidth
        + "; the codes of one table have one length, so that the key after the code lines up";
  }

  /** Two record types of one table with different key components before the code, or the code elsewhere. */
  public static String sharedKeyLayoutDiffers(String entity, String other, String table, String layout,
      String otherLayout) {
    return entity + " and " + other + " share table " + table + " but differ in the key up to the record type code ("
        + entity + ": " + layout + "; " + other + ": " + otherLayout + "); give them the same leading @RowKey "
        + "components (names, types, widths, order) and the code at the same position";
  }

  /** Two record types of one table declaring different families or family options. */
  public static String sharedFamiliesDiffer(String entity, String other, String table, String difference) {
    return entity + " and " + other + " share table " + table + " but declare its families differently ("
        + difference + "); declare the same @Family annotations on both, options included (the table has one "
        + "set of families)";
  }

  /** Two record types of one table with different salt or hash prefixes. */
  public static String sharedKeyPrefixDiffers(String entity, String other, String table, String prefix,
      String otherPrefix) {
    return entity + " and " + other + " share table " + table + " but not the salt or hash prefix (" + entity + ": "
        + prefix + "; " + other + ": " + otherPrefix + "); declare the same on both (the prefix decides the region "
        + "of every row of the table)";
  }

  /** Two record types of one table with an index of one name. */
  public static String sharedIndexName(String entity, String other, String table, String index) {
    return entity + " and " + other + " share table " + table + " and both declare index '" + index
        + "', whose rows would share table " + table + "_idx_" + index + "; rename one of them";
  }

  /** A group's generated type would take the name of an existing type. */
  public static String groupNameTaken(String group, String generated) {
    return "sealed interface " + group + " groups record types of one table and would get a generated " + generated
        + ", but a type of that name exists already; rename that type or the interface";
  }

  /**
   * A group query stage method that cannot sit beside a method the group query's stages inherit
   * ({@code GroupQuery}); the arguments as in {@link #keyNameClashesWithQuery}.
   */
  public static String groupKeyNameClashesWithQuery(String group, String field, String query, String generated,
      String inherited, String declaredIn, boolean sameParameters) {
    return "sealed interface " + group + " groups record types whose key component '" + field + "' would give "
        + query + " the stage method " + generated + ", " + stageClash(generated, inherited, declaredIn, sameParameters)
        + "; rename the component";
  }

  public static String notAGroup(String type, String why) {
    return "sealed interface " + type + " gets no " + type + "Dao to read its record types together: " + why
        + "; a group permits only @RecordType entities of one table";
  }

  public static String kotlinInterfaceUnreadable(String type) {
    return "Kotlin interface " + type + " is implemented by a @RecordType entity, but its @kotlin.Metadata is in a "
        + "form this processor cannot read, so it is not known to be sealed and gets no " + type + "Dao; compile it "
        + "with a Kotlin version the processor supports (docs/kotlin.md) or read the record types through their own DAOs";
  }

  // ---- repositories -----------------------------------------------------------------------------

  /** {@code @Repository} on something other than a non-private interface. */
  public static String repositoryNotInterface(String type) {
    return "@Repository type " + type + " must be a non-private interface extending CrudRepository<Entity, "
        + "EntityMapper.Key>; the processor generates its implementation " + type + "Impl in the same package";
  }

  /** A {@code @Repository} interface that does not say which entity it serves. */
  public static String repositoryNotCrudRepository(String type) {
    return "@Repository interface " + type + " does not extend " + RuntimeNames.CRUD_REPOSITORY.canonicalName()
        + "<E, K>; "
        + "extend CrudRepository<YourEntity, YourEntityMapper.Key> to name the entity it reads and writes";
  }

  /** A repository over a type that is not a mapped entity. */
  public static String repositoryEntityNotTable(String type, String entity) {
    return "@Repository interface " + type + " extends CrudRepository<" + entity + ", ...>, but " + entity
        + " has no @Table; a repository reads and writes a mapped entity";
  }

  /** A repository whose key type is not the entity's generated key record. */
  public static String repositoryKeyType(String type, String entity, String key, String expected) {
    return "@Repository interface " + type + " extends CrudRepository<" + entity + ", " + key + ">, but the key of "
        + entity + " is the generated record " + expected + "; declare CrudRepository<" + entity + ", " + expected
        + ">";
  }

  /** A repository that still names types that do not exist once every round of processing is done. */
  public static String repositoryUnresolved(String type, String unresolved) {
    return "@Repository interface " + type + " names " + unresolved + ", which does not exist after annotation "
        + "processing; fix the name (the key type is the generated <Entity>Mapper.Key of a valid @Table entity, "
        + "generated only when the entity compiles without errors)";
  }

  // ---- derived queries: method names, parameters, plans -----------------------------------------

  /** An abstract repository method whose name is not a derived query. */
  public static String unknownQuerySubject(String method) {
    return "method '" + method + "' is not a derived query: its name must start with find, read, get, query, "
        + "search, stream, count, exists, delete or remove, then By and the predicates (findByUserId); or give it "
        + "a default body";
  }

  /** A predicate or {@code OrderBy} property that names no field of the entity. */
  public static String unknownProperty(String method, String property, String entity, List<String> fields,
      String suggestion) {
    return "method '" + method + "' names '" + property + "', which is not a row-key component or single-valued "
        + "column of " + entity + " (" + String.join(", ", fields) + ")" + didYouMean(suggestion);
  }

  /** A predicate on a field that is neither a key component nor a single-valued column. */
  public static String propertyNotQueryable(String method, String field, String kind) {
    return "method '" + method + "' names '" + field + "', which is " + kind + "; predicates and OrderBy apply to "
        + "row-key components and single-valued columns only";
  }

  /** A keyword of Spring Data's grammar that repositories do not serve. */
  public static String unsupportedKeyword(String method, String keyword) {
    return "method '" + method + "' uses " + keyword + ", which repositories do not support; use Is or Equals "
        + "(or no keyword), Between, LessThan, LessThanEqual, GreaterThan, GreaterThanEqual, Before, After, In, "
        + "StartingWith, IsNull or IsNotNull, or write a default method over the DAO";
  }

  /** Predicates joined by {@code Or}. */
  public static String orNotSupported(String method, List<String> parts) {
    return "method '" + method + "' joins " + String.join(" and ", parts) + " with Or, which would need two plans "
        + "in one method (a key range or index lookup for each side, or a full scan); declare one method per side "
        + "and combine their results in a default method";
  }

  /** A method whose parameters do not match the predicates of its name. */
  public static String parameterCount(String method, int declared, int expected, String predicates) {
    return "method '" + method + "' declares " + declared + " parameter" + (declared == 1 ? "" : "s")
        + " for its predicates, but its name asks for " + expected + " (" + predicates + "); declare one "
        + "parameter per value, in the order of the name (a trailing PageRequest comes on top)";
  }

  /** A parameter whose type is not the one its predicate compares. */
  public static String parameterType(String method, String parameter, String predicate, String declared,
      String expected) {
    return "parameter '" + parameter + "' of method '" + method + "' is " + declared + ", but '" + predicate
        + "' takes " + expected + "; declare it as " + expected;
  }

  /** A method that no key prefix, multi-get or index serves, without {@code @AllowScan}. */
  public static String needsFullScan(String method, String entity, List<String> leading, boolean hashed,
      List<String> keyFields, List<String> columns, List<String> indexes) {
    String starts = hashed
        ? "its row key starts with an MD5 prefix of " + String.join(", ", leading) + ", which the method does not "
            + "fix by equality (hashed keys have no order to scan a range of)"
        : "its row key starts with " + leading.get(0) + ", which the method does not fix";
    String noIndex = indexes.isEmpty() ? "" : ", and none of its indexes (" + String.join(", ", indexes)
        + ") starts with a column the method fixes";
    List<String> fixes = new ArrayList<>();
    fixes.add("fix " + String.join(", ", leading) + " by equality in the method");
    if (!keyFields.isEmpty()) {
      fixes.add("reorder the key so that " + keyFields.get(0) + " comes first");
    }
    if (columns.size() == 1) {
      fixes.add("add @Indexed to " + columns.get(0));
    } else if (columns.size() > 1) {
      fixes.add("add @Index(columns = {" + String.join(", ", columns.stream().map(c -> "\"" + c + "\"").toList())
          + "}) to " + entity);
    }
    return "method '" + method + "' would read the whole table of " + entity + ": " + starts + noIndex + "; "
        + String.join(", ", fixes) + ", or annotate the method @AllowScan to accept a full scan";
  }

  /** An {@code In} on a key component that would be tested on every row of the table. */
  public static String inNeedsScan(String method, String field, List<String> unfixed) {
    return "method '" + method + "' has In on row-key component '" + field + "', which becomes a multi-get or one "
        + "key range per value only once " + String.join(", ", unfixed) + " " + (unfixed.size() == 1 ? "is" : "are")
        + " fixed by equality; without that it would read the whole table: fix " + String.join(", ", unfixed)
        + " in the method, or annotate it @AllowScan to filter a full scan";
  }

  /** An {@code OrderBy} that is not the order the plan reads rows in. */
  public static String orderByNotKeyOrder(String method, String field, String reason, String expected) {
    String why = switch (reason) {
      case "NOT_KEY" -> "'" + field + "' is not a row-key component, and rows come in key order"
          + (expected == null ? "" : " (here by " + expected + ")");
      case "NOT_NEXT" -> "after the components the method fixes, rows come ordered by "
          + (expected == null ? "none" : expected) + ", not by " + field;
      case "MIXED" -> "it asks for ascending and descending order at once, and a scan reads the key either "
          + "forwards or backwards";
      case "BY_KEY" -> "the method reads rows by full key (a get or multi-get), which come in the order of the keys";
      case "INDEX" -> "the method reads through an index, whose rows come in index order (indexed values, then row "
          + "key)";
      default -> "the method reads the whole table, whose rows are in the order of their MD5 prefix";
    };
    return "method '" + method + "' orders by " + field + ", but " + why + "; OrderBy can only name the key "
        + "components after those the method fixes, in key order (Desc for the reverse): change it, or sort the "
        + "result yourself";
  }

  /** A return type that the method's subject does not produce. */
  public static String unsupportedReturnType(String method, String type, String subject, String allowed) {
    return "method '" + method + "' returns " + type + ", which a '" + subject + "' method cannot return; return "
        + allowed;
  }

  /** A {@code Page} without the {@code PageRequest} that says which page. */
  public static String pageWithoutPageRequest(String method) {
    return "method '" + method + "' returns a Page but has no PageRequest parameter; add a trailing PageRequest "
        + "parameter (PageRequest.ofSize(n) for the first page, page.next() for the following ones)";
  }

  /** A {@code PageRequest} parameter on a method that does not return a page. */
  public static String pageRequestWithoutPage(String method) {
    return "method '" + method + "' takes a PageRequest but does not return a Page; return Page<...> or remove "
        + "the parameter";
  }

  /** A page from a plan that reads several keys or key ranges. */
  public static String pageNotSupported(String method, boolean multiGet) {
    return "method '" + method + "' returns a Page, but it reads " + (multiGet
        ? "rows by full key (a get or multi-get)" : "one key range per In value")
        + ", which a page cursor (the last row key read) cannot continue; return a List, or page a method "
        + "that scans one key range";
  }

  /** {@code Top0} or {@code First0}. */
  public static String topZero(String method) {
    return "method '" + method + "' asks for the first 0 rows, which is always nothing; use Top<N> with N >= 1, or "
        + "First";
  }

  /** {@code First}/{@code Top} where it has no meaning. */
  public static String limitNotApplicable(String method, String what) {
    return "method '" + method + "' limits " + what + " with First or Top, which applies only to methods returning "
        + "rows (find, stream, ...) other than pages; remove it";
  }

  /** {@code StartingWith} on something other than the last key component of type String. */
  public static String startingWithNotLastStringKey(String method, String field, String why) {
    return "method '" + method + "' has StartingWith on '" + field + "', which " + why + "; StartingWith applies "
        + "to the last row-key component when it is a String (a prefix scan)";
  }

  /** A keyword that does not apply to its field. */
  public static String keywordNotApplicable(String method, String keyword, String field, String why) {
    return "method '" + method + "' has " + keyword + " on '" + field + "', but " + why;
  }

  // ---- projections ------------------------------------------------------------------------------

  /** A projection record component that is no readable field of the entity. */
  public static String projectionNotAField(String record, String component, String entity, String detail,
      String suggestion) {
    return "projection " + record + " has component '" + component + "', which is " + detail + " of " + entity
        + "; a projection's components name row-key components, single-valued columns or eager @DynamicColumns "
        + "maps of the entity, with their names and types" + didYouMean(suggestion);
  }

  /** A projection record component of another type than its field. */
  public static String projectionTypeMismatch(String record, String component, String type, String entity,
      String fieldType) {
    return "projection " + record + " has component '" + component + "' of type " + type + ", but " + entity + "."
        + component + " is " + fieldType + "; declare the component as " + fieldType;
  }

  /** One record used as projection of two entities. */
  public static String projectionOfTwoEntities(String record, String entity, String other) {
    return "record " + record + " is used as a projection of " + entity + " and of " + other + "; its generated "
        + record.replace('.', '_') + "Projection reads one entity: declare a record per entity";
  }

  /**
   * {@code @Projection} or a projection return type on something other than a non-private record, or a
   * class with one constructor taking fields.
   */
  public static String projectionNotRecord(String type) {
    return "projection " + type + " must be a non-private record, or a non-abstract class with one non-private "
        + "constructor whose parameters are named like the entity's fields (among several, mark it "
        + "@MappingConstructor): its generated " + type.replace('.', '_') + "Projection builds it through that "
        + "constructor";
  }

  /** {@code @Projection} of a type that is not a mapped entity. */
  public static String projectionEntityNotTable(String record, String entity) {
    return "@Projection(" + entity + ".class) on " + record + " names a type without @Table; name the mapped entity "
        + "whose fields the record's components are";
  }

  // ---- schema-design warnings (tags in Warning) -------------------------------------------------

  public static String tooManyFamilies(String entity, int count) {
    return "@Table " + entity + " declares " + count + " column families; HBase flushes and compacts a region's "
        + "families together, so keep to 3 or fewer (put data read together in one family)";
  }

  public static String monotonicLeadingKey(String field, String why) {
    return "@RowKey component '" + field + "' leads the key and " + why + ", so every new row lands in the "
        + "last region (a write hotspot); add @Salt or @HashPrefix, or lead with another component";
  }

  public static String longKey(String entity, int bytes, int limit) {
    return "the row key of " + entity + " takes at least " + bytes + " bytes; every cell stores its row key, "
        + "so keep keys short (at most " + limit + " bytes): narrow the widths or hash long components";
  }

  public static String longFamilyName(String name, int limit) {
    return "family name '" + name + "' has " + name.length() + " characters; every cell stores its family "
        + "name, so use at most " + limit + " (one letter is common)";
  }

  public static String counterFamilyVersions(String family, int maxVersions) {
    return "family '" + family + "' holds only counters but keeps maxVersions = " + maxVersions + "; an "
        + "increment writes a new version each time, so set maxVersions = 1";
  }

  public static String eagerByDefault(String field, String family) {
    return "@DynamicColumns field '" + field + "' is read whole with every read of the entity (fetch defaults to "
        + "EAGER); if family '" + family + "' can grow large, use fetch = Fetch.LAZY and the DAO's " + field
        + "(key) wide row; if it stays small, write fetch = Fetch.EAGER";
  }

  // ---- the catalog of generated classes (-Ahbasemapper.catalog) ---------------------------------

  /** {@code -Ahbasemapper.catalog} names no class in a package. */
  public static String catalogNameInvalid(String option, String value) {
    return "-A" + option + "=" + value + " is not the qualified name of a class in a package, so no catalog of the "
        + "generated classes was written; name one such as com.example.ShopCatalog";
  }

  /** The catalog's class would take the name of a type of the compilation. */
  public static String catalogNameTaken(String name, String option) {
    return "the catalog of the generated classes would be " + name + ", a type of this compilation, so none was "
        + "written; rename the type, or name the catalog with -A" + option + "=<package>.<Class>";
  }

  /** A repository interface the catalog's package cannot name. */
  public static String catalogSkipsRepository(String repository, String catalog, String option, String fix) {
    return "repository " + repository + " is not public, so the catalog " + catalog + " in another package cannot "
        + "list it and frameworks reading the catalog (the Spring Boot starter) will not provide it; make it "
        + "public, or put the catalog in its package with -A" + option + "=" + fix;
  }

  /** Classes generated after the catalog was written. */
  public static String catalogWrittenBefore(String type, String catalog) {
    return "the classes generated from " + type + " come after the catalog " + catalog + " was written (another "
        + "annotation processor generated " + type + " late in the compilation), so frameworks reading the catalog "
        + "will not provide them; create them yourself, or generate " + type + " in an earlier round";
  }

  // ---- stored layout (the baseline of -Ahbasemapper.schemaDir) ----------------------------------

  /** A change that leaves the rows already stored unreadable, unreachable or misread. */
  public static String layoutBreaksStoredRows(String change, String file) {
    return change + " (stored layout: " + file + ")";
  }

  /** Under {@code -Ahbasemapper.schemaCheck=verify}, a baseline that differs from the entity. */
  public static String baselineOutOfDate(String entity, String file, String change) {
    return "the stored layout in " + file + " is out of date for " + entity + ": " + change
        + "; compile without -Ahbasemapper.schemaCheck=verify to update it, then review and commit the file";
  }

  /** A baseline file that cannot be read: hand-edited into nonsense, or from a newer version. */
  public static String baselineUnreadable(String problem) {
    return "cannot read the stored layout " + problem + "; nothing is compared or rewritten until it reads: "
        + "fix the line, or restore the file from version control";
  }

  /** A baseline file that cannot be written. */
  public static String baselineUnwritable(String file, String problem) {
    return "cannot write the stored layout " + file + ": " + problem;
  }

  /** A baseline directory option that names something other than a directory. */
  public static String baselineDirectoryInvalid(String dir, String problem) {
    return "-Ahbasemapper.schemaDir=" + dir + " " + problem + "; name a directory (absolute, e.g. "
        + "${project.basedir}/src/main/schema), which the processor creates when missing";
  }

  /** A value of {@code -Ahbasemapper.schemaCheck} that is none of the modes. */
  public static String schemaCheckInvalid(String value) {
    return "-Ahbasemapper.schemaCheck=" + value + " is not a mode: use update (the default: compatible changes "
        + "rewrite the baseline), verify (any difference fails, for CI) or off";
  }

  /** A compilation mapping tables without a baseline to compare them with. */
  public static String noBaseline() {
    return "no stored layout is checked: a change that strands stored rows (a renamed column, a changed row key) "
        + "compiles silently; set -Ahbasemapper.schemaDir=<directory> to keep a baseline (docs/schema-evolution.md), "
        + "or -Ahbasemapper.schemaCheck=off to say you do not want one";
  }

  /** {@code @AcceptLayoutChange} without a reason. */
  public static String acceptWithoutReason(String entity) {
    return "@AcceptLayoutChange on " + entity + " needs a reason: say why the rows stored under the old layout "
        + "do not matter (it is recorded in the baseline)";
  }

  /** {@code @AcceptLayoutChange} naming a layout that is neither the stored one nor one accepted before. */
  public static String acceptUnknownLayout(String entity, String from, String stored) {
    return "@AcceptLayoutChange(from = \"" + from + "\") on " + entity + " names no layout of its baseline: the "
        + "stored layout is \"" + stored + "\"; copy the fingerprint from the compile error of the change you accept";
  }

  /** {@code @AcceptLayoutChange} whose change the baseline already records. */
  public static String acceptRecorded(String entity, String from) {
    return "@AcceptLayoutChange(from = \"" + from + "\") on " + entity + " is recorded in the baseline and "
        + "accepts nothing more: remove it";
  }

  /** {@code @AcceptLayoutChange} without a baseline to record it in. */
  public static String acceptWithoutBaseline(String entity) {
    return "@AcceptLayoutChange on " + entity + " has no effect without -Ahbasemapper.schemaDir: no stored layout "
        + "is compared";
  }

  /** A baseline file of a table that no entity of the build maps any more. */
  public static String baselineTableUnmapped(String file, String table) {
    return "the stored layout " + file + " names table " + table + ", which no entity of this build maps: its rows "
        + "stay in the table, unmapped; delete the file once the table is dropped or migrated";
  }

  /** A baseline section for an entity whose class no longer exists. */
  public static String baselineEntityGone(String entity, String file) {
    return "the stored layout " + file + " lists " + entity + ", which no longer exists: its rows stay in the "
        + "table, unmapped; the section is removed from the baseline";
  }

  // ---- nested values and collections (docs/nested-values.md) ------------------------------------

  /** A {@code List} or {@code Set} whose elements have no built-in codec (or that names no element type). */
  public static String unsupportedElementType(String field, String type, String element) {
    return "field '" + field + "' is " + English.withArticle(type) + ", but " + element + " has no built-in codec "
        + "for a collection element; use elements of a built-in type (String, a number, boolean, an enum, "
        + "Instant, LocalDate, LocalDateTime, Date, UUID, BigDecimal, byte[]), or give the field "
        + "@Convert(YourCodec.class) (mapper-jackson's JsonCodec stores any type as JSON)";
  }

  /** A codec generic in its type that cannot be built for the field's type. */
  public static String convertGenericCodec(String field, String codec, String type) {
    return "field '" + field + "' has @Convert(" + codec + ".class), a codec generic in the type it stores, "
        + "which the mapper builds as new " + codec + "<>(Type.class) for a type without type arguments; for "
        + type + " name the type in a subclass (public final class My" + codec + " extends " + codec + "<" + type
        + "> {}) and convert with it";
  }

  // ---- the processor itself ---------------------------------------------------------------------

  public static String internalError(String entity, Throwable e) {
    return "internal error in hbase-mapper while processing " + entity + ": " + e
        + "; please report it with this type's source";
  }

  // ---- shared by the messages above -------------------------------------------------------------

  /** The hint ending a message about an unknown name: "; did you mean 'x'?", or nothing without a suggestion. */
  private static String didYouMean(String suggestion) {
    return suggestion == null ? "" : "; did you mean '" + suggestion + "'?";
  }

  /** {@code 'a', 'b'}. */
  private static String quoted(List<String> names) {
    return String.join(", ", names.stream().map(n -> "'" + n + "'").toList());
  }
}
