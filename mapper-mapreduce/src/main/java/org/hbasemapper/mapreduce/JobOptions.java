package org.hbasemapper.mapreduce;

import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.hbasemapper.runtime.MapperOptions;

/** A DAO's namespace mapping carried in a job's configuration to its tasks. */
final class JobOptions {
  private JobOptions() {}

  /** Writes the namespace mapping of {@code options} below {@code prefix}. */
  static void write(Configuration conf, String prefix, MapperOptions options) {
    conf.getPropsWithPrefix(prefix).keySet().forEach(name -> conf.unset(prefix + name));
    options.namespaces().forEach((declared, used) -> conf.set(prefix + declared, used));
  }

  /** The options (namespace mapping only) written below {@code prefix}. */
  static MapperOptions read(Configuration conf, String prefix) {
    Map<String, String> namespaces = conf.getPropsWithPrefix(prefix);
    return MapperOptions.defaults().withNamespaces(namespaces);
  }
}
