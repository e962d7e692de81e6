package org.hbasemapper.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.filter.Filter;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.jspecify.annotations.NullUnmarked;

/**
 * The pages of a wide row, blocking or not: a page is one {@code Get} of the row's family limited per
 * family on the server ({@code setMaxResultsPerColumnFamily}, an offset by
 * {@code setRowOffsetPerColumnFamily}), read again after the last entry a bad-data handler skipped,
 * and its token bound to the row, family and range.
 */
@NullUnmarked
final class WideRowPages {
  private WideRowPages() {}

  /**
   * One page of the entries of {@code row} in {@code [from, to)}: see {@link WideRow#page}; a refused
   * token fails the future.
   */
  static <K, V> CompletableFuture<Page<Map.Entry<K, V>>> page(WideRowOperations<K, V> row, byte[] from, byte[] to,
      PageRequest request) {
    TableSchema schema = row.schema();
    String field = row.field();
    PageScope scope = PageScope.of("the wide row " + schema.entityName() + "." + field, from, to, false,
        "wide", schema.tableName().getNameAsString(), schema.entityName(), field, RowBytes.hex(row.row()));
    byte[] cursor = scope.cursorOf(request);
    byte[] start = from;
    if (cursor != null) {
      start = Arrays.copyOf(cursor, cursor.length + 1); // the smallest qualifier after the cursor
    }
    // sized by what arrives, never by the request: a request is untrusted input
    return fill(row, to, new PageFill<>(scope, request), start, request.offset());
  }

  /** A page being read: what it holds so far, and the last key it returned. */
  private static final class PageFill<K, V> {
    final PageScope scope;
    final PageRequest request;
    final List<Map.Entry<K, V>> content = new ArrayList<>();
    byte[] lastReturned;

    PageFill(PageScope scope, PageRequest request) {
      this.scope = scope;
      this.request = request;
    }
  }

  /**
   * Reads cells from {@code start} on until {@code page} is full and one more entry shows that another
   * page follows, or the range ends; bad entries skipped by the handler are read past.
   */
  private static <K, V> CompletableFuture<Page<Map.Entry<K, V>>> fill(WideRowOperations<K, V> row, byte[] to,
      PageFill<K, V> page, byte[] start, long offset) {
    int size = page.request.size();
    int wanted = size + 1 - page.content.size(); // one beyond the page tells whether another follows
    return cells(row, start, to, offset, wanted).thenCompose(cells -> {
      boolean more = false;
      byte[] lastRead = null;
      for (Cell cell : cells) {
        if (page.content.size() == size) {
          more = true;
          break;
        }
        Map.Entry<K, V> entry = row.entryOrSkip(cell);
        lastRead = CellUtil.cloneQualifier(cell);
        if (entry != null) {
          page.content.add(entry);
          page.lastReturned = lastRead;
        }
      }
      if (more || cells.length < wanted) {
        return CompletableFuture.completedFuture(new Page<>(page.content,
            more ? page.scope.next(page.request, page.lastReturned) : null));
      }
      // bad entries were skipped: read on after them
      return fill(row, to, page, Arrays.copyOf(lastRead, lastRead.length + 1), 0);
    });
  }

  /** Up to {@code limit} cells of {@code row} in {@code [start, to)}, after skipping {@code offset}. */
  private static CompletableFuture<Cell[]> cells(WideRowOperations<?, ?> row, byte[] start, byte[] to, long offset,
      int limit) {
    Get get = new Get(row.row()).addFamily(row.family());
    Filter range = WideRowOperations.range(start, to);
    if (range != null) {
      get.setFilter(range);
    }
    get.setMaxResultsPerColumnFamily(limit);
    if (offset > 0) {
      get.setRowOffsetPerColumnFamily((int) offset);
    }
    return row.io().get(row.schema().tableName(), get).exceptionallyCompose(e -> row.<Result>failed("page", e))
        .thenApply(Result::rawCells);
  }
}
