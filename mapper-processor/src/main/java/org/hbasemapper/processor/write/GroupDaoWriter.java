package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.FINAL;
import static javax.lang.model.element.Modifier.PRIVATE;
import static javax.lang.model.element.Modifier.PUBLIC;
import static javax.lang.model.element.Modifier.STATIC;
import static org.hbasemapper.processor.types.RuntimeNames.ASYNC_ENTITY_DAO;
import static org.hbasemapper.processor.types.RuntimeNames.ASYNC_GROUP_DAO;
import static org.hbasemapper.processor.types.RuntimeNames.ASYNC_GROUP_RANGE_QUERY;
import static org.hbasemapper.processor.types.RuntimeNames.CONDITION;
import static org.hbasemapper.processor.types.RuntimeNames.ENTITY_DAO;
import static org.hbasemapper.processor.types.RuntimeNames.GROUP_DAO;
import static org.hbasemapper.processor.types.RuntimeNames.GROUP_RANGE_QUERY;
import static org.hbasemapper.processor.types.RuntimeNames.MAPPER_OPTIONS;
import static org.hbasemapper.processor.types.RuntimeNames.RECORD_GROUP;
import static org.hbasemapper.processor.types.RuntimeNames.STALE_ENTITY_EXCEPTION;
import static org.hbasemapper.processor.types.RuntimeNames.TABLE_SCHEMA;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import com.palantir.javapoet.WildcardTypeName;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import javax.lang.model.element.Element;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.GroupModel;

/**
 * Writes {@code <Group>Dao} for a sealed interface over record types of one table: the
 * {@code RecordGroup} of the members' mappers, a query over the key components they share,
 * {@code putAll} through the members' own DAOs (so their index upkeep and version checks hold), and
 * the atomic writes of the rows under one parent; or {@code <Group>AsyncDao}, the same over the
 * members' asynchronous DAOs, with futures for results.
 */
final class GroupDaoWriter extends GeneratedTypeWriter {
  private static final ClassName CONNECTION = hbase("client", "Connection");
  private static final ClassName ASYNC_CONNECTION = hbase("client", "AsyncConnection");

  private final GroupModel group;
  private final boolean async;

  GroupDaoWriter(GroupModel group, boolean async) {
    this.group = group;
    this.async = async;
  }

  private ClassName name() {
    return async ? group.asyncDaoName() : group.daoName();
  }

  /** {@code T}, or {@code CompletableFuture<T>} in the asynchronous DAO ({@code void}: {@code CompletableFuture<@Nullable Void>}). */
  private TypeName result(TypeName type) {
    return async ? ParameterizedTypeName.get(ClassName.get(CompletableFuture.class),
        type.equals(TypeName.VOID) ? TypeNames.nullable(ClassName.get(Void.class)) : type.box()) : type;
  }

  @Override
  String packageName() {
    return group.type().packageName();
  }

  @Override
  List<Element> originatingElements() {
    return group.originatingElements();
  }

  @Override
  TypeSpec.Builder type() {
    TypeName groupType = ParameterizedTypeName.get(RECORD_GROUP, group.type());
    TypeName daoType = ParameterizedTypeName.get(async ? ASYNC_GROUP_DAO : GROUP_DAO, group.type());
    TypeName rows = ParameterizedTypeName.get(ClassName.get(Iterable.class), WildcardTypeName.subtypeOf(group.type()));
    TypeSpec.Builder type = TypeSpec.classBuilder(name()).addModifiers(PUBLIC, FINAL);
    if (async) {
      type.addJavadoc("Reads and writes the record types of {@link $T} in table {@code $L} together, asynchronously: the\n"
          + "methods of {@link $T}, with futures and publishers for results. Thread-safe; holds the caller's\n"
          + "{@code AsyncConnection} and never closes it. Generated from the {@code permits} of {@code $L}.\n",
          group.type(), group.qualifiedTable(), group.daoName(), group.simpleName());
    } else {
      type.addJavadoc("Reads and writes the record types of {@link $T} in table {@code $L} together: one scan\n"
          + "returns the rows under a key prefix, each as its own type, in key order. Thread-safe; holds the\n"
          + "caller's {@code Connection} and never closes it. Generated from the {@code permits} of\n"
          + "{@code $L}.\n", group.type(), group.qualifiedTable(), group.simpleName());
    }
    FieldSpec.Builder groupField = FieldSpec.builder(groupType, "GROUP", PUBLIC, STATIC, FINAL)
        .addJavadoc("The record types of {@code $L}, in the order of its {@code permits}.\n", group.simpleName());
    if (async) {
      groupField.initializer("$T.GROUP", group.daoName());
    } else {
      groupField.initializer(groupInitializer());
    }
    type.addField(groupField.build())
        .addField(daoType, "dao", PRIVATE, FINAL)
        .addMethods(constructors())
        .addMethod(query())
        .addMethod(MethodSpec.methodBuilder("putAll").addModifiers(PUBLIC).returns(result(TypeName.VOID))
            .addJavadoc("Writes rows of any record types of {@code $L}, each type through its own DAO's\n"
                + "{@code putAll}, in the order of the {@code permits}. Each row is written atomically, the rows\n"
                + "together are not: after a failure, the rows of the types before it are written.\n",
                group.simpleName())
            .addParameter(rows, "rows")
            .addStatement(async ? "return dao.putAll(rows)" : "dao.putAll(rows)")
            .build())
        .addMethods(atomicWrites())
        .addMethod(MethodSpec.methodBuilder("schema").addModifiers(PUBLIC).returns(TABLE_SCHEMA)
            .addJavadoc("The shared table with every record type; creating it creates the table once, with\n"
                + "every record type's index tables.\n")
            .addStatement("return dao.schema()")
            .build());
    return type;
  }

  /**
   * {@code putAllAtomically(rows)}, and with a condition on the row of a record type whose key ends at
   * its code (the header); none for a group without key components before the code, whose rows have
   * no parent that one region holds.
   */
  private List<MethodSpec> atomicWrites() {
    if (group.leadingKey().isEmpty()) {
      return List.of();
    }
    TypeName rows = ParameterizedTypeName.get(ClassName.get(Iterable.class), WildcardTypeName.subtypeOf(group.type()));
    String shared = String.join(", ", group.leadingKey().stream().map(c -> c.property().name()).toList());
    List<MethodSpec> out = new ArrayList<>();
    out.add(MethodSpec.methodBuilder("putAllAtomically").addModifiers(PUBLIC).returns(result(TypeName.VOID))
        .addJavadoc("Writes {@code rows}, all under one parent (the same {@code $L}), atomically: every row or\n"
            + "none, in one call of HBase's {@code MultiRowMutationEndpoint}, the {@code @Version} of each versioned\n"
            + "row checked in the same call. No rows, rows of two parents, a row given twice, or a table without\n"
            + "the coprocessor ({@code SchemaManager.ensure} adds it) are refused before anything is written.\n"
            + "\n"
            + (async ? "The future fails with a {@link $T} when a versioned row holds another version:\n"
                + "nothing was written.\n" : "@throws $T when a versioned row holds another version: nothing was\n"
                + "    written\n"), shared, STALE_ENTITY_EXCEPTION)
        .addParameter(rows, "rows")
        .addStatement(async ? "return dao.putAllAtomically(rows)" : "dao.putAllAtomically(rows)")
        .build());
    List<EntityModel> headers = group.members().stream()
        .filter(m -> m.key().size() == m.leadingKey().size())
        .toList();
    if (headers.size() == 1) {
      EntityModel header = headers.get(0);
      out.add(MethodSpec.methodBuilder("putAllAtomically").addModifiers(PUBLIC).returns(result(TypeName.BOOLEAN))
          .addJavadoc("{@link #putAllAtomically(Iterable)} only if {@code condition} holds on the {@link $T} row under\n"
              + "the rows' parent, checked by HBase in the same call; returns whether the rows were written (false:\n"
              + "the condition, or a versioned row's version, did not hold, and nothing was written).\n",
              header.type())
          .addParameter(rows, "rows")
          .addParameter(ParameterizedTypeName.get(CONDITION, header.type()), "condition")
          .addStatement("return dao.putAllAtomically(rows, $T.class, condition)", header.type())
          .build());
    } else if (!headers.isEmpty()) {
      TypeVariableName h = TypeVariableName.get("H", group.type());
      out.add(MethodSpec.methodBuilder("putAllAtomically").addModifiers(PUBLIC).returns(result(TypeName.BOOLEAN))
          .addTypeVariable(h)
          .addJavadoc("{@link #putAllAtomically(Iterable)} only if {@code condition} holds on the row of record type\n"
              + "{@code type} (one whose key ends at its code) under the rows' parent, checked by HBase in the same\n"
              + "call; returns whether the rows were written.\n")
          .addParameter(rows, "rows")
          .addParameter(ParameterizedTypeName.get(ClassName.get(Class.class), h), "type")
          .addParameter(ParameterizedTypeName.get(CONDITION, h), "condition")
          .addStatement("return dao.putAllAtomically(rows, type, condition)")
          .build());
    }
    return out;
  }

  /** {@code RecordGroup.of("OrderRow", RecordGroup.member(OrderHeader.class, OrderHeaderMapper.INSTANCE), ...)}. */
  private CodeBlock groupInitializer() {
    CodeBlock.Builder b = CodeBlock.builder().add("$T.of($S", RECORD_GROUP, group.simpleName()).indent().indent();
    for (EntityModel m : group.members()) {
      b.add(",\n$T.member($T.class, $T.INSTANCE)", RECORD_GROUP, m.type(), m.mapperName());
    }
    return b.add(")").unindent().unindent().build();
  }

  private List<MethodSpec> constructors() {
    if (!async) {
      return List.of(MethodSpec.constructorBuilder().addModifiers(PUBLIC)
              .addJavadoc("A DAO over {@code connection}, which stays the caller's to close.\n")
              .addParameter(CONNECTION, "connection")
              .addStatement("this(connection, $T.defaults())", MAPPER_OPTIONS)
              .build(),
          constructor(MethodSpec.constructorBuilder().addModifiers(PUBLIC)
              .addJavadoc("A DAO over {@code connection}, which stays the caller's to close, built with {@code options}\n"
                  + "(namespace mapping, operation listener).\n")
              .addParameter(CONNECTION, "connection")
              .addParameter(MAPPER_OPTIONS, "options"), "options"));
    }
    ClassName pool = ClassName.get(ForkJoinPool.class);
    return List.of(MethodSpec.constructorBuilder().addModifiers(PUBLIC)
            .addJavadoc("A DAO over {@code connection}, which stays the caller's to close; results are delivered on\n"
                + "{@link $T#commonPool()}.\n", pool)
            .addParameter(ASYNC_CONNECTION, "connection")
            .addStatement("this(connection, $T.commonPool())", pool)
            .build(),
        MethodSpec.constructorBuilder().addModifiers(PUBLIC)
            .addJavadoc("A DAO over {@code connection}, which stays the caller's to close; results are delivered on\n"
                + "{@code executor}.\n")
            .addParameter(ASYNC_CONNECTION, "connection")
            .addParameter(Executor.class, "executor")
            .addStatement("this(connection, executor, $T.defaults())", MAPPER_OPTIONS)
            .build(),
        MethodSpec.constructorBuilder().addModifiers(PUBLIC)
            .addJavadoc("A DAO over {@code connection}, which stays the caller's to close, built with {@code options}\n"
                + "(namespace mapping, operation listener); results are delivered on {@link $T#commonPool()}.\n", pool)
            .addParameter(ASYNC_CONNECTION, "connection")
            .addParameter(MAPPER_OPTIONS, "options")
            .addStatement("this(connection, $T.commonPool(), options)", pool)
            .build(),
        constructor(MethodSpec.constructorBuilder().addModifiers(PUBLIC)
            .addJavadoc("A DAO over {@code connection}, which stays the caller's to close, built with {@code options};\n"
                + "results are delivered on {@code executor}.\n")
            .addParameter(ASYNC_CONNECTION, "connection")
            .addParameter(Executor.class, "executor")
            .addParameter(MAPPER_OPTIONS, "options"), "executor, options"));
  }

  /** The constructor that builds the members' DAOs with {@code arguments} after the connection. */
  private MethodSpec constructor(MethodSpec.Builder constructor, String arguments) {
    List<CodeBlock> daos = new ArrayList<>();
    for (EntityModel m : group.members()) {
      daos.add(CodeBlock.of("new $T(connection, $L)", async ? m.asyncDaoName() : m.daoName(), arguments));
    }
    TypeName memberDao = ParameterizedTypeName.get(async ? ASYNC_ENTITY_DAO : ENTITY_DAO,
        WildcardTypeName.subtypeOf(group.type()), WildcardTypeName.subtypeOf(Object.class));
    return constructor
        .addStatement("$T<$T> members = $T.of(\n$L)", List.class, memberDao, List.class,
            CodeBlock.join(daos, ",\n"))
        .addStatement("this.dao = new $T<>(connection, GROUP, members)", async ? ASYNC_GROUP_DAO : GROUP_DAO)
        .build();
  }

  /** {@code query()}: the first stage, or the terminal query when no component comes before the code. */
  private MethodSpec query() {
    MethodSpec.Builder m = MethodSpec.methodBuilder("query").addModifiers(PUBLIC);
    if (group.leadingKey().isEmpty()) {
      ClassName range = async ? ASYNC_GROUP_RANGE_QUERY : GROUP_RANGE_QUERY;
      return m.returns(ParameterizedTypeName.get(range, group.type()))
          .addJavadoc("A query of every row of the record types of {@code $L}, in key order.\n", group.simpleName())
          .addStatement("return new $T<>(dao, dao.startQuery())", range)
          .build();
    }
    ClassName query = async ? group.asyncQueryName() : group.queryName();
    return m.returns(query)
        .addJavadoc("A query of the rows of every record type of {@code $L} by the key components they share:\n"
            + "{@code $L}.\n", group.simpleName(),
            String.join(" -> ", group.leadingKey().stream().map(c -> c.property().name()).toList()))
        .addStatement("return new $T(dao, dao.startQuery())", query)
        .build();
  }
}
