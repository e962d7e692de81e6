package org.hbasemapper.spark.read;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A customer of the sales, joined with them by user id. */
@Table(name = "customer", namespace = "sparkread")
@Family(name = "d")
public record Customer(
    @RowKey(width = 8) String userId,
    @Column(family = "d") String name,
    @Column(family = "d") String tier) {}
