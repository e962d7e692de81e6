package org.hbasemapper.mapreduce.bulk;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/** A sale, salted over 4 buckets (so its table is pre-split in 4 regions), indexed by product. */
@Table(name = "sale", namespace = "bulk")
@Family(name = "d")
@Salt(buckets = 4, of = "userId")
public record Sale(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1) long time,
    @Column(family = "d") @Indexed String productId,
    @Column(family = "d") Long cents) {}
