package org.hbasemapper.processor.model;

import com.palantir.javapoet.TypeName;

/**
 * A {@code Map} field stored as a whole family, one qualifier per entry.
 *
 * @param property the field
 * @param family the family
 * @param keyType the map's key type
 * @param valueCodec the codec of the map's values
 * @param sorted whether the declared map type is sorted (then a {@code TreeMap} is built)
 */
public record DynamicColumnsModel(
    Property property, String family, JavaType keyType, ValueCodecRef valueCodec, boolean sorted) {

  /** The map's value type. */
  public TypeName valueType() {
    return valueCodec.valueType();
  }
}
