package org.hbasemapper.spark.read;

import java.util.Objects;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * An immutable class built through its constructor, with one field set afterwards: Spark builds it as
 * its mapper does, by the constructor's parameter names (this module's tests compile with -parameters).
 */
@Table(name = "badge", namespace = "sparkread")
@Family(name = "d")
public final class Badge {
  @RowKey(order = 0, width = 8) private final String owner;
  @RowKey(order = 1) private final int number;
  @Column(family = "d") private final String title;
  @Column(family = "d") private final boolean active;
  @Column(family = "d") private String note;

  public Badge(String owner, int number, String title, boolean active) {
    this.owner = owner;
    this.number = number;
    this.title = title;
    this.active = active;
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

  public String getNote() {
    return note;
  }

  public void setNote(String note) {
    this.note = note;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Badge b && owner.equals(b.owner) && number == b.number && Objects.equals(title, b.title)
        && active == b.active && Objects.equals(note, b.note);
  }

  @Override
  public int hashCode() {
    return Objects.hash(owner, number);
  }

  @Override
  public String toString() {
    return "Badge(" + owner + ", " + number + ", " + title + ", " + active + ", " + note + ")";
  }
}
