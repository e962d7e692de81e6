package org.hbasemapper.processor.model;

import org.hbasemapper.processor.types.ValueCodecRef;

/**
 * The {@code @Version} field (optimistic concurrency): read like a column, written by the DAO only,
 * checked against the stored one.
 *
 * @param property the field, a {@code long} or {@code Long}
 * @param family the family
 * @param qualifier the qualifier
 * @param codec its value codec
 */
public record VersionColumn(Property property, String family, String qualifier, ValueCodecRef codec)
    implements ColumnModel {}
