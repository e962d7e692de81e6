package org.hbasemapper.processor.write;

import com.palantir.javapoet.CodeBlock;
import org.hbasemapper.processor.model.CounterColumn;

/**
 * A {@code @Counter}: read like a plain column, but never written by a put. It changes only through
 * the DAO's increments, so that a put cannot lose a concurrent one.
 */
final class CounterColumnCode extends CellColumnCode {
  private final CounterColumn column;

  CounterColumnCode(CounterColumn column, GeneratedNames names) {
    super(column, names);
    this.column = column;
  }

  @Override
  void addToSchema(CodeBlock.Builder schema) {
    schema.add("\n.counter($S, $S, $S)", column.family(), column.qualifier(), property().name());
  }
}
