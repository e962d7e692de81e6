package org.hbasemapper.it.recordtypes;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A slot of a crate, {@code [site][crate]['S'][slot]}, stamped with the write that stored it. */
@Table(name = "crates", namespace = "book", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "S", order = 2)
public record CrateSlot(
    @RowKey(order = 0, width = 8) String site,
    @RowKey(order = 1) long crate,
    @RowKey(order = 3) int slot,
    String writeId) implements CrateRow {}
