package org.hbasemapper.spark.read;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Transient;

/**
 * A record whose key components are not its first components, with a transient one: its columns come
 * in key order, so Spark builds it through its canonical constructor by name, the transient one null.
 */
@Table(name = "visit", namespace = "sparkread")
@Family(name = "d")
public record Visit(
    @Column(family = "d") String page,
    @RowKey(order = 1) long time,
    @RowKey(order = 0, width = 8) String userId,
    @Transient String note) {}
