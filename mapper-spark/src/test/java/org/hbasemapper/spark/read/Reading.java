package org.hbasemapper.spark.read;

import java.io.Serializable;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/**
 * A sensor's reading, newest first, salted over 3 buckets by host: the differential test's entity, read
 * by random key prefixes, ranges and conditions as a Dataset and by the DAO. Serializable, as the
 * elements of an RDD that Spark's default (Java) serializer collects must be.
 */
@Table(name = "reading", namespace = "sparkread")
@Family(name = "d")
@Salt(buckets = 3, of = "host")
public record Reading(
    @RowKey(order = 0, width = 4) String host,
    @RowKey(order = 1) int sensor,
    @RowKey(order = 2, descending = true) long time,
    @Column(family = "d") double value,
    @Column(family = "d") String status,
    @Column(family = "d") Integer level,
    @Column(family = "d") Channel channel) implements Serializable {}
