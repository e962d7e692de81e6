package golden;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A line of an order, stored right after the order's header in the same table. */
@Table(name = "orders", namespace = "book", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "I", order = 2)
public record LineItem(
    @RowKey(order = 0, width = 16) String customer,
    @RowKey(order = 1) long order,
    @RowKey(order = 3) int line,
    String sku,
    int quantity) implements OrderRow {}
