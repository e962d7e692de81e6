package org.hbasemapper.processor.model;

import org.hbasemapper.processor.types.ValueCodecRef;

/**
 * A field stored under one qualifier, one case per kind: a {@link PlainColumn}, a {@link CounterColumn},
 * the {@link VersionColumn}, or a {@link VersionsColumn} map of cell versions.
 */
public sealed interface ColumnModel extends MappedField
    permits PlainColumn, CounterColumn, VersionColumn, VersionsColumn {

  /** The family. */
  String family();

  /** The qualifier. */
  String qualifier();

  /** The codec of its value; for a {@code @Versions} map, of the map's values. */
  ValueCodecRef codec();

  /** Whether the field is primitive, so it always has a value. */
  default boolean primitive() {
    return property().type().isPrimitive();
  }
}
