/**
 * What the processor knows of types, below everything else it holds: the Java types the runtime has
 * built-in codecs for ({@code TypeKind}, {@code JavaType}), how a value is encoded
 * ({@code ValueCodecRef}), which codec serves a Java type ({@code TypeSupport}), the runtime's
 * class names as generated code spells them ({@code RuntimeNames}), the fields an entity maps,
 * inherited ones included ({@code MappedFields}), and what kapt's stubs of Kotlin classes do not say
 * ({@code KotlinSupport}). It depends on no other package of
 * the processor, so that parsing, planning, validating and writing can all read it.
 */
package org.hbasemapper.processor.types;
