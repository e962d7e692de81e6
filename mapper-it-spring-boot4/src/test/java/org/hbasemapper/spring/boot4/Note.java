package org.hbasemapper.spring.boot4;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** An author's notes, in the order written. */
@Table(name = "note", namespace = "boot4test", defaultFamily = "d")
@Family(name = "d")
public record Note(@RowKey(order = 0, width = 8) String author, @RowKey(order = 1) long sequence, String text) {}
