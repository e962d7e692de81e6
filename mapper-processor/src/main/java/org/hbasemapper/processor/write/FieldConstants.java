package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.FINAL;
import static javax.lang.model.element.Modifier.PUBLIC;
import static javax.lang.model.element.Modifier.STATIC;
import static org.hbasemapper.processor.types.RuntimeNames.COLUMN_FIELD;
import static org.hbasemapper.processor.types.RuntimeNames.ORDERED_FIELD;
import static org.hbasemapper.processor.types.RuntimeNames.VALUE_ORDER;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import java.util.ArrayList;
import java.util.List;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.ValueOrders;
import org.hbasemapper.processor.model.VersionsColumn;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.PlainColumn;

/**
 * The typed field constants of {@code <Entity>Query}, one per single-valued column, for conditions in
 * {@code where(...)}: {@code PurchaseQuery.PRICE.greaterThan(min)}. A column whose values have an order
 * is an {@code OrderedField} that knows how its stored bytes sort ({@code ValueOrder}), so that ranges
 * hold in the Java order of the values; a column without one (a {@code @Convert} type that is not
 * {@code Comparable}) is a {@code ColumnField}, compared for equality only.
 */
final class FieldConstants {
  private static final ClassName COMPARATOR = ClassName.get("java.util", "Comparator");
  private static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");
  private static final ClassName LIST = ClassName.get("java.util", "List");

  private FieldConstants() {}

  /** The constants of {@code entity}'s query, in declaration order of the columns. */
  static List<FieldSpec> of(EntityModel entity, GeneratedNames names) {
    List<FieldSpec> out = new ArrayList<>();
    for (ColumnModel c : entity.columns()) {
      if (!(c instanceof VersionsColumn)) {
        out.add(constant(entity, names, c));
      }
    }
    return out;
  }

  private static FieldSpec constant(EntityModel entity, GeneratedNames names, ColumnModel c) {
    String order = ValueOrders.of(c);
    ClassName kind = order == null ? COLUMN_FIELD : ORDERED_FIELD;
    CodeBlock.Builder init = CodeBlock.builder().add("$T.of($S, $S, $S, $S, ", kind, entity.simpleName(),
        c.property().name(), c.family(), c.qualifier());
    String cell = "cell {@code " + c.family() + ":" + c.qualifier() + "}";
    if (c instanceof PlainColumn p && p.moved()) {
      // a moved column is compared by the value reads give it: its own cell, else a former one
      init.add("$T.of($L), ", LIST, CodeBlock.join(p.formerly().stream().map(q -> CodeBlock.of("$S", q)).toList(),
          ", "));
      cell += ", else formerly " + String.join(", ", p.formerly().stream()
          .map(q -> "{@code " + c.family() + ":" + q + "}").toList());
    }
    init.add("$L", c.codec().instance());
    if (order != null) {
      init.add(", $T.$L, $L", VALUE_ORDER, order, ValueOrders.bytes(c) ? CodeBlock.of("$T::compareUnsigned", ARRAYS)
          : ValueOrders.byName(c) ? CodeBlock.of("$T.comparing($T::name)", COMPARATOR, c.property().type())
          : CodeBlock.of("$T.naturalOrder()", COMPARATOR));
    }
    init.add(")");
    return FieldSpec.builder(ParameterizedTypeName.get(kind, entity.type(), c.codec().valueType()),
            names.fieldConstant(c), PUBLIC, STATIC, FINAL)
        .addJavadoc("Conditions on {@code $L} ($L) for {@code where(...)}$L.\n", c.property().name(), cell,
            order == null ? ": equality only, its type has no order" : ", in the Java order of the values")
        .initializer(init.build())
        .build();
  }
}
