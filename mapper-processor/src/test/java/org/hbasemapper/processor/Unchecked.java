package org.hbasemapper.processor;

/**
 * The option that turns the stored-layout baseline off, for compilations that test something else:
 * without it every compile warns that no baseline is kept. {@code BaselineTest} covers the baseline.
 */
final class Unchecked {
  /** {@code -Ahbasemapper.schemaCheck=off}. */
  static final String OFF = "-Ahbasemapper.schemaCheck=off";

  private Unchecked() {}
}
