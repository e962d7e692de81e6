package org.hbasemapper.samples.spring;

import java.util.List;
import java.util.function.Function;
import org.hbasemapper.runtime.Page;

/**
 * One page of a paged endpoint: the items, and the token of the next page ({@code null} on the last).
 * The client sends the token back as {@code ?page=}; it is opaque and bound to the query that made it.
 *
 * @param items the page's items
 * @param next the next page's token, or {@code null} when there is none
 * @param <T> the item type
 */
public record PageView<T>(List<T> items, String next) {
  /** The view of {@code page}, each element turned into an item by {@code item}. */
  static <E, T> PageView<T> of(Page<E> page, Function<? super E, ? extends T> item) {
    List<T> items = page.content().stream().<T>map(item).toList();
    return new PageView<>(items, page.hasNext() ? page.next().toToken() : null);
  }
}
