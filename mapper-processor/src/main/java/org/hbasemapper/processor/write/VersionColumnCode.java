package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.PUBLIC;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import org.hbasemapper.processor.model.VersionColumn;

/**
 * The {@code @Version}: read like a plain column, but never written by a put. The DAO writes it,
 * checked against the stored one, from what {@link #versionOf} reads.
 */
final class VersionColumnCode extends CellColumnCode {
  private final VersionColumn column;

  VersionColumnCode(VersionColumn column, GeneratedNames names) {
    super(column, names);
    this.column = column;
  }

  @Override
  void addToSchema(CodeBlock.Builder schema) {
    schema.add("\n.version($S, $S, $S)", column.family(), column.qualifier(), property().name());
  }

  /** The mapper's {@code versionOf(entity)}: the field's value, 0 for a null {@code Long}. */
  MethodSpec versionOf(TypeName entityType) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("versionOf").addAnnotation(Override.class).addModifiers(PUBLIC)
        .returns(long.class).addParameter(entityType, "entity");
    if (column.primitive()) {
      return m.addStatement("return entity.$L", property().getter()).build();
    }
    return m.addStatement("$T version = entity.$L;\nreturn version == null ? 0L : version", Long.class,
        property().getter()).build();
  }
}
