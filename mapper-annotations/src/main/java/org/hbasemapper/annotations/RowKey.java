package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * Marks a field or record component as a component of the row key. A key component is nothing else:
 * it takes no {@link Column}, {@link DynamicColumns}, {@link Timestamp}, {@link Counter},
 * {@link Version}, {@link Versions}, {@link Convert} or {@link Indexed} (each is a compile error),
 * and its name, which the generated query methods and {@code Key} record use, cannot be one the query
 * already has ({@code limit}, {@code page}, ...) or a no-argument method of {@code Object}.
 *
 * <p>Rows are sorted by the unsigned bytes of their key, and the key is the only index HBase has.
 * Components are laid out left to right by {@link #order()}, each in an order-preserving binary
 * encoding, so that any left-aligned prefix of the components (user, then user + day, ...) is a
 * contiguous range of rows that one scan reads. That only works when every component but the last
 * has a fixed width: with variable widths, {@code "u1"} would be a prefix of {@code "u10"}.
 *
 * <pre>{@code
 * @RowKey(order = 0, width = 8) String userId;
 * @RowKey(order = 1, descending = true) Instant time;   // most recent first
 * @RowKey(order = 2, width = 12) String productId;
 * }</pre>
 *
 * <p>An {@code Instant} (or {@code Date}) key component is stored in HBase's own unit, the
 * millisecond: one with a finer part, such as most {@code Instant.now()} values, is read back
 * truncated to its millisecond, and a lookup with the finer value finds the row. A
 * {@code LocalDateTime} key and columns keep the full precision. docs/encoding.md gives every layout.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
@Api
public @interface RowKey {

  /** The position of this component in the key, left to right, starting at 0. */
  int order() default 0;

  /**
   * The fixed width in bytes of a {@code String} or {@code byte[]} component: shorter values are
   * right-padded with 0x00, longer ones are rejected (never truncated). 0 means variable width,
   * which only the last component may have. Types with a natural width (numbers, time, UUID) take
   * none.
   */
  int width() default 0;

  /**
   * Sort this component largest (newest) first: every byte of its encoding is inverted, which for a
   * non-negative {@code long} orders exactly as the classic {@code Long.MAX_VALUE - value}.
   */
  boolean descending() default false;
}
