package org.hbasemapper.it.recordtypes;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A crate, {@code [site][crate]['C']}, stamped with the write that stored it; the fault test's header. */
@Table(name = "crates", namespace = "book", defaultFamily = "d")
@Family(name = "d")
@RecordType(value = "C", order = 2)
public record Crate(
    @RowKey(order = 0, width = 8) String site,
    @RowKey(order = 1) long crate,
    String writeId) implements CrateRow {}
