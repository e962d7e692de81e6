package org.hbasemapper.it.deletes;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A stock movement {@code <sku><seq>}, indexed by warehouse: its deletes remove the index entries too. */
@Table(name = "movement", namespace = "dq")
@Family(name = "d")
public record Movement(
    @RowKey(order = 0, width = 4) String sku,
    @RowKey(order = 1) long seq,
    @Column(family = "d") @Indexed String warehouse,
    @Column(family = "d") int quantity) {}
