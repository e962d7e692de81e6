package org.hbasemapper.it.filter;

/** Nested records read as projections of {@link Sale}, and one that is not a projection. */
public final class Views {
  private Views() {}

  /** A user's quantity: a key component and an int cell. */
  public record Brief(String userId, int quantity) {}

  /** Key components only: read without any value. */
  public record Keys(String userId, String productId) {}

  /** A record no projection was generated for. */
  public record Unprojected(String note) {}
}
