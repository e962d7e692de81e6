package org.hbasemapper.processor.model;

/**
 * A field stored in one cell.
 *
 * @param property the field
 * @param family the family
 * @param qualifier the qualifier
 * @param codec its value codec
 * @param counter whether it is a {@code @Counter}
 * @param versions for a {@code @Versions} field ({@code NavigableMap<Long, V>}), how many versions it
 *     reads, and {@code codec} is the codec of {@code V}; 0 for a single-valued column
 * @param version whether it is the {@code @Version} field (optimistic concurrency)
 */
public record ColumnModel(Property property, String family, String qualifier, ValueCodecRef codec, boolean counter,
    int versions, boolean version) {
  /** Whether it is a {@code @Versions} field. */
  public boolean versioned() {
    return versions > 0;
  }

  /** The DAO method that increments this {@code @Counter}: {@code incrementViews} for {@code views}. */
  public String incrementName() {
    String name = property.name();
    return "increment" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  /** Whether the field is primitive, so it always has a value and always writes a cell. */
  public boolean primitive() {
    return property.type().isPrimitive();
  }
}
