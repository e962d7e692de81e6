package org.hbasemapper.spark;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serial;
import java.io.Serializable;
import java.util.Map;
import java.util.TreeMap;
import org.apache.hadoop.conf.Configuration;

/**
 * A connection's configuration carried to Spark's executors, which open their own connection from it:
 * Hadoop's {@code Configuration} is {@code Writable}, not {@code Serializable}. Its key is the
 * configuration's every property, so that executors share one connection per cluster and settings.
 */
final class HBaseConf implements Serializable {
  @Serial
  private static final long serialVersionUID = 1L;

  private transient Configuration conf;
  private transient String key;

  HBaseConf(Configuration conf) {
    this.conf = new Configuration(conf);
  }

  /** The configuration (a copy on the driver; the deserialized one on executors). */
  Configuration get() {
    return conf;
  }

  /** Every property, in key order: equal for equal configurations, whichever JVM they were read in. */
  String key() {
    if (key == null) {
      Map<String, String> sorted = new TreeMap<>();
      conf.forEach(e -> sorted.put(e.getKey(), e.getValue()));
      key = sorted.toString();
    }
    return key;
  }

  @Serial
  private void writeObject(ObjectOutputStream out) throws IOException {
    out.defaultWriteObject();
    conf.write(out);
  }

  @Serial
  private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
    in.defaultReadObject();
    conf = new Configuration(false);
    conf.readFields(in);
  }
}
