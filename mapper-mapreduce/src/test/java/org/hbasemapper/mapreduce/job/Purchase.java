package org.hbasemapper.mapreduce.job;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

/** A user's purchase, salted over 4 buckets by user: a job reads one scan per bucket. */
@Table(name = "purchase", namespace = "mrjob")
@Family(name = "d")
@Salt(buckets = 4, of = "userId")
public record Purchase(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1) long time,
    @Column(family = "d") String item,
    @Column(family = "d") Long cents) {}
