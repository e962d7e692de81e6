package org.hbasemapper.runtime;

/**
 * A write of a {@code @Version}ed entity found another version stored than the entity carries:
 * someone else wrote the row since it was read (or it was created, or deleted). Nothing of the
 * write is left: the index entries it wrote before its version check are taken back (a failure
 * to do so is attached as a suppressed exception; reads skip such entries), and relation inverses
 * are written only after the check. Read the row again, reapply the change, and write again.
 */
public final class StaleEntityException extends HBaseMapperException {
  private static final long serialVersionUID = 1L;

  private final String table;
  private final String rowKeyHex;
  private final long expectedVersion;

  /** A refused write of {@code entity} in {@code table}, row {@code rowKeyHex}, which expected {@code expectedVersion}. */
  public StaleEntityException(String entity, String table, String rowKeyHex, long expectedVersion) {
    super(entity + " in table " + table + ", row " + rowKeyHex + ": expected "
        + (expectedVersion == 0 ? "no stored row (version 0)" : "stored version " + expectedVersion)
        + ", but another write came first; read it again and retry", null);
    this.table = table;
    this.rowKeyHex = rowKeyHex;
    this.expectedVersion = expectedVersion;
  }

  /** The table. */
  public String table() {
    return table;
  }

  /** The row key, in hex. */
  public String rowKeyHex() {
    return rowKeyHex;
  }

  /** The version the entity carried. */
  public long expectedVersion() {
    return expectedVersion;
  }
}
