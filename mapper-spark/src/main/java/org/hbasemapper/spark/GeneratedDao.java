package org.hbasemapper.spark;

import java.io.Serial;
import java.io.Serializable;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.hadoop.hbase.client.Durability;
import org.hbasemapper.mapreduce.GeneratedDaos;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.WriteOptions;
import org.hbasemapper.runtime.dao.EntityDao;

/**
 * A generated DAO carried to executors by name, to be built there from the generated catalog (as
 * mapper-mapreduce's tasks build theirs) over the executor's connection, with what of the driver's
 * DAO options can travel: its namespace mapping and its default write options (TTL, durability,
 * timestamp). Its listener and clock stay on the driver.
 *
 * @param daoClass the generated DAO's binary name, such as {@code com.example.PurchaseDao}
 * @param namespaces declared namespace to the namespace used, for those that differ
 * @param ttl the default cells' time to live, or null
 * @param durability the default durability, or null
 * @param timestamp the default cell timestamp, or null
 * @param conf the configuration of the driver's connection, which executors connect with
 */
record GeneratedDao(String daoClass, Map<String, String> namespaces, Duration ttl, Durability durability,
    Long timestamp, HBaseConf conf) implements Serializable {
  @Serial
  private static final long serialVersionUID = 1L;

  GeneratedDao {
    namespaces = new LinkedHashMap<>(namespaces);
  }

  /**
   * The reference of {@code dao}, refused on the driver (before any task runs) when no generated
   * catalog on the class path lists its class.
   *
   * @throws IllegalArgumentException when {@code dao} is not a generated DAO listed in a catalog
   */
  static GeneratedDao of(EntityDao<?, ?> dao, HBaseConf conf) {
    Class<?> type = dao.getClass();
    GeneratedDaos.entry(type.getName(), type.getClassLoader());
    MapperOptions options = dao.options();
    WriteOptions writes = options.writeOptions();
    return new GeneratedDao(type.getName(), options.namespaces(), writes.timeToLive().orElse(null),
        writes.durabilityLevel().orElse(null),
        writes.cellTimestamp().isPresent() ? writes.cellTimestamp().getAsLong() : null, conf);
  }

  /** The DAO, on an executor: over the executor's connection, with the driver DAO's options that travel. */
  @SuppressWarnings("unchecked")
  <E> EntityDao<E, ?> create() {
    WriteOptions writes = WriteOptions.defaults();
    if (ttl != null) {
      writes = writes.withTtl(ttl);
    }
    if (durability != null) {
      writes = writes.withDurability(durability);
    }
    if (timestamp != null) {
      writes = writes.withTimestamp(timestamp);
    }
    MapperOptions options = MapperOptions.defaults().withNamespaces(namespaces).withWriteOptions(writes);
    return (EntityDao<E, ?>) GeneratedDaos.create(daoClass, Thread.currentThread().getContextClassLoader(),
        ExecutorConnections.of(conf), options);
  }
}
