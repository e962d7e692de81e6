package org.hbasemapper.it.writes;

import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.Relation;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A card, with {@code board:<board_id> = lane} kept in step by board writes. */
@Table(name = "card", namespace = "wr")
@Family(name = "d")
@Family(name = "board")
public record Card(
    @RowKey long id,
    @Column(family = "d") String text,
    @Relation(target = Board.class, inverse = "cards")
    @DynamicColumns(family = "board", fetch = Fetch.EAGER) Map<Long, String> boards) {}
