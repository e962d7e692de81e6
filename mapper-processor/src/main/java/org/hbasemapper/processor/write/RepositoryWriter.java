package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.FINAL;
import static javax.lang.model.element.Modifier.PRIVATE;
import static javax.lang.model.element.Modifier.PUBLIC;
import static javax.lang.model.element.Modifier.STATIC;
import static org.hbasemapper.processor.types.RuntimeNames.CONDITION;
import static org.hbasemapper.processor.types.RuntimeNames.CONDITIONAL_CRUD_REPOSITORY;
import static org.hbasemapper.processor.types.RuntimeNames.INDEX_QUERY;
import static org.hbasemapper.processor.types.RuntimeNames.KEY_COMPONENT;
import static org.hbasemapper.processor.types.RuntimeNames.KEY_LOOKUP;
import static org.hbasemapper.processor.types.RuntimeNames.MAPPER_OPTIONS;
import static org.hbasemapper.processor.types.RuntimeNames.QUERY_CONTEXT;
import static org.hbasemapper.processor.types.RuntimeNames.QUERY_STATE;
import static org.hbasemapper.processor.types.RuntimeNames.RANGE_QUERY;
import static org.hbasemapper.processor.types.RuntimeNames.REPOSITORY_SUPPORT;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.IndexModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.Keyword;
import org.hbasemapper.processor.model.PredicateModel;
import org.hbasemapper.processor.model.QueryMethodModel;
import org.hbasemapper.processor.model.QueryMethodModel.Subject;
import org.hbasemapper.processor.model.QueryPlan;
import org.hbasemapper.processor.model.QueryPlan.Bound;
import org.hbasemapper.processor.model.QueryPlan.Kind;
import org.hbasemapper.processor.model.RepositoryModel;
import org.hbasemapper.processor.model.RepositoryModel.PlannedMethod;
import org.hbasemapper.processor.model.ResultModel.Shape;
import org.hbasemapper.processor.types.TypeSupport;

/**
 * Writes {@code <Interface>Impl} of a {@code @Repository}: {@code CrudRepository}'s methods on the
 * entity's DAO, and each derived query method as one direct call chain of its plan (a get, a multi-get,
 * a key query state, an index lookup), with the conditions left by the plan in one {@code where(...)}.
 * No reflection and no proxies: a debugger steps through it as through hand-written code.
 */
final class RepositoryWriter extends GeneratedTypeWriter {
  private static final ClassName CONNECTION = hbase("client", "Connection");
  private static final ClassName LIST = ClassName.get("java.util", "List");
  private static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");
  private static final ClassName OPTIONAL = ClassName.get("java.util", "Optional");
  private static final ClassName ITERATOR = ClassName.get("java.util", "Iterator");
  private static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");
  private static final ClassName STREAM = ClassName.get("java.util.stream", "Stream");

  private final RepositoryModel repository;
  private final ClassName keyType;
  private final ClassName queryType;
  private final String dao;
  private final String context;
  /** The field holding each index's lookup start, by index name, for the indexes some plan uses. */
  private final Map<String, String> lookups = new LinkedHashMap<>();

  RepositoryWriter(RepositoryModel repository) {
    super(repository.entity());
    this.repository = repository;
    this.keyType = entity.mapperName().nestedClass("Key");
    this.queryType = ClassName.get(entity.type().packageName(), GeneratedNames.queryName(entity));
    Set<String> taken = new HashSet<>();
    for (PlannedMethod m : repository.methods()) {
      m.method().parameters().forEach(p -> taken.add(p.name()));
    }
    this.dao = free("dao", taken);
    this.context = free("context", taken);
    for (PlannedMethod m : repository.methods()) {
      IndexModel index = m.plan().index();
      if (index != null && !lookups.containsKey(index.name())) {
        lookups.put(index.name(), free(lowerCamel(index.name()) + "Lookup", taken));
      }
    }
  }

  @Override
  String packageName() {
    return repository.type().packageName();
  }

  @Override
  List<Element> originatingElements() {
    return List.of(repository.element(), entity.element());
  }

  @Override
  TypeSpec.Builder type() {
    TypeSpec.Builder type = TypeSpec.classBuilder(repository.implName())
        .addModifiers(PUBLIC, FINAL)
        .addSuperinterface(repository.type())
        .addJavadoc("{@link $T} over {@link $T}: each derived query method is one call chain,\n"
            + "planned when compiling from its name and the row-key layout (its javadoc shows the plan).\n"
            + "Thread-safe; holds the caller's {@code Connection} and never closes it.\n", repository.type(),
            entity.daoName());
    if (!repository.samePackageAsEntity()) {
      localConstants(type);
    }
    type.addField(entity.daoName(), dao, PRIVATE, FINAL);
    type.addField(ParameterizedTypeName.get(QUERY_CONTEXT, entity.type()), context, PRIVATE, FINAL);
    lookups.values().forEach(field -> type.addField(indexState(), field, PRIVATE, FINAL));
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(PUBLIC)
        .addJavadoc("A repository over {@code connection}, which stays the caller's to close.\n")
        .addParameter(CONNECTION, "connection")
        .addStatement("this(connection, $T.defaults())", MAPPER_OPTIONS)
        .build());
    type.addMethod(constructor());
    crudMethods().forEach(type::addMethod);
    if (extendsConditional(repository.element())) {
      conditionalMethods().forEach(type::addMethod);
    }
    repository.methods().forEach(m -> type.addMethod(derived(m)));
    return type;
  }

  private TypeName indexState() {
    return ParameterizedTypeName.get(INDEX_QUERY.nestedClass("State"), entity.type());
  }

  /**
   * The key components and index codecs the plans use, declared here like the mapper declares them:
   * the mapper's own constants are package-private, and this implementation lives in another package.
   */
  private void localConstants(TypeSpec.Builder type) {
    for (KeyComponentModel c : entity.key()) {
      type.addField(FieldSpec.builder(ParameterizedTypeName.get(KEY_COMPONENT, c.javaType().boxed()),
              names.keyConstant(c), PRIVATE, STATIC, FINAL)
          .initializer("new $T<>($S, $S, $S, $L, /* width= */ $L, /* descending= */ $L)", KEY_COMPONENT,
              entity.qualifiedTable(), entity.simpleName(), c.property().name(), TypeSupport.keyCodec(c.javaType()),
              c.width(), c.descending())
          .build());
    }
    Set<String> codecs = new HashSet<>();
    for (IndexModel index : entity.indexes()) {
      if (!lookups.containsKey(index.name())) {
        continue;
      }
      for (int i = 0; i < index.columns().size(); i++) {
        ColumnModel c = index.columns().get(i);
        if (codecs.add(c.property().name())) {
          type.addField(FieldSpec.builder(TypeSupport.keyCodecType(index.types().get(i)), names.indexCodecConstant(c),
                  PRIVATE, STATIC, FINAL)
              .initializer("$L", TypeSupport.keyCodec(index.types().get(i))).build());
        }
      }
    }
  }

  private MethodSpec constructor() {
    MethodSpec.Builder m = MethodSpec.constructorBuilder().addModifiers(PUBLIC)
        .addJavadoc("A repository over {@code connection}, which stays the caller's to close, built with\n"
            + "{@code options} (namespace mapping, operation listener).\n")
        .addParameter(CONNECTION, "connection")
        .addParameter(MAPPER_OPTIONS, "options")
        .addStatement("this.$L = new $T(connection, options)", dao, entity.daoName())
        .addStatement("this.$L = $L.queryContext()", context, dao);
    for (IndexModel index : entity.indexes()) {
      String field = lookups.get(index.name());
      if (field != null) {
        m.addStatement("this.$L = $T.indexLookup(connection, $T.INSTANCE, $T.$L, options)", field, REPOSITORY_SUPPORT,
            entity.mapperName(), entity.mapperName(), names.indexConstant(index));
      }
    }
    return m.build();
  }

  // ---- CrudRepository ---------------------------------------------------------------------------

  private List<MethodSpec> crudMethods() {
    TypeVariableName s = TypeVariableName.get(entity.simpleName().equals("S") ? "T" : "S", entity.type());
    TypeName listOfS = ParameterizedTypeName.get(LIST, s);
    TypeName listOfE = ParameterizedTypeName.get(LIST, entity.type());
    TypeName listOfK = ParameterizedTypeName.get(LIST, keyType);
    return List.of(
        override("save").addTypeVariable(s).returns(s).addParameter(s, "entity")
            .addStatement("$L.put(entity)", dao).addStatement("return entity").build(),
        override("saveAll").addTypeVariable(s).returns(listOfS)
            .addParameter(ParameterizedTypeName.get(ClassName.get(Iterable.class), s), "entities")
            .addStatement("$T list = new $T<>()", listOfS, ARRAY_LIST)
            .addStatement("entities.forEach(list::add)")
            .addStatement("$L.putAll(list)", dao)
            .addStatement("return list").build(),
        override("findById").returns(ParameterizedTypeName.get(OPTIONAL, entity.type())).addParameter(keyType, "id")
            .addStatement("return $L.get(id)", dao).build(),
        override("findAllById").returns(listOfE)
            .addParameter(ParameterizedTypeName.get(ClassName.get(Iterable.class), keyType), "ids")
            .addStatement("$T keys = new $T<>()", listOfK, ARRAY_LIST)
            .addStatement("ids.forEach(keys::add)")
            .addStatement("return $L.getAll(keys)", dao).build(),
        override("existsById").returns(boolean.class).addParameter(keyType, "id")
            .addStatement("return $L.exists(id)", dao).build(),
        override("deleteById").addParameter(keyType, "id").addStatement("$L.delete(id)", dao).build(),
        override("delete").addParameter(entity.type(), "entity")
            .addStatement("$L.delete($T.INSTANCE.keyOf(entity))", dao, entity.mapperName()).build());
  }

  /** Whether {@code type} extends {@code ConditionalCrudRepository}, directly or through other interfaces. */
  private static boolean extendsConditional(TypeElement type) {
    for (TypeMirror supertype : type.getInterfaces()) {
      if (supertype instanceof DeclaredType d && d.asElement() instanceof TypeElement e
          && (e.getQualifiedName().contentEquals(CONDITIONAL_CRUD_REPOSITORY.canonicalName()) || extendsConditional(e))) {
        return true;
      }
    }
    return false;
  }

  /** {@code ConditionalCrudRepository}'s methods, on the DAO's conditional writes. */
  private List<MethodSpec> conditionalMethods() {
    TypeName condition = ParameterizedTypeName.get(CONDITION, entity.type());
    return List.of(
        override("save").returns(boolean.class).addParameter(entity.type(), "entity")
            .addParameter(condition, "condition")
            .addStatement("return $L.put(entity, condition)", dao).build(),
        override("deleteById").returns(boolean.class).addParameter(keyType, "id").addParameter(condition, "condition")
            .addStatement("return $L.delete(id, condition)", dao).build());
  }

  private static MethodSpec.Builder override(String name) {
    return MethodSpec.methodBuilder(name).addAnnotation(Override.class).addModifiers(PUBLIC);
  }

  // ---- derived queries --------------------------------------------------------------------------

  private MethodSpec derived(PlannedMethod planned) {
    QueryMethodModel m = planned.method();
    QueryPlan plan = planned.plan();
    MethodSpec.Builder b = override(m.name()).returns(m.result().declared()).addJavadoc(javadoc(m, plan));
    m.parameters().forEach(p -> b.addParameter(p.type(), p.name()));
    if (m.element() != null && m.element().isVarArgs()) {
      b.varargs(true);
    }
    Set<String> taken = new HashSet<>();
    m.parameters().forEach(p -> taken.add(p.name()));
    taken.addAll(List.of(dao, context));
    taken.addAll(lookups.values());
    Locals locals = new Locals(taken);
    requireArguments(b, m);
    if (plan.kind() == Kind.GET && plan.conditions().isEmpty() && m.result().projection() == null) {
      byKey(b, m, plan, locals);
      return b.build();
    }
    CodeBlock source = source(b, m, plan, locals);
    if (m.subject() == Subject.DELETE && (plan.kind() == Kind.KEY_SCAN || plan.kind() == Kind.FULL_SCAN)) {
      deleteByQuery(b, m, source);
    } else if (m.subject() == Subject.DELETE) {
      deleteEach(b, m, source, locals);
    } else {
      b.addStatement("return $L", terminal(m, source));
    }
    return b.build();
  }

  /**
   * Refuses a null argument before any I/O, naming the method, the parameter and the field it is
   * compared with: a key value or bound (where null would read as an open bound), a column's value
   * (which no cell holds: {@code IsNull} asks for rows without the cell), an in-list, the page request.
   */
  private void requireArguments(MethodSpec.Builder b, QueryMethodModel m) {
    String method = String.join(".", repository.type().simpleNames()) + "." + m.name();
    Map<String, TypeName> types = new LinkedHashMap<>();
    m.parameters().forEach(p -> types.put(p.name(), p.type()));
    for (PredicateModel p : m.predicates()) {
      for (String parameter : p.parameters()) {
        if (types.get(parameter).isPrimitive()) {
          continue;
        }
        if (p.field().isKey()) {
          String require = switch (p.keyword()) {
            case IN -> "requireKeys";
            case BETWEEN, LESS_THAN, LESS_THAN_EQUAL, GREATER_THAN, GREATER_THAN_EQUAL -> "requireKeyBound";
            default -> "requireKey";
          };
          b.addStatement("$T.$L($L, $L,$W$S, $S)", REPOSITORY_SUPPORT, require, parameter,
              keyConstant(p.field().key()), method, parameter);
        } else {
          b.addStatement("$T.$L($L, $S, $S,$W$S, $S)", REPOSITORY_SUPPORT, p.keyword() == Keyword.IN ? "requireColumns"
              : "requireColumn", parameter, entity.simpleName(), p.field().name(), method, parameter);
        }
      }
    }
    if (m.pageRequest() != null) {
      b.addStatement("$T.requirePage($L, $S, $S)", REPOSITORY_SUPPORT, m.pageRequest(), method, m.pageRequest());
    }
  }

  /** A plain {@code Get} through the DAO: every key component fixed by equality, nothing else to test. */
  private void byKey(MethodSpec.Builder b, QueryMethodModel m, QueryPlan plan, Locals locals) {
    CodeBlock key = newKey(plan.keyPredicates(), Map.of());
    switch (m.result().shape()) {
      case OPTIONAL -> b.addStatement("return $L.get($L)", dao, key);
      case SINGLE -> b.addStatement("return $L.get($L).orElse(null)", dao, key);
      case LIST -> b.addStatement("return $L.get($L).stream().toList()", dao, key);
      case STREAM -> b.addStatement("return $L.get($L).stream()", dao, key);
      case EXISTS -> b.addStatement("return $L.exists($L)", dao, key);
      case NONE -> b.addStatement("$L.delete($L)", dao, key);
      case COUNT -> {
        String one = m.result().intCount() ? "1" : "1L";
        String zero = m.result().intCount() ? "0" : "0L";
        if (m.subject() == Subject.DELETE) {
          String k = locals.take("key");
          String found = locals.take("found");
          b.addStatement("$T $L = $L", keyType, k, key)
              .addStatement("boolean $L = $L.exists($L)", found, dao, k)
              .addStatement("$L.delete($L)", dao, k)
              .addStatement("return $L ? $L : $L", found, one, zero);
        } else {
          b.addStatement("return $L.exists($L) ? $L : $L", dao, key, one, zero);
        }
      }
      default -> throw new IllegalStateException("no get for " + m.result().shape());
    }
  }

  /**
   * The query the plan reads, with its conditions, limit, direction and projection; locals it needs
   * (the keys of a multi-get) are declared in {@code b} first.
   */
  private CodeBlock source(MethodSpec.Builder b, QueryMethodModel m, QueryPlan plan, Locals locals) {
    CodeBlock.Builder q = CodeBlock.builder();
    switch (plan.kind()) {
      case GET -> q.add("$T.of($L, $T.INSTANCE, $T.of($L))", KEY_LOOKUP, context, entity.mapperName(), LIST,
          newKey(plan.keyPredicates(), Map.of()));
      case MULTI_GET -> q.add("$T.of($L, $T.INSTANCE, $L)", KEY_LOOKUP, context, entity.mapperName(),
          keys(b, plan, locals));
      case KEY_SCAN -> q.add("new $T<>($T.start($L)$L)", RANGE_QUERY, QUERY_STATE, context, keyNarrowing(plan));
      case INDEX -> q.add("new $T<>($L$L)", INDEX_QUERY, lookups.get(plan.index().name()), indexNarrowing(plan));
      case FULL_SCAN -> q.add("new $T<>($T.start($L))", RANGE_QUERY, QUERY_STATE, context);
    }
    if (!plan.conditions().isEmpty()) {
      String row = locals.take("row");
      CodeBlock.Builder all = CodeBlock.builder().add("$L", condition(plan.conditions().get(0), row, locals));
      plan.conditions().stream().skip(1).forEach(p -> all.add("\n.and($L)", condition(p, row, locals)));
      q.add("\n.where($L)", all.build());
    }
    boolean rows = m.result().rows();
    if (rows && m.limit() > 0 && (m.result().shape() == Shape.LIST || m.result().shape() == Shape.STREAM)) {
      q.add("\n.limit($L)", m.limit());
    }
    if (plan.reversed()) {
      q.add("\n.reversed(true)");
    }
    if (rows && m.result().projection() != null) {
      q.add("\n.select($T.INSTANCE)", m.result().projection().projectionName());
    }
    return q.build();
  }

  /** The key of a get: {@code new PurchaseMapper.Key(userId, time, productId)}, {@code In} values as {@code bound}. */
  private CodeBlock newKey(List<PredicateModel> key, Map<PredicateModel, String> bound) {
    List<CodeBlock> args = new ArrayList<>();
    key.forEach(p -> args.add(CodeBlock.of("$L", bound.getOrDefault(p, p.parameters().get(0)))));
    return CodeBlock.of("new $T($L)", keyType, CodeBlock.join(args, ", "));
  }

  /** Declares the keys of a multi-get, one per combination of the {@code In} values; returns the local. */
  private String keys(MethodSpec.Builder b, QueryPlan plan, Locals locals) {
    String keys = locals.take("keys");
    b.addStatement("$T $L = new $T<>()", ParameterizedTypeName.get(LIST, keyType), keys, ARRAY_LIST);
    Map<PredicateModel, String> bound = new LinkedHashMap<>();
    for (PredicateModel p : plan.keyPredicates()) {
      if (p.keyword() == Keyword.IN) {
        String value = locals.take(p.field().name());
        bound.put(p, value);
        b.beginControlFlow("for ($T $L : $L)", p.field().type(), value, p.parameters().get(0));
      }
    }
    b.addStatement("$L.add($L)", keys, newKey(plan.keyPredicates(), bound));
    bound.forEach((p, value) -> b.endControlFlow());
    return keys;
  }

  /** {@code .equal(KEY_USER_ID, userId)...} and the restriction of the next component. */
  private CodeBlock keyNarrowing(QueryPlan plan) {
    CodeBlock.Builder c = CodeBlock.builder();
    for (PredicateModel p : plan.keyPredicates()) {
      c.add("\n.equal($L, $L)", keyConstant(p.field().key()), p.parameters().get(0));
    }
    QueryPlan.Range r = plan.range();
    if (r != null) {
      CodeBlock key = keyConstant(r.field().key());
      if (r.in() != null) {
        c.add("\n.in($L, $L)", key, r.in().parameters().get(0));
      } else if (r.startingWith() != null) {
        c.add("\n.startingWith($L, $L)", key, r.startingWith().parameters().get(0));
      } else {
        c.add("\n.range($L, $L)", key, bounds(r));
      }
    }
    return c.build();
  }

  /** {@code .equal(INDEX_CODEC_CITY, city)...} and a range on the next indexed column. */
  private CodeBlock indexNarrowing(QueryPlan plan) {
    CodeBlock.Builder c = CodeBlock.builder();
    for (PredicateModel p : plan.indexPredicates()) {
      c.add("\n.equal($L, $L)", indexCodec(p.field().column()), p.parameters().get(0));
    }
    if (plan.range() != null) {
      c.add("\n.range($L, $L)", indexCodec(plan.range().field().column()), bounds(plan.range()));
    }
    return c.build();
  }

  private static CodeBlock bounds(QueryPlan.Range r) {
    return CodeBlock.of("$L, /* fromInclusive= */ $L, $L, /* toInclusive= */ $L", bound(r.lower()),
        r.lower() != null && r.lower().inclusive(), bound(r.upper()), r.upper() != null && r.upper().inclusive());
  }

  private static String bound(Bound b) {
    return b == null ? "null" : b.parameterName();
  }

  private CodeBlock keyConstant(KeyComponentModel c) {
    return repository.samePackageAsEntity() ? CodeBlock.of("$T.$L", entity.mapperName(), names.keyConstant(c))
        : CodeBlock.of("$L", names.keyConstant(c));
  }

  private CodeBlock indexCodec(ColumnModel c) {
    return repository.samePackageAsEntity() ? CodeBlock.of("$T.$L", entity.mapperName(), names.indexCodecConstant(c))
        : CodeBlock.of("$L", names.indexCodecConstant(c));
  }

  // ---- conditions -------------------------------------------------------------------------------

  /**
   * The condition of a predicate the plan does not narrow by: a column's field constant (a server-side
   * filter where the runtime has one), or a key component tested on the decoded row key in this JVM.
   */
  private CodeBlock condition(PredicateModel p, String row, Locals locals) {
    if (p.field().isKey() && p.keyword() == Keyword.BETWEEN) {
      // both bounds inclusive, one condition each: every condition reads as one comparison
      return CodeBlock.of("$L\n.and($L)",
          clientCondition(new PredicateModel(p.field(), Keyword.GREATER_THAN_EQUAL, p.parameters().subList(0, 1)), row,
              locals),
          clientCondition(new PredicateModel(p.field(), Keyword.LESS_THAN_EQUAL, p.parameters().subList(1, 2)), row,
              locals));
    }
    if (p.field().isKey()) {
      return clientCondition(p, row, locals);
    }
    CodeBlock field = CodeBlock.of("$T.$L", queryType, names.fieldConstant(p.field().column()));
    List<String> v = p.parameters();
    return switch (p.keyword()) {
      case EQUALS -> CodeBlock.of("$L.equalTo($L)", field, v.get(0));
      case LESS_THAN -> CodeBlock.of("$L.lessThan($L)", field, v.get(0));
      case LESS_THAN_EQUAL -> CodeBlock.of("$L.lessThanOrEqual($L)", field, v.get(0));
      case GREATER_THAN -> CodeBlock.of("$L.greaterThan($L)", field, v.get(0));
      case GREATER_THAN_EQUAL -> CodeBlock.of("$L.greaterThanOrEqual($L)", field, v.get(0));
      case BETWEEN -> CodeBlock.of("$L.greaterThanOrEqual($L).and($L.lessThanOrEqual($L))", field, v.get(0), field,
          v.get(1));
      case IN -> CodeBlock.of("$L.in($L)", field, v.get(0));
      case IS_NULL -> CodeBlock.of("$L.isNull()", field);
      case IS_NOT_NULL -> CodeBlock.of("$L.isNotNull()", field);
      case STARTING_WITH -> throw new IllegalStateException("StartingWith on column " + p.field().name());
    };
  }

  /** {@code Condition.<E>client("productId = ?", row -> ..., List.of())}: tested on the decoded row key. */
  private CodeBlock clientCondition(PredicateModel p, String row, Locals locals) {
    CodeBlock value = CodeBlock.of("$T.INSTANCE.decodeKey($L.getRow()).$L()", entity.mapperName(), row,
        p.field().name());
    List<String> v = p.parameters();
    TypeName type = p.field().type();
    CodeBlock test = switch (p.keyword()) {
      case EQUALS -> equal(type, value, v.get(0));
      case LESS_THAN -> compare(type, value, "<", v.get(0));
      case LESS_THAN_EQUAL -> compare(type, value, "<=", v.get(0));
      case GREATER_THAN -> compare(type, value, ">", v.get(0));
      case GREATER_THAN_EQUAL -> compare(type, value, ">=", v.get(0));
      case BETWEEN -> throw new IllegalStateException("Between on key " + p.field().name() + " is two bounds");
      case IN -> type.equals(TypeName.get(byte[].class)) ? anyEqual(v.get(0), value, locals.take("candidate"))
          : CodeBlock.of("$L.contains($L)", v.get(0), value);
      case STARTING_WITH -> CodeBlock.of("$L.startsWith($L)", value, v.get(0));
      case IS_NULL, IS_NOT_NULL -> throw new IllegalStateException("null test on key " + p.field().name());
    };
    return CodeBlock.of("$T.<$T>client($S,$W$L -> $L,$W$T.of())", CONDITION, entity.type(), describe(p), row, test,
        LIST);
  }

  /** Byte arrays compare by content, which {@code Collection.contains} does not. */
  private static CodeBlock anyEqual(String values, CodeBlock value, String candidate) {
    return CodeBlock.of("$L.stream().anyMatch($L -> $T.equals($L, $L))", values, candidate, ARRAYS, candidate, value);
  }

  private static CodeBlock equal(TypeName type, CodeBlock a, String b) {
    if (type.equals(TypeName.FLOAT) || type.equals(TypeName.DOUBLE)) {
      return CodeBlock.of("$T.compare($L, $L) == 0", type.box(), a, b);
    }
    if (type.isPrimitive()) {
      return CodeBlock.of("$L == $L", a, b);
    }
    if (type.equals(TypeName.get(byte[].class))) {
      return CodeBlock.of("$T.equals($L, $L)", ARRAYS, a, b);
    }
    return CodeBlock.of("$L.equals($L)", a, b);
  }

  private static CodeBlock compare(TypeName type, CodeBlock a, String operator, String b) {
    if (type.equals(TypeName.FLOAT) || type.equals(TypeName.DOUBLE) || type.equals(TypeName.BOOLEAN)) {
      return CodeBlock.of("$T.compare($L, $L) $L 0", type.box(), a, b, operator);
    }
    if (type.isPrimitive()) {
      return CodeBlock.of("$L $L $L", a, operator, b);
    }
    if (type.equals(TypeName.get(byte[].class))) {
      return CodeBlock.of("$T.compareUnsigned($L, $L) $L 0", ARRAYS, a, b, operator);
    }
    return CodeBlock.of("$L.compareTo($L) $L 0", a, b, operator);
  }

  /** A condition's description, names and operators only: values may be personal data. */
  private static String describe(PredicateModel p) {
    return p.describe() + " ?";
  }

  // ---- terminals --------------------------------------------------------------------------------

  private CodeBlock terminal(QueryMethodModel m, CodeBlock source) {
    return switch (m.result().shape()) {
      case LIST -> CodeBlock.of("$L\n.list()", source);
      case STREAM -> CodeBlock.of("$L\n.stream()", source);
      case OPTIONAL -> CodeBlock.of("$L\n.first()", source);
      case SINGLE -> CodeBlock.of("$L\n.first()\n.orElse(null)", source);
      case PAGE -> CodeBlock.of("$L\n.page($L)", source, m.pageRequest());
      case EXISTS -> CodeBlock.of("$L\n.first()\n.isPresent()", source);
      case COUNT -> m.result().intCount() ? CodeBlock.of("$T.toIntExact($L\n.count())", Math.class, source)
          : CodeBlock.of("$L\n.count()", source);
      case NONE -> throw new IllegalStateException("no terminal for a delete");
    };
  }

  /**
   * Deletes the rows of a key range through the query's {@code delete()}: keys read without values,
   * deleted in batches, with index entries and relation inverses through the DAO.
   */
  private void deleteByQuery(MethodSpec.Builder b, QueryMethodModel m, CodeBlock source) {
    if (m.result().shape() != Shape.COUNT) {
      b.addStatement("$L\n.delete()", source);
    } else if (m.result().intCount()) {
      b.addStatement("return $T.toIntExact($L\n.delete())", Math.class, source);
    } else {
      b.addStatement("return $L\n.delete()", source);
    }
  }

  /** Deletes each matching row through the DAO, so index entries and relation inverses go with it. */
  private void deleteEach(MethodSpec.Builder b, QueryMethodModel m, CodeBlock source, Locals locals) {
    boolean count = m.result().shape() == Shape.COUNT;
    String deleted = count ? locals.take("deleted") : null;
    String matching = locals.take("matching");
    String rows = locals.take("rows");
    if (count) {
      b.addStatement("long $L = 0", deleted);
    }
    b.addComment("row by row through the DAO, so that index entries and relation inverses go with each row")
        .beginControlFlow("try ($T $L = $>$>$L\n.stream()$<$<)", ParameterizedTypeName.get(STREAM, entity.type()),
            matching, source)
        .addStatement("$T $L = $L.iterator()", ParameterizedTypeName.get(ITERATOR, entity.type()), rows, matching)
        .beginControlFlow("while ($L.hasNext())", rows)
        .addStatement("$L.delete($T.INSTANCE.keyOf($L.next()))", dao, entity.mapperName(), rows);
    if (count) {
      b.addStatement("$L++", deleted);
    }
    b.endControlFlow().endControlFlow();
    if (count && m.result().intCount()) {
      b.addStatement("return $T.toIntExact($L)", Math.class, deleted);
    } else if (count) {
      b.addStatement("return $L", deleted);
    }
  }

  // ---- javadoc ----------------------------------------------------------------------------------

  private CodeBlock javadoc(QueryMethodModel m, QueryPlan plan) {
    List<String> tests = new ArrayList<>();
    boolean between = false;
    for (PredicateModel p : m.predicates()) {
      tests.add(phrase(p));
      between |= p.keyword() == Keyword.BETWEEN;
    }
    String where = tests.isEmpty() ? "" : " where " + String.join(" and ", tests);
    Shape shape = m.result().shape();
    String found = shape == Shape.OPTIONAL || shape == Shape.SINGLE || m.limit() == 1 ? "The first row"
        : m.limit() > 0 ? "At most the first " + m.limit() + " rows" : shape == Shape.PAGE ? "A page of the rows"
        : "The rows";
    String text = switch (m.subject()) {
      case FIND -> found + where + (m.result().projection() == null ? ""
          : ", as {@code " + m.result().projection().type().simpleName() + "}");
      case COUNT -> "The number of rows" + where;
      case EXISTS -> "Whether a row exists" + where;
      case DELETE -> "Deletes the rows" + where + (plan.kind() == Kind.KEY_SCAN || plan.kind() == Kind.FULL_SCAN
          ? ", their keys read without values and deleted in batches through the DAO" : ", each through the DAO")
          + " (with their index entries and relation inverses)"
          + (m.result().shape() == Shape.COUNT ? "; returns how many" : "");
    };
    if (!m.orderBy().isEmpty()) {
      text += ", ordered by " + String.join(", ", m.orderBy().stream()
          .map(o -> "{@code " + o.field().name() + "}" + (o.descending() ? " descending" : "")).toList());
    }
    CodeBlock.Builder doc = CodeBlock.builder().add("$L.\n", text);
    if (between) {
      doc.add("Between includes both bounds, as in Spring Data (the query builder's ranges are half-open).\n");
    }
    if (m.result().shape() == Shape.STREAM) {
      doc.add("Close the stream when not reading it to the end.\n");
    }
    return doc.add("\n<p>Plan: {@code $L}.\n", plan.text()).build();
  }

  /** A predicate in words and code: {@code time < before}, {@code from <= time <= to} (inclusive). */
  private static String phrase(PredicateModel p) {
    String f = p.field().name();
    List<String> v = p.parameters();
    return switch (p.keyword()) {
      case BETWEEN -> "{@code " + v.get(0) + " <= " + f + " <= " + v.get(1) + "} (inclusive)";
      case IS_NULL -> "{@code " + f + "} has no cell";
      case IS_NOT_NULL -> "{@code " + f + "} has a cell";
      case STARTING_WITH -> "{@code " + f + "} starts with {@code " + v.get(0) + "}";
      case IN -> "{@code " + f + "} in {@code " + v.get(0) + "}";
      default -> "{@code " + f + " " + p.keyword().operator() + " " + v.get(0) + "}";
    };
  }

  // ---- names ------------------------------------------------------------------------------------

  /** {@code by_city_gender} as {@code byCityGender}. */
  private static String lowerCamel(String name) {
    StringBuilder sb = new StringBuilder();
    boolean upper = false;
    for (char c : name.toCharArray()) {
      if (c == '_' || c == '-') {
        upper = sb.length() > 0;
      } else {
        sb.append(upper ? Character.toUpperCase(c) : sb.length() == 0 ? Character.toLowerCase(c) : c);
        upper = false;
      }
    }
    return sb.toString();
  }

  private static String free(String preferred, Set<String> taken) {
    String name = preferred;
    for (int n = 2; !taken.add(name); n++) {
      name = preferred + n;
    }
    return name;
  }

  /** The locals of one generated method: none shadows a parameter, a field or another local. */
  private static final class Locals {
    private final Set<String> taken;

    Locals(Set<String> taken) {
      this.taken = taken;
    }

    String take(String preferred) {
      return free(preferred, taken);
    }
  }
}
