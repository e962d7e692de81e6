package org.hbasemapper.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import org.hbasemapper.processor.model.ColumnModel;

/**
 * A column with one value, read from the newest cell of its qualifier into a local (a primitive's
 * local has a flag saying whether a cell was found). A class entity is given the value only when
 * there was a cell, so that its constructor's default survives for an absent column.
 */
abstract sealed class CellColumnCode extends ColumnCode permits PlainColumnCode, CounterColumnCode, VersionColumnCode {
  private final ColumnModel column;

  CellColumnCode(ColumnModel column, GeneratedNames names) {
    super(names);
    this.column = column;
  }

  @Override
  final ColumnModel column() {
    return column;
  }

  @Override
  void declareLocals(MethodSpec.Builder fromResult) {
    if (column.primitive()) {
      fromResult.addStatement("$T $L = $L", property().type(), names.local(column), defaultValue(property().type()));
      fromResult.addStatement("boolean $L = false", names.found(column));
    } else {
      fromResult.addStatement("$T $L = null", property().type(), names.local(column));
    }
  }

  @Override
  final CodeBlock wantsCell() {
    return column.primitive() ? CodeBlock.of("!$L", names.found(column)) : CodeBlock.of("$L == null", names.local(column));
  }

  @Override
  final void readCell(MethodSpec.Builder fromResult) {
    decode(fromResult, "v, vOffset, vLength");
  }

  /** Decodes the value at {@code value} (array, offset, length) into the local, and sets the found flag. */
  final void decode(MethodSpec.Builder fromResult, String value) {
    String local = names.local(column);
    if (!column.primitive()) {
      fromResult.addStatement("$L = $L.decode($L)", local, names.codecConstant(column), value);
      return;
    }
    if (column.codec().primitiveSuffix() != null) {
      fromResult.addStatement("$L = $T.decode$L($L)", local, column.codec().codecType(),
          column.codec().primitiveSuffix(), value);
    } else {
      fromResult.addStatement("$L = $L.decode($L)", local, names.codecConstant(column), value);
    }
    fromResult.addStatement("$L = true", names.found(column));
  }

  @Override
  final CodeBlock value() {
    return CodeBlock.of("$L", names.local(column));
  }

  @Override
  final void assign(MethodSpec.Builder fromResult) {
    String found = column.primitive() ? names.found(column) : names.local(column) + " != null";
    fromResult.beginControlFlow("if ($L)", found)
        .addStatement("$L", assignment(value()))
        .endControlFlow();
  }
}
