package org.hbasemapper.processor.write;

import static javax.lang.model.element.Modifier.PUBLIC;
import static org.hbasemapper.processor.write.TypeNames.PUT;

import com.palantir.javapoet.MethodSpec;
import java.util.List;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.VersionColumn;

/**
 * The mapper's writing side: {@code toPut}, in which each field adds its own cells
 * ({@link FieldCode#addToPut}) and the {@code @PresenceMarker} adds its cell, and {@code versionOf} for an entity with a {@code @Version}.
 */
final class PutWriter {
  private final EntityModel entity;
  private final GeneratedNames names;

  PutWriter(EntityModel entity, GeneratedNames names) {
    this.entity = entity;
    this.names = names;
  }

  /** {@code toPut}: a put of the entity's row, at its {@code @Timestamp} when it has one. */
  MethodSpec toPut() {
    MethodSpec.Builder m = MethodSpec.methodBuilder("toPut").addAnnotation(Override.class).addModifiers(PUBLIC)
        .returns(PUT).addParameter(entity.type(), "entity");
    if (entity.timestamp() == null) {
      m.addStatement("$T put = new $T(encodeKey(keyOf(entity)), true)", PUT, PUT);
    } else {
      m.addStatement("$T put = new $T(encodeKey(keyOf(entity)), $L, true)", PUT, PUT,
          new TimestampCode(entity.timestamp(), names).putTimestamp());
    }
    FieldCode.all(entity, names).forEach(field -> field.addToPut(m));
    if (entity.marker() != null) {
      m.addStatement("put.addColumn($L, PRESENCE_MARKER, PRESENCE_MARKER_VALUE)",
          names.familyConstant(entity.marker().family()));
    }
    return m.addStatement("return put").build();
  }

  /** {@code versionOf}, when the entity has a {@code @Version}. */
  List<MethodSpec> versionOf() {
    return entity.columnsOf(VersionColumn.class).stream().findFirst()
        .map(v -> List.of(new VersionColumnCode(v, names).versionOf(entity.type())))
        .orElse(List.of());
  }
}
