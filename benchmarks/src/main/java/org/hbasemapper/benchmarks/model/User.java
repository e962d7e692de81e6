package org.hbasemapper.benchmarks.model;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** The benchmark user: 8 typed columns in {@code info} and 20 fans in {@code fans:<user_id> = type}. */
@Table(name = "user", namespace = "bench")
@Family(name = "info")
@Family(name = "fans")
public record User(
    @RowKey long id,
    @Column(family = "info") String nickname,
    @Column(family = "info") String email,
    @Column(family = "info") int age,
    @Column(family = "info") boolean active,
    @Column(family = "info") double score,
    @Column(family = "info") LocalDate birthday,
    @Column(family = "info") Instant joined,
    @Column(family = "info") Level level,
    @DynamicColumns(family = "fans", fetch = Fetch.EAGER) Map<Long, String> fans) {}
