package org.hbasemapper.it.writes;

import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.Relation;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Version;

/** A versioned board pointing at its cards ({@code card:<card_id> = lane}); each card points back. */
@Table(name = "board", namespace = "wr")
@Family(name = "d")
@Family(name = "card")
public record Board(
    @RowKey long id,
    @Column(family = "d") String title,
    @Column(family = "d") @Version long version,
    @Relation(target = Card.class, inverse = "boards")
    @DynamicColumns(family = "card", fetch = Fetch.EAGER) Map<Long, String> cards) {}
