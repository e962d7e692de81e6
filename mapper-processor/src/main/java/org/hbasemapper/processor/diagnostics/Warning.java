package org.hbasemapper.processor.diagnostics;

/**
 * The warnings: the entity compiles and maps, but breaks a rule of HBase schema design, or something
 * generated from it is left out where a user would look for it. Each has the tag that
 * {@code @SuppressWarnings} names to silence it.
 */
public enum Warning {
  /** More than three column families: each is its own set of store files, flushed and compacted together. */
  FAMILIES("hbase:families"),
  /** A leading key component that grows with time or a sequence, without a salt or hash prefix. */
  HOTSPOT("hbase:hotspot"),
  /** A row key whose fixed part is longer than 64 bytes: every cell stores the whole row key. */
  KEY_LENGTH("hbase:key-length"),
  /** A family name longer than a few characters: every cell stores it. */
  FAMILY_NAME("hbase:family-name"),
  /** {@code maxVersions > 1} on a family that holds only counters, whose old versions nobody reads. */
  COUNTER_VERSIONS("hbase:counter-versions"),
  /** A {@code @DynamicColumns} family loaded whole with each read because {@code fetch} was left at EAGER. */
  EAGER("hbase:eager"),
  /** A sealed interface implemented by a record type that gets no group DAO, because of what it permits. */
  GROUP("hbase:group"),
  /** A generated class that the compilation's catalog cannot list, so that frameworks reading it miss it. */
  CATALOG("hbase:catalog"),
  /** No baseline of the stored layout, so that changes stranding stored rows compile silently. */
  BASELINE("hbase:baseline");

  /** The tag that silences every hbase-mapper warning. */
  public static final String ALL = "hbase:all";

  private final String tag;

  Warning(String tag) {
    this.tag = tag;
  }

  /** The {@code @SuppressWarnings} value that silences this warning. */
  public String tag() {
    return tag;
  }
}
