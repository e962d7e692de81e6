package org.hbasemapper.it.index;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.Projection;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** {@link Player}'s table read through a second entity class, which adds an index by nickname. */
@Table(name = "player", namespace = "idxstate")
@Family(name = "info")
public record IndexedPlayer(
    @RowKey long id,
    @Column(family = "info") @Indexed String nickname,
    @Column(family = "info") int level) {

  /** A player's name only, for projected lookups. */
  @Projection(IndexedPlayer.class)
  public record Name(long id, String nickname) {}
}
