package org.hbasemapper.dynamic.compat;

import java.math.BigDecimal;
import java.time.Instant;

/** An immutable embedded class, built through the constructor of its final fields; one field is set after it. */
public final class CompatAmount {
  private final BigDecimal value;
  private final Level currency;
  private Instant at;

  public CompatAmount(BigDecimal value, Level currency) {
    this.value = value;
    this.currency = currency;
  }

  public BigDecimal getValue() {
    return value;
  }

  public Level getCurrency() {
    return currency;
  }

  public Instant getAt() {
    return at;
  }

  public void setAt(Instant at) {
    this.at = at;
  }
}
