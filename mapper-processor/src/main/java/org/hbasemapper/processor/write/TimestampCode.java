package org.hbasemapper.processor.write;

import static org.hbasemapper.processor.types.RuntimeNames.MAPPER_SUPPORT;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import org.hbasemapper.processor.model.Property;
import org.hbasemapper.processor.model.TimestampModel;

/**
 * The {@code @Timestamp}: a put's cells are written at it, and it reads as the newest timestamp of
 * the row's cells.
 */
final class TimestampCode extends FieldCode {
  private final TimestampModel timestamp;

  TimestampCode(TimestampModel timestamp, GeneratedNames names) {
    super(names);
    this.timestamp = timestamp;
  }

  @Override
  Property property() {
    return timestamp.property();
  }

  /** The timestamp of a put's cells, as {@code new Put(row, ts, true)} takes it. */
  CodeBlock putTimestamp() {
    return CodeBlock.of("$T.timestamp(entity.$L, SCHEMA, $S)", MAPPER_SUPPORT, property().getter(),
        property().name());
  }

  @Override
  void declareLocals(MethodSpec.Builder fromResult) {
    fromResult.addStatement("long timestamp = 0L");
  }

  /** Called on every cell. */
  @Override
  void readCell(MethodSpec.Builder fromResult) {
    fromResult.addStatement("timestamp = Math.max(timestamp, cell.getTimestamp())");
  }

  @Override
  CodeBlock value() {
    return timestamp.instant() ? CodeBlock.of("$T.ofEpochMilli(timestamp)", ClassName.get("java.time", "Instant"))
        : CodeBlock.of("timestamp");
  }
}
