package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.FINAL;
import static javax.lang.model.element.Modifier.PRIVATE;
import static javax.lang.model.element.Modifier.PROTECTED;
import static javax.lang.model.element.Modifier.PUBLIC;
import static org.hbasemapper.processor.types.RuntimeNames.QUERY_STATE;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.List;
import org.hbasemapper.processor.model.KeyComponentModel;

/**
 * The stages of a typed key query, one per key component, for {@code <Entity>Query},
 * {@code <Entity>AsyncQuery} and {@code <Group>Query} alike: stage {@code i} offers component {@code i}
 * as equality (to stage {@code i+1}, or to the range class after the last component) or as a range (to
 * the range class). The stages before an MD5 prefix's components are fixed offer equality only and
 * extend nothing, so they have no terminal operation: those rows are in hash order.
 *
 * @param element the type the query returns (the entity, or the group's interface)
 * @param base the class each stage extends, generic in the element and the stage ({@code KeyQuery})
 * @param range the class a range or the last component leads to, generic in the element ({@code RangeQuery})
 * @param dao the type of the DAO the stages carry along ({@code GroupDao<OrderRow>}), or null when they carry none
 * @param names the stage classes, the top-level query first
 * @param key the key components, one per stage
 * @param keyConstants the expression of each component's {@code KeyComponent} constant
 * @param parameters the parameter name of each component's equality method
 * @param hashed how many leading stages wait for components of an MD5 prefix
 */
record QueryStages(TypeName element, ClassName base, ClassName range, TypeName dao, List<ClassName> names,
    List<KeyComponentModel> key, List<String> keyConstants, List<String> parameters, int hashed) {

  /** Stage {@code i}, without modifiers and javadoc, which differ between the top-level query and the nested stages. */
  TypeSpec.Builder stage(int i) {
    ClassName name = names.get(i);
    TypeSpec.Builder type = TypeSpec.classBuilder(name);
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
    if (dao != null) {
      constructor.addParameter(dao, "dao");
    }
    constructor.addParameter(state(), "state");
    boolean pending = i < hashed;
    if (pending) {
      if (dao != null) {
        type.addField(dao, "dao", PRIVATE, FINAL);
        constructor.addStatement("this.dao = dao");
      }
      type.addField(state(), "state", PRIVATE, FINAL);
      constructor.addStatement("this.state = state");
    } else {
      type.superclass(ParameterizedTypeName.get(base, element, name));
      constructor.addStatement(dao != null ? "super(dao, state)" : "super(state)");
      type.addMethod(MethodSpec.methodBuilder("with").addAnnotation(Override.class).addModifiers(PROTECTED)
          .returns(name).addParameter(state(), "state")
          .addStatement("return new $T($Lstate)", name, dao != null ? "dao(), " : "").build());
    }
    type.addMethod(constructor.build());
    // a pending stage's own fields, qualified: the equality method's parameter may be named like them
    type.addMethod(equal(i, pending ? "this.state" : "state()", pending ? "this.dao" : "dao()"));
    if (!pending) {
      String field = key.get(i).property().name();
      type.addMethod(range(i, "Between", "between", "from", "toExclusive")
          .addJavadoc("Rows whose {@code $L} is in {@code [from, toExclusive)}, in Java order.\n", field).build());
      type.addMethod(range(i, "From", "from", "from")
          .addJavadoc("Rows whose {@code $L} is {@code >= from}, in Java order.\n", field).build());
      type.addMethod(range(i, "Before", "before", "toExclusive")
          .addJavadoc("Rows whose {@code $L} is {@code < toExclusive}, in Java order.\n", field).build());
    }
    return type;
  }

  /** {@code userId(userId)}: to the next stage, or to the range class after the last component. */
  private MethodSpec equal(int i, String state, String dao) {
    KeyComponentModel c = key.get(i);
    String field = c.property().name();
    String parameter = parameters.get(i);
    MethodSpec.Builder m = MethodSpec.methodBuilder(field).addModifiers(PUBLIC)
        .addJavadoc("Rows whose {@code $L} equals {@code $L}.\n", field, parameter)
        .addParameter(c.property().type(), parameter);
    CodeBlock next = CodeBlock.of("$L$L.equal($L, $L)", daoArgument(dao), state, keyConstants.get(i), parameter);
    if (i == key.size() - 1) {
      return m.returns(rangeType()).addStatement("return new $T<>($L)", range, next).build();
    }
    return m.returns(names.get(i + 1)).addStatement("return new $T($L)", names.get(i + 1), next).build();
  }

  /** {@code <component><suffix>(params)}: a range on component {@code i}, to the range class; the caller adds the javadoc. */
  private MethodSpec.Builder range(int i, String suffix, String op, String... params) {
    KeyComponentModel c = key.get(i);
    MethodSpec.Builder m = MethodSpec.methodBuilder(c.property().name() + suffix).addModifiers(PUBLIC)
        .returns(rangeType());
    for (String p : params) {
      m.addParameter(c.property().type(), p);
    }
    return m.addStatement("return new $T<>($Lstate().$L($L, $L))", range, daoArgument("dao()"), op,
        keyConstants.get(i), String.join(", ", params));
  }

  private String daoArgument(String dao) {
    return this.dao != null ? dao + ", " : "";
  }

  private TypeName rangeType() {
    return ParameterizedTypeName.get(range, element);
  }

  private TypeName state() {
    return ParameterizedTypeName.get(QUERY_STATE, element);
  }
}
