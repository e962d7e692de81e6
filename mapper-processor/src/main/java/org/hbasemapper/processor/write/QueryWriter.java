package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.FINAL;
import static javax.lang.model.element.Modifier.PRIVATE;
import static javax.lang.model.element.Modifier.PUBLIC;
import static javax.lang.model.element.Modifier.STATIC;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.KeyComponentModel;

/**
 * Writes {@code <Entity>Query}: one stage per row-key component, so that only left-aligned key
 * prefixes compile. Stage {@code i} offers component {@code i} as equality (to stage {@code i+1}) or as
 * a range (to the terminal {@code RangeQuery}). With an MD5 prefix, the stages before its components
 * are fixed offer equality only and no terminal operation: those rows are in hash order.
 */
final class QueryWriter extends GeneratedTypeWriter {
  private static final ClassName KEY_QUERY = runtime("query", "KeyQuery");
  private static final ClassName RANGE_QUERY = runtime("query", "RangeQuery");
  private static final ClassName QUERY_STATE = runtime("query", "QueryState");

  QueryWriter(EntityModel entity) {
    super(entity);
  }

  ClassName queryName() {
    return ClassName.get(entity.type().packageName(), GeneratedNames.queryName(entity));
  }

  private ClassName stageName(int i) {
    return i == 0 ? queryName() : queryName().nestedClass(names.queryStage(i));
  }

  private TypeName rangeQuery() {
    return ParameterizedTypeName.get(RANGE_QUERY, entity.type());
  }

  private TypeName state() {
    return ParameterizedTypeName.get(QUERY_STATE, entity.type());
  }

  /** Whether stage {@code i} still lacks components of an MD5 prefix (no ranges, no terminals). */
  private boolean hashPending(int i) {
    return entity.keyPrefix() != null && !entity.keyPrefix().salt()
        && i < entity.keyPrefix().ofCount(entity.key().size());
  }

  @Override
  TypeSpec.Builder type() {
    TypeSpec.Builder top = stage(0).addModifiers(PUBLIC, FINAL)
        .addJavadoc("Typed queries on {@link $T} by row-key prefix: {@code $L}, in key order.\n"
            + "Obtained from {@code $T.query()}; immutable, every call returns a new query.\n",
            entity.type(), String.join(" -> ", entity.key().stream().map(c -> c.property().name()).toList()),
            entity.daoName());
    FieldConstants.of(entity, names).forEach(top::addField);
    for (int i = 1; i < entity.key().size(); i++) {
      top.addType(stage(i).addModifiers(PUBLIC, STATIC, FINAL)
          .addJavadoc("The query once {@code $L} is fixed.\n", entity.key().get(i - 1).property().name())
          .build());
    }
    return top;
  }

  private TypeSpec.Builder stage(int i) {
    ClassName name = stageName(i);
    TypeSpec.Builder type = TypeSpec.classBuilder(name);
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addParameter(state(), "state");
    if (hashPending(i)) {
      type.addField(state(), "state", PRIVATE, FINAL);
      constructor.addStatement("this.state = state");
    } else {
      type.superclass(ParameterizedTypeName.get(KEY_QUERY, entity.type(), name));
      constructor.addStatement("super(state)");
      type.addMethod(MethodSpec.methodBuilder("with").addAnnotation(Override.class).addModifiers(
              javax.lang.model.element.Modifier.PROTECTED)
          .returns(name).addParameter(state(), "state")
          .addStatement("return new $T(state)", name).build());
    }
    type.addMethod(constructor.build());
    KeyComponentModel c = entity.key().get(i);
    String field = c.property().name();
    String key = entity.mapperName().simpleName() + "." + names.keyConstant(c);
    String parameter = names.parameter(field);
    String current = hashPending(i) ? "state" : "state()";
    boolean last = i == entity.key().size() - 1;
    TypeName type0 = c.property().type();
    MethodSpec.Builder equal = MethodSpec.methodBuilder(field).addModifiers(PUBLIC)
        .addJavadoc("Rows whose {@code $L} equals {@code $L}.\n", field, parameter)
        .addParameter(type0, parameter);
    if (last) {
      equal.returns(rangeQuery()).addStatement("return new $T<>($L.equal($L, $L))", RANGE_QUERY, current, key,
          parameter);
    } else {
      equal.returns(stageName(i + 1)).addStatement("return new $T($L.equal($L, $L))", stageName(i + 1), current, key,
          parameter);
    }
    type.addMethod(equal.build());
    if (!hashPending(i)) {
      type.addMethod(MethodSpec.methodBuilder(field + "Between").addModifiers(PUBLIC).returns(rangeQuery())
          .addJavadoc("Rows whose {@code $L} is in {@code [from, toExclusive)}, in Java order.\n", field)
          .addParameter(type0, "from").addParameter(type0, "toExclusive")
          .addStatement("return new $T<>(state().between($L, from, toExclusive))", RANGE_QUERY, key).build());
      type.addMethod(MethodSpec.methodBuilder(field + "From").addModifiers(PUBLIC).returns(rangeQuery())
          .addJavadoc("Rows whose {@code $L} is {@code >= from}, in Java order.\n", field)
          .addParameter(type0, "from")
          .addStatement("return new $T<>(state().from($L, from))", RANGE_QUERY, key).build());
      type.addMethod(MethodSpec.methodBuilder(field + "Before").addModifiers(PUBLIC).returns(rangeQuery())
          .addJavadoc("Rows whose {@code $L} is {@code < toExclusive}, in Java order.\n", field)
          .addParameter(type0, "toExclusive")
          .addStatement("return new $T<>(state().before($L, toExclusive))", RANGE_QUERY, key).build());
    }
    return type;
  }
}
