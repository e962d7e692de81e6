/**
 * Reads annotated elements into the model, reporting what cannot be modelled (unsupported types,
 * missing accessors): {@code EntityParser} coordinates the readers of the type's declarations
 * ({@code TableParser}), of a field's annotations ({@code FieldRoles}), accessors
 * ({@code AccessorFinder}), codec ({@code CodecResolver}, {@code TypeSupport}) and model
 * ({@code FieldParser}), and of the indexes ({@code IndexParser}).
 */
package org.hbasemapper.processor.parse;
