package org.hbasemapper.processor.model;

/**
 * A field the mapper reads or writes, one case per kind: a row-key component, a column (one case per
 * kind of column, see {@link ColumnModel}), a {@code @DynamicColumns} map, an {@code @Embedded} value
 * (whose fields are columns too), or the {@code @Timestamp}.
 * {@code @Transient} fields are not mapped: a record gets its type's default for them.
 */
public sealed interface MappedField permits KeyComponentModel, ColumnModel, DynamicColumnsModel, EmbeddedModel,
    TimestampModel {

  /** The field, and how generated code reads and writes it. */
  Property property();
}
