package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * On a {@code java.time.Instant} column: when the row was last written. Every {@code put},
 * {@code replace}, {@code putIfAbsent} and {@code putAll} of the DAO stores the time of the write
 * there (from the {@code java.time.Clock} of the DAO's {@code MapperOptions}, the system clock unless
 * set), whatever the field holds, in the same row mutation: it costs no round trip. The DAO does not
 * set the field of the caller's object: read the row back to see it.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
@Api
public @interface LastModifiedDate {}
