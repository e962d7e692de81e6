package org.hbasemapper.processor.write;

import static org.hbasemapper.processor.types.RuntimeNames.MAPPER_SUPPORT;
import static org.hbasemapper.processor.write.TypeNames.TREE_MAP;
import static org.hbasemapper.processor.write.TypeNames.simpleName;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import java.util.Map;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.VersionsColumn;

/**
 * A {@code @Versions} map: one cell version per entry, at the entry's timestamp, both ways. It reads
 * the newest {@code versions} cells of its qualifier, and is never null.
 */
final class VersionsColumnCode extends ColumnCode {
  private final VersionsColumn column;

  VersionsColumnCode(VersionsColumn column, GeneratedNames names) {
    super(names);
    this.column = column;
  }

  @Override
  ColumnModel column() {
    return column;
  }

  @Override
  void addToSchema(CodeBlock.Builder schema) {
    schema.add("\n.versioned($S, $S, $S, $S, $L)", column.family(), column.qualifier(), property().name(),
        simpleName(property().type()), column.versions());
  }

  @Override
  void addToPut(MethodSpec.Builder toPut) {
    String local = names.local(column);
    ParameterizedTypeName entry = ParameterizedTypeName.get(ClassName.get(Map.Entry.class),
        ClassName.get(Long.class), column.codec().valueType());
    toPut.addStatement("$T $L = entity.$L", property().type(), local, property().getter())
        .beginControlFlow("if ($L != null)", local)
        .addComment("one cell version per entry, at the entry's timestamp")
        .beginControlFlow("for ($T entry : $L.entrySet())", entry, local)
        .addStatement("put.addColumn($L, $L, $T.versionTimestamp(entry.getKey(), SCHEMA, $S),\n"
            + "$T.mapValue($L, entry.getKey(), entry.getValue(), SCHEMA, $S))", names.familyConstant(column.family()),
            names.qualifierConstant(column), MAPPER_SUPPORT, property().name(), MAPPER_SUPPORT,
            names.codecConstant(column), property().name())
        .endControlFlow()
        .endControlFlow();
  }

  @Override
  void declareLocals(MethodSpec.Builder fromResult) {
    fromResult.addStatement("$T<$T, $T> $L = null", TREE_MAP, Long.class, column.codec().valueType(),
        names.local(column));
  }

  @Override
  CodeBlock wantsCell() {
    String local = names.local(column);
    return CodeBlock.of("($L == null || $L.size() < $L)", local, local, column.versions());
  }

  @Override
  void readCell(MethodSpec.Builder fromResult) {
    String local = names.local(column);
    fromResult.addComment("versions come newest first: keep the newest $L", column.versions())
        .beginControlFlow("if ($L == null)", local)
        .addStatement("$L = new $T<>()", local, TREE_MAP)
        .endControlFlow()
        .addStatement("$L.put(cell.getTimestamp(), $L.decode(v, vOffset, vLength))", local,
            names.codecConstant(column));
  }

  @Override
  CodeBlock value() {
    String local = names.local(column);
    return CodeBlock.of("$L != null ? $L : new $T<>()", local, local, TREE_MAP);
  }
}
