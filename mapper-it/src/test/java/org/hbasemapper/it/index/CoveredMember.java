package org.hbasemapper.it.index;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Index;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.it.seeds.Gender;

/** {@link Member} with covering indexes: the index rows carry a copy of the entity. */
@Table(name = "covered_member", namespace = "idx")
@Family(name = "info")
@Index(name = "nickname", columns = "nickname", covering = true)
@Index(name = "by_city_gender", columns = {"city", "gender"}, covering = true)
@Index(name = "by_age", columns = "age")
public record CoveredMember(
    @RowKey long id,
    @Column(family = "info") String nickname,
    @Column(family = "info") String city,
    @Column(family = "info") Gender gender,
    @Column(family = "info") int age) {}
