package org.hbasemapper.dynamic;

import org.hbasemapper.layout.English;
import org.hbasemapper.layout.Suggestions;

/**
 * Every text a runtime mapper's build refuses a class with, in one place. The rules the processor
 * checks at compile time are stated in the processor's words (its diagnostics, docs/diagnostics.md),
 * so that a class reads the same refusal whichever way it is mapped; the rest say what runtime mappers
 * do not support yet, and the way forward.
 */
final class Messages {
  private Messages() {}

  // ---- the type --------------------------------------------------------------------------------

  static String notATable(String entity) {
    return entity + " has no @Table; annotate it with @Table(name = ...) and @Family(name = ...) to map it";
  }

  static String privateType(String entity) {
    return "@Table type " + entity + " is private; generated code in its package must reach it";
  }

  static String notTopLevelOrStatic(String entity) {
    return "@Table type " + entity + " is an inner class; make it static or top-level";
  }

  static String localType(String entity) {
    return "@Table type " + entity + " is a local or anonymous class; make it a top-level or static nested class";
  }

  static String abstractEntity(String entity) {
    return "@Table type " + entity + " is abstract or an interface; map a concrete class or a record";
  }

  static String invalidTableName(String name) {
    return "table name '" + name + "' is not valid in HBase: use letters, digits, '_', '-' and '.', "
        + "not starting with '.' or '-'";
  }

  static String invalidNamespace(String name) {
    return "namespace '" + name + "' is not valid in HBase: use letters, digits and '_'";
  }

  static String invalidFamilyName(String name) {
    return "family name '" + name + "' is not valid in HBase: it must be non-empty printable text "
        + "without ':' and not start with '.'";
  }

  static String duplicateFamily(String name) {
    return "family '" + name + "' is declared twice; declare each @Family once";
  }

  static String superclassNotMapped(String entity, String superclass, java.util.List<String> fields) {
    return "superclass " + superclass + " of " + entity + " has mapping annotations on "
        + String.join(", ", fields.stream().map(n -> "'" + n + "'").toList())
        + " but is not marked @MappedSuperclass, so they would not be mapped; mark " + superclass
        + " @MappedSuperclass, or remove the annotations";
  }

  static String fieldOfTypeParameter(String field, String type, String declaring) {
    return "field '" + field + "' has type " + type + ", a type parameter of " + declaring + "; the mapper encodes "
        + "a field by its declared type: give it a concrete type, or declare it in each entity";
  }

  static String notSupported(String annotation, String where) {
    return annotation + " on " + where + " is not supported by runtime mappers yet; map the entity with the "
        + "annotation processor (which supports it), or remove " + annotation;
  }

  // ---- row key, salt and hash prefix ------------------------------------------------------------

  static String noRowKey(String entity) {
    return "@Table " + entity + " has no @RowKey field; mark the field(s) that identify a row with "
        + "@RowKey (the row key is HBase's only index)";
  }

  static String duplicateKeyOrder(String field, int order, String other) {
    return "@RowKey component '" + field + "' has order " + order + ", like '" + other
        + "'; give every component a distinct order";
  }

  static String keyOrderGap(String field, int order, int expected) {
    return "@RowKey component '" + field + "' has order " + order + " but the components before it end at "
        + (expected - 1) + "; number components 0, 1, 2, ... without gaps (a @RecordType code takes a place "
        + "too: declare it there if this entity is one record type of a shared table)";
  }

  static String variableWidthNotLast(String field) {
    return "@RowKey component '" + field + "' has variable width but is not the last component; give it "
        + "@RowKey(width = N) or move it last (partial-key scans need fixed widths)";
  }

  static String widthOnNaturalWidth(String field, String type, int natural) {
    return "@RowKey component '" + field + "' is " + withArticle(type) + ", which always takes " + natural
        + " bytes; remove width (it applies to String and byte[] only)";
  }

  static String negativeWidth(String field) {
    return "@RowKey component '" + field + "' has a negative width; use 0 (variable) or the byte width";
  }

  static String unsupportedKeyType(String field, String type) {
    return "@RowKey component '" + field + "' has type " + type + ", which has no order-preserving key codec; "
        + "use a number, boolean, String, byte[], enum, UUID, Instant, Date, LocalDate or LocalDateTime";
  }

  static String saltAndHashPrefix() {
    return "@Salt and @HashPrefix both prefix the row key; use one of them";
  }

  static String saltBuckets(int buckets) {
    return "@Salt(buckets = " + buckets + ") is out of range; use 1 to 256 buckets (one salt byte)";
  }

  static String hashPrefixLength(int length) {
    return "@HashPrefix(length = " + length + ") is out of range; use 1 to 16 bytes of the MD5 digest";
  }

  static String hashPrefixRegions(int regions) {
    return "@HashPrefix(regions = " + regions + ") is out of range; pre-split into 1 to 256 regions";
  }

  static String prefixUnknownComponent(String annotation, String name, java.util.List<String> components) {
    return annotation + "(of) names '" + name + "', which is not a @RowKey component (components: "
        + String.join(", ", components) + ")" + didYouMean(name, components);
  }

  static String prefixNotLeading(String annotation, String names, String expected) {
    return annotation + "(of = " + names + ") must name the leading key components in key order (" + expected
        + "), so that a query fixing them can compute the prefix";
  }

  // ---- columns and families ---------------------------------------------------------------------

  static String unknownFamily(String field, String family, java.util.List<String> declared) {
    return "field '" + field + "' names family '" + family + "', which no @Family declares (declared: "
        + (declared.isEmpty() ? "none" : String.join(", ", declared)) + "); add @Family(name = \"" + family
        + "\") to the type or fix the name" + didYouMean(family, declared);
  }

  static String noFamilyForColumn(String field) {
    return "field '" + field + "' has no family: set @Column(family = ...) or @Table(defaultFamily = ...)";
  }

  static String duplicateColumn(String field, String column, String other) {
    return "field '" + field + "' maps to " + column + ", which '" + other + "' already maps; "
        + "give one of them another qualifier";
  }

  static String dynamicFamilyShared(String field, String family, String other) {
    return "@DynamicColumns field '" + field + "' uses family '" + family + "', which also holds '" + other
        + "'; map qualifiers could collide with it: give the map a family of its own";
  }

  static String unmappedField(String field) {
    return "field '" + field + "' is not mapped: annotate it with @Column, @RowKey or @DynamicColumns, mark "
        + "it @Transient, or set @Table(defaultFamily = ...)";
  }

  static String dynamicColumnsNotMap(String field, String type) {
    return "@DynamicColumns field '" + field + "' has type " + type + "; it must be a Map<K, V> "
        + "(one qualifier per entry)";
  }

  static String lazyMapType(String field, String type) {
    return "@DynamicColumns(fetch = LAZY) field '" + field + "' is " + withArticle(type) + "; declare it as Map<K, V> "
        + "(it is given a map that loads on first use)";
  }

  static String unsupportedValueType(String field, String type) {
    return "field '" + field + "' has type " + type + ", which has no built-in codec; give it "
        + "@Convert(YourCodec.class) with a ValueCodec<" + type + ">, or mark it @Transient";
  }

  static String unsupportedElementType(String field, String type, String element) {
    return "field '" + field + "' is " + withArticle(type) + ", but " + element + " has no built-in codec "
        + "for a collection element; use elements of a built-in type (String, a number, boolean, an enum, "
        + "Instant, LocalDate, LocalDateTime, Date, UUID, BigDecimal, byte[]), or give the field "
        + "@Convert(YourCodec.class) (mapper-jackson's JsonCodec stores any type as JSON)";
  }

  static String unsupportedMapKeyType(String field, String type) {
    return "@DynamicColumns field '" + field + "' has map key type " + type + ", which has no "
        + "order-preserving key codec; use a number, String, byte[], enum, UUID or time type as key";
  }

  static String convertWrongType(String field, String codec, String codecType, String fieldType) {
    return "@Convert codec " + codec + " encodes " + codecType + " but field '" + field + "' is "
        + withArticle(fieldType) + "; use a ValueCodec<" + fieldType + ">";
  }

  static String convertNotACodec(String field, String codec) {
    return "@Convert on '" + field + "' names " + codec + ", which does not implement "
        + "org.hbasemapper.runtime.codec.ValueCodec";
  }

  static String convertNotInstantiable(String field, String codec) {
    return "@Convert codec " + codec + " of '" + field + "' has neither a public no-argument constructor "
        + "nor a public static final INSTANCE; add one";
  }

  static String convertFailed(String field, String codec, String cause) {
    return "@Convert codec " + codec + " of '" + field + "' could not be made: " + cause;
  }

  // ---- embedded values (docs/nested-values.md) -------------------------------------------------

  /** {@code @Embedded} on a {@code @RowKey} field. */
  static String embeddedOnKey(String field) {
    return "field '" + field + "' has both @RowKey and @Embedded, but a row-key component is one value with an "
        + "order-preserving encoding; make each of its fields a @RowKey component, or remove @Embedded";
  }

  /** {@code @Embedded} on a type that is no record or class of fields. */
  static String embeddedType(String field, String type) {
    return "@Embedded field '" + field + "' has type " + type + ", which is not a record or a class of fields; "
        + "remove @Embedded (a type with a codec is stored as one cell), or embed a record or a concrete class";
  }

  /** An {@code @Embedded} class that cannot be built. */
  static String embeddedNoConstructor(String field, String type) {
    return "@Embedded field '" + field + "' has type " + type + ", a class without a non-private constructor; "
        + "add one that takes its fields (or none, with setters), or make " + type + " a record";
  }

  /** An {@code @Embedded} type that holds itself, directly or through other embedded types. */
  static String embeddedCycle(String field, String path) {
    return "@Embedded field '" + field + "' makes a cycle (" + path + "): an embedded value cannot contain "
        + "itself, its columns would never end; store the inner value in a row of its own, or give the field "
        + "@Convert(YourCodec.class)";
  }

  /** An {@code @Embedded} type without a mapped field. */
  static String embeddedNoFields(String field, String type) {
    return "@Embedded field '" + field + "' has type " + type + ", which has no mapped field; give it fields, "
        + "or mark '" + field + "' @Transient";
  }

  /** No family for an {@code @Embedded} field. */
  static String noFamilyForEmbedded(String field) {
    return "@Embedded field '" + field + "' has no family: set @Embedded(family = ...) or "
        + "@Table(defaultFamily = ...)";
  }

  /** A family attribute inside an embedded type that is not the embedding field's. */
  static String embeddedFamilyInside(String path, String family, String outer) {
    return "'" + path + "' names family '" + family + "', but every cell of an embedded value is in the family "
        + "of the @Embedded field that holds it ('" + outer + "'); remove the family";
  }

  /** A mapping annotation on a field of an embedded type that holds plain columns only. */
  static String embeddedAnnotationNotApplicable(String annotation, String path) {
    return annotation + " on '" + path + "' does not apply inside an @Embedded type, whose fields are plain "
        + "columns (with @Column(qualifier), @Convert, @Indexed, @Transient) or nested @Embedded values; remove "
        + annotation;
  }

  /** A cell of an embedded value that another field maps too. */
  static String embeddedColumnTaken(String field, String prefix, String path, String column, String other) {
    return "@Embedded field '" + field + "' with prefix '" + prefix + "' maps " + path + " to " + column
        + ", which " + other + " maps too; choose another prefix";
  }

  /** A flattened name of an embedded field that another field has. */
  static String embeddedNameTaken(String field, String path, String name, String other) {
    return "@Embedded field '" + field + "' names " + path + " '" + name + "' in queries, updates and the "
        + "schema, which is the name of " + other + "; rename one of them";
  }

  static String formerlyNotApplicable(String field, String kind) {
    String rule = switch (kind) {
      case "a @Counter" -> "increments add to one cell, so a count stored under a former qualifier would start "
          + "again from zero";
      case "the @Version" -> "every write checks one cell, so a row holding only a former one would be taken for "
          + "an unversioned row";
      case "a @CreatedDate field" -> "the DAO stores a created date only where a row has no cell of its own, so "
          + "a row holding only a former one would get a second, later date";
      default -> "its history of versions would be split between two cells";
    };
    return "@Column(formerly) does not apply to '" + field + "', which is " + kind + ": " + rule
        + "; keep the stored qualifier with @Column(qualifier = \"...\") instead";
  }

  static String formerlyOwnQualifier(String field, String column) {
    return "@Column(formerly) of '" + field + "' names " + column + ", the column's own cell; list only the "
        + "qualifiers its cells were stored under before";
  }

  static String formerlyTaken(String field, String column, String other) {
    return "@Column(formerly) of '" + field + "' names " + column + ", which is " + other
        + "; a cell there would be read as both: take it out of formerly, or give the other a qualifier of its own";
  }

  // ---- field roles ------------------------------------------------------------------------------

  static String conflictingRoles(String field, String first, String second) {
    return "field '" + field + "' has both " + first + " and " + second + ", but a field has one role: a row-key "
        + "component (@RowKey), a cell (@Column), a dynamic family (@DynamicColumns), the cell timestamp (@Timestamp) "
        + "or not mapped (@Transient); keep one of them";
  }

  static String annotationNotApplicable(String annotation, String field, String kind) {
    String rule = switch (annotation) {
      case "@Counter" -> "it makes a long @Column a counter cell, changed only by the DAO's increment methods";
      case "@Version" -> "it makes a long @Column the version every write checks and increments";
      case "@Versions" -> "it reads several versions of a @Column cell into a NavigableMap<Long, V>";
      default -> "it encodes the values of a @Column, @Versions or @DynamicColumns field with your codec; row keys, "
          + "counters, versions and timestamps have fixed encodings";
    };
    return annotation + " does not apply to '" + field + "', which is " + kind + ": " + rule + "; remove "
        + annotation;
  }

  static String timestampType(String field, String type) {
    return "@Timestamp field '" + field + "' is " + withArticle(type) + "; use long, Long or Instant";
  }

  static String timestampTwice(String field, String other) {
    return "@Timestamp is on both '" + other + "' and '" + field + "'; an entity has one cell timestamp";
  }

  static String counterType(String field, String type) {
    return "@Counter field '" + field + "' is " + withArticle(type) + "; HBase counters are 8-byte longs: use long";
  }

  static String counterOnDynamicColumns(String field) {
    return "@Counter does not apply to @DynamicColumns field '" + field + "': @Counter makes one long @Column a "
        + "counter cell. For a counter per map key, remove @Counter, declare the map as Map<K, Long>, and change an "
        + "entry atomically on the server with dao.wideRow(\"" + field + "\", rowKey, K.class, Long.class)"
        + ".increment(key, delta)";
  }

  static String versionType(String field, String type) {
    return "@Version field '" + field + "' is " + withArticle(type) + "; the version is a plain long column (not a "
        + "key, map, @Counter or @Versions field) that each write checks and increments: use long or Long with @Column";
  }

  static String versionsType(String field, String type) {
    return "@Versions field '" + field + "' is " + withArticle(type) + "; it must be a NavigableMap<Long, V> "
        + "(cell timestamp -> value, one entry per version)";
  }

  static String versionsMax(String field, int max) {
    return "@Versions(max = " + max + ") on '" + field + "' is out of range; read at least 1 version";
  }

  static String versionsAboveFamily(String field, int max, String family, int familyMax) {
    return "@Versions(max = " + max + ") on '" + field + "' reads more versions than family '" + family
        + "' keeps (maxVersions = " + familyMax + "); HBase drops the older ones at compaction: raise the "
        + "family's maxVersions or lower max";
  }

  static String versionsOnCounter(String field) {
    return "@Versions and @Counter are both on '" + field + "'; a counter has one current value: remove one";
  }

  static String versionsNotOnColumn(String field) {
    return "@Versions on '" + field + "' applies to single-cell columns only, not to @RowKey or "
        + "@DynamicColumns fields";
  }

  static String versionTwice(String field, String other) {
    return "@Version is on both '" + other + "' and '" + field + "'; an entity has one version";
  }

  static String auditDateType(String annotation, String field, String type) {
    return annotation + " field '" + field + "' is " + withArticle(type) + "; the DAO stores the time of a "
        + "write there as a java.time.Instant (epoch milliseconds): declare it Instant";
  }

  static String auditDateTwice(String annotation, String field, String other) {
    return annotation + " is on both '" + other + "' and '" + field + "'; an entity has one "
        + (annotation.equals("@CreatedDate") ? "created" : "last-modified") + " date: keep it on one field";
  }

  static String auditDatesOnOneField(String field) {
    return "field '" + field + "' has both @CreatedDate and @LastModifiedDate, but the first keeps the time of the "
        + "first write and the second takes the time of every write; put them on two Instant fields";
  }

  static String auditDateNotApplicable(String annotation, String field, String kind) {
    return annotation + " does not apply to '" + field + "', which is " + kind + ": the DAO writes the time of a "
        + "write into a plain Instant cell; put " + annotation + " on an Instant field of its own (with @Column or "
        + "the default family)";
  }

  // ---- presence marker --------------------------------------------------------------------------

  static String presenceMarkerNoFamily(String entity, String families) {
    return "@PresenceMarker on " + entity + " names no family, and " + entity + " has several " + families
        + " and no default family; name the one that holds the marker: @PresenceMarker(family = \"...\")";
  }

  static String presenceMarkerUnknownFamily(String family, java.util.List<String> declared) {
    return "@PresenceMarker names family '" + family + "', which no @Family declares (declared: "
        + (declared.isEmpty() ? "none" : String.join(", ", declared)) + "); name a declared family"
        + didYouMean(family, declared);
  }

  static String presenceMarkerEmptyQualifier() {
    return "@PresenceMarker has an empty qualifier; give it a short one no column uses (the default is \"_\")";
  }

  static String presenceMarkerInDynamicFamily(String family, String field) {
    return "@PresenceMarker puts its cell in family '" + family + "', which @DynamicColumns field '" + field
        + "' holds (its qualifiers are map keys, and one could be the marker's); give the marker another family";
  }

  static String presenceMarkerClash(String column, String field) {
    return "@PresenceMarker's cell " + column + " is the column of field '" + field + "'; give the marker a "
        + "qualifier no column uses: @PresenceMarker(qualifier = \"...\")";
  }

  // ---- reading and building the entity ----------------------------------------------------------

  static String noGetter(String field) {
    return "field '" + field + "' cannot be read by generated code in the entity's package; add a public getter "
        + "(get" + capitalize(field) + "(), is" + capitalize(field) + "() for a boolean, or " + field
        + "()) or make the field package-private";
  }

  static String noSetter(String field) {
    return "field '" + field + "' cannot be written by generated code in the entity's package; take it as a "
        + "parameter of the constructor, add a public setter set" + capitalize(field) + "(...), or make the field "
        + "package-private";
  }

  private static String capitalize(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  static String noConstructor(String entity, String unnamed) {
    return "@Table class " + entity + " needs a non-private no-argument constructor with a setter for every mapped "
        + "field, or a non-private constructor whose parameters are named like its fields (or make it a record)"
        + unnamed;
  }

  static String parameterNamesMissing() {
    return "; its constructors' parameter names were not compiled in: compile it with -parameters";
  }

  static String twoConstructors(String entity, String first, String second) {
    return "@Table class " + entity + " has two constructors whose parameters are its fields, " + first + " and "
        + second + "; keep one of them non-private (or give it a no-argument constructor and setters)";
  }

  static String parameterType(String entity, String parameter, String type, String fieldType) {
    return "the constructor of " + entity + " takes '" + parameter + "' as " + withArticle(type) + " but field '"
        + parameter + "' is " + withArticle(fieldType) + "; give them one type";
  }

  static String annotationsDisagree(String field, String annotation) {
    return annotation + " is on field '" + field + "' and on the constructor parameter of the same name with other "
        + "values; keep one of them";
  }

  // ---- defining the class -----------------------------------------------------------------------

  static String notOpen(String entity, String module, String packageName) {
    return "runtime mapper of " + entity + ": package " + packageName + " of module " + module + " is not open to "
        + "hbase-mapper; open it (opens " + packageName + ") or pass a lookup of a class of that package: "
        + "RuntimeMappers.of(" + entity + ".class, MethodHandles.lookup())";
  }

  static String wrongLookup(String entity, String lookupClass) {
    return "runtime mapper of " + entity + ": the lookup of " + lookupClass + " cannot define classes in "
        + "the package of " + entity + "; pass MethodHandles.lookup() of a class in that package";
  }

  static String notVisible(String entity, String loader) {
    return "runtime mapper of " + entity + ": its class loader " + loader + " does not see hbase-mapper's "
        + "mapper-dynamic; load mapper-dynamic where " + entity + "'s classes can see it";
  }

  /** "; did you mean 'x'?" when a candidate is close to {@code name}, as the processor suggests it. */
  private static String didYouMean(String name, java.util.Collection<String> candidates) {
    String suggestion = Suggestions.closest(name, candidates);
    return suggestion == null ? "" : "; did you mean '" + suggestion + "'?";
  }

  /** {@code noun} with its indefinite article, as the processor's messages choose it ("an int", "a UUID"). */
  static String withArticle(String noun) {
    return English.withArticle(noun);
  }
}
