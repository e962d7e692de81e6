package org.hbasemapper.samples.spring.weibo;

import java.time.LocalDate;
import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * A weibo user and the fans following them, in one row: the seed design
 * {@code <user_id> | info:nickname, info:gender, info:dob, info:address | fans:<user_id> = type}, as
 * the samples' {@code org.hbasemapper.samples.weibo.User}, plus a secondary index on the nickname so
 * that the service can find a user by it ({@code UserDao.findByNickname}, table
 * {@code weibo:user_idx_nickname}). The fans family is {@code LAZY}: reading a profile does not read
 * the fans; the service pages through them with {@code users.fans(id)}.
 */
@Table(name = "user", namespace = "weibo")
@Family(name = "info")
@Family(name = "fans")
public record User(
    @RowKey long id,
    @Column(family = "info") @Indexed String nickname,
    @Column(family = "info") Gender gender,
    @Column(family = "info") LocalDate dob,
    @Column(family = "info") String address,
    @DynamicColumns(family = "fans", fetch = Fetch.LAZY) Map<Long, String> fans) {}
