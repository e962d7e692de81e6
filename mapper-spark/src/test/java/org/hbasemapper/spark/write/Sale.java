package org.hbasemapper.spark.write;

import java.io.Serializable;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/**
 * A sale, salted over 4 buckets (its table pre-split in 4 regions), indexed by product; serializable for
 * the Datasets of the tests ({@code Encoders.javaSerialization}).
 */
@Table(name = "sale", namespace = "swrite")
@Family(name = "d")
@Salt(buckets = 4, of = "userId")
public record Sale(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1) long time,
    @Column(family = "d") @Indexed String productId,
    @Column(family = "d") Long cents) implements Serializable {}
