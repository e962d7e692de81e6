package org.hbasemapper.it.shapes;

import java.util.Objects;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * A hand-written immutable class: private final fields, one public constructor taking them, getters
 * in every spelling the mapper knows ({@code getOwner()}, {@code number()}, {@code isActive()}), and
 * one mutable field written through its setter after the constructor.
 */
@Table(name = "badge", namespace = "shapes")
@Family(name = "d")
public final class Badge {
  @RowKey(order = 0, width = 8) private final String owner;
  @RowKey(order = 1) private final int number;
  @Column(family = "d") @Indexed private final String title;
  @Column(family = "d") private final boolean active;
  @Column(family = "d") private final Long points;
  @Column(family = "d") private String note;

  public Badge(String owner, int number, String title, boolean active, Long points) {
    this.owner = owner;
    this.number = number;
    this.title = title;
    this.active = active;
    this.points = points;
  }

  public String getOwner() {
    return owner;
  }

  public int number() {
    return number;
  }

  public String getTitle() {
    return title;
  }

  public boolean isActive() {
    return active;
  }

  public Long getPoints() {
    return points;
  }

  public String getNote() {
    return note;
  }

  public void setNote(String note) {
    this.note = note;
  }

  /** This badge with {@code note}. */
  public Badge withNote(String note) {
    Badge copy = new Badge(owner, number, title, active, points);
    copy.note = note;
    return copy;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Badge b && owner.equals(b.owner) && number == b.number && Objects.equals(title, b.title)
        && active == b.active && Objects.equals(points, b.points) && Objects.equals(note, b.note);
  }

  @Override
  public int hashCode() {
    return Objects.hash(owner, number, title, active, points, note);
  }

  @Override
  public String toString() {
    return "Badge[" + owner + "/" + number + ", " + title + ", active=" + active + ", points=" + points + ", note="
        + note + "]";
  }
}
