package org.hbasemapper.processor.model;

import com.palantir.javapoet.TypeName;
import org.hbasemapper.processor.types.JavaType;
import org.hbasemapper.processor.types.ValueCodecRef;

/**
 * A {@code Map} field stored as a whole family, one qualifier per entry.
 *
 * @param property the field
 * @param family the family
 * @param keyType the map's key type
 * @param valueCodec the codec of the map's values
 * @param sorted whether the declared map type is sorted (then a {@code TreeMap} is built)
 * @param lazy whether it is {@code fetch = LAZY}
 * @param fetchWritten whether {@code fetch} is written in the source (not defaulted)
 * @param relation its {@code @Relation}, or null
 */
public record DynamicColumnsModel(
    Property property, String family, JavaType keyType, ValueCodecRef valueCodec, boolean sorted, boolean lazy,
    boolean fetchWritten, RelationModel relation) implements MappedField {

  /** The map's value type. */
  public TypeName valueType() {
    return valueCodec.valueType();
  }
}
