package org.hbasemapper.samples;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.test.EmbeddedHBase;

/**
 * Runs the schema-design examples against HBase: an embedded, in-process cluster by default, or a
 * real one with {@code --zk host:port} (or an {@code hbase-site.xml} on the classpath).
 *
 * <pre>
 * --example NAME   run one example (see --help for the names)
 * --zk HOST:PORT   use the cluster whose ZooKeeper quorum is HOST:PORT
 * --help           list the examples
 * </pre>
 */
public final class Main {
  private Main() {}

  /** Runs the program; exits with 0 on success, 2 on bad arguments. */
  public static void main(String[] args) throws Exception {
    System.exit(run(args, System.out, System.err));
  }

  static int run(String[] args, PrintStream out, PrintStream err) throws IOException {
    String zk = null;
    List<Examples.Example> selected = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "", "--keep" -> { }
        case "--help", "-h" -> {
          usage(out);
          return 0;
        }
        case "--zk" -> zk = value(args, ++i);
        case "--example" -> {
          String name = value(args, ++i);
          Optional<Examples.Example> example = Examples.ALL.stream().filter(e -> e.name().equals(name)).findFirst();
          if (example.isEmpty()) {
            err.println("unknown example '" + name + "'");
            usage(err);
            return 2;
          }
          selected.add(example.get());
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
    if (zk != null) {
      String[] hostPort = zk.split(":");
      conf.set("hbase.zookeeper.quorum", hostPort[0]);
      if (hostPort.length > 1) {
        conf.set("hbase.zookeeper.property.clientPort", hostPort[1]);
      }
    }
    EmbeddedHBase embedded = null;
    Connection connection;
    if (external) {
      out.println("connecting to HBase at " + conf.get("hbase.zookeeper.quorum"));
      connection = ConnectionFactory.createConnection(conf);
    } else {
      out.println("starting embedded HBase (an in-process mini cluster) ...");
      embedded = EmbeddedHBase.start();
      out.printf("embedded HBase started in %.1f s%n", embedded.startMillis() / 1000.0);
      connection = embedded.connection();
    }
    try {
      for (Examples.Example example : selected) {
        out.println();
        out.println("== " + example.name() + ": " + example.summary());
        example.body().accept(connection, out);
      }
    } finally {
      if (embedded != null) {
        embedded.close();
      } else {
        connection.close();
      }
    }
    out.printf("%nran %d example(s) in %.1f s%n", selected.size(), (System.nanoTime() - start) / 1e9);
    return 0;
  }

  private static String value(String[] args, int i) {
    if (i >= args.length) {
      throw new IllegalArgumentException(args[i - 1] + " needs a value");
    }
    return args[i];
  }

  private static void usage(PrintStream out) {
    out.println("usage: Main [--example NAME]... [--zk HOST:PORT]");
    out.println("examples:");
    for (Examples.Example e : Examples.ALL) {
      out.printf("  %-10s %s%n", e.name(), e.summary());
    }
  }
}
