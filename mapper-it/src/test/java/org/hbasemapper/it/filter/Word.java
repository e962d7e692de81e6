package org.hbasemapper.it.filter;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** Words in reverse order per language: a descending variable-width last component. */
@Table(name = "word", namespace = "flt", defaultFamily = "d")
@Family(name = "d")
public record Word(
    @RowKey(order = 0, width = 4) String lang,
    @RowKey(order = 1, descending = true) String word,
    int length) {}
