package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Encodes a column (or the values of a {@link DynamicColumns} map) with a user codec: a class
 * implementing {@code org.hbasemapper.runtime.codec.ValueCodec<T>} for the field's type, with a
 * public no-argument constructor (or a public static final {@code INSTANCE}).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Convert {
  /** The codec class. */
  Class<?> value();
}
