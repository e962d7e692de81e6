package org.hbasemapper.it.shapes;

import java.util.Objects;
import org.hbasemapper.annotations.Projection;

/** A projection that is a class: its constructor's parameters name the fields of {@link Badge} it reads. */
@Projection(Badge.class)
public final class BadgeTitle {
  private final int number;
  private final String title;

  public BadgeTitle(int number, String title) {
    this.number = number;
    this.title = title;
  }

  public int getNumber() {
    return number;
  }

  public String getTitle() {
    return title;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof BadgeTitle t && number == t.number && Objects.equals(title, t.title);
  }

  @Override
  public int hashCode() {
    return Objects.hash(number, title);
  }

  @Override
  public String toString() {
    return "BadgeTitle[" + number + ", " + title + "]";
  }
}
