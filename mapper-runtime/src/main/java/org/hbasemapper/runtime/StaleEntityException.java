package org.hbasemapper.runtime;

import java.util.OptionalLong;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.jspecify.annotations.Nullable;

/**
 * A write of a {@code @Version}ed entity found another version stored than the entity carries:
 * someone else wrote the row since it was read (or it was created, or deleted). Nothing of the
 * write is left: the index entries it wrote before its version check are taken back (a failure
 * to do so is attached as a suppressed exception; reads skip such entries), and relation inverses
 * are written only after the check. Read the row again, reapply the change, and write again.
 *
 * <p>When the row holds the version this write would store and exactly its values
 * ({@link #rowHoldsThisWrite()}), either an earlier call of this write landed (one whose outcome was
 * unknown, or that hbase-client retried after a timeout), or another writer that read the same
 * version stored the same values; the row cannot tell which. A repeat of a write that the DAO itself
 * saw land with its upkeep unfinished ({@code IndexUpkeepException}, a batch's
 * {@code upkeepIncompleteRows()}), through the same DAO and with the same entity object, is not
 * refused: it succeeds.
 */
@Api
public final class StaleEntityException extends HBaseMapperException {
  private static final long serialVersionUID = 1L;

  private final String table;
  private final String rowKeyHex;
  private final long expectedVersion;
  private final @Nullable Long storedVersion;
  private final boolean rowHoldsThisWrite;

  /** A refused write of {@code entity} in {@code table}, row {@code rowKeyHex}, which expected {@code expectedVersion}. */
  @Internal
  public StaleEntityException(String entity, String table, String rowKeyHex, long expectedVersion) {
    super(entity + " in table " + table + ", row " + rowKeyHex + ": expected " + expected(expectedVersion)
        + ", but another write came first; read it again and retry", null);
    this.table = table;
    this.rowKeyHex = rowKeyHex;
    this.expectedVersion = expectedVersion;
    this.storedVersion = null;
    this.rowHoldsThisWrite = false;
  }

  /**
   * A refused write of {@code entity} in {@code table}, row {@code rowKeyHex}, which expected
   * {@code expectedVersion} and found {@code storedVersion} (0: no stored row, or none with a
   * version), with exactly this write's values ({@code rowHoldsThisWrite}) or not.
   */
  @Internal
  public StaleEntityException(String entity, String table, String rowKeyHex, long expectedVersion,
      long storedVersion, boolean rowHoldsThisWrite) {
    super(entity + " in table " + table + ", row " + rowKeyHex + ": expected " + expected(expectedVersion)
        + ", found " + (storedVersion == 0 ? "no stored row" : "version " + storedVersion) + (rowHoldsThisWrite
            ? " with exactly this write's values: either an earlier attempt of this write landed (a call that "
                + "failed with an unknown outcome, or one hbase-client repeated after a timeout), and nothing is left "
                + "to do, or another write stored the same values since this entity was read: then read it again "
                + "and retry"
            : ": another write changed the row since it was read; read it again and retry"), null);
    this.table = table;
    this.rowKeyHex = rowKeyHex;
    this.expectedVersion = expectedVersion;
    this.storedVersion = storedVersion;
    this.rowHoldsThisWrite = rowHoldsThisWrite;
  }

  private static String expected(long version) {
    return version == 0 ? "no stored row (version 0)" : "stored version " + version;
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

  /**
   * The version found in the row when the write was refused (0: no stored row), when it was read;
   * empty when the refusal did not read it.
   */
  public OptionalLong storedVersion() {
    return storedVersion == null ? OptionalLong.empty() : OptionalLong.of(storedVersion);
  }

  /**
   * Whether the row holds the version this write would have stored and exactly its values: an
   * earlier call of this write may have landed (see the class comment).
   */
  public boolean rowHoldsThisWrite() {
    return rowHoldsThisWrite;
  }
}
