package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * Prefixes the row key with one salt byte, {@code floorMod(hash(encoded 'of' components), buckets)},
 * and pre-splits the table into {@code buckets} regions.
 *
 * <p>A key that grows monotonically (a timestamp, a sequence) sends every write to the last region:
 * one server takes the whole load. The salt spreads such writes over {@code buckets} regions, at
 * the price of one scan per bucket for every range query. Salt on a prefix ({@code of = "hostId"})
 * so that queries fixing that prefix still read a single bucket.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Api
public @interface Salt {
  /** The number of buckets (and pre-split regions), 1 to 256. */
  int buckets() default 16;

  /**
   * The key components (field names) the salt is computed from: the leading components of the key,
   * in key order; empty means all of them. A query that fixes them reads one bucket.
   */
  String[] of() default {};
}
