package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * Encodes a column (or the values of a {@link DynamicColumns} map or a {@link Versions} column) with
 * a user codec: a class implementing {@code org.hbasemapper.runtime.codec.ValueCodec<T>} for the
 * field's type, with a public no-argument constructor (or a public static final {@code INSTANCE}).
 *
 * <p>Row keys, {@link Counter}s, the {@link Version} and the {@link Timestamp} have fixed encodings
 * (an order-preserving key codec, 8-byte longs), so {@code @Convert} on them is a compile error, as
 * it is on a {@link Transient} field.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
@Api
public @interface Convert {
  /** The codec class. */
  Class<?> value();
}
