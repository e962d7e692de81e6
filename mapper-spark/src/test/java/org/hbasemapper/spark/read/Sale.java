package org.hbasemapper.spark.read;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/**
 * A sale, salted over 4 buckets by its whole key: a query on a shop reads one scan per bucket. Its
 * table is split further in the tests, so that each bucket's scan crosses two regions.
 */
@Table(name = "sale", namespace = "sparkread")
@Family(name = "d")
@Salt(buckets = 4)
public record Sale(
    @RowKey(order = 0) int shop,
    @RowKey(order = 1, width = 8) String userId,
    @RowKey(order = 2) long time,
    @Column(family = "d") @Indexed String sku,
    @Column(family = "d") int quantity,
    @Column(family = "d") long cents,
    @Column(family = "d") Channel channel) {}
