package org.hbasemapper.it.names;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Convert;
import org.hbasemapper.annotations.Counter;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * Fields whose generated names coincide ({@code userId} and {@code user_id} both give
 * {@code USER_ID}; a key component named {@code delta} beside a counter's increment), and a primitive
 * column stored through its own codec.
 */
@Table(name = "account", namespace = "names")
@Family(name = "d")
@Family(name = "c")
public record Account(
    @RowKey(order = 0, width = 4) String tenant,
    @RowKey(order = 1) long delta,
    @Column(family = "d") String userId,
    @Column(family = "d") String user_id,
    @Column(family = "d") @Convert(TenthsCodec.class) int tenths,
    @Column(family = "c") @Counter long logins) {}
