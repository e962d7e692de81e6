package org.hbasemapper.it.writes;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A chat message, looked up by its author through an index. */
@Table(name = "message", namespace = "wr")
@Family(name = "d")
public record Message(
    @RowKey long id,
    @Column(family = "d") @Indexed long authorId,
    @Column(family = "d") String text) {}
