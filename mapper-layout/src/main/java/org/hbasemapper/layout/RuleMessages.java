package org.hbasemapper.layout;

import org.hbasemapper.annotations.audience.LimitedPrivate;

/**
 * The texts of the mapping rules both the processor (at compile time) and runtime mappers (when they
 * build) check, written once so that a class reads the same refusal whichever way it is mapped. Each
 * states the rule and the fix. The processor's {@code Messages} and mapper-dynamic's extend this class,
 * adding the texts only one of them has; docs/diagnostics.md shows each.
 */
@LimitedPrivate({"mapper-processor", "mapper-dynamic"})
public class RuleMessages {
  /** For the two message classes that extend this one. */
  protected RuleMessages() {}

  public static String noConstructor(String entity) {
    return "@Table class " + entity + " has no non-private constructor; add one that takes the mapped fields "
        + "(or none, with setters for them), or make it a record";
  }

  public static String noGetter(String field) {
    return "field '" + field + "' cannot be read by generated code in the entity's package; add a public getter "
        + "(get" + capitalize(field) + "(), is" + capitalize(field) + "() for a boolean, or " + field
        + "()) or make the field package-private";
  }

  public static String noSetter(String field) {
    return "field '" + field + "' cannot be written by generated code in the entity's package; take it as a "
        + "parameter of the constructor, add a public setter set" + capitalize(field) + "(...), or make the field "
        + "package-private";
  }

  public static String privateType(String entity) {
    return "@Table type " + entity + " is private; generated code in its package must reach it";
  }

  public static String notTopLevelOrStatic(String entity) {
    return "@Table type " + entity + " is an inner class; make it static or top-level";
  }

  public static String abstractEntity(String entity) {
    return "@Table type " + entity + " is abstract or an interface; map a concrete class or a record";
  }

  public static String invalidTableName(String name) {
    return "table name '" + name + "' is not valid in HBase: use letters, digits, '_', '-' and '.', "
        + "not starting with '.' or '-'";
  }

  public static String invalidNamespace(String name) {
    return "namespace '" + name + "' is not valid in HBase: use letters, digits and '_'";
  }

  /** A parameter of the constructor the mapper builds the entity through, of another type than its field. */
  public static String constructorParameterType(String entity, String parameter, String type, String fieldType) {
    return "constructor parameter '" + parameter + "' of " + entity + " is " + type + " but field '" + parameter
        + "' is " + fieldType + "; give the parameter the field's type";
  }

  /** A constructor whose parameters are named arg0, arg1, ..., none of them a field. */
  public static String constructorParameterNamesUnknown(String entity) {
    return "the parameters of the constructor " + entity + " is built through are named arg0, arg1, ..., like no "
        + "field; the mapper passes each parameter the value of the field of its name: name them like the fields "
        + "(for a class file, compile it with -parameters)";
  }

  /** {@code @MappingConstructor} on more than one constructor. */
  public static String mappingConstructorTwice(String entity) {
    return "@MappingConstructor is on more than one constructor of " + entity + "; the mapper builds the entity "
        + "through one: remove the marker from the others";
  }

  /** {@code @MappingConstructor} on a private constructor. */
  public static String mappingConstructorPrivate(String entity) {
    return "@MappingConstructor constructor of " + entity + " is private; generated code in the entity's "
        + "package must call it: make it package-private or public";
  }

  /** A final field that the constructor the mapper uses does not take. */
  public static String finalFieldNotWritable(String field, String entity) {
    return "field '" + field + "' is final but the constructor " + entity + " is built through takes no "
        + "parameter '" + field + "'; add that parameter (or mark a constructor that has it with "
        + "@MappingConstructor), make the field non-final, or mark it @Transient";
  }

  /** A mapped field whose type is a type parameter (of a generic mapped superclass). */
  public static String fieldOfTypeParameter(String field, String type, String declaring) {
    return "field '" + field + "' has type " + type + ", a type parameter of " + declaring + "; the mapper encodes "
        + "a field by its declared type: give it a concrete type, or declare it in each entity";
  }

  public static String noRowKey(String entity) {
    return "@Table " + entity + " has no @RowKey field; mark the field(s) that identify a row with "
        + "@RowKey (the row key is HBase's only index)";
  }

  public static String duplicateKeyOrder(String field, int order, String other) {
    return "@RowKey component '" + field + "' has order " + order + ", like '" + other
        + "'; give every component a distinct order";
  }

  public static String keyOrderGap(String field, int order, int expected) {
    return "@RowKey component '" + field + "' has order " + order + " but the components before it end at "
        + (expected - 1) + "; number components 0, 1, 2, ... without gaps (a @RecordType code takes a place "
        + "too: declare it there if this entity is one record type of a shared table)";
  }

  public static String variableWidthNotLast(String field) {
    return "@RowKey component '" + field + "' has variable width but is not the last component; give it "
        + "@RowKey(width = N) or move it last (partial-key scans need fixed widths)";
  }

  public static String negativeWidth(String field) {
    return "@RowKey component '" + field + "' has a negative width; use 0 (variable) or the byte width";
  }

  public static String unsupportedKeyType(String field, String type) {
    return "@RowKey component '" + field + "' has type " + type + ", which has no order-preserving key codec; "
        + "use a number, boolean, String, byte[], enum, UUID, Instant, Date, LocalDate or LocalDateTime";
  }

  public static String saltAndHashPrefix() {
    return "@Salt and @HashPrefix both prefix the row key; use one of them";
  }

  public static String saltBuckets(int buckets) {
    return "@Salt(buckets = " + buckets + ") is out of range; use 1 to 256 buckets (one salt byte)";
  }

  public static String hashPrefixLength(int length) {
    return "@HashPrefix(length = " + length + ") is out of range; use 1 to 16 bytes of the MD5 digest";
  }

  public static String hashPrefixRegions(int regions) {
    return "@HashPrefix(regions = " + regions + ") is out of range; pre-split into 1 to 256 regions";
  }

  public static String prefixNotLeading(String annotation, String names, String expected) {
    return annotation + "(of = " + names + ") must name the leading key components in key order (" + expected
        + "), so that a query fixing them can compute the prefix";
  }

  public static String noFamilyForColumn(String field) {
    return "field '" + field + "' has no family: set @Column(family = ...) or @Table(defaultFamily = ...)";
  }

  public static String duplicateColumn(String field, String column, String other) {
    return "field '" + field + "' maps to " + column + ", which '" + other + "' already maps; "
        + "give one of them another qualifier";
  }

  public static String formerlyNotApplicable(String field, String kind) {
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

  public static String formerlyOwnQualifier(String field, String column) {
    return "@Column(formerly) of '" + field + "' names " + column + ", the column's own cell; list only the "
        + "qualifiers its cells were stored under before";
  }

  public static String formerlyTaken(String field, String column, String other) {
    return "@Column(formerly) of '" + field + "' names " + column + ", which is " + other
        + "; a cell there would be read as both: take it out of formerly, or give the other a qualifier of its own";
  }

  public static String dynamicFamilyShared(String field, String family, String other) {
    return "@DynamicColumns field '" + field + "' uses family '" + family + "', which also holds '" + other
        + "'; map qualifiers could collide with it: give the map a family of its own";
  }

  public static String unmappedField(String field) {
    return "field '" + field + "' is not mapped: annotate it with @Column, @RowKey or @DynamicColumns, mark "
        + "it @Transient, or set @Table(defaultFamily = ...)";
  }

  public static String invalidFamilyName(String name) {
    return "family name '" + name + "' is not valid in HBase: it must be non-empty printable text "
        + "without ':' and not start with '.'";
  }

  public static String duplicateFamily(String name) {
    return "family '" + name + "' is declared twice; declare each @Family once";
  }

  public static String dynamicColumnsNotMap(String field, String type) {
    return "@DynamicColumns field '" + field + "' has type " + type + "; it must be a Map<K, V> "
        + "(one qualifier per entry)";
  }

  public static String unsupportedValueType(String field, String type) {
    return "field '" + field + "' has type " + type + ", which has no built-in codec; give it "
        + "@Convert(YourCodec.class) with a ValueCodec<" + type + ">, or mark it @Transient";
  }

  public static String unsupportedMapKeyType(String field, String type) {
    return "@DynamicColumns field '" + field + "' has map key type " + type + ", which has no "
        + "order-preserving key codec; use a number, String, byte[], enum, UUID or time type as key";
  }

  public static String convertNotInstantiable(String field, String codec) {
    return "@Convert codec " + codec + " of '" + field + "' has neither a public no-argument constructor "
        + "nor a public static final INSTANCE; add one";
  }

  /** A second role annotation on one field. */
  public static String conflictingRoles(String field, String first, String second) {
    return "field '" + field + "' has both " + first + " and " + second + ", but a field has one role: a row-key "
        + "component (@RowKey), a cell (@Column), a dynamic family (@DynamicColumns), the cell timestamp (@Timestamp) "
        + "or not mapped (@Transient); keep one of them";
  }

  /**
   * {@code @Counter}, {@code @Version}, {@code @Versions} or {@code @Convert} on an element it does not
   * apply to, where it would be ignored.
   */
  public static String annotationNotApplicable(String annotation, String field, String kind) {
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

  public static String timestampTwice(String field, String other) {
    return "@Timestamp is on both '" + other + "' and '" + field + "'; an entity has one cell timestamp";
  }

  public static String versionTwice(String field, String other) {
    return "@Version is on both '" + other + "' and '" + field + "'; an entity has one version";
  }

  /** Two fields of one entity with the same audit date. */
  public static String auditDateTwice(String annotation, String field, String other) {
    return annotation + " is on both '" + other + "' and '" + field + "'; an entity has one "
        + (annotation.equals("@CreatedDate") ? "created" : "last-modified") + " date: keep it on one field";
  }

  /** Both audit dates on one field. */
  public static String auditDatesOnOneField(String field) {
    return "field '" + field + "' has both @CreatedDate and @LastModifiedDate, but the first keeps the time of the "
        + "first write and the second takes the time of every write; put them on two Instant fields";
  }

  /**
   * An audit date on a field that is not a plain cell of the DAO's writing: a key component, a dynamic
   * family, a counter, the version, a {@code @Versions} map, the timestamp, a transient field, or one with
   * its own codec.
   */
  public static String auditDateNotApplicable(String annotation, String field, String kind) {
    return annotation + " does not apply to '" + field + "', which is " + kind + ": the DAO writes the time of a "
        + "write into a plain Instant cell; put " + annotation + " on an Instant field of its own (with @Column or "
        + "the default family)";
  }

  public static String versionsMax(String field, int max) {
    return "@Versions(max = " + max + ") on '" + field + "' is out of range; read at least 1 version";
  }

  public static String versionsAboveFamily(String field, int max, String family, int familyMax) {
    return "@Versions(max = " + max + ") on '" + field + "' reads more versions than family '" + family
        + "' keeps (maxVersions = " + familyMax + "); HBase drops the older ones at compaction: raise the "
        + "family's maxVersions or lower max";
  }

  public static String versionsOnCounter(String field) {
    return "@Versions and @Counter are both on '" + field + "'; a counter has one current value: remove one";
  }

  public static String versionsNotOnColumn(String field) {
    return "@Versions on '" + field + "' applies to single-cell columns only, not to @RowKey or "
        + "@DynamicColumns fields";
  }

  /** {@code @PresenceMarker} without a family, where the entity has several and no default one. */
  public static String presenceMarkerNoFamily(String entity, String families) {
    return "@PresenceMarker on " + entity + " names no family, and " + entity + " has several " + families
        + " and no default family; name the one that holds the marker: @PresenceMarker(family = \"...\")";
  }

  public static String presenceMarkerInDynamicFamily(String family, String field) {
    return "@PresenceMarker puts its cell in family '" + family + "', which @DynamicColumns field '" + field
        + "' holds (its qualifiers are map keys, and one could be the marker's); give the marker another family";
  }

  public static String presenceMarkerClash(String column, String field) {
    return "@PresenceMarker's cell " + column + " is the column of field '" + field + "'; give the marker a "
        + "qualifier no column uses: @PresenceMarker(qualifier = \"...\")";
  }

  public static String presenceMarkerEmptyQualifier() {
    return "@PresenceMarker has an empty qualifier; give it a short one no column uses (the default is \"_\")";
  }

  /** {@code @Embedded} on a {@code @RowKey} field. */
  public static String embeddedOnKey(String field) {
    return "field '" + field + "' has both @RowKey and @Embedded, but a row-key component is one value with an "
        + "order-preserving encoding; make each of its fields a @RowKey component, or remove @Embedded";
  }

  /** {@code @Embedded} on a type that is no record or class of fields. */
  public static String embeddedType(String field, String type) {
    return "@Embedded field '" + field + "' has type " + type + ", which is not a record or a class of fields; "
        + "remove @Embedded (a type with a codec is stored as one cell), or embed a record or a concrete class";
  }

  /** An {@code @Embedded} class that cannot be built. */
  public static String embeddedNoConstructor(String field, String type) {
    return "@Embedded field '" + field + "' has type " + type + ", a class without a non-private constructor; "
        + "add one that takes its fields (or none, with setters), or make " + type + " a record";
  }

  /** An {@code @Embedded} type that holds itself, directly or through other embedded types. */
  public static String embeddedCycle(String field, String path) {
    return "@Embedded field '" + field + "' makes a cycle (" + path + "): an embedded value cannot contain "
        + "itself, its columns would never end; store the inner value in a row of its own, or give the field "
        + "@Convert(YourCodec.class)";
  }

  /** An {@code @Embedded} type without a mapped field. */
  public static String embeddedNoFields(String field, String type) {
    return "@Embedded field '" + field + "' has type " + type + ", which has no mapped field; give it fields, "
        + "or mark '" + field + "' @Transient";
  }

  /** No family for an {@code @Embedded} field. */
  public static String noFamilyForEmbedded(String field) {
    return "@Embedded field '" + field + "' has no family: set @Embedded(family = ...) or "
        + "@Table(defaultFamily = ...)";
  }

  /** A family attribute inside an embedded type that is not the embedding field's. */
  public static String embeddedFamilyInside(String path, String family, String outer) {
    return "'" + path + "' names family '" + family + "', but every cell of an embedded value is in the family "
        + "of the @Embedded field that holds it ('" + outer + "'); remove the family";
  }

  /** A mapping annotation on a field of an embedded type that holds plain columns only. */
  public static String embeddedAnnotationNotApplicable(String annotation, String path) {
    return annotation + " on '" + path + "' does not apply inside an @Embedded type, whose fields are plain "
        + "columns (with @Column(qualifier), @Convert, @Indexed, @Transient) or nested @Embedded values; remove "
        + annotation;
  }

  /** A cell of an embedded value that another field maps too. */
  public static String embeddedColumnTaken(String field, String prefix, String path, String column, String other) {
    return "@Embedded field '" + field + "' with prefix '" + prefix + "' maps " + path + " to " + column
        + ", which " + other + " maps too; choose another prefix";
  }

  /** A flattened name of an embedded field that another field has. */
  public static String embeddedNameTaken(String field, String path, String name, String other) {
    return "@Embedded field '" + field + "' names " + path + " '" + name + "' in queries, updates and the "
        + "schema, which is the name of " + other + "; rename one of them";
  }

  /** {@code name} with its first letter in upper case: the {@code get}/{@code set} suffix of a field. */
  public static String capitalize(String name) {
    return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
