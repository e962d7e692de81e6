package org.hbasemapper.it.index;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Index;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.it.seeds.Gender;

/**
 * The seeds' user table with the lookups its notes ask for: by nickname (a single-column index)
 * and by city and gender (a composite index), besides the row key {@code <user_id>}.
 */
@Table(name = "member", namespace = "idx")
@Family(name = "info")
@Index(name = "by_city_gender", columns = {"city", "gender"})
public record Member(
    @RowKey long id,
    @Column(family = "info") @Indexed String nickname,
    @Column(family = "info") String city,
    @Column(family = "info") Gender gender,
    @Column(family = "info") int age) {}
