package golden;

import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** The header of an order: its record type 'H' sorts before the items' 'I', so the header comes first. */
@Table(name = "orders", namespace = "book", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "H", order = 2)
public record OrderHeader(
    @RowKey(order = 0, width = 16) String customer,
    @RowKey(order = 1) long order,
    String name,
    Instant placed) implements OrderRow {}
