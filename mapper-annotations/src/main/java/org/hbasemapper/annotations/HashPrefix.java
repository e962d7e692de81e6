package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * Prefixes the row key with the first {@code length} bytes of the MD5 of the named components, the
 * "MD5 prefix" key scheme: writes spread uniformly over a pre-split table, and rows with equal
 * {@code of} components stay together, but the order between different {@code of} values is lost,
 * so range scans across them are impossible.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Api
public @interface HashPrefix {
  /** How many leading bytes of the MD5 digest to keep, 1 to 16. */
  int length() default 4;

  /**
   * The key components (field names) hashed: the leading components of the key, in key order; empty
   * means all of them. Queries must fix all of them (the typed query builder enforces it).
   */
  String[] of() default {};

  /** Regions the table is pre-split into, uniformly over the first prefix byte (1 to 256). */
  int regions() default 16;
}
