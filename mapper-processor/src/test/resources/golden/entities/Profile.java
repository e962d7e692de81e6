package golden;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** Version 2 of a profile: nickname was stored as info:nick, age as info:years and before that info:age_v1. */
@Table(name = "profile", namespace = "weibo")
@Family(name = "info")
public record Profile(
    @RowKey long id,
    @Column(family = "info", formerly = "nick") @Indexed String nickname,
    @Column(family = "info", formerly = {"years", "age_v1"}) int age,
    @Column(family = "info") String city,
    @Column(family = "info") boolean active) {}
