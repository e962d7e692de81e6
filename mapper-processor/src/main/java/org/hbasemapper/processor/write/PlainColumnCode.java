package org.hbasemapper.processor.write;

import static org.hbasemapper.processor.types.RuntimeNames.MAPPER_SUPPORT;
import static org.hbasemapper.processor.write.TypeNames.CELL;
import static org.hbasemapper.processor.write.TypeNames.simpleName;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import java.util.ArrayList;
import java.util.List;
import org.hbasemapper.processor.model.PlainColumn;

/**
 * A plain column: one cell, written by every put in which the field has a value. A column that moved
 * ({@code @Column(formerly = ...)}) also sets aside the newest cell of each former qualifier, and
 * reads the first one found when the row had no cell of its own.
 */
final class PlainColumnCode extends CellColumnCode {
  private static final ClassName LIST = ClassName.get(List.class);

  private final PlainColumn column;

  PlainColumnCode(PlainColumn column, GeneratedNames names) {
    super(column, names);
    this.column = column;
  }

  @Override
  void addToSchema(CodeBlock.Builder schema) {
    schema.add("\n.column($S, $S, $S, $S", column.family(), column.qualifier(), property().name(),
        simpleName(property().type()));
    if (column.moved()) {
      schema.add(", $T.of($L)", LIST,
          CodeBlock.join(column.formerly().stream().map(q -> CodeBlock.of("$S", q)).toList(), ", "));
    }
    schema.add(")");
  }

  /** The entity's own column writes its cell; a field of an embedded value is written with its value. */
  @Override
  void addToPut(MethodSpec.Builder toPut) {
    if (!column.inEmbedded()) {
      addToPut(toPut, "entity");
    }
  }

  @Override
  boolean topLevel() {
    return !column.inEmbedded();
  }

  /**
   * The cell of the field read from {@code owner} (the entity, or the local of the embedded value that
   * holds it). A primitive writes a cell always, through its codec's unboxed method when it has one; a
   * null writes none.
   */
  void addToPut(MethodSpec.Builder toPut, String owner) {
    String family = names.familyConstant(column.family());
    String qualifier = names.qualifierConstant(column);
    String getter = property().getter();
    if (column.primitive() && column.codec().primitiveSuffix() != null) {
      toPut.addStatement("put.addColumn($L, $L, $T.encode$L($L.$L))", family, qualifier,
          column.codec().codecType(), column.codec().primitiveSuffix(), owner, getter);
    } else if (column.primitive()) {
      // a primitive with its own codec: boxed on the way in, never null
      toPut.addStatement("put.addColumn($L, $L, $T.encode($L, $L.$L, SCHEMA, $S))", family, qualifier,
          MAPPER_SUPPORT, names.codecConstant(column), owner, getter, property().name());
    } else {
      String local = names.local(column);
      toPut.addStatement("$T $L = $L.$L", property().type(), local, owner, getter)
          .beginControlFlow("if ($L != null)", local)
          .addStatement("put.addColumn($L, $L, $T.encode($L, $L, SCHEMA, $S))", family, qualifier, MAPPER_SUPPORT,
              names.codecConstant(column), local, property().name())
          .endControlFlow();
    }
  }

  @Override
  void declareLocals(MethodSpec.Builder fromResult) {
    super.declareLocals(fromResult);
    for (String local : names.formerLocals(column)) {
      fromResult.addStatement("$T $L = null", CELL, local);
    }
  }

  @Override
  List<FormerCell> formerCells() {
    List<String> locals = names.formerLocals(column);
    List<String> qualifiers = names.formerQualifierConstants(column);
    List<FormerCell> out = new ArrayList<>(locals.size());
    for (int i = 0; i < locals.size(); i++) {
      out.add(new FormerCell(CodeBlock.of("$L == null && $T.matches(q, qOffset, qLength, $L)", locals.get(i),
          MAPPER_SUPPORT, qualifiers.get(i)), locals.get(i)));
    }
    return out;
  }

  /** Without a cell of its own, the value of the first former cell the row had, in the order of {@code formerly}. */
  @Override
  void afterCells(MethodSpec.Builder fromResult) {
    if (!column.moved()) {
      return;
    }
    List<String> locals = names.formerLocals(column);
    CodeBlock first = CodeBlock.of("$L", locals.get(locals.size() - 1));
    for (int i = locals.size() - 2; i >= 0; i--) {
      first = CodeBlock.of("$L != null ? $L : $L", locals.get(i), locals.get(i), first);
    }
    fromResult.addComment("rows stored before $L moved to $L:$L hold it under $L", property().name(), column.family(),
        column.qualifier(), String.join(", ", column.formerly().stream().map(q -> column.family() + ":" + q).toList()))
        .beginControlFlow("if ($L)", wantsCell())
        .addStatement("cell = $L", first)
        .beginControlFlow("if (cell != null)");
    decode(fromResult, "cell.getValueArray(), cell.getValueOffset(), cell.getValueLength()");
    fromResult.endControlFlow().endControlFlow();
  }
}
