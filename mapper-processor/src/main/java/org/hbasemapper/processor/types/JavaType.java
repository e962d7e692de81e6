package org.hbasemapper.processor.types;

import com.palantir.javapoet.TypeName;

/**
 * A supported Java type as the generated code spells it.
 *
 * @param kind the codec family
 * @param type the type as declared ({@code long}, {@code Long}, {@code Color})
 * @param primitive whether {@code type} is primitive
 */
public record JavaType(TypeKind kind, TypeName type, boolean primitive) {

  /** The boxed form, for generic codec type arguments. */
  public TypeName boxed() {
    return type.box();
  }
}
