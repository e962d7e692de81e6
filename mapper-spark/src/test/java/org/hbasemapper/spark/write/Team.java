package org.hbasemapper.spark.write;

import java.io.Serializable;
import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.Relation;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A team pointing at its players ({@code player:<id> = role}); each player points back. */
@Table(name = "team", namespace = "swrite")
@Family(name = "d")
@Family(name = "player")
public record Team(
    @RowKey long id,
    @Column(family = "d") String name,
    @Relation(target = Player.class, inverse = "teams")
    @DynamicColumns(family = "player", fetch = Fetch.EAGER) Map<Long, String> players) implements Serializable {}
