package org.hbasemapper.processor.types;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;

/**
 * How a value is encoded: a codec instance held in a constant, and for primitives the codec's
 * static unboxed methods.
 *
 * @param codecType the codec class
 * @param valueType the boxed value type
 * @param instance the expression creating or naming the codec instance
 * @param primitiveSuffix the unboxed method suffix ({@code Long}), or null to go through the instance
 * @param collection for a {@code List} or {@code Set} in one cell, {@code list} or {@code set}; else null
 * @param element for a collection, the codec of its elements; else null
 */
public record ValueCodecRef(TypeName codecType, TypeName valueType, CodeBlock instance, String primitiveSuffix,
    String collection, ValueCodecRef element) {

  /** The codec of a single value (no collection). */
  public ValueCodecRef(TypeName codecType, TypeName valueType, CodeBlock instance, String primitiveSuffix) {
    this(codecType, valueType, instance, primitiveSuffix, null, null);
  }
}
