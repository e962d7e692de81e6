package org.hbasemapper.runtime;

import java.util.List;
import java.util.NoSuchElementException;
import org.hbasemapper.annotations.audience.Api;
import org.jspecify.annotations.Nullable;

/**
 * One page of a query's results, and the request for the page after it.
 *
 * @param <T> the entity type
 */
@Api
public final class Page<T> {
  private final List<T> content;
  private final @Nullable PageRequest next;

  /** A page with {@code content}; {@code next} is null on the last page. */
  public Page(List<T> content, @Nullable PageRequest next) {
    this.content = List.copyOf(content);
    this.next = next;
  }

  /** The entities of this page, in query order. */
  public List<T> content() {
    return content;
  }

  /** Whether another page follows. */
  public boolean hasNext() {
    return next != null;
  }

  /**
   * The request for the following page: a cursor just after this page's last row.
   *
   * @throws NoSuchElementException on the last page
   */
  public PageRequest next() {
    if (next == null) {
      throw new NoSuchElementException("this is the last page");
    }
    return next;
  }

  @Override
  public String toString() {
    return "Page[" + content.size() + " rows" + (next == null ? ", last" : "") + "]";
  }
}
