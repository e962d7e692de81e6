/**
 * One JavaPoet writer per generated type, on a shared base that marks the output as generated:
 * {@code MapperWriter}, {@code DaoWriter}, {@code QueryWriter}. The mapper is composed of one writer
 * per part ({@code SchemaWriter}: table, family, qualifier and codec constants and the schema;
 * {@code KeyWriter}: the {@code Key} record, its constants, {@code keyOf}, {@code encodeKey},
 * {@code decodeKey}; {@code PutWriter}: {@code toPut}, {@code versionOf}; {@code ReadWriter}:
 * {@code fromResult} and the entity builders; {@code IndexValuesWriter}: index constants and
 * {@code indexValues}), and what a field contributes to each part is written once per kind of field,
 * in one {@code FieldCode} subclass per case of the sealed model. {@code GeneratedNames} allocates
 * every name the generated code declares.
 */
package org.hbasemapper.processor.write;
