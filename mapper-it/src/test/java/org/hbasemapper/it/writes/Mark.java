package org.hbasemapper.it.writes;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Timestamp;

/** A mark whose cells are written at its own {@code @Timestamp} (0: the server's time). */
@Table(name = "mark", namespace = "wr")
@Family(name = "d")
public record Mark(
    @RowKey long id,
    @Column(family = "d") String text,
    @Timestamp long at) {}
