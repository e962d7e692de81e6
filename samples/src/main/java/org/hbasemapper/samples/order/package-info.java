/**
 * An order with its shipping locations and line items as record types of one table, the tall-table
 * counterpart of the shop's {@code item:<item_id>} wide row: each child is a row of its own under the
 * order's key, {@code [customer][order][type][n]}, so it can carry several fields and grow without
 * bound, and one scan reads the whole order.
 */
package org.hbasemapper.samples.order;
