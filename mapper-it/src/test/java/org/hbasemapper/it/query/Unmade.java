package org.hbasemapper.it.query;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/** A salted entity whose table is never created: queries on it must fail with the table's name. */
@Table(name = "unmade", namespace = "ts", defaultFamily = "d")
@Family(name = "d")
@Salt(buckets = 4, of = "id")
public record Unmade(@RowKey(order = 0) long id, String text) {}
