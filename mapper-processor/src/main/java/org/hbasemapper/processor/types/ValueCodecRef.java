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
 */
public record ValueCodecRef(TypeName codecType, TypeName valueType, CodeBlock instance, String primitiveSuffix) {}
