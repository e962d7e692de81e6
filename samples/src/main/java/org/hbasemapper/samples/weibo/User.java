package org.hbasemapper.samples.weibo;

import java.time.LocalDate;
import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * A weibo user and the fans following them, in one row: the seed design
 * {@code <user_id> | info:nickname, info:gender, info:dob, info:address | fans:<user_id> = type}.
 * Adding a fan is one cell in the user's row. A celebrity's fans can be many, so the family is
 * {@code LAZY}: reading a user does not read their fans; {@code users.fans(id)} pages through them,
 * and the {@code fans} map loads on first use.
 */
@Table(name = "user", namespace = "weibo")
@Family(name = "info")
@Family(name = "fans")
public record User(
    @RowKey long id,
    @Column(family = "info") String nickname,
    @Column(family = "info") Gender gender,
    @Column(family = "info") LocalDate dob,
    @Column(family = "info") String address,
    @DynamicColumns(family = "fans", fetch = Fetch.LAZY) Map<Long, String> fans) {}
