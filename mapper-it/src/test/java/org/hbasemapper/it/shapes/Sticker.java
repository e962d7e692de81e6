package org.hbasemapper.it.shapes;

import lombok.Value;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * A Lombok {@code @Value} class: Lombok makes the fields private and final and writes the constructor
 * taking them all and the getters ({@code getLabel()}, {@code isShiny()}); the mapper builds it through
 * that constructor. Lombok runs before the mapper's processor (see this module's pom).
 */
@Value
@Table(name = "sticker", namespace = "shapes")
@Family(name = "d")
public class Sticker {
  @RowKey(order = 0, width = 8) String owner;
  @RowKey(order = 1) int number;
  @Column(family = "d") @Indexed String label;
  @Column(family = "d") boolean shiny;
  @Column(family = "d") Integer size;
}
