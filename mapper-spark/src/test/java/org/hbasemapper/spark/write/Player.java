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

/** A player, with {@code team:<id> = role} kept in step by team writes. */
@Table(name = "player", namespace = "swrite")
@Family(name = "d")
@Family(name = "team")
public record Player(
    @RowKey long id,
    @Column(family = "d") String name,
    @Relation(target = Team.class, inverse = "players")
    @DynamicColumns(family = "team", fetch = Fetch.EAGER) Map<Long, String> teams) implements Serializable {}
