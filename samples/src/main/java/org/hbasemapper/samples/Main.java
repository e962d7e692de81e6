package org.hbasemapper.samples;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.runtime.ClientSettings;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.test.EmbeddedHBase;

/**
 * Runs the schema-design examples against HBase: an embedded, in-process cluster by default, or a
 * real one with {@code --zk host:port} (or an {@code hbase-site.xml} on the classpath).
 *
 * <pre>
 * --example NAME   run one example (repeatable; see --help for the names)
 * --zk HOST:PORT   use the cluster whose ZooKeeper quorum is HOST:PORT
 * --keep           on a real cluster, leave the example tables in place (dropped otherwise)
 * --reset          drop and recreate example tables that exist with another schema
 * --help           list the examples
 * </pre>
 *
 * Exit codes: 0 done, 1 HBase unreachable, 2 bad arguments, 3 a table exists with another schema.
 */
public final class Main {
  /** How long to wait for a real cluster to answer before giving up. */
  static final int CONNECT_TIMEOUT_SECONDS = 20;

  private Main() {}

  /** Runs the program and exits with its exit code. */
  public static void main(String[] args) throws Exception {
    System.exit(run(args, System.out, System.err));
  }

  static int run(String[] args, PrintStream out, PrintStream err) throws IOException {
    String zk = null;
    boolean keep = false;
    boolean reset = false;
    List<Examples.Example> selected = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "" -> { }
        case "--keep" -> keep = true;
        case "--reset" -> reset = true;
        case "--help", "-h" -> {
          usage(out);
          return 0;
        }
        case "--zk", "--example" -> {
          if (i + 1 >= args.length) {
            err.println(args[i] + " needs a value");
            usage(err);
            return 2;
          }
          String value = args[++i];
          if (args[i - 1].equals("--zk")) {
            zk = value;
          } else {
            Optional<Examples.Example> example = Examples.ALL.stream().filter(e -> e.name().equals(value)).findFirst();
            if (example.isEmpty()) {
              err.println("unknown example '" + value + "'");
              usage(err);
              return 2;
            }
            selected.add(example.get());
          }
        }
        default -> {
          err.println("unknown argument '" + args[i] + "'");
          usage(err);
          return 2;
        }
      }
    }
    if (selected.isEmpty()) {
      selected.addAll(Examples.ALL);
    }
    long start = System.nanoTime();
    Configuration conf = HBaseConfiguration.create();
    boolean external = zk != null || Main.class.getClassLoader().getResource("hbase-site.xml") != null;
    EmbeddedHBase embedded = null;
    Connection connection;
    if (external) {
      if (zk != null) {
        String[] hostPort = zk.split(":");
        conf.set("hbase.zookeeper.quorum", hostPort[0]);
        if (hostPort.length > 1) {
          conf.set("hbase.zookeeper.property.clientPort", hostPort[1]);
        }
      }
      String where = conf.get("hbase.zookeeper.quorum") + ":" + conf.get("hbase.zookeeper.property.clientPort", "2181");
      out.println("connecting to HBase at " + where + " ...");
      Optional<Connection> reached = connect(conf, err, where);
      if (reached.isEmpty()) {
        return 1;
      }
      connection = reached.get();
    } else {
      out.println("starting embedded HBase (an in-process mini cluster) ...");
      embedded = EmbeddedHBase.start();
      out.printf("embedded HBase started in %.1f s%n", embedded.startMillis() / 1000.0);
      connection = embedded.connection();
    }
    Run run = new Run(connection, out, reset, System.console() != null && out == System.out);
    try {
      for (Examples.Example example : selected) {
        out.println();
        out.println("== " + example.name() + ": " + example.summary());
        example.body().accept(run);
      }
      summary(run, out, (System.nanoTime() - start) / 1e9);
      if (external && !keep) {
        SchemaManager schemas = new SchemaManager(connection);
        for (TableSchema schema : run.written.keySet()) {
          schemas.drop(schema);
        }
        out.println("dropped the example tables (keep them with --keep)");
      }
    } catch (Run.SchemaMismatch e) {
      err.println(e.getMessage());
      return 3;
    } finally {
      run.close();
      if (embedded != null) {
        embedded.close();
      } else {
        connection.close();
      }
    }
    return 0;
  }

  /**
   * A connection that has answered an admin call within {@link #CONNECT_TIMEOUT_SECONDS}; empty,
   * with a message on {@code err}, when the cluster cannot be reached. The connection has the
   * {@link ClientSettings bounded client settings}, so every later call ends within bounded time too.
   */
  static Optional<Connection> connect(Configuration conf, PrintStream err, String where) {
    ClientSettings.bounded(conf);
    ExecutorService probe = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "hbase-probe");
      t.setDaemon(true);
      return t;
    });
    Future<Connection> attempt = probe.submit(() -> {
      Connection c = ConnectionFactory.createConnection(conf);
      try (Admin admin = c.getAdmin()) {
        admin.listNamespaceDescriptors();
        return c;
      } catch (IOException | RuntimeException e) {
        c.close();
        throw e;
      }
    });
    try {
      return Optional.of(attempt.get(CONNECT_TIMEOUT_SECONDS, TimeUnit.SECONDS));
    } catch (TimeoutException e) {
      attempt.cancel(true);
      err.println("cannot reach HBase at " + where + ": no answer within " + CONNECT_TIMEOUT_SECONDS + " s");
    } catch (ExecutionException e) {
      err.println("cannot reach HBase at " + where + ": " + e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println("interrupted while connecting to " + where);
    } finally {
      probe.shutdownNow();
    }
    return Optional.empty();
  }

  static void summary(Run run, PrintStream out, double seconds) {
    out.println();
    out.println("== summary");
    List<List<String>> rows = new ArrayList<>();
    long total = 0;
    try (Admin admin = run.connection.getAdmin()) {
      for (Map.Entry<TableSchema, Long> e : run.written.entrySet()) {
        int regions = admin.getRegions(e.getKey().tableName()).size();
        rows.add(List.of(e.getKey().tableName().getNameAsString(), String.format("%,d", e.getValue()),
            String.valueOf(regions)));
        total += e.getValue();
      }
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    run.print(List.of("table", "rows written", "regions"), rows);
    out.printf("%,d rows written to %d tables in %.1f s%n", total, rows.size(), seconds);
  }

  private static void usage(PrintStream out) {
    out.println("usage: Main [--example NAME]... [--zk HOST:PORT] [--keep] [--reset]");
    out.println("  --example NAME  run one example (repeatable); all when none is given");
    out.println("  --zk HOST:PORT  run against that cluster instead of an embedded one");
    out.println("  --keep          on a real cluster, leave the example tables (dropped otherwise)");
    out.println("  --reset         drop and recreate example tables that exist with another schema");
    out.println("examples:");
    for (Examples.Example e : Examples.ALL) {
      out.printf("  %-10s %s%n", e.name(), e.summary());
    }
  }
}
