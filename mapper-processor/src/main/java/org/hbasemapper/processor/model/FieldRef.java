package org.hbasemapper.processor.model;

import com.palantir.javapoet.TypeName;

/**
 * A field of an entity that a repository method names: a row-key component or a single-valued column.
 *
 * @param name the field name
 * @param type its declared type
 * @param key the key component, or null for a column
 * @param keyIndex the component's position in the key, or -1 for a column
 * @param column the column, or null for a key component
 * @param ordered whether its values have an order, so that ranges apply (every key component has one)
 * @param indexable whether it could be indexed: a plain column of a type with an order-preserving key encoding
 */
public record FieldRef(String name, TypeName type, KeyComponentModel key, int keyIndex, ColumnModel column,
    boolean ordered, boolean indexable) {

  /** Key component {@code index} of the key. */
  public static FieldRef key(KeyComponentModel key, int index) {
    return new FieldRef(key.property().name(), key.property().type(), key, index, null, true, false);
  }

  /** A single-valued column. */
  public static FieldRef column(ColumnModel column, boolean ordered, boolean indexable) {
    return new FieldRef(column.property().name(), column.property().type(), null, -1, column, ordered, indexable);
  }

  /** Whether it is a row-key component. */
  public boolean isKey() {
    return key != null;
  }
}
