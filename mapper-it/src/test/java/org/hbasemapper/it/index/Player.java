package org.hbasemapper.it.index;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * A player as the first version of a service stores it: without an index. At run time it shares the
 * table of {@link IndexedPlayer}, the next version, which adds one: its DAOs map namespace
 * {@code idxstate_v1} to {@code idxstate} (two entities of one table compiled together would have to
 * be record types of it).
 */
@Table(name = "player", namespace = "idxstate_v1")
@Family(name = "info")
public record Player(
    @RowKey long id,
    @Column(family = "info") String nickname,
    @Column(family = "info") int level) {}
