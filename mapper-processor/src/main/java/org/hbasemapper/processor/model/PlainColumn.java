package org.hbasemapper.processor.model;

/**
 * A field stored in one cell, written by every put that has a value for it: a {@code @Column}, or a
 * field of the table's default family.
 *
 * @param property the field
 * @param family the family
 * @param qualifier the qualifier
 * @param codec its value codec
 */
public record PlainColumn(Property property, String family, String qualifier, ValueCodecRef codec)
    implements ColumnModel {}
