package org.hbasemapper.dynamic.model;

import java.time.Instant;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.HashPrefix;
import org.hbasemapper.annotations.PresenceMarker;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A page visit, package-private, keyed under an MD5 prefix of its user: rows spread, in hash order. */
@Table(name = "visit", namespace = "dyn", defaultFamily = "d")
@Family(name = "d")
@HashPrefix(length = 2, of = "user", regions = 4)
@PresenceMarker
record Visit(@RowKey(order = 0, width = 8) String user, @RowKey(order = 1, descending = true) Instant at, String page) {}
