package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.FINAL;
import static javax.lang.model.element.Modifier.PRIVATE;
import static javax.lang.model.element.Modifier.PUBLIC;
import static javax.lang.model.element.Modifier.STATIC;
import static org.hbasemapper.processor.types.RuntimeNames.ASYNC_ENTITY_DAO;
import static org.hbasemapper.processor.types.RuntimeNames.ASYNC_INDEX_QUERY;
import static org.hbasemapper.processor.types.RuntimeNames.ASYNC_RELATION_ROW;
import static org.hbasemapper.processor.types.RuntimeNames.ASYNC_ROW_UPDATE;
import static org.hbasemapper.processor.types.RuntimeNames.ASYNC_WIDE_ROW;
import static org.hbasemapper.processor.types.RuntimeNames.CONDITION;
import static org.hbasemapper.processor.types.RuntimeNames.ENTITY_DAO;
import static org.hbasemapper.processor.types.RuntimeNames.INDEX_QUERY;
import static org.hbasemapper.processor.types.RuntimeNames.MAPPER_OPTIONS;
import static org.hbasemapper.processor.types.RuntimeNames.QUERY_STATE;
import static org.hbasemapper.processor.types.RuntimeNames.RELATION_LINK;
import static org.hbasemapper.processor.types.RuntimeNames.RELATION_REPAIR;
import static org.hbasemapper.processor.types.RuntimeNames.RELATION_ROW;
import static org.hbasemapper.processor.types.RuntimeNames.ROW_UPDATE;
import static org.hbasemapper.processor.types.RuntimeNames.WIDE_ROW;
import static org.hbasemapper.processor.write.TypeNames.BYTE_ARRAY;
import static org.hbasemapper.processor.write.TypeNames.UTF_8;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import javax.lang.model.element.TypeElement;
import org.hbasemapper.layout.English;
import org.hbasemapper.processor.model.CounterColumn;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.IndexModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.PlainColumn;
import org.hbasemapper.processor.model.PresenceModel;
import org.hbasemapper.processor.types.MappedFields;
import org.hbasemapper.processor.types.TypeSupport;

/**
 * Writes {@code <Entity>Dao}: the runtime's DAO with the key spelled out as typed components
 * ({@code get(userId, time)}) and one {@code increment<Field>} per counter; or its asynchronous twin
 * {@code <Entity>AsyncDao}, method for method, with futures for results and asynchronous queries,
 * lookups and wide rows. The relation links live once, on the blocking DAO, and the asynchronous one
 * names them there.
 */
final class DaoWriter extends GeneratedTypeWriter {
  private static final ClassName CONNECTION = hbase("client", "Connection");
  private static final ClassName ASYNC_CONNECTION = hbase("client", "AsyncConnection");
  private static final ClassName EXECUTOR = ClassName.get(Executor.class);
  private static final ClassName FUTURE = ClassName.get(CompletableFuture.class);

  private final ClassName keyType;
  private final boolean async;
  private final ClassName indexQuery;

  /** The writer of {@code <Entity>Dao}. */
  DaoWriter(EntityModel entity) {
    this(entity, false);
  }

  /** The writer of {@code <Entity>AsyncDao} when {@code async}, else of {@code <Entity>Dao}. */
  DaoWriter(EntityModel entity, boolean async) {
    super(entity);
    this.keyType = KeyWriter.keyType(entity);
    this.async = async;
    this.indexQuery = async ? ASYNC_INDEX_QUERY : INDEX_QUERY;
  }

  private ClassName daoName() {
    return async ? entity.asyncDaoName() : entity.daoName();
  }

  /**
   * {@code type}, or a future of it ({@code boolean} as {@code CompletableFuture<Boolean>}) in the
   * asynchronous DAO; {@code void} as {@code CompletableFuture<@Nullable Void>}, whose value is null.
   */
  private TypeName result(TypeName type) {
    return async ? ParameterizedTypeName.get(FUTURE,
        type.equals(TypeName.VOID) ? TypeNames.nullable(ClassName.get(Void.class)) : type.box())
        : type;
  }

  @Override
  TypeSpec.Builder type() {
    TypeSpec.Builder type = TypeSpec.classBuilder(daoName())
        .addModifiers(PUBLIC, FINAL)
        .superclass(ParameterizedTypeName.get(async ? ASYNC_ENTITY_DAO : ENTITY_DAO, entity.type(),
            keyType));
    if (async) {
      type.addJavadoc("Reads and writes {@link $T} in table {@code $L} asynchronously: the methods of\n"
              + "{@link $T}, with futures for results. Thread-safe; holds the caller's\n"
              + "{@code AsyncConnection} and never closes it. Generated from the annotations of {@code $L}.\n",
          entity.type(), entity.qualifiedTable(), entity.daoName(), entity.simpleName());
    } else {
      type.addJavadoc("Reads and writes {@link $T} in table {@code $L}. Thread-safe; holds the caller's\n"
              + "{@code Connection} and never closes it. Generated from the annotations of {@code $L}.\n",
          entity.type(), entity.qualifiedTable(), entity.simpleName());
    }
    if (entity.presence() == null) {
      type.addJavadoc("\n<p>No {@code putIfAbsent}: no cell is in every row of {@code $L} (its fields may all be null),\n"
          + "so none tells a stored row from an absent one. Give it {@code @PresenceMarker} or a {@code @Version}.\n",
          entity.simpleName());
    }
    for (CounterColumn c : entity.columnsOf(CounterColumn.class)) {
      type.addField(FieldSpec.builder(BYTE_ARRAY, names.counterFamily(c), PRIVATE, STATIC, FINAL)
          .initializer("$S.getBytes($T.UTF_8)", c.family(), UTF_8).build());
      type.addField(FieldSpec.builder(BYTE_ARRAY, names.counterQualifier(c), PRIVATE, STATIC, FINAL)
          .initializer("$S.getBytes($T.UTF_8)", c.qualifier(), UTF_8).build());
    }
    List<CodeBlock> links = new ArrayList<>();
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      if (d.relation() != null) {
        if (!async) {
          type.addField(relationLink(d));
        }
        links.add(relationLinkReference(d));
      }
    }
    if (async) {
      asyncConstructors(type, links);
    } else {
      type.addMethod(MethodSpec.constructorBuilder().addModifiers(PUBLIC)
          .addJavadoc("A DAO over {@code connection}, which stays the caller's to close.\n")
          .addParameter(CONNECTION, "connection")
          .addStatement("this(connection, $T.defaults())", MAPPER_OPTIONS)
          .build());
      type.addMethod(MethodSpec.constructorBuilder().addModifiers(PUBLIC)
          .addJavadoc("A DAO over {@code connection}, which stays the caller's to close, built with {@code options}\n"
              + "(namespace mapping, operation listener).\n")
          .addParameter(CONNECTION, "connection")
          .addParameter(MAPPER_OPTIONS, "options")
          .addStatement("super(connection, $T.INSTANCE, $L, options)", entity.mapperName(),
              links.isEmpty() ? CodeBlock.of("$T.of()", List.class) : relationList(links))
          .build());
    }
    String when = async ? ", when the future completes" : "";
    type.addMethod(byComponents("get", ParameterizedTypeName.get(ClassName.get(Optional.class), entity.type()),
        "The {@code $L} stored under this key, if any$L.\n", entity.simpleName(), when));
    type.addMethod(byComponents("exists", TypeName.BOOLEAN, "Whether $L {@code $L} is stored under this key$L.\n",
        English.article(entity.simpleName()), entity.simpleName(), when));
    type.addMethod(byComponents("delete", TypeName.VOID, "Deletes the {@code $L} row stored under this key$L.\n",
        entity.simpleName(), async ? "; the future completes once it is deleted" : ""));
    type.addMethod(deleteIf());
    type.addMethod(update());
    if (entity.presence() != null) {
      type.addMethod(putIfAbsent(entity.presence()));
    }
    ClassName query = new QueryWriter(entity, async).queryName();
    type.addMethod(MethodSpec.methodBuilder("query").addModifiers(PUBLIC).returns(query)
        .addJavadoc("A typed $Lquery by row-key prefix, starting with {@code $L}.\n", async ? "asynchronous " : "",
            entity.key().get(0).property().name())
        .addStatement("return new $T($T.start(queryContext()))", query, QUERY_STATE)
        .build());
    for (CounterColumn c : entity.columnsOf(CounterColumn.class)) {
      type.addMethod(increment(c));
    }
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      type.addMethod(wideRow(d));
      type.addMethod(wideRowByComponents(d));
    }
    for (IndexModel index : entity.indexes()) {
      indexLookups(type, index);
    }
    return type;
  }


  /**
   * The two constructors of the asynchronous DAO: over the caller's connection delivering results on the
   * common pool, and with an executor of the caller's choice.
   */
  private void asyncConstructors(TypeSpec.Builder type, List<CodeBlock> links) {
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(PUBLIC)
        .addJavadoc("A DAO over {@code connection}, which stays the caller's to close; results are delivered on\n"
            + "{@link $T#commonPool()}.\n", ForkJoinPool.class)
        .addParameter(ASYNC_CONNECTION, "connection")
        .addStatement("this(connection, $T.commonPool())", ForkJoinPool.class)
        .build());
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(PUBLIC)
        .addJavadoc("A DAO over {@code connection}, which stays the caller's to close; results are delivered on\n"
            + "{@code executor} ({@code Runnable::run}: on hbase-client's threads, for callbacks that never block).\n")
        .addParameter(ASYNC_CONNECTION, "connection")
        .addParameter(EXECUTOR, "executor")
        .addStatement("this(connection, executor, $T.defaults())", MAPPER_OPTIONS)
        .build());
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(PUBLIC)
        .addJavadoc("A DAO over {@code connection}, which stays the caller's to close, built with {@code options}\n"
            + "(namespace mapping, operation listener); results are delivered on {@link $T#commonPool()}.\n",
            ForkJoinPool.class)
        .addParameter(ASYNC_CONNECTION, "connection")
        .addParameter(MAPPER_OPTIONS, "options")
        .addStatement("this(connection, $T.commonPool(), options)", ForkJoinPool.class)
        .build());
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(PUBLIC)
        .addJavadoc("A DAO over {@code connection}, which stays the caller's to close, built with {@code options};\n"
            + "results are delivered on {@code executor}.\n")
        .addParameter(ASYNC_CONNECTION, "connection")
        .addParameter(EXECUTOR, "executor")
        .addParameter(MAPPER_OPTIONS, "options")
        .addStatement("super(connection, executor, $T.INSTANCE, $L, options)", entity.mapperName(),
            links.isEmpty() ? CodeBlock.of("$T.of()", List.class) : relationList(links))
        .build());
  }

  /** {@code List.of(ITEMS)}: the relation links the writes keep in step. */
  private static CodeBlock relationList(List<CodeBlock> links) {
    return CodeBlock.of("$T.of($L)", List.class, CodeBlock.join(links, ", "));
  }

  /** The relation link of {@code d}: its constant on the blocking DAO, qualified from the asynchronous one. */
  private CodeBlock relationLinkReference(DynamicColumnsModel d) {
    return async ? CodeBlock.of("$T.$L", entity.daoName(), names.relationLink(d)) : CodeBlock.of("$L",
        names.relationLink(d));
  }

  /**
   * The lookups through {@code index}: {@code findBy<Name>(values...)} for equality on every column;
   * for one column also {@code findBy<Name>Between}; for several, {@code findBy<Name>()} opening a
   * staged builder over the columns in key order, like {@code query()}.
   */
  private void indexLookups(TypeSpec.Builder type, IndexModel index) {
    TypeName result = ParameterizedTypeName.get(indexQuery, entity.type());
    String finder = index.finderName();
    MethodSpec.Builder all = MethodSpec.methodBuilder(finder).addModifiers(PUBLIC).returns(result)
        .addJavadoc("The {@code $L}s whose $L equal these values, verified against the data table, in index order\n"
            + "(index {@code $L}).\n", entity.simpleName(), index.columns().stream()
                .map(c -> "{@code " + c.property().name() + "}").collect(java.util.stream.Collectors.joining(", ")),
            index.name());
    CodeBlock.Builder chain = CodeBlock.builder().add("index($T.$L)", entity.mapperName(),
        names.indexConstant(index));
    for (PlainColumn c : index.columns()) {
      all.addParameter(c.property().type(), names.parameter(c.property().name()));
      chain.add(".equal($T.$L, $L)", entity.mapperName(), names.indexCodecConstant(c),
          names.parameter(c.property().name()));
    }
    type.addMethod(all.addStatement("return new $T<>($L)", indexQuery, chain.build()).build());
    if (index.columns().size() == 1) {
      PlainColumn c = index.columns().get(0);
      type.addMethod(MethodSpec.methodBuilder(finder + "Between").addModifiers(PUBLIC).returns(result)
          .addJavadoc("The {@code $L}s whose {@code $L} is in {@code [from, toExclusive)}, in the order of the stored\n"
              + "values (numbers and times as Java orders them, strings by code point, enums by name).\n",
              entity.simpleName(), c.property().name())
          .addParameter(c.property().type(), "from").addParameter(c.property().type(), "toExclusive")
          .addStatement("return new $T<>(index($T.$L).between($T.$L, from, toExclusive))", indexQuery,
              entity.mapperName(), names.indexConstant(index), entity.mapperName(), names.indexCodecConstant(c))
          .build());
      return;
    }
    ClassName first = daoName().nestedClass(names.lookupStage(index, 0));
    type.addMethod(MethodSpec.methodBuilder(finder).addModifiers(PUBLIC).returns(first)
        .addJavadoc("A lookup through index {@code $L}, one column at a time: $L.\n", index.name(),
            index.columns().stream().map(c -> c.property().name()).collect(java.util.stream.Collectors.joining(" -> ")))
        .addStatement("return new $T(index($T.$L))", first, entity.mapperName(), names.indexConstant(index))
        .build());
    for (int i = 0; i < index.columns().size(); i++) {
      PlainColumn c = index.columns().get(i);
      ClassName stage = daoName().nestedClass(names.lookupStage(index, i));
      boolean last = i == index.columns().size() - 1;
      TypeName next = last ? result : daoName().nestedClass(names.lookupStage(index, i + 1));
      TypeName state = ParameterizedTypeName.get(INDEX_QUERY.nestedClass("State"), entity.type());
      String codec = names.indexCodecConstant(c);
      String name = c.property().name();
      String parameter = names.parameter(name);
      TypeSpec.Builder t = TypeSpec.classBuilder(stage).addModifiers(PUBLIC, STATIC, FINAL).superclass(result)
          .addJavadoc(i == 0 ? "Lookup through index {@code $L}; next: {@code $L}.\n"
              : "Lookup through index {@code $L} once the columns before {@code $L} are fixed.\n", index.name(), name)
          .addMethod(MethodSpec.constructorBuilder().addParameter(state, "state").addStatement("super(state)").build())
          .addMethod(MethodSpec.methodBuilder(name).addModifiers(PUBLIC).returns(next)
              .addJavadoc("Entries whose {@code $L} equals {@code $L}.\n", name, parameter)
              .addParameter(c.property().type(), parameter)
              .addStatement("return new $T$L(state().equal($T.$L, $L))", last ? indexQuery : next, last ? "<>" : "",
                  entity.mapperName(), codec, parameter)
              .build())
          .addMethod(range(result, name + "Between", "between", c, codec, "from", "toExclusive"))
          .addMethod(range(result, name + "From", "from", c, codec, "from"))
          .addMethod(range(result, name + "Before", "before", c, codec, "toExclusive"));
      type.addType(t.build());
    }
  }

  private MethodSpec range(TypeName result, String method, String op, PlainColumn c, String codec, String... params) {
    MethodSpec.Builder m = MethodSpec.methodBuilder(method).addModifiers(PUBLIC).returns(result)
        .addJavadoc("Entries whose {@code $L} is $L, in the order of the stored values (enums by name).\n",
            c.property().name(),
            switch (op) {
              case "between" -> "in {@code [from, toExclusive)}";
              case "from" -> "{@code >= from}";
              default -> "{@code < toExclusive}";
            });
    for (String p : params) {
      m.addParameter(c.property().type(), p);
    }
    return m.addStatement("return new $T<>(state().$L($T.$L, $L))", indexQuery, op, entity.mapperName(), codec,
        String.join(", ", params)).build();
  }

  /**
   * {@code update(components...)}: the partial update of the row under this key, through the
   * runtime's {@code update(Key)}. The field constants of {@code <Entity>Query} name the columns it
   * changes; key fields have none, so an update cannot change them.
   */
  private MethodSpec update() {
    MethodSpec.Builder m = MethodSpec.methodBuilder("update").addModifiers(PUBLIC)
        .returns(ParameterizedTypeName.get(async ? ASYNC_ROW_UPDATE : ROW_UPDATE, entity.type()))
        .addJavadoc("A partial update of the {@code $L} row under this key, without reading it: set, remove and\n"
            + "increment fields named by the constants of {@link $T}, then {@code apply()}$L.\n", entity.simpleName(),
            new QueryWriter(entity, false).queryName(), async ? " (asynchronously)" : "");
    keyParameters(m);
    return m.addStatement("return update(new $T($L))", keyType, keyArguments()).build();
  }

  /**
   * {@code putIfAbsent}, public only on the DAO of an entity with a presence cell: the runtime keeps
   * it protected, so that on any other entity a call does not compile.
   */
  private MethodSpec putIfAbsent(PresenceModel presence) {
    String cell = presence.family() + ":" + presence.qualifier();
    String why = switch (presence.kind()) {
      case MARKER -> "its {@code @PresenceMarker}";
      case VERSION -> "its {@code @Version} field {@code " + presence.field() + "}";
      case PRIMITIVE -> "its primitive field {@code " + presence.field() + "}, always written";
    };
    return MethodSpec.methodBuilder("putIfAbsent").addAnnotation(Override.class).addModifiers(PUBLIC)
        .returns(result(TypeName.BOOLEAN)).addParameter(entity.type(), "entity")
        .addJavadoc("Writes {@code entity} only if no {@code $L} is stored under its key yet, in one atomic\n"
            + "{@code checkAndMutate}; $L whether it was written. A row is stored when it has {@code $L}\n"
            + "($L).\n", entity.simpleName(), async ? "the future holds" : "returns", cell, why)
        .addStatement("return super.putIfAbsent(entity)").build();
  }

  /** The target's generated mapper. */
  private static ClassName targetMapper(TypeElement target) {
    ClassName type = ClassName.get(target);
    return ClassName.get(type.packageName(), String.join("_", type.simpleNames()) + "Mapper");
  }

  private static String targetKeyName(TypeElement target) {
    return MappedFields.of(target).stream()
        .filter(f -> f.getAnnotation(org.hbasemapper.annotations.RowKey.class) != null)
        .findFirst().orElseThrow().getSimpleName().toString();
  }

  private static String inverseFamily(TypeElement target, String inverse) {
    return MappedFields.of(target).stream()
        .filter(f -> f.getSimpleName().contentEquals(inverse)).findFirst().orElseThrow()
        .getAnnotation(org.hbasemapper.annotations.DynamicColumns.class).family();
  }

  /**
   * {@code public static final RelationLink ITEMS}: the byte-level link of a relation field, built by
   * {@code RelationLink.withInverse} or {@code withoutInverse}: the owner and its family, the target
   * (and its family pointing back), then one conversion per line, each way there followed by its way back.
   */
  private FieldSpec relationLink(DynamicColumnsModel d) {
    TypeElement target = d.relation().target();
    ClassName targetMapper = targetMapper(target);
    String keys = names.mapKeysConstant(d);
    ClassName mapper = entity.mapperName();
    boolean inverse = !d.relation().inverse().isEmpty();
    CodeBlock.Builder init = CodeBlock.builder()
        .add("$T.$L($S,", RELATION_LINK, inverse ? "withInverse" : "withoutInverse",
            entity.simpleName() + "." + d.property().name())
        .indent().indent()
        .add("\n$T.INSTANCE.schema(), $S,", mapper, d.family())
        .add("\n$T.INSTANCE.schema(),", targetMapper);
    if (inverse) {
      init.add(" $S,", inverseFamily(target, d.relation().inverse()));
    }
    init.add("\nq -> $T.INSTANCE.encodeKey(new $T.Key($T.$L.read(q, 0, q.length))),", targetMapper, targetMapper,
            mapper, keys)
        .add("\nrow -> $T.$L.encode($T.INSTANCE.decodeKey(row).$L())", mapper, keys, targetMapper,
            targetKeyName(target));
    if (inverse) {
      CodeBlock ownerCodec = TypeSupport.keyCodec(entity.key().get(0).javaType());
      init.add(",\nrow -> $L.encode($T.INSTANCE.decodeKey(row).$L()),", ownerCodec, mapper,
              entity.key().get(0).property().name())
          .add("\nq -> $T.INSTANCE.encodeKey(new $T.Key($L.read(q, 0, q.length)))", mapper, mapper, ownerCodec);
    }
    return FieldSpec.builder(RELATION_LINK, names.relationLink(d), PUBLIC, STATIC, FINAL)
        .addJavadoc("The relation {@code $L} -> {@code $L}$L; for {@link $T}.\n", d.property().name(),
            target.getSimpleName(), inverse ? " (inverse {@code " + d.relation().inverse() + "})" : "",
            RELATION_REPAIR)
        .initializer(init.add(")").unindent().unindent().build()).build();
  }

  private TypeName wideRowType(DynamicColumnsModel d) {
    if (d.relation() != null) {
      return ParameterizedTypeName.get(async ? ASYNC_RELATION_ROW : RELATION_ROW, d.keyType().boxed(), d.valueType(),
          ClassName.get(d.relation().target()));
    }
    return ParameterizedTypeName.get(async ? ASYNC_WIDE_ROW : WIDE_ROW, d.keyType().boxed(), d.valueType());
  }

  /**
   * {@code connection(), options(), schema()}, and the executor after the connection for the
   * asynchronous rows: the options carry the listener that hears of the wide row's operations.
   */
  private String wideRowSource() {
    return async ? "connection(), executor(), options(), schema()" : "connection(), options(), schema()";
  }

  private MethodSpec wideRow(DynamicColumnsModel d) {
    String field = d.property().name();
    if (d.relation() != null) {
      return MethodSpec.methodBuilder(field).addModifiers(PUBLIC).returns(wideRowType(d))
          .addJavadoc("The {@code $L} relation of the row under {@code key}: entry by entry, keeping the inverse in\n"
              + "step, and {@code load()} for the {@code $L} entities$L.\n", d.family(),
              d.relation().target().getSimpleName(), async ? " as a publisher" : "")
          .addParameter(keyType, "key")
          .addStatement("return $T.of($L, $S, $S, mapper().encodeKey(key),\n$T.$L, $T.$L, $L, $T.INSTANCE)",
              async ? ASYNC_RELATION_ROW : RELATION_ROW, wideRowSource(), field, d.family(), entity.mapperName(),
              names.mapKeysConstant(d), entity.mapperName(), names.mapValuesConstant(d), relationLinkReference(d),
              targetMapper(d.relation().target()))
          .build();
    }
    return MethodSpec.methodBuilder(field).addModifiers(PUBLIC).returns(wideRowType(d))
        .addJavadoc("The {@code $L} family of the row under {@code key}, read and written entry by entry,\n"
            + "never loaded whole$L.\n", d.family(), async ? "; futures for single entries, a publisher for all of them" : "")
        .addParameter(keyType, "key")
        .addStatement("return $T.of($L, $S, $S, mapper().encodeKey(key),\n$T.$L, $T.$L)",
            async ? ASYNC_WIDE_ROW : WIDE_ROW, wideRowSource(), field, d.family(), entity.mapperName(),
            names.mapKeysConstant(d), entity.mapperName(), names.mapValuesConstant(d))
        .build();
  }

  private MethodSpec wideRowByComponents(DynamicColumnsModel d) {
    MethodSpec.Builder m = MethodSpec.methodBuilder(d.property().name()).addModifiers(PUBLIC).returns(wideRowType(d))
        .addJavadoc("The {@code $L} family of the row under this key, read and written entry by entry.\n", d.family());
    keyParameters(m);
    return m.addStatement("return $L(new $T($L))", d.property().name(), keyType, keyArguments()).build();
  }

  private MethodSpec byComponents(String name, TypeName returns, String javadoc, Object... args) {
    MethodSpec.Builder m = MethodSpec.methodBuilder(name).addModifiers(PUBLIC).returns(result(returns))
        .addJavadoc(javadoc, args);
    keyParameters(m);
    CodeBlock call = CodeBlock.of("$L(new $T($L))", name, keyType, keyArguments());
    return (result(returns).equals(TypeName.VOID) ? m.addStatement("$L", call) : m.addStatement("return $L", call))
        .build();
  }

  /** {@code delete(components..., condition)}: the conditional delete of the row under this key. */
  private MethodSpec deleteIf() {
    MethodSpec.Builder m = MethodSpec.methodBuilder("delete").addModifiers(PUBLIC).returns(result(TypeName.BOOLEAN))
        .addJavadoc("Deletes the {@code $L} row stored under this key only if {@code $L} holds for it, checked by HBase\n"
            + "in the same call; $L.\n", entity.simpleName(), names.condition(),
            async ? "the future completes with whether it deleted" : "returns whether it deleted");
    keyParameters(m);
    m.addParameter(ParameterizedTypeName.get(CONDITION, entity.type()), names.condition());
    return m.addStatement("return delete(new $T($L), $L)", keyType, keyArguments(), names.condition()).build();
  }

  private MethodSpec increment(CounterColumn c) {
    MethodSpec.Builder m = MethodSpec.methodBuilder(c.incrementName()).addModifiers(PUBLIC)
        .returns(result(TypeName.LONG))
        .addJavadoc("Adds {@code $L} to the counter {@code $L:$L} atomically on the server; $L.\n",
            names.delta(), c.family(), c.qualifier(), async ? "the future\ncompletes with the new value"
                : "returns the new value");
    keyParameters(m);
    m.addParameter(TypeName.LONG, names.delta());
    return m.addStatement("return increment(new $T($L), $L, $L, $L)", keyType, keyArguments(), names.counterFamily(c),
        names.counterQualifier(c), names.delta()).build();
  }

  private void keyParameters(MethodSpec.Builder m) {
    for (KeyComponentModel c : entity.key()) {
      m.addParameter(c.property().type(), names.parameter(c.property().name()));
    }
  }

  private String keyArguments() {
    List<String> arguments = new ArrayList<>();
    for (KeyComponentModel c : entity.key()) {
      arguments.add(names.parameter(c.property().name()));
    }
    return String.join(", ", arguments);
  }
}
