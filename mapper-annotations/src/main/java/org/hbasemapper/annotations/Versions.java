package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * On a {@code NavigableMap<Long, V>} field with {@link Column}: reads up to {@link #max()} versions
 * of the cell, timestamp to value, newest first. The family must keep at least that many
 * ({@link Family#maxVersions()}).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
@Api
public @interface Versions {
  /** How many versions to read. */
  int max() default 3;
}
