package org.hbasemapper.runtime;

import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.observe.OperationListener;

/**
 * How the DAOs built with it run, beyond their connection: which namespace each declared namespace
 * is stored in (one application against {@code weibo_staging} and {@code weibo} alike), who hears
 * of their operations, and how their writes store cells by default ({@link WriteOptions}).
 * Immutable; each {@code with} method returns a changed copy.
 *
 * <pre>{@code
 * MapperOptions options = MapperOptions.defaults()
 *     .withNamespace("weibo", "weibo_staging")       // data, index and relation tables alike
 *     .withListener(new MicrometerOperationListener(registry));
 * UserDao users = new UserDao(connection, options);
 * new SchemaManager(connection, options).createIfMissing(UserMapper.INSTANCE.schema());
 * }</pre>
 */
@Api
public final class MapperOptions {
  private static final MapperOptions DEFAULTS = new MapperOptions(Map.of(), OperationListener.NONE,
      Clock.systemUTC(), WriteOptions.defaults());

  private final Map<String, String> namespaces;
  private final OperationListener listener;
  private final Clock clock;
  private final WriteOptions writeOptions;

  private MapperOptions(Map<String, String> namespaces, OperationListener listener, Clock clock,
      WriteOptions writeOptions) {
    this.namespaces = namespaces;
    this.listener = listener;
    this.clock = clock;
    this.writeOptions = writeOptions;
  }

  /** Tables in their declared namespaces, nobody listening. */
  public static MapperOptions defaults() {
    return DEFAULTS;
  }

  /**
   * These options, with tables declared in namespace {@code declared} stored in {@code used}
   * instead (the entity's, its index tables and the relation tables that point into it).
   *
   * @throws IllegalArgumentException when either is no legal HBase namespace name
   */
  public MapperOptions withNamespace(String declared, String used) {
    Map<String, String> map = new LinkedHashMap<>(namespaces);
    map.put(legal(declared, "declared"), legal(used, "used"));
    return new MapperOptions(Map.copyOf(map), listener, clock, writeOptions);
  }

  /** These options with each mapping of {@code declaredToUsed} added, as {@link #withNamespace}. */
  public MapperOptions withNamespaces(Map<String, String> declaredToUsed) {
    MapperOptions options = this;
    for (Map.Entry<String, String> e : declaredToUsed.entrySet()) {
      options = options.withNamespace(e.getKey(), e.getValue());
    }
    return options;
  }

  /** These options with {@code listener} hearing of every operation (in place of the one before). */
  public MapperOptions withListener(OperationListener listener) {
    return new MapperOptions(namespaces, Objects.requireNonNull(listener, "listener"), clock, writeOptions);
  }

  /**
   * These options with {@code clock} telling the time of each write: what the DAO stores in
   * {@code @LastModifiedDate} and {@code @CreatedDate} fields. The system clock in UTC unless set; a
   * fixed or stepping clock makes tests exact.
   */
  public MapperOptions withClock(Clock clock) {
    return new MapperOptions(namespaces, listener, Objects.requireNonNull(clock, "clock"), writeOptions);
  }

  /**
   * These options with {@code writeOptions} as the default of every write of the DAOs built with them
   * ({@code put}, {@code replace}, {@code putIfAbsent}, {@code putAll}, {@code delete}); options given
   * to a call override it field by field ({@link WriteOptions#orElse}). A default TTL does not apply
   * to deletes, which write no cells.
   */
  public MapperOptions withWriteOptions(WriteOptions writeOptions) {
    return new MapperOptions(namespaces, listener, clock, Objects.requireNonNull(writeOptions, "writeOptions"));
  }

  /** The default options of every write; {@link WriteOptions#defaults()} unless set. */
  public WriteOptions writeOptions() {
    return writeOptions;
  }

  /** Declared namespace to the namespace used, for those that differ. */
  public Map<String, String> namespaces() {
    return namespaces;
  }

  /** The namespace tables declared in {@code declared} are stored in. */
  public String namespace(String declared) {
    return namespaces.getOrDefault(declared, declared);
  }

  /** The table {@code declared} is stored as. */
  public TableName tableName(TableName declared) {
    String used = namespaces.get(declared.getNamespaceAsString());
    return used == null ? declared : TableName.valueOf(used, declared.getQualifierAsString());
  }

  /** The clock that tells the time of each write ({@link #withClock}); the system clock in UTC unless set. */
  public Clock clock() {
    return clock;
  }

  /** Who hears of the operations; {@link OperationListener#NONE} unless set. */
  public OperationListener listener() {
    return listener;
  }

  private static String legal(String namespace, String which) {
    Objects.requireNonNull(namespace, which + " namespace");
    try {
      TableName.isLegalNamespaceName(Bytes.toBytes(namespace));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("'" + namespace + "' is no legal HBase namespace name for the "
          + which + " namespace: use letters, digits and '_'", e);
    }
    return namespace;
  }

  @Override
  public String toString() {
    return "MapperOptions{namespaces=" + namespaces + ", listener=" + listener + ", clock=" + clock
        + (writeOptions.isDefault() ? "" : ", writeOptions=" + writeOptions) + "}";
  }
}
