package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * Maps a {@code Map<K, V>} field to a whole family: one cell per entry, qualifier = the key's
 * order-preserving encoding, value = the value's encoding. This is how a one-to-many relation lives
 * inside one row, the seeds' {@code fans:<user_id> = type} and {@code item:<item_id> = type}: the
 * row and its relation change atomically, and qualifiers come back sorted by key.
 *
 * <p>The family holds only the map's entries; give it a family of its own. The DAO gets a wide-row
 * accessor named like the field, so the field cannot be named like a method the DAO has already
 * ({@code get}, {@code delete}, {@code index}, {@code query}, ...). With {@code Long} values, an
 * entry can be incremented atomically through that wide row: the form a counter per key takes
 * ({@link Counter} itself is one cell and a compile error here).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
@Api
public @interface DynamicColumns {
  /** The family holding the entries. */
  String family();

  /**
   * Whether the entries are read with the entity. Wide rows (thousands of entries and more) should
   * be LAZY and read through the DAO's paged access.
   */
  Fetch fetch() default Fetch.EAGER;
}
