/**
 * Reads annotated elements into the model, reporting what cannot be modelled (unsupported types,
 * missing accessors): {@code EntityParser} coordinates the readers of the type's declarations
 * ({@code TableParser}), of a field's annotations ({@code FieldRoles}), accessors
 * ({@code AccessorFinder}), codec ({@code CodecResolver}, over the built-in codecs of
 * {@code types.TypeSupport}) and model ({@code FieldParser}), and of the indexes
 * ({@code IndexParser}); {@code RepositoryParser} reads a repository and has each of its methods
 * planned by the {@code plan} package.
 */
package org.hbasemapper.processor.parse;
