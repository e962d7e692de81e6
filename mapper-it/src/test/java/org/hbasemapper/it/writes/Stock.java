package org.hbasemapper.it.writes;

import java.math.BigDecimal;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** Stock of one item, indexed by warehouse: written only where a condition on the stored row holds. */
@Table(name = "stock", namespace = "wr")
@Family(name = "d")
public record Stock(
    @RowKey String sku,
    @Column(family = "d") @Indexed String warehouse,
    @Column(family = "d") int quantity,
    @Column(family = "d") String note,
    @Column(family = "d") BigDecimal price) {}
