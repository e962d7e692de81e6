package org.hbasemapper.it.async;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** An entity whose table is never created, for the failures of a missing table. */
@Table(name = "ghost", namespace = "async", defaultFamily = "d")
@Family(name = "d")
public record Ghost(@RowKey long id, String name) {}
