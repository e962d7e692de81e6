package org.hbasemapper.dynamic.compat;

import java.math.BigDecimal;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Table;

/**
 * An entity whose key, map, version and audit dates come from a chain of two mapped superclasses (the
 * root in another package), with columns of its own: mapped in the processor's order, root first.
 */
@Table(name = "inherited", namespace = "compat", defaultFamily = "d")
@Family(name = "d")
@Family(name = "m")
public class CompatInherited extends CompatKeyed {
  String title;
  private BigDecimal amount;
  int rank;

  public String getTitle() {
    return title;
  }

  public void setTitle(String title) {
    this.title = title;
  }

  public BigDecimal getAmount() {
    return amount;
  }

  public void setAmount(BigDecimal amount) {
    this.amount = amount;
  }
}
