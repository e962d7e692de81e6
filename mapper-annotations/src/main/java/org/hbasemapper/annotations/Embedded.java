package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * Maps a nested value (a record, or a class with a no-argument constructor and setters) to columns of
 * one family: each of its fields is a cell under the qualifier {@code prefix + field}, and a nested
 * {@code @Embedded} adds its own prefix after this one.
 *
 * <pre>{@code
 * public record Address(String street, String city, @Column(qualifier = "zip") String postCode) {}
 *
 * @Table(name = "customer", defaultFamily = "d") @Family(name = "d")
 * public record Customer(@RowKey long id, String name, @Embedded(prefix = "addr_") Address address) {}
 * // d:addr_ (presence), d:addr_street, d:addr_city, d:addr_zip
 * }</pre>
 *
 * <p>A non-null value also writes a presence cell under the prefix itself ({@code d:addr_}, one byte
 * {@code 0x01}): it tells a value whose fields are all null from no value. A null value writes no cell,
 * and reads back as null. The fields of the nested type are plain columns: {@code @Column(qualifier)},
 * {@code @Convert}, {@code @Indexed}, {@code @Transient} and a nested {@code @Embedded} apply; a family
 * of their own, key, dynamic, counter, version and audit annotations do not. Conditions and updates
 * name a field by the flattened name, {@code CustomerQuery.ADDRESS_CITY}
 * (docs/nested-values.md).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
@Api
public @interface Embedded {
  /**
   * What every qualifier of the nested value starts with, and the qualifier of its presence cell; the
   * field's name and an underscore when empty ({@code address_}).
   */
  String prefix() default "";

  /**
   * The family of every cell of the nested value, declared by a {@link Family} on the entity; the
   * table's default family (or its only family) when empty. A nested {@code @Embedded} inherits it.
   */
  String family() default "";
}
