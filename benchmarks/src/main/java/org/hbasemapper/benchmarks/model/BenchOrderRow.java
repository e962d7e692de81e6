package org.hbasemapper.benchmarks.model;

/** Every row of a benchmark order: the processor generates {@code BenchOrderRowDao}, one scan per order. */
public sealed interface BenchOrderRow permits BenchOrderHeader, BenchLineItem {
  /** The customer; the first key component of both types. */
  String customer();

  /** The order number; the second. */
  long order();
}
