package org.hbasemapper.processor.model;

import org.hbasemapper.processor.types.ValueCodecRef;

/**
 * A {@code @Versions} field: a {@code NavigableMap<Long, V>} of cell timestamp to value, one cell
 * version per entry.
 *
 * @param property the field
 * @param family the family
 * @param qualifier the qualifier
 * @param codec the codec of {@code V}
 * @param versions how many versions it reads, at least 1
 */
public record VersionsColumn(Property property, String family, String qualifier, ValueCodecRef codec, int versions)
    implements ColumnModel {}
