package org.hbasemapper.samples.weibo;

import java.time.LocalDate;
import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * A weibo user and the fans following them, in one row: the seed design
 * {@code <user_id> | info:nickname, info:gender, info:dob, info:address | fans:<user_id> = type}.
 * Reading a user's fans is one Get, and adding a fan is one cell in the user's row.
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
    @DynamicColumns(family = "fans") Map<Long, String> fans) {}
