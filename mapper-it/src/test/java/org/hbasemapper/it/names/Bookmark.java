package org.hbasemapper.it.names;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * Key components named like methods of the query: {@code page}, {@code count} and {@code limit} give
 * the stages {@code page(String)}, {@code count(long)} and {@code limit(String)}, overloads beside the
 * terminals {@code page(PageRequest)} and {@code count()} and the modifier {@code limit(int)}. A
 * {@code limit} of type {@code int} would have the modifier's very parameters and does not compile.
 */
@Table(name = "bookmark", namespace = "names", defaultFamily = "d")
@Family(name = "d")
public record Bookmark(
    @RowKey(order = 0, width = 8) String page,
    @RowKey(order = 1) long count,
    @RowKey(order = 2) String limit,
    String note) {}
