package org.hbasemapper.it.filter;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** Tags in reverse order: a descending component padded to a fixed width, then an id. */
@Table(name = "tag", namespace = "flt", defaultFamily = "d")
@Family(name = "d")
public record Tag(
    @RowKey(order = 0, width = 6, descending = true) String tag,
    @RowKey(order = 1) long id,
    int uses) {}
