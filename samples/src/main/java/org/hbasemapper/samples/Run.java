package org.hbasemapper.samples;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.runtime.LayoutCheck;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;

/**
 * What the examples share while the program runs: the connection, where to print, whether existing
 * tables with another schema may be dropped, and what was written to which table (for the summary).
 */
final class Run {
  final Connection connection;
  final PrintStream out;
  final boolean reset;
  final boolean interactive;
  final Map<TableSchema, Long> written = new LinkedHashMap<>();
  private AsyncConnection async;

  Run(Connection connection, PrintStream out, boolean reset, boolean interactive) {
    this.connection = connection;
    this.out = out;
    this.reset = reset;
    this.interactive = interactive;
  }

  /**
   * An asynchronous connection to the same cluster, opened on first use (only the asynchronous
   * example needs it) and closed by {@link #close()}.
   */
  AsyncConnection async() {
    if (async == null) {
      try {
        async = ConnectionFactory.createAsyncConnection(connection.getConfiguration()).get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while connecting", e);
      } catch (ExecutionException e) {
        throw new IllegalStateException("cannot open an asynchronous connection: " + e.getCause(), e.getCause());
      }
    }
    return async;
  }

  /** Closes the asynchronous connection, if one was opened; the blocking one is the caller's. */
  void close() {
    if (async != null) {
      try {
        async.close();
      } catch (java.io.IOException e) {
        out.println("the asynchronous connection did not close cleanly: " + e);
      }
    }
  }

  /** A table of an existing HBase table whose schema differs from the annotations, not reset. */
  static final class SchemaMismatch extends RuntimeException {
    private static final long serialVersionUID = 1L;

    SchemaMismatch(TableSchema schema, List<String> differences) {
      super("table " + schema.tableName().getNameAsString() + " exists with another schema:\n  - "
          + String.join("\n  - ", differences) + "\nnothing was changed; rerun with --reset to drop and recreate it");
    }
  }

  /**
   * Creates the table of {@code schema} when missing (printing the shell statement and layout); an
   * existing one must match, or with {@code --reset} is dropped and created again.
   */
  void table(TableSchema schema) {
    SchemaManager schemas = new SchemaManager(connection);
    written.putIfAbsent(schema, 0L);
    if (schemas.exists(schema)) {
      List<String> differences = new ArrayList<>(schemas.differences(schema));
      // a table of an earlier run that records no layout, or an older compatible one, still serves this one
      for (LayoutCheck check : schemas.checkLayouts(schema)) {
        check.notes().forEach(note -> out.println("note: " + note));
        differences.removeAll(check.notes());
      }
      if (differences.isEmpty()) {
        out.println("using existing table " + schema.tableName().getNameAsString());
        return;
      }
      if (!reset) {
        throw new SchemaMismatch(schema, differences);
      }
      out.println("--reset: dropping " + schema.tableName().getNameAsString() + " (" + String.join("; ", differences)
          + ")");
      schemas.drop(schema);
    }
    schemas.createIfMissing(schema);
    out.println("created table " + schema.tableName().getNameAsString());
    out.println("  " + schema.shellCreateCommand());
    out.print(schema.describe().indent(2));
  }

  /** Counts {@code rows} written to {@code schema}'s table. */
  void wrote(TableSchema schema, long rows) {
    written.merge(schema, rows, Long::sum);
  }

  /** Prints {@code rows} under {@code header} as aligned columns, numbers right-aligned. */
  void print(List<String> header, List<List<String>> rows) {
    List<List<String>> all = new ArrayList<>();
    all.add(header);
    all.addAll(rows);
    int[] widths = new int[header.size()];
    for (List<String> row : all) {
      for (int i = 0; i < row.size(); i++) {
        widths[i] = Math.max(widths[i], row.get(i).length());
      }
    }
    for (int r = 0; r < all.size(); r++) {
      StringBuilder line = new StringBuilder("  ");
      for (int i = 0; i < all.get(r).size(); i++) {
        String cell = all.get(r).get(i);
        boolean number = r > 0 && cell.matches("-?[0-9][0-9,.]*");
        line.append(number ? " ".repeat(widths[i] - cell.length()) + cell : cell + " ".repeat(widths[i] - cell.length()));
        line.append(i + 1 < all.get(r).size() ? "  " : "");
      }
      out.println(line.toString().stripTrailing());
      if (r == 0) {
        StringBuilder rule = new StringBuilder("  ");
        for (int i = 0; i < widths.length; i++) {
          rule.append("-".repeat(widths[i])).append(i + 1 < widths.length ? "  " : "");
        }
        out.println(rule);
      }
    }
  }

  /** A progress bar for a load of {@code total} items. */
  Progress progress(String label, long total) {
    return new Progress(out, label, total, interactive);
  }

  /**
   * A progress bar on one terminal line ({@code \r}-redrawn) when interactive; otherwise the start
   * and the end only, so logs and tests stay readable.
   */
  static final class Progress {
    private static final int WIDTH = 30;
    private final PrintStream out;
    private final String label;
    private final long total;
    private final boolean interactive;
    private final long start = System.nanoTime();
    private long done;
    private int drawn = -1;

    Progress(PrintStream out, String label, long total, boolean interactive) {
      this.out = out;
      this.label = label;
      this.total = total;
      this.interactive = interactive;
      if (!interactive) {
        out.printf("%s: %,d ...%n", label, total);
      }
      draw();
    }

    void step(long n) {
      done += n;
      draw();
    }

    private void draw() {
      int filled = total == 0 ? WIDTH : (int) (done * WIDTH / total);
      if (!interactive || filled == drawn) {
        return;
      }
      drawn = filled;
      out.printf("\r%s [%s%s] %3d%%", label, "#".repeat(filled), ".".repeat(WIDTH - filled),
          total == 0 ? 100 : done * 100 / total);
      out.flush();
    }

    void done() {
      double seconds = (System.nanoTime() - start) / 1e9;
      if (interactive) {
        out.printf("\r%s [%s] 100%% %,d in %.1f s%n", label, "#".repeat(WIDTH), total, seconds);
      } else {
        out.printf("%s: %,d written in %.1f s%n", label, total, seconds);
      }
    }
  }
}
