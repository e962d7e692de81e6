package org.hbasemapper.spark.read;

import java.math.BigDecimal;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/** A warehouse's stock of one item, salted by warehouse: the read rules' entity. */
@Table(name = "stock", namespace = "sparkread")
@Family(name = "d")
@Salt(buckets = 2, of = "warehouse")
public record Stock(
    @RowKey(order = 0, width = 4) String warehouse,
    @RowKey(order = 1) String sku,
    @Column(family = "d") int quantity,
    @Column(family = "d") BigDecimal price,
    @Column(family = "d") String note) {}
