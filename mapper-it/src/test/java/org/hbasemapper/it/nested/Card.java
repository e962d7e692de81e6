package org.hbasemapper.it.nested;

import java.util.Objects;

/** A class embedded through its no-argument constructor and setters. */
public class Card {
  private String number;
  private int expires;

  public Card() {}

  public Card(String number, int expires) {
    this.number = number;
    this.expires = expires;
  }

  public String getNumber() {
    return number;
  }

  public void setNumber(String number) {
    this.number = number;
  }

  public int getExpires() {
    return expires;
  }

  public void setExpires(int expires) {
    this.expires = expires;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Card c && Objects.equals(number, c.number) && expires == c.expires;
  }

  @Override
  public int hashCode() {
    return Objects.hash(number, expires);
  }

  @Override
  public String toString() {
    return "Card[" + number + ", " + expires + "]";
  }
}
