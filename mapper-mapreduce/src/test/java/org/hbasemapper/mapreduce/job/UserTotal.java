package org.hbasemapper.mapreduce.job;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** What a job computes per user, written through the DAO: its band index is kept. */
@Table(name = "user_total", namespace = "mrjob")
@Family(name = "d")
public record UserTotal(
    @RowKey(order = 0, width = 8) String userId,
    @Column(family = "d") Long purchases,
    @Column(family = "d") @Indexed String band) {}
