package org.hbasemapper.benchmarks.model;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** {@link Profile} without the index: the baseline of the index write overhead and of the full scan. */
@Table(name = "plain_profile", namespace = "bench")
@Family(name = "d")
public record PlainProfile(
    @RowKey long id,
    @Column(family = "d") String nickname,
    @Column(family = "d") String city,
    @Column(family = "d") int age) {}
