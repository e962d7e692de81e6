package org.hbasemapper.processor.model;

/**
 * A field stored in one cell.
 *
 * @param property the field
 * @param family the family
 * @param qualifier the qualifier
 * @param codec its value codec
 * @param counter whether it is a {@code @Counter}
 */
public record ColumnModel(Property property, String family, String qualifier, ValueCodecRef codec, boolean counter) {

  /** Whether the field is primitive, so it always has a value and always writes a cell. */
  public boolean primitive() {
    return property.type().isPrimitive();
  }
}
