package org.hbasemapper.spark.read;

import java.math.BigDecimal;
import java.util.Comparator;
import org.assertj.core.api.recursive.comparison.RecursiveComparisonConfiguration;

/** How the tests compare entities read through a Dataset with the DAO's. */
final class Compare {
  private Compare() {}

  /**
   * Field by field, arrays by content, and a {@code BigDecimal} by {@code compareTo}: a Dataset holds it
   * as {@code DECIMAL(38,18)}, so it comes back with scale 18 ({@code 1.50} as {@code 1.500000000000000000}).
   */
  static final RecursiveComparisonConfiguration ENTITIES = RecursiveComparisonConfiguration.builder()
      .withComparatorForType(Comparator.nullsFirst(BigDecimal::compareTo), BigDecimal.class)
      .build();
}
