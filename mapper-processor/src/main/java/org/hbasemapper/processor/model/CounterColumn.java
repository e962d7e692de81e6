package org.hbasemapper.processor.model;

import org.hbasemapper.processor.types.ValueCodecRef;

/**
 * A {@code @Counter} {@code long}: read like a column, but changed only by the DAO's increments,
 * never by a put, so that a put cannot lose a concurrent increment.
 *
 * @param property the field
 * @param family the family
 * @param qualifier the qualifier
 * @param codec its value codec
 */
public record CounterColumn(Property property, String family, String qualifier, ValueCodecRef codec)
    implements ColumnModel {

  /** The DAO method that increments this counter: {@code incrementViews} for {@code views}. */
  public String incrementName() {
    String name = property.name();
    return "increment" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
