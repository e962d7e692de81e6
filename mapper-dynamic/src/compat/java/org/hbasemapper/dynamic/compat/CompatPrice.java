package org.hbasemapper.dynamic.compat;

import org.hbasemapper.annotations.MappingConstructor;

/** An immutable embedded class with two constructors of its fields, built through the marked one. */
public final class CompatPrice {
  private final long cents;
  private final String currency;

  @MappingConstructor
  public CompatPrice(String currency, long cents) {
    this.cents = cents;
    this.currency = currency;
  }

  /** The application's own constructor, which the mapper must not use. */
  public CompatPrice(long cents, String currency) {
    this(currency.toUpperCase(java.util.Locale.ROOT), cents);
  }

  public long getCents() {
    return cents;
  }

  public String getCurrency() {
    return currency;
  }
}
