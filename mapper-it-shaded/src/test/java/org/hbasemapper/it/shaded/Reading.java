package org.hbasemapper.it.shaded;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/** A host's readings salted into 4 buckets on the host: a query over every host merges 4 scans. */
@Table(name = "reading", namespace = "shaded", defaultFamily = "d")
@Family(name = "d")
@Salt(buckets = 4, of = "host")
public record Reading(@RowKey(order = 0, width = 8) String host, @RowKey(order = 1) long time, double value) {}
