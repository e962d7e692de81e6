package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a {@code long} field with {@link Column}: an HBase counter cell (an 8-byte big-endian long),
 * changed atomically on the server with the DAO's generated {@code increment<Field>(key..., delta)}
 * instead of read-modify-write.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Counter {}
