package org.hbasemapper.it.deletes;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A sensor reading {@code <sensor><time>}: no index, no relation, so its deletes go in batch calls. */
@Table(name = "reading", namespace = "dq")
@Family(name = "d")
public record Reading(
    @RowKey(order = 0, width = 4) String sensor,
    @RowKey(order = 1) long time,
    @Column(family = "d") double value) {}
