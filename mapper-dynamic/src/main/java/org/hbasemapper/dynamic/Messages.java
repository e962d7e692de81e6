package org.hbasemapper.dynamic;

import org.hbasemapper.layout.English;
import org.hbasemapper.layout.RuleMessages;
import org.hbasemapper.layout.Suggestions;

/**
 * Every text a runtime mapper's build refuses a class with, in one place. The rules the processor
 * checks at compile time are stated in its words: those the two word alike are {@link RuleMessages}'
 * (inherited), the rest are here, so that a class reads the same refusal whichever way it is mapped;
 * the others say what runtime mappers do not support yet, and the way forward.
 */
final class Messages extends RuleMessages {
  private Messages() {}

  // ---- the type --------------------------------------------------------------------------------

  static String notATable(String entity) {
    return entity + " has no @Table; annotate it with @Table(name = ...) and @Family(name = ...) to map it";
  }

  static String localType(String entity) {
    return "@Table type " + entity + " is a local or anonymous class; make it a top-level or static nested class";
  }

  static String superclassNotMapped(String entity, String superclass, java.util.List<String> fields) {
    return "superclass " + superclass + " of " + entity + " has mapping annotations on "
        + String.join(", ", fields.stream().map(n -> "'" + n + "'").toList())
        + " but is not marked @MappedSuperclass, so they would not be mapped; mark " + superclass
        + " @MappedSuperclass, or remove the annotations";
  }

  static String notSupported(String annotation, String where) {
    return annotation + " on " + where + " is not supported by runtime mappers yet; map the entity with the "
        + "annotation processor (which supports it), or remove " + annotation;
  }

  // ---- row key, salt and hash prefix ------------------------------------------------------------

  static String widthOnNaturalWidth(String field, String type, int natural) {
    return "@RowKey component '" + field + "' is " + withArticle(type) + ", which always takes " + natural
        + " bytes; remove width (it applies to String and byte[] only)";
  }

  static String prefixUnknownComponent(String annotation, String name, java.util.List<String> components) {
    return annotation + "(of) names '" + name + "', which is not a @RowKey component (components: "
        + String.join(", ", components) + ")" + didYouMean(name, components);
  }

  // ---- columns and families ---------------------------------------------------------------------

  static String unknownFamily(String field, String family, java.util.List<String> declared) {
    return "field '" + field + "' names family '" + family + "', which no @Family declares (declared: "
        + (declared.isEmpty() ? "none" : String.join(", ", declared)) + "); add @Family(name = \"" + family
        + "\") to the type or fix the name" + didYouMean(family, declared);
  }

  static String lazyMapType(String field, String type) {
    return "@DynamicColumns(fetch = LAZY) field '" + field + "' is " + withArticle(type) + "; declare it as Map<K, V> "
        + "(it is given a map that loads on first use)";
  }

  static String unsupportedElementType(String field, String type, String element) {
    return "field '" + field + "' is " + withArticle(type) + ", but " + element + " has no built-in codec "
        + "for a collection element; use elements of a built-in type (String, a number, boolean, an enum, "
        + "Instant, LocalDate, LocalDateTime, Date, UUID, BigDecimal, byte[]), or give the field "
        + "@Convert(YourCodec.class) (mapper-jackson's JsonCodec stores any type as JSON)";
  }

  static String convertWrongType(String field, String codec, String codecType, String fieldType) {
    return "@Convert codec " + codec + " encodes " + codecType + " but field '" + field + "' is "
        + withArticle(fieldType) + "; use a ValueCodec<" + fieldType + ">";
  }

  static String convertNotACodec(String field, String codec) {
    return "@Convert on '" + field + "' names " + codec + ", which does not implement "
        + "org.hbasemapper.runtime.codec.ValueCodec";
  }

  static String convertFailed(String field, String codec, String cause) {
    return "@Convert codec " + codec + " of '" + field + "' could not be made: " + cause;
  }

  // ---- field roles ------------------------------------------------------------------------------

  static String timestampType(String field, String type) {
    return "@Timestamp field '" + field + "' is " + withArticle(type) + "; use long, Long or Instant";
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

  static String auditDateType(String annotation, String field, String type) {
    return annotation + " field '" + field + "' is " + withArticle(type) + "; the DAO stores the time of a "
        + "write there as a java.time.Instant (epoch milliseconds): declare it Instant";
  }

  // ---- presence marker --------------------------------------------------------------------------

  static String presenceMarkerUnknownFamily(String family, java.util.List<String> declared) {
    return "@PresenceMarker names family '" + family + "', which no @Family declares (declared: "
        + (declared.isEmpty() ? "none" : String.join(", ", declared)) + "); name a declared family"
        + didYouMean(family, declared);
  }

  // ---- the constructor a class is built through (the processor's ConstructorFinder) -------------

  static String constructorsAmbiguous(String entity, java.util.List<String> constructors) {
    return "@Table class " + entity + " has " + constructors.size() + " constructors the mapper could build it "
        + "through (" + String.join(", ", constructors) + "); mark the one that takes the mapped fields with "
        + "@MappingConstructor";
  }

  static String constructorParameterNotAField(String entity, String parameter, String suggestion) {
    return "constructor parameter '" + parameter + "' of " + entity + " names no mapped field; the mapper "
        + "passes each parameter the value of the field of its name: rename it like its field, or mark another "
        + "constructor @MappingConstructor" + (suggestion == null ? "" : "; did you mean '" + suggestion + "'?");
  }

  /**
   * A class file without parameter names (compiled without {@code -parameters}), which the processor never
   * meets: it reads the names from the sources.
   */
  static String parameterNamesMissing(String entity, String constructor) {
    return "the constructor " + constructor + " that " + entity + " is built through has no parameter names in "
        + "its class file, so the mapper cannot tell which field each parameter takes; compile " + entity
        + " with -parameters (Maven: <parameters>true</parameters> in the maven-compiler-plugin's configuration)";
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
