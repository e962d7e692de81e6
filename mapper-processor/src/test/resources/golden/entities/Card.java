package golden;

import org.hbasemapper.annotations.Transient;

/** An embedded class: built through its no-argument constructor and setters. */
public class Card {
  private String number;
  private int expires;
  @Transient private String shown;

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

  public String getShown() {
    return shown;
  }
}
