package org.hbasemapper.it.evolution;

import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.Projection;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * The second version of {@link ProfileV1}: {@code nick} renamed {@code nickname} (now indexed),
 * {@code years} renamed {@code age}, both moving to their new qualifiers row by row.
 */
@Table(name = "profile", namespace = "evolve")
@Family(name = "info")
public record Profile(
    @RowKey long id,
    @Column(family = "info", formerly = "nick") @Indexed String nickname,
    @Column(family = "info", formerly = "years") Integer age,
    @Column(family = "info") String city) {

  /** What a list of profiles shows: read from the moved cells alone. */
  @Projection(Profile.class)
  public record Card(long id, String nickname, Integer age) {}

  /** A projection without the indexed field, which an index lookup still checks its hits by. */
  @Projection(Profile.class)
  public record Age(long id, Integer age) {}
}
