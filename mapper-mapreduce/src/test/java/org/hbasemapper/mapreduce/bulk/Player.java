package org.hbasemapper.mapreduce.bulk;

import java.util.Map;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.Relation;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A player, with {@code team:<id> = role} kept in step by team writes and bulk loads. */
@Table(name = "player", namespace = "bulk")
@Family(name = "d")
@Family(name = "team")
public record Player(
    @RowKey long id,
    @Column(family = "d") String name,
    @Relation(target = Team.class, inverse = "players")
    @DynamicColumns(family = "team", fetch = Fetch.EAGER) Map<Long, String> teams) {}
