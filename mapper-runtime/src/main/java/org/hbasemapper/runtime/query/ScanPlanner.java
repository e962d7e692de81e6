package org.hbasemapper.runtime.query;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.FirstKeyOnlyFilter;
import org.apache.hadoop.hbase.filter.KeyOnlyFilter;
import org.apache.hadoop.hbase.filter.MultiRowRangeFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.KeyPrefix;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.PageScope;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.scan.Columns;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * Plans queries, for the blocking runner ({@link Scans}) and the asynchronous one ({@link AsyncScans})
 * alike: from a query's key ranges to one scan per salt bucket or hash prefix (or one scan), each
 * bounded with {@link Scan#setLimit} (never a {@code PageFilter}, which counts per region server); the
 * cells each scan reads; what each row becomes ({@link #step}); and what page tokens are bound to.
 * Several key ranges ({@code in}) are read by one scan per bucket with a {@link MultiRowRangeFilter};
 * conditions on stored columns become the scans' filters, and their columns are always read, since a
 * {@code SingleColumnValueFilter} that never sees its column drops every row. In a table several record
 * types share, a scan whose key range does not fix the record type code also filters on it. Plans only:
 * nothing here talks to HBase.
 */
@NullUnmarked
final class ScanPlanner {
  private ScanPlanner() {}

  /**
   * What a query makes of each row and the cells it needs for that: the entity (its families, or the
   * query's {@code families(...)}; {@code columns} null) or a projection (its columns; none for a
   * projection of key components only). {@code identity} tells its pages from the entity's.
   */
  record Reader<T>(Function<Result, T> map, List<byte[][]> columns, String identity) {}

  /** What a count or a read of rows asks the servers for. */
  enum Purpose { READ, COUNT }

  /**
   * A plan: the scans, where the unprefixed key starts in their rows, and the rows each scan hands
   * over at once when it is read as a bucket ({@link #batch}).
   */
  record Plan(List<Scan> scans, int keyOffset, int batch) {
    /** The plan of a query that reads nothing. */
    static Plan none() {
      return new Plan(List.of(), 0, 1);
    }
  }

  /** Reads entities. */
  static <E> Reader<E> entities(QueryState<E> s) {
    return new Reader<>(result -> s.context.mapper().fromResult(result, s.context.wideRows()), null, null);
  }

  /** Reads row keys alone: the servers send one cell per row, without its value. */
  static Reader<byte[]> rowKeys() {
    return new Reader<>(Result::getRow, List.of(), "row keys");
  }


  /**
   * The number of rows to ask the servers for: offset + limit, or all of them (-1) when rows may be
   * dropped in this JVM (skipped bad data, conditions only the client decides).
   */
  static long scanLimit(QueryState<?> s, long offset, long limit) {
    return limit < 0 || s.badData != null || testsInClient(s) ? -1 : saturatedAdd(offset, limit);
  }

  static boolean testsInClient(QueryState<?> s) {
    return s.condition != null && !s.condition.decidedOnServers();
  }


  /** How many of {@code total} matching rows the query's offset and limit leave. */
  static long windowed(QueryState<?> s, long total) {
    long afterOffset = Math.max(0, total - s.offset);
    return s.limit < 0 ? afterOffset : Math.min(s.limit, afterOffset);
  }

  /** The scan limit of a count: offset + limit, or all rows. */
  static long countLimit(QueryState<?> s) {
    return s.limit < 0 ? -1 : saturatedAdd(s.offset, s.limit);
  }


  /**
   * What the query's page tokens are bound to: table, entity, key ranges and direction, as always;
   * and, only where present, the projection and the conditions (by field and operator), so a token of
   * a plain entity query stays what it was.
   */
  static PageScope scope(QueryState<?> s, Reader<?> reader) {
    TableSchema schema = s.context.schema();
    boolean prefixedCursor = cursorIncludesPrefix(s);
    List<String> identity = new ArrayList<>(List.of("key", schema.tableName().getNameAsString(), schema.entityName()));
    if (reader.identity() != null) {
      identity.add(reader.identity());
    }
    if (s.condition != null) {
      identity.add("where " + s.condition);
    }
    if (s.branches.size() > 1) {
      for (QueryState.Branch b : s.branches) {
        identity.add(RowBytes.hex(b.lo()) + ".." + RowBytes.hex(b.hi()));
      }
    }
    byte[] lo = s.empty() ? null : s.branches.get(0).lo();
    byte[] hi = s.empty() ? null : s.branches.get(s.branches.size() - 1).hi();
    return PageScope.of("the query on " + schema.entityName() + " in table " + schema.tableName().getNameAsString(),
        prefixedCursor ? null : lo, prefixedCursor ? null : hi, s.reversed, identity.toArray(String[]::new));
  }

  /** Whether cursors are whole row keys: an MD5 prefix whose components the query does not fix. */
  private static boolean cursorIncludesPrefix(QueryState<?> s) {
    KeyPrefix kp = s.context.schema().keyPrefix();
    return kp.kind() == KeyPrefix.Kind.HASH && s.fixedCount < kp.ofCount();
  }


  /**
   * Rows a salt bucket hands the merge at once unless {@code batchSize} says otherwise, blocking or
   * not: a blocking bucket fetches them on the {@code ScanPool} while the merge takes the previous
   * batch, a publisher's bucket is one round trip of them (its scan's caching), suspended until the
   * merge took them all. Each batch costs a hand-off between threads, or a round trip and a
   * resumption: with 100 rows, the blocking salted stream of 100,000 rows took 1.4x its unsalted read
   * and a publisher 2.5x a raw scan (docs/benchmarks.md, "Salted scans").
   */
  static final int BUCKET_BATCH = 1_000;

  /** Rows a bucket hands over at once: the batch size asked for, else {@link #BUCKET_BATCH}, at most the limit. */
  static int batch(QueryState<?> s, long scanLimit) {
    if (s.batchSize > 0) {
      return s.batchSize;
    }
    return scanLimit > 0 ? (int) Math.min(BUCKET_BATCH, scanLimit) : BUCKET_BATCH;
  }

  /**
   * One scan per distinct key prefix: none, the salt bucket or hash prefix the fixed components
   * give each key range, or every salt bucket (each reading all ranges) when they do not fix it.
   */
  static <E> Plan plan(QueryState<E> s, Reader<?> reader, byte[] cursor, long scanLimit, Purpose purpose) {
    KeyPrefix kp = s.context.schema().keyPrefix();
    Map<String, byte[]> prefixes = new LinkedHashMap<>();
    Map<String, List<QueryState.Branch>> rangesOf = new LinkedHashMap<>();
    int keyOffset = kp.length();
    if (kp.kind() != KeyPrefix.Kind.NONE && s.fixedCount >= kp.ofCount()) {
      for (QueryState.Branch b : s.branches) {
        byte[] of = KeyRanges.UNBOUNDED;
        for (int i = 0; i < kp.ofCount(); i++) {
          of = KeyRanges.concat(of, b.fixed().get(i));
        }
        byte[] prefix = kp.compute(of, 0, of.length);
        String key = RowBytes.hex(prefix);
        prefixes.putIfAbsent(key, prefix);
        rangesOf.computeIfAbsent(key, k -> new ArrayList<>()).add(b);
      }
    } else {
      List<byte[]> all = new ArrayList<>();
      if (kp.kind() == KeyPrefix.Kind.SALT) {
        for (int bucket = 0; bucket < kp.buckets(); bucket++) {
          all.add(new byte[] {(byte) bucket});
        }
      } else {
        // no prefix, or an MD5 prefix without its components fixed: the whole table, in hash order
        all.add(KeyRanges.UNBOUNDED);
        keyOffset = 0;
      }
      for (byte[] prefix : all) {
        String key = RowBytes.hex(prefix);
        prefixes.put(key, prefix);
        rangesOf.put(key, s.branches);
      }
    }
    List<Scan> scans = new ArrayList<>(prefixes.size());
    prefixes.forEach((key, prefix) -> {
      Scan scan = scan(s, reader, prefix, rangesOf.get(key), cursor, scanLimit, purpose);
      if (scan != null) {
        scans.add(scan);
      }
    });
    return new Plan(scans, keyOffset, batch(s, scanLimit));
  }

  /** The scan of {@code ranges} in the bucket or hash prefix {@code prefix}; null when a cursor is past them. */
  private static <E> @Nullable Scan scan(QueryState<E> s, Reader<?> reader, byte[] prefix, List<QueryState.Branch> ranges,
      byte[] cursor, long scanLimit, Purpose purpose) {
    QueryState.Branch first = ranges.get(0);
    QueryState.Branch last = ranges.get(ranges.size() - 1);
    byte[] start = KeyRanges.concat(prefix, first.lo());
    byte[] stop = last.hi().length == 0 ? KeyRanges.prefixStop(prefix) : KeyRanges.concat(prefix, last.hi());
    Scan scan = new Scan();
    // a cursor continues after a row of any bucket: in a bucket whose ranges lie elsewhere it must
    // neither widen them (start before them) nor leave them (start after them: nothing to read)
    byte[] after = cursor == null ? null : KeyRanges.concat(prefix, cursor);
    if (!s.reversed) {
      if (after != null && stop.length > 0 && Bytes.compareTo(after, stop) >= 0) {
        return null;
      }
      if (after != null && Bytes.compareTo(after, start) >= 0) {
        scan.withStartRow(after, false);
      } else if (start.length > 0) {
        scan.withStartRow(start, true);
      }
      if (stop.length > 0) {
        scan.withStopRow(stop, false);
      }
    } else {
      scan.setReversed(true);
      // region servers read the families a column filter does not test only for the rows it passes
      // (hbase.hregion.scan.loadColumnFamiliesOnDemand, on by default), and refuse that on a reversed
      // scan ("Reverse scan with loading CFs on demand is not supported"): read them with the others
      scan.setLoadColumnFamiliesOnDemand(false);
      if (after != null && Bytes.compareTo(after, start) <= 0) {
        return null;
      }
      if (after != null && (stop.length == 0 || Bytes.compareTo(after, stop) < 0)) {
        scan.withStartRow(after, false);
      } else if (stop.length > 0) {
        scan.withStartRow(stop, false);
      }
      if (start.length > 0) {
        scan.withStopRow(start, true);
      }
    }
    if (scanLimit > 0) {
      scan.setLimit((int) Math.min(Integer.MAX_VALUE, scanLimit));
    }
    if (s.batchSize > 0) {
      scan.setCaching(s.batchSize);
    } else if (scanLimit > 0 && scanLimit < 1000) {
      scan.setCaching((int) scanLimit);
    }
    if (s.timeFrom >= 0) {
      try {
        scan.setTimeRange(s.timeFrom, s.timeTo);
      } catch (IOException e) {
        throw new IllegalArgumentException(e.getMessage(), e);
      }
    }
    List<Filter> filters = new ArrayList<>(5);
    if (s.recordTypeFiltered()) {
      filters.add(s.context.schema().recordType().rowFilter()); // the table's other record types stay there
    }
    if (ranges.size() > 1) {
      List<MultiRowRangeFilter.RowRange> rowRanges = new ArrayList<>(ranges.size());
      for (QueryState.Branch b : ranges) {
        byte[] hi = b.hi().length == 0 ? KeyRanges.prefixStop(prefix) : KeyRanges.concat(prefix, b.hi());
        rowRanges.add(new MultiRowRangeFilter.RowRange(KeyRanges.concat(prefix, b.lo()), true, hi, false));
      }
      filters.add(new MultiRowRangeFilter(rowRanges));
    }
    Condition<E> condition = s.condition;
    if (condition != null && condition.serverFilter() != null) {
      filters.add(condition.serverFilter());
    }
    boolean keysOnly = cells(s, reader, purpose, scan);
    boolean testedOnColumns = condition != null && !condition.decidedOnServers() && !condition.columns().isEmpty();
    if (keysOnly && !testedOnColumns) {
      if (condition == null || condition.columns().isEmpty()) {
        filters.add(new FirstKeyOnlyFilter()); // one cell per row is enough when no filter needs its column
      }
      filters.add(new KeyOnlyFilter()); // filters still see the values; only the results lose them
    }
    if (!filters.isEmpty()) {
      scan.setFilter(filters.size() == 1 ? filters.get(0) : new FilterList(FilterList.Operator.MUST_PASS_ALL, filters));
    }
    return scan;
  }

  /**
   * Selects the cells {@code scan} reads, always including the conditions' columns; returns whether
   * the rows are wanted for their keys alone (a count, a projection of key components only), whose
   * values may then be left on the servers.
   */
  private static <E> boolean cells(QueryState<E> s, Reader<?> reader, Purpose purpose, Scan scan) {
    TableSchema schema = s.context.schema();
    Condition<E> condition = s.condition;
    List<byte[][]> conditionColumns = condition == null ? List.of() : condition.columns();
    if (purpose == Purpose.COUNT && condition != null && condition.impliesCells()) {
      // every matching row has a cell in the conditions' columns: read those alone
      Columns.of(conditionColumns).applyTo(scan);
      return true;
    }
    boolean keysOnly = purpose == Purpose.COUNT;
    Columns columns;
    if (reader != null && reader.columns() != null && !reader.columns().isEmpty()) {
      columns = Columns.of(reader.columns());
    } else {
      keysOnly |= reader != null && reader.columns() != null; // a projection of key components only
      if (!s.families.isEmpty()) {
        columns = Columns.families(s.families);
      } else if (schema.hasLazyFamilies() && !keysOnly) {
        // lazy dynamic families are not read with the entities; their maps load on first use
        List<String> eager = schema.eagerFamilies();
        if (eager.isEmpty()) {
          scan.addFamily(Bytes.toBytes(schema.families().get(0).name())).setMaxResultsPerColumnFamily(1);
          return false;
        }
        columns = Columns.families(eager);
      } else {
        columns = Columns.all();
      }
    }
    columns.with(conditionColumns).applyTo(scan);
    int versions = schema.readVersions();
    if (versions > 1 && !keysOnly) {
      scan.readVersions(versions);
    }
    return keysOnly;
  }

  /**
   * What one row becomes, after the conditions the servers could not decide: its item, or null when a
   * condition drops it. A row whose stored data cannot be read throws its {@link MappingException},
   * or, with a bad-data handler, is handed to it and dropped. The blocking stream and the publisher
   * both map rows through it.
   */
  static <E, T> Function<Result, T> step(QueryState<E> s, Reader<T> reader) {
    boolean test = testsInClient(s);
    String table = s.context.schema().tableName().getNameAsString();
    Function<Result, T> map = reader.map();
    return result -> {
      try {
        if (test && !s.condition.test(result, table)) {
          return null;
        }
        return map.apply(result);
      } catch (MappingException e) {
        if (s.badData == null) {
          throw e;
        }
        s.badData.accept(e);
        return null;
      }
    };
  }



  static long saturatedAdd(long a, long b) {
    long r = a + b;
    return r < 0 ? Long.MAX_VALUE : r;
  }
}
