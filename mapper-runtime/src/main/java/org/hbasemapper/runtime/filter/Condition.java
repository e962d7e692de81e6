package org.hbasemapper.runtime.filter;

import java.util.List;
import java.util.function.Predicate;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.filter.Filter;
import org.hbasemapper.runtime.audience.Internal;

/**
 * A condition on the stored row of entity {@code E}, made from a generated field constant
 * ({@code PurchaseQuery.PRICE.greaterThan(min)}) and passed to {@code where(...)}. A row whose column
 * has no cell does not match (HBase stores no nulls; {@code isNull()} asks for that). Immutable.
 *
 * @param <E> the entity type
 */
public final class Condition<E> {
  Condition() {}

  /** A condition that holds when both this one and {@code other} hold. */
  public Condition<E> and(Condition<E> other) {
    throw new UnsupportedOperationException("not yet");
  }

  /** Whether {@code row} matches, decided in this JVM with the same meaning as the server filter. */
  public boolean test(Result row) {
    throw new UnsupportedOperationException("not yet");
  }

  /** The HBase filter that decides it on the servers, or null when only {@link #test} can. */
  @Internal
  public Filter serverFilter() {
    throw new UnsupportedOperationException("not yet");
  }

  /** The cells {@link #test} and the server filter need, each {@code {family, qualifier}}. */
  @Internal
  public List<byte[][]> columns() {
    throw new UnsupportedOperationException("not yet");
  }

  /**
   * A condition decided only in this JVM by {@code test}, reading {@code columns}; for generated code
   * (conditions on key components a scan cannot narrow by, types whose bytes do not sort like values).
   * {@code description} names fields and operators, never values.
   */
  @Internal
  public static <E> Condition<E> client(String description, Predicate<Result> test, List<byte[][]> columns) {
    throw new UnsupportedOperationException("not yet");
  }

  /** The condition with field names and operators, values left out (they may be personal data). */
  @Override
  public String toString() {
    throw new UnsupportedOperationException("not yet");
  }
}
