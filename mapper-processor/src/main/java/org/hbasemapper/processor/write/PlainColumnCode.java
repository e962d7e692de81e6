package org.hbasemapper.processor.write;

import static org.hbasemapper.processor.write.TypeNames.SUPPORT;
import static org.hbasemapper.processor.write.TypeNames.simpleName;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import org.hbasemapper.processor.model.PlainColumn;

/** A plain column: one cell, written by every put in which the field has a value. */
final class PlainColumnCode extends CellColumnCode {
  private final PlainColumn column;

  PlainColumnCode(PlainColumn column, GeneratedNames names) {
    super(column, names);
    this.column = column;
  }

  @Override
  void addToSchema(CodeBlock.Builder schema) {
    schema.add("\n.column($S, $S, $S, $S)", column.family(), column.qualifier(), property().name(),
        simpleName(property().type()));
  }

  /** A primitive writes a cell always, through its codec's unboxed method when it has one; a null writes none. */
  @Override
  void addToPut(MethodSpec.Builder toPut) {
    String family = names.familyConstant(column.family());
    String qualifier = names.qualifierConstant(column);
    String getter = property().getter();
    if (column.primitive() && column.codec().primitiveSuffix() != null) {
      toPut.addStatement("put.addColumn($L, $L, $T.encode$L(entity.$L))", family, qualifier,
          column.codec().codecType(), column.codec().primitiveSuffix(), getter);
    } else if (column.primitive()) {
      // a primitive with its own codec: boxed on the way in, never null
      toPut.addStatement("put.addColumn($L, $L, $T.encode($L, entity.$L, SCHEMA, $S))", family, qualifier, SUPPORT,
          names.codecConstant(column), getter, property().name());
    } else {
      String local = names.local(column);
      toPut.addStatement("$T $L = entity.$L", property().type(), local, getter)
          .beginControlFlow("if ($L != null)", local)
          .addStatement("put.addColumn($L, $L, $T.encode($L, $L, SCHEMA, $S))", family, qualifier, SUPPORT,
              names.codecConstant(column), local, property().name())
          .endControlFlow();
    }
  }
}
