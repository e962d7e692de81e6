package org.hbasemapper.dynamic.compat;

import java.util.List;
import org.hbasemapper.annotations.Convert;
import org.hbasemapper.annotations.Transient;

/** An embedded class built through its no-argument constructor: setters, a package-private field, a codec. */
public class CompatCard {
  private String number;
  private int expires;
  boolean active;
  @Convert(CsvCodec.class) List<String> holders;
  @Transient String shown;

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
}
