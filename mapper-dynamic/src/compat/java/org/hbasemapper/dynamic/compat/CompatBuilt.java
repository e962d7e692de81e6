package org.hbasemapper.dynamic.compat;

import org.hbasemapper.annotations.Embedded;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.MappingConstructor;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * An immutable class with two constructors of its fields, built through the one marked
 * {@code @MappingConstructor} (its parameters in an order of their own), a field set after it, and an
 * embedded value of the same shape.
 */
@Table(name = "built", namespace = "compat", defaultFamily = "d")
@Family(name = "d")
public final class CompatBuilt {
  @RowKey(order = 0, width = 4) private final String owner;
  @RowKey(order = 1) private final long number;
  private final String title;
  private final Integer rank;
  @Embedded(prefix = "p_") private final CompatPrice price;
  private String note;

  @MappingConstructor
  public CompatBuilt(long number, String owner, CompatPrice price, String title, Integer rank) {
    this.owner = owner;
    this.number = number;
    this.title = title;
    this.rank = rank;
    this.price = price;
  }

  /** The application's own constructor, which the mapper must not use. */
  public CompatBuilt(String owner, long number) {
    this(number, owner, null, "untitled", 0);
  }

  public String getOwner() {
    return owner;
  }

  public long getNumber() {
    return number;
  }

  public String getTitle() {
    return title;
  }

  public Integer getRank() {
    return rank;
  }

  public CompatPrice getPrice() {
    return price;
  }

  public String getNote() {
    return note;
  }

  public void setNote(String note) {
    this.note = note;
  }
}
