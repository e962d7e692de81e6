package org.hbasemapper.it.nested;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.hbasemapper.annotations.Embedded;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Index;
import org.hbasemapper.annotations.PresenceMarker;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A shopper with two addresses of one type, a card, and collections of several element types. */
@Table(name = "shopper", namespace = "nested", defaultFamily = "d")
@Family(name = "d")
@Index(name = "by_home_city", columns = "homeCity")
@PresenceMarker
public record Shopper(
    @RowKey long id,
    String name,
    @Embedded(prefix = "home_") Address home,
    @Embedded(prefix = "work_") Address work,
    @Embedded Card card,
    List<String> tags,
    Set<Color> colors,
    List<Integer> scores,
    List<BigDecimal> prices,
    Set<UUID> friends,
    List<Instant> visits,
    List<LocalDate> days) {

  /** This shopper with another name. */
  public Shopper withName(String other) {
    return new Shopper(id, other, home, work, card, tags, colors, scores, prices, friends, visits, days);
  }
}
