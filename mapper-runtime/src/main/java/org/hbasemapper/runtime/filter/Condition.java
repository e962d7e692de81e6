package org.hbasemapper.runtime.filter;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.filter.FilterList;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.MappingException;
import org.jspecify.annotations.Nullable;

/**
 * A condition on the stored row of entity {@code E}, made from a generated field constant
 * ({@code PurchaseQuery.PRICE.greaterThan(min)}) and passed to {@code where(...)}. A row whose column
 * has no cell does not match (HBase stores no nulls; {@code isNull()} asks for that). Immutable.
 *
 * <p>A condition has a {@linkplain #test client-side test} and, where the stored bytes allow it, a
 * server-side filter with the same meaning; where the filter decides only part of it (a condition
 * and-ed with one only the client can decide), the filter lets through every row the test accepts
 * and the query tests the rest in this JVM.
 *
 * @param <E> the entity type
 */
@Api
public final class Condition<E> {
  /** How a condition decides a row in this JVM; {@code table} names the table in errors (null: unknown). */
  @FunctionalInterface
  interface Test {
    boolean test(Result row, @Nullable String table);
  }

  private final String description;
  private final @Nullable Supplier<Filter> server;
  private final boolean exact;
  private final boolean impliesCells;
  private final Test test;
  private final List<byte[][]> columns;
  /** The entities whose fields the condition tests, by name; empty for a condition of generated code. */
  private final Set<String> entities;

  Condition(String description, @Nullable Supplier<Filter> server, boolean exact, boolean impliesCells, Test test,
      List<byte[][]> columns) {
    this(description, server, exact, impliesCells, test, columns, Set.of());
  }

  Condition(String description, @Nullable Supplier<Filter> server, boolean exact, boolean impliesCells, Test test,
      List<byte[][]> columns, Set<String> entities) {
    this.description = description;
    this.server = server;
    this.exact = exact && server != null;
    this.impliesCells = impliesCells;
    this.test = test;
    this.columns = columns;
    this.entities = entities;
  }

  /** A condition that holds when both this one and {@code other} hold. */
  public Condition<E> and(Condition<E> other) {
    Objects.requireNonNull(other, "condition");
    Supplier<Filter> both;
    if (server != null && other.server != null) {
      both = () -> new FilterList(FilterList.Operator.MUST_PASS_ALL, server.get(), other.server.get());
    } else {
      both = server != null ? server : other.server; // lets through a superset; the tests decide the rest
    }
    return new Condition<>(description + " and " + other.description, both, exact && other.exact,
        impliesCells || other.impliesCells, (row, table) -> test.test(row, table) && other.test.test(row, table),
        union(columns, other.columns), union(entities, other.entities));
  }

  /** A condition that holds when this one or {@code other} holds; what {@code in(...)} is made of. */
  Condition<E> or(Condition<E> other) {
    Supplier<Filter> either = null;
    if (server != null && other.server != null) {
      either = () -> new FilterList(FilterList.Operator.MUST_PASS_ONE, server.get(), other.server.get());
    }
    return new Condition<>(description + " or " + other.description, either, exact && other.exact,
        impliesCells && other.impliesCells, (row, table) -> test.test(row, table) || other.test.test(row, table),
        union(columns, other.columns), union(entities, other.entities));
  }

  /** The same condition under another description. */
  Condition<E> describedAs(String description) {
    return new Condition<>(description, server, exact, impliesCells, test, columns, entities);
  }

  /**
   * Whether {@code row} matches, decided in this JVM with the same meaning as the server filter.
   *
   * @throws MappingException when a cell the condition decodes cannot be read as its type
   */
  public boolean test(Result row) {
    return test.test(row, null);
  }

  /** As {@link #test(Result)}, naming table {@code table} in a {@link MappingException}. */
  @Internal
  public boolean test(Result row, @Nullable String table) {
    return test.test(row, table);
  }

  /**
   * The HBase filter that decides it on the servers, or null when only {@link #test} can; a new
   * instance on every call (filters hold per-scan state). When {@link #decidedOnServers()} is false
   * it lets through a superset of the matching rows.
   */
  @Internal
  public @Nullable Filter serverFilter() {
    return server == null ? null : server.get();
  }

  /** Whether the server filter alone decides the condition, so rows it returns need no {@link #test}. */
  @Internal
  public boolean decidedOnServers() {
    return exact;
  }

  /**
   * Whether every matching row has a cell in one of {@link #columns()}, so that a read of only those
   * columns (a count) still sees every matching row. False for {@code isNull()} and client conditions.
   */
  @Internal
  public boolean impliesCells() {
    return impliesCells;
  }

  /**
   * The entities whose field constants the condition was made from, by simple name (a generic cast can
   * hand a DAO a condition of another entity); empty for one made by {@link #client}.
   */
  Set<String> entities() {
    return entities;
  }

  /** The cells {@link #test} and the server filter need, each {@code {family, qualifier}}. */
  @Internal
  public List<byte[][]> columns() {
    return columns;
  }

  /**
   * A condition decided only in this JVM by {@code test}, reading {@code columns}; for generated code
   * (conditions on key components a scan cannot narrow by, types whose bytes do not sort like values).
   * {@code description} names fields and operators, never values.
   */
  @Internal
  public static <E> Condition<E> client(String description, Predicate<Result> test, List<byte[][]> columns) {
    Objects.requireNonNull(test, "test");
    return new Condition<>(description, null, false, false, (row, table) -> test.test(row), copy(columns));
  }

  /** The condition with field names and operators, values left out (they may be personal data). */
  @Override
  public String toString() {
    return description;
  }

  private static List<byte[][]> copy(List<byte[][]> columns) {
    List<byte[][]> out = new ArrayList<>(columns.size());
    for (byte[][] column : columns) {
      out.add(column.clone());
    }
    return List.copyOf(out);
  }

  private static Set<String> union(Set<String> a, Set<String> b) {
    if (a.containsAll(b)) {
      return a;
    }
    Set<String> out = new TreeSet<>(a);
    out.addAll(b);
    return Set.copyOf(out);
  }

  private static List<byte[][]> union(List<byte[][]> a, List<byte[][]> b) {
    List<byte[][]> out = new ArrayList<>(a);
    for (byte[][] column : b) {
      if (out.stream().noneMatch(c -> Arrays.deepEquals(c, column))) {
        out.add(column);
      }
    }
    return List.copyOf(out);
  }
}
