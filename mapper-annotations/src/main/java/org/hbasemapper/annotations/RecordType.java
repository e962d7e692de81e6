package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * Marks an entity as one record type of a table that several entities share: the row key holds a
 * constant code for the type at position {@link #order()}, among the {@link RowKey} components.
 *
 * <p>This is single-table design, as in HBase's customer/order case study: an order's header, its
 * shipping locations and its line items live in one table, each row type marked by a code in the key,
 * so that one scan of {@code [customer][order]} reads the order with everything that belongs to it.
 * Put the code right after the parent's key, and give the parent the code that sorts first:
 *
 * <pre>{@code
 * @Table(name = "orders", namespace = "book", defaultFamily = "d") @Family(name = "d")
 * @RecordType(value = "H", order = 2)
 * record OrderHeader(@RowKey(order = 0, width = 16) String customer, @RowKey(order = 1, width = 16) String order,
 *     String name, Instant placed) implements OrderRow {}
 *
 * @Table(name = "orders", namespace = "book", defaultFamily = "d") @Family(name = "d")
 * @RecordType(value = "I", order = 2)
 * record LineItem(@RowKey(order = 0, width = 16) String customer, @RowKey(order = 1, width = 16) String order,
 *     @RowKey(order = 3) int line, String sku, int quantity) implements OrderRow {}
 *
 * sealed interface OrderRow permits OrderHeader, LineItem {}   // gets OrderRowDao: the order in one scan
 * }</pre>
 *
 * <p>The code is not a field: the generated key record, {@code get} and query stages leave it out, and
 * every get, query and index lookup of the type reads only rows carrying its code. Entities sharing a
 * table must all declare a record type, with distinct codes of the same byte length at the same
 * position, after the same leading components, with the same families and the same salt or hash
 * prefix (computed from leading components only): each mismatch is a compile error naming both
 * entities.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Api
public @interface RecordType {
  /** The code stored in the key, as UTF-8 bytes; not empty, and distinct within the table. */
  String value();

  /** The position of the code in the key, numbered with the {@link RowKey#order()} of the components. */
  int order();
}
