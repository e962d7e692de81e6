package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.FINAL;
import static javax.lang.model.element.Modifier.PRIVATE;
import static javax.lang.model.element.Modifier.PUBLIC;
import static javax.lang.model.element.Modifier.STATIC;
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
import javax.lang.model.element.Element;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.GroupModel;

/**
 * Writes {@code <Group>Dao} for a sealed interface over record types of one table: the
 * {@code RecordGroup} of the members' mappers, a query over the key components they share,
 * {@code putAll} through the members' own DAOs (so their index upkeep and version checks hold), and
 * the atomic writes of the rows under one parent.
 */
final class GroupDaoWriter extends GeneratedTypeWriter {
  private static final ClassName CONNECTION = hbase("client", "Connection");

  private final GroupModel group;

  GroupDaoWriter(GroupModel group) {
    this.group = group;
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
    TypeName daoType = ParameterizedTypeName.get(GROUP_DAO, group.type());
    return TypeSpec.classBuilder(group.daoName())
        .addModifiers(PUBLIC, FINAL)
        .addJavadoc("Reads and writes the record types of {@link $T} in table {@code $L} together: one scan\n"
            + "returns the rows under a key prefix, each as its own type, in key order. Thread-safe; holds the\n"
            + "caller's {@code Connection} and never closes it. Generated from the {@code permits} of\n"
            + "{@code $L}.\n", group.type(), group.qualifiedTable(), group.simpleName())
        .addField(FieldSpec.builder(groupType, "GROUP", PUBLIC, STATIC, FINAL)
            .addJavadoc("The record types of {@code $L}, in the order of its {@code permits}.\n", group.simpleName())
            .initializer(groupInitializer())
            .build())
        .addField(daoType, "dao", PRIVATE, FINAL)
        .addMethod(MethodSpec.constructorBuilder().addModifiers(PUBLIC)
            .addJavadoc("A DAO over {@code connection}, which stays the caller's to close.\n")
            .addParameter(CONNECTION, "connection")
            .addStatement("this(connection, $T.defaults())", MAPPER_OPTIONS)
            .build())
        .addMethod(constructor())
        .addMethod(query())
        .addMethod(MethodSpec.methodBuilder("putAll").addModifiers(PUBLIC)
            .addJavadoc("Writes rows of any record types of {@code $L}, each type through its own DAO's\n"
                + "{@code putAll}, in the order of the {@code permits}. Each row is written atomically, the rows\n"
                + "together are not: after a failure, the rows of the types before it are written.\n",
                group.simpleName())
            .addParameter(ParameterizedTypeName.get(ClassName.get(Iterable.class),
                WildcardTypeName.subtypeOf(group.type())), "rows")
            .addStatement("dao.putAll(rows)")
            .build())
        .addMethods(atomicWrites())
        .addMethod(MethodSpec.methodBuilder("schema").addModifiers(PUBLIC).returns(TABLE_SCHEMA)
            .addJavadoc("The shared table with every record type; creating it creates the table once, with\n"
                + "every record type's index tables.\n")
            .addStatement("return dao.schema()")
            .build());
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
    out.add(MethodSpec.methodBuilder("putAllAtomically").addModifiers(PUBLIC)
        .addJavadoc("Writes {@code rows}, all under one parent (the same {@code $L}), atomically: every row or\n"
            + "none, in one call of HBase's {@code MultiRowMutationEndpoint}, the {@code @Version} of each versioned\n"
            + "row checked in the same call. No rows, rows of two parents, a row given twice, or a table without\n"
            + "the coprocessor ({@code SchemaManager.ensure} adds it) are refused before anything is written.\n"
            + "\n"
            + "@throws $T when a versioned row holds another version: nothing was\n"
            + "    written\n", shared, STALE_ENTITY_EXCEPTION)
        .addParameter(rows, "rows")
        .addStatement("dao.putAllAtomically(rows)")
        .build());
    List<EntityModel> headers = group.members().stream()
        .filter(m -> m.key().size() == m.leadingKey().size())
        .toList();
    if (headers.size() == 1) {
      EntityModel header = headers.get(0);
      out.add(MethodSpec.methodBuilder("putAllAtomically").addModifiers(PUBLIC).returns(TypeName.BOOLEAN)
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
      out.add(MethodSpec.methodBuilder("putAllAtomically").addModifiers(PUBLIC).returns(TypeName.BOOLEAN)
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

  private MethodSpec constructor() {
    List<CodeBlock> daos = new ArrayList<>();
    for (EntityModel m : group.members()) {
      daos.add(CodeBlock.of("new $T(connection, options)", m.daoName()));
    }
    TypeName memberDao = ParameterizedTypeName.get(ENTITY_DAO, WildcardTypeName.subtypeOf(group.type()),
        WildcardTypeName.subtypeOf(Object.class));
    return MethodSpec.constructorBuilder().addModifiers(PUBLIC)
        .addJavadoc("A DAO over {@code connection}, which stays the caller's to close, built with {@code options}\n"
            + "(namespace mapping, operation listener).\n")
        .addParameter(CONNECTION, "connection")
        .addParameter(MAPPER_OPTIONS, "options")
        .addStatement("$T<$T> members = $T.of(\n$L)", List.class, memberDao, List.class,
            CodeBlock.join(daos, ",\n"))
        .addStatement("this.dao = new $T<>(connection, GROUP, members)", GROUP_DAO)
        .build();
  }

  /** {@code query()}: the first stage, or the terminal query when no component comes before the code. */
  private MethodSpec query() {
    MethodSpec.Builder m = MethodSpec.methodBuilder("query").addModifiers(PUBLIC);
    if (group.leadingKey().isEmpty()) {
      return m.returns(ParameterizedTypeName.get(GROUP_RANGE_QUERY, group.type()))
          .addJavadoc("A query of every row of the record types of {@code $L}, in key order.\n", group.simpleName())
          .addStatement("return new $T<>(dao, dao.startQuery())", GROUP_RANGE_QUERY)
          .build();
    }
    return m.returns(group.queryName())
        .addJavadoc("A query of the rows of every record type of {@code $L} by the key components they share:\n"
            + "{@code $L}.\n", group.simpleName(),
            String.join(" -> ", group.leadingKey().stream().map(c -> c.property().name()).toList()))
        .addStatement("return new $T(dao, dao.startQuery())", group.queryName())
        .build();
  }
}
