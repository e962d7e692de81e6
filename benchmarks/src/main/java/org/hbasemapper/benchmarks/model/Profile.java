package org.hbasemapper.benchmarks.model;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A user profile with its nickname indexed: the index write overhead and lookup cost. */
@Table(name = "profile", namespace = "bench")
@Family(name = "d")
public record Profile(
    @RowKey long id,
    @Column(family = "d") @Indexed String nickname,
    @Column(family = "d") String city,
    @Column(family = "d") int age) {}
