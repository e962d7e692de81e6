package org.hbasemapper.processor.write;

import static org.hbasemapper.processor.write.TypeNames.simpleName;

import com.palantir.javapoet.CodeBlock;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.Property;

/**
 * A row-key component: a key part of the schema, and read from the decoded {@code key}. It writes no
 * cell; {@link KeyWriter} encodes and decodes the key as a whole.
 */
final class KeyComponentCode extends FieldCode {
  private final KeyComponentModel component;

  KeyComponentCode(KeyComponentModel component, GeneratedNames names) {
    super(names);
    this.component = component;
  }

  @Override
  Property property() {
    return component.property();
  }

  @Override
  void addToSchema(CodeBlock.Builder schema) {
    schema.add("\n.keyPart($S, $S, /* width= */ $L, /* descending= */ $L)", property().name(),
        simpleName(property().type()), component.byteWidth(), component.descending());
  }

  @Override
  CodeBlock value() {
    return CodeBlock.of("key.$L()", property().name());
  }
}
