package org.hbasemapper.processor.write;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.VersionsColumn;
import org.hbasemapper.processor.model.CounterColumn;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.EmbeddedModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.FamilyModel;
import org.hbasemapper.processor.model.IndexModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.PlainColumn;

/**
 * The names the writers give constants, nested types, locals and parameters of one entity's
 * generated code. Each is allocated once, in declaration order, so the output is deterministic: a
 * name already taken in its scope gets the first free numeric suffix ({@code QUALIFIER_USER_ID_2}
 * when {@code userId} and {@code user_id} both exist), and locals and parameters never shadow a
 * constant or a type the generated code names. Names users call (DAO methods, query stages) are
 * not renamed here; the validator reports their clashes instead.
 */
final class GeneratedNames {
  /** Locals and parameters of the mapper's own methods. */
  private static final List<String> MAPPER_LOCALS = List.of(
      "result", "rows", "cells", "cell", "key", "entity", "put", "row", "i", "e", "offset", "entry", "timestamp",
      "family", "q", "qOffset", "qLength", "v", "vOffset", "vLength", "out", "index", "stored", "version");

  /** Parameters of the DAO's own methods that read its constants. */
  private static final List<String> DAO_PARAMETERS = List.of("connection", "key", "delta");

  private final Map<String, String> familyConstants = new HashMap<>();
  private final Map<String, String> qualifierConstants = new HashMap<>();
  private final Map<String, List<String>> formerQualifierConstants = new HashMap<>();
  private final Map<String, String> codecConstants = new HashMap<>();
  private final Map<String, String> keyConstants = new HashMap<>();
  private final Map<String, String> mapKeysConstants = new HashMap<>();
  private final Map<String, String> mapValuesConstants = new HashMap<>();
  private final Map<String, String> indexConstants = new HashMap<>();
  private final Map<String, String> indexCodecConstants = new HashMap<>();
  private final Map<String, String> locals = new HashMap<>();
  private final Map<String, String> foundFlags = new HashMap<>();
  private final Map<String, List<String>> formerLocals = new HashMap<>();
  private final Map<String, String> encodedLocals = new HashMap<>();
  private final Map<String, String> relationLinks = new HashMap<>();
  private final Map<String, String> counterFamilies = new HashMap<>();
  private final Map<String, String> counterQualifiers = new HashMap<>();
  private final Map<String, String> parameters = new HashMap<>();
  private final Map<String, String> lookupStages = new HashMap<>();
  private final Map<Integer, String> queryStages = new HashMap<>();
  private final Map<String, String> fieldConstants = new HashMap<>();
  private final Map<String, String> embeddedQualifiers = new HashMap<>();
  private final Map<String, String> embeddedLocals = new HashMap<>();
  private final Map<String, String> embeddedFlags = new HashMap<>();
  private String present;
  private final String delta;
  private String condition;

  GeneratedNames(EntityModel entity) {
    Scope mapper = mapperConstants(entity);
    mapperLocals(entity, mapper);
    daoConstants(entity);
    this.delta = parameters(entity);
    nestedTypes(entity);
    fieldConstants(entity);
  }

  private Scope mapperConstants(EntityModel entity) {
    Scope scope = new Scope("_", false).reserve("INSTANCE", "TABLE", "FAMILIES", "PREFIX", "RECORD_TYPE",
        "SCHEMA", "LAYOUT", "PRESENCE_MARKER", "PRESENCE_MARKER_VALUE");
    for (FamilyModel f : entity.families()) {
      familyConstants.put(f.name(), scope.allocate("FAMILY_" + constantName(f.name())));
    }
    for (ColumnModel c : entity.columns()) {
      qualifierConstants.put(c.property().name(), scope.allocate("QUALIFIER_" + constantName(c.property().name())));
    }
    for (KeyComponentModel c : entity.key()) {
      keyConstants.put(c.property().name(), scope.allocate("KEY_" + constantName(c.property().name())));
    }
    for (ColumnModel c : entity.columns()) {
      if (c.codec().primitiveSuffix() == null) {
        codecConstants.put(c.property().name(), scope.allocate("CODEC_" + constantName(c.property().name())));
      }
    }
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      mapKeysConstants.put(d.property().name(), scope.allocate("KEYS_" + constantName(d.property().name())));
      mapValuesConstants.put(d.property().name(), scope.allocate("VALUES_" + constantName(d.property().name())));
    }
    // the index names are public (IndexAdmin takes them): they get the plain INDEX_<NAME> before the codecs
    for (IndexModel index : entity.indexes()) {
      indexConstants.put(index.name(), scope.allocate("INDEX_" + constantName(index.name())));
    }
    for (IndexModel index : entity.indexes()) {
      for (ColumnModel c : index.columns()) {
        indexCodecConstants.computeIfAbsent(c.property().name(),
            name -> scope.allocate("INDEX_CODEC_" + constantName(name)));
      }
    }
    // last, so that a column's move renames nothing else
    for (PlainColumn c : entity.columnsOf(PlainColumn.class)) {
      List<String> constants = new ArrayList<>();
      for (String former : c.formerly()) {
        constants.add(scope.allocate("QUALIFIER_" + constantName(c.property().name()) + "_FORMERLY_"
            + constantName(former)));
      }
      formerQualifierConstants.put(c.property().name(), List.copyOf(constants));
    }
    // after every other constant, so that an entity without embedded values names nothing differently
    for (EmbeddedModel top : entity.embedded()) {
      for (EmbeddedModel e : top.all()) {
        embeddedQualifiers.put(e.property().name(), scope.allocate("QUALIFIER_" + constantName(e.property().name())));
      }
    }
    if (!entity.embedded().isEmpty()) {
      present = scope.allocate("PRESENT");
    }
    return scope;
  }

  /**
   * Locals of the mapper's methods: one per field, then the found flags of primitive columns, then
   * the encoded key components; none shadows a constant of the mapper or a method's own local.
   */
  private void mapperLocals(EntityModel entity, Scope constants) {
    Scope scope = new Scope("", false).reserveAll(constants).reserve(MAPPER_LOCALS);
    for (ColumnModel c : entity.columns()) {
      locals.put(c.property().name(), scope.allocate(local(c.property().name())));
    }
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      locals.put(d.property().name(), scope.allocate(local(d.property().name())));
    }
    for (ColumnModel c : entity.columns()) {
      if (c.primitive()) {
        foundFlags.put(c.property().name(), scope.allocate("has" + capitalize(c.property().name())));
      }
    }
    for (PlainColumn c : entity.columnsOf(PlainColumn.class)) {
      List<String> cells = new ArrayList<>();
      for (int i = 0; i < c.formerly().size(); i++) {
        cells.add(scope.allocate(formerLocal(c.property().name(), i)));
      }
      formerLocals.put(c.property().name(), List.copyOf(cells));
    }
    for (EmbeddedModel top : entity.embedded()) {
      for (EmbeddedModel e : top.all()) {
        embeddedLocals.put(e.property().name(), scope.allocate(local(e.property().name())));
        embeddedFlags.put(e.property().name(), scope.allocate("has" + capitalize(e.property().name())));
      }
    }
    Scope encodeKey = new Scope("", false).reserveAll(constants).reserve(MAPPER_LOCALS);
    for (KeyComponentModel c : entity.key()) {
      encodedLocals.put(c.property().name(), encodeKey.allocate("encoded" + capitalize(c.property().name())));
    }
  }

  /**
   * A field's local: its own name unless a method uses that name already or it could be read as a
   * type name ({@code Math.max} with a field named {@code Math}).
   */
  private static String local(String field) {
    return MAPPER_LOCALS.contains(field) || Character.isUpperCase(field.charAt(0)) ? field + "Value" : field;
  }

  /** The DAO's constants: the public relation links first, then the counters' private coordinates. */
  private void daoConstants(EntityModel entity) {
    Scope scope = new Scope("_", false).reserve(DAO_PARAMETERS);
    entity.key().forEach(c -> scope.reserve(c.property().name()));
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      if (d.relation() != null) {
        relationLinks.put(d.property().name(), scope.allocate(constantName(d.property().name())));
      }
    }
    for (CounterColumn c : entity.columnsOf(CounterColumn.class)) {
      String name = constantName(c.property().name());
      counterFamilies.put(c.property().name(), scope.allocate("FAMILY_" + name));
      counterQualifiers.put(c.property().name(), scope.allocate("QUALIFIER_" + name));
    }
  }

  /**
   * Parameters named after fields keep the field's name (it is what callers see), unless the
   * generated bodies name a type with it; returns the name of the increments' delta parameter.
   */
  private String parameters(EntityModel entity) {
    Set<String> types = Set.of(entity.simpleName(), entity.mapperName().simpleName(),
        entity.daoName().simpleName(), queryName(entity), entity.asyncDaoName().simpleName(), asyncQueryName(entity));
    Scope scope = new Scope("", false);
    List<String> fields = new ArrayList<>();
    entity.key().forEach(c -> fields.add(c.property().name()));
    entity.indexes().forEach(index -> index.columns().forEach(c -> fields.add(c.property().name())));
    scope.reserve(fields);
    for (String field : fields) {
      parameters.computeIfAbsent(field, f -> types.contains(f) ? scope.allocate(f + "Value") : f);
    }
    scope.reserve(new ArrayList<>(counterFamilies.values())).reserve(new ArrayList<>(counterQualifiers.values()));
    String delta = scope.allocate("delta");
    condition = scope.allocate("condition");
    return delta;
  }

  /**
   * Nested types, compared ignoring case: each becomes a class file of its own, and two names that
   * differ only in case would overwrite each other on a case-insensitive file system.
   */
  private void nestedTypes(EntityModel entity) {
    // the blocking and the asynchronous query have the same stages, so neither's name can be one
    Scope query = new Scope("", true).reserve(queryName(entity), asyncQueryName(entity));
    for (int i = 1; i < entity.key().size(); i++) {
      queryStages.put(i, query.allocate("After" + capitalize(entity.key().get(i - 1).property().name())));
    }
    Scope dao = new Scope("", true).reserve(entity.daoName().simpleName(), entity.asyncDaoName().simpleName());
    for (IndexModel index : entity.indexes()) {
      if (index.columns().size() < 2) {
        continue;
      }
      String base = index.finderName().substring("findBy".length());
      lookupStages.put(index.name() + "#0", dao.allocate(base + "Lookup"));
      for (int i = 1; i < index.columns().size(); i++) {
        lookupStages.put(index.name() + "#" + i,
            dao.allocate(base + "After" + capitalize(index.columns().get(i - 1).property().name())));
      }
    }
  }

  /**
   * The query's public field constants, one per single-valued column ({@code PRICE}): none takes the
   * name of a stage class or method, and two fields giving one name ({@code userId}, {@code user_id})
   * are told apart by a suffix.
   */
  private void fieldConstants(EntityModel entity) {
    Scope scope = new Scope("_", false).reserve(queryName(entity)).reserve(new ArrayList<>(queryStages.values()));
    entity.key().forEach(c -> scope.reserve(c.property().stageMethodNames()));
    for (ColumnModel c : entity.columns()) {
      if (!(c instanceof VersionsColumn)) {
        fieldConstants.put(c.property().name(), scope.allocate(constantName(c.property().name())));
      }
    }
  }

  static String queryName(EntityModel entity) {
    return entity.queryName().simpleName();
  }

  static String asyncQueryName(EntityModel entity) {
    return entity.asyncQueryName().simpleName();
  }

  String familyConstant(String family) {
    return familyConstants.get(family);
  }

  String qualifierConstant(ColumnModel c) {
    return qualifierConstants.get(c.property().name());
  }

  /** The qualifier constant of an embedded value's presence cell. */
  String qualifierConstant(EmbeddedModel e) {
    return embeddedQualifiers.get(e.property().name());
  }

  /** The constant holding the value of every embedded value's presence cell. */
  String presentConstant() {
    return present;
  }

  /** The local holding an embedded value. */
  String local(EmbeddedModel e) {
    return embeddedLocals.get(e.property().name());
  }

  /** The flag telling whether an embedded value's presence cell was found. */
  String found(EmbeddedModel e) {
    return embeddedFlags.get(e.property().name());
  }

  /** The constants of a moved column's former qualifiers, in the order of {@code formerly}. */
  List<String> formerQualifierConstants(PlainColumn c) {
    return formerQualifierConstants.get(c.property().name());
  }

  /** The locals holding the cells of a moved column's former qualifiers, in the order of {@code formerly}. */
  List<String> formerLocals(PlainColumn c) {
    return formerLocals.get(c.property().name());
  }

  /** The constant holding the codec of a column that has no static primitive methods. */
  String codecConstant(ColumnModel c) {
    return codecConstants.get(c.property().name());
  }

  /** The mapper's package-private key component constant, which the query stages use too. */
  String keyConstant(KeyComponentModel c) {
    return keyConstants.get(c.property().name());
  }

  /** The mapper's package-private map key codec of a dynamic family, which the DAO uses too. */
  String mapKeysConstant(DynamicColumnsModel d) {
    return mapKeysConstants.get(d.property().name());
  }

  /** The mapper's package-private map value codec of a dynamic family, which the DAO uses too. */
  String mapValuesConstant(DynamicColumnsModel d) {
    return mapValuesConstants.get(d.property().name());
  }

  /** The mapper's package-private key codec of an indexed field, which the DAO's lookups use too. */
  /** The mapper's public constant holding the name of {@code index}. */
  String indexConstant(IndexModel index) {
    return indexConstants.get(index.name());
  }

  String indexCodecConstant(ColumnModel c) {
    return indexCodecConstants.get(c.property().name());
  }

  String local(ColumnModel c) {
    return locals.get(c.property().name());
  }

  String local(DynamicColumnsModel d) {
    return locals.get(d.property().name());
  }

  /** The flag telling whether a primitive column's cell was found. */
  String found(ColumnModel c) {
    return foundFlags.get(c.property().name());
  }

  /** The local holding a variable-width key component's encoding. */
  String encoded(KeyComponentModel c) {
    return encodedLocals.get(c.property().name());
  }

  String relationLink(DynamicColumnsModel d) {
    return relationLinks.get(d.property().name());
  }

  String counterFamily(CounterColumn c) {
    return counterFamilies.get(c.property().name());
  }

  String counterQualifier(CounterColumn c) {
    return counterQualifiers.get(c.property().name());
  }

  /** The parameter of a DAO or query method that takes this key component or indexed field. */
  String parameter(String field) {
    return parameters.get(field);
  }

  /** The increments' delta parameter. */
  String delta() {
    return delta;
  }

  /** The name of the condition parameter of a conditional delete by key components. */
  String condition() {
    return condition;
  }

  /** The query's public constant for conditions on single-valued column {@code c} ({@code PurchaseQuery.PRICE}). */
  String fieldConstant(ColumnModel c) {
    return fieldConstants.get(c.property().name());
  }

  /** The query stage once key component {@code i - 1} is fixed ({@code i >= 1}). */
  String queryStage(int i) {
    return queryStages.get(i);
  }

  /** Stage {@code i} of the lookup through composite index {@code index}. */
  String lookupStage(IndexModel index, int i) {
    return lookupStages.get(index.name() + "#" + i);
  }

  /** {@code userId} as {@code USER_ID}; {@code user_id} and {@code USER_ID} give the same. */
  static String constantName(String name) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (Character.isUpperCase(c) && i > 0 && Character.isLetterOrDigit(name.charAt(i - 1))
          && !Character.isUpperCase(name.charAt(i - 1))) {
        sb.append('_');
      }
      sb.append(Character.isLetterOrDigit(c) ? Character.toUpperCase(c) : '_');
    }
    return sb.toString();
  }

  /** The local holding the cell of former qualifier {@code i} of {@code field}: {@code formerNick}, {@code formerNick2}. */
  static String formerLocal(String field, int i) {
    return "former" + capitalize(field) + (i == 0 ? "" : String.valueOf(i + 1));
  }

  static String capitalize(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  /** Names taken in one scope of the generated code. */
  private static final class Scope {
    private final Set<String> taken = new HashSet<>();
    private final String separator;
    private final boolean ignoreCase;

    Scope(String separator, boolean ignoreCase) {
      this.separator = separator;
      this.ignoreCase = ignoreCase;
    }

    Scope reserve(String... names) {
      return reserve(List.of(names));
    }

    Scope reserve(List<String> names) {
      names.forEach(n -> taken.add(key(n)));
      return this;
    }

    Scope reserveAll(Scope other) {
      taken.addAll(other.taken);
      return this;
    }

    /** {@code preferred}, or {@code preferred} with the first numeric suffix not taken yet. */
    String allocate(String preferred) {
      String name = preferred;
      for (int n = 2; !taken.add(key(name)); n++) {
        name = preferred + separator + n;
      }
      return name;
    }

    private String key(String name) {
      return ignoreCase ? name.toLowerCase(Locale.ROOT) : name;
    }
  }
}
