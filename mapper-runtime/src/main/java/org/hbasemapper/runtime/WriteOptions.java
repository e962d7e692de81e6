package org.hbasemapper.runtime;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.client.Durability;
import org.hbasemapper.annotations.audience.Api;
import org.jspecify.annotations.Nullable;

/**
 * How one write stores its cells, beyond their values: how long they live (a cell TTL), how the
 * region server persists the write before it answers (its {@link Durability}), and the cell
 * timestamp. Each is unset unless given; an unset one is the DAO's default
 * ({@link MapperOptions#withWriteOptions}), else HBase's (no cell TTL, the table's durability, the
 * server's time). Immutable; each {@code with} method returns a changed copy.
 *
 * <pre>{@code
 * stocks.put(stock, WriteOptions.ttl(Duration.ofDays(7)));
 * stocks.put(stock, WriteOptions.durability(Durability.SKIP_WAL).withTtl(Duration.ofHours(1)));
 * }</pre>
 *
 * <p>The timestamp is epoch milliseconds, a {@code long}, as HBase stores it and as {@code Put} and
 * {@code Delete} take it: nothing is rounded on the way. docs/writes.md says how each option
 * combines with {@code @Timestamp}, {@code @Version} and the index entries of the write.
 */
@Api
public final class WriteOptions {
  private static final WriteOptions DEFAULTS = new WriteOptions(null, null, null);

  private final @Nullable Duration ttl;
  private final @Nullable Durability durability;
  private final @Nullable Long timestamp;

  private WriteOptions(@Nullable Duration ttl, @Nullable Durability durability, @Nullable Long timestamp) {
    this.ttl = ttl;
    this.durability = durability;
    this.timestamp = timestamp;
  }

  /** Nothing set: every write as HBase makes it by default. */
  public static WriteOptions defaults() {
    return DEFAULTS;
  }

  /**
   * Cells that expire {@code ttl} after their timestamp (HBase's cell TTL, {@code Mutation.setTTL}):
   * reads stop returning them, and compactions remove them.
   *
   * @throws IllegalArgumentException when {@code ttl} is zero or negative, or not a whole number of
   *     milliseconds (HBase keeps cell TTLs in milliseconds)
   */
  public static WriteOptions ttl(Duration ttl) {
    return DEFAULTS.withTtl(ttl);
  }

  /** Writes persisted as {@code durability} says ({@code SKIP_WAL}, {@code ASYNC_WAL}, {@code FSYNC_WAL}, ...). */
  public static WriteOptions durability(Durability durability) {
    return DEFAULTS.withDurability(durability);
  }

  /**
   * Cells written at {@code epochMillis} instead of the server's time; a delete removes the cells up
   * to it.
   *
   * @throws IllegalArgumentException when it is negative or {@code Long.MAX_VALUE} (HBase's "latest")
   */
  public static WriteOptions timestamp(long epochMillis) {
    return DEFAULTS.withTimestamp(epochMillis);
  }

  /** These options with cells expiring {@code ttl} after their timestamp; see {@link #ttl(Duration)}. */
  public WriteOptions withTtl(Duration ttl) {
    Objects.requireNonNull(ttl, "ttl");
    if (ttl.isZero() || ttl.isNegative()) {
      throw new IllegalArgumentException("WriteOptions: a TTL of " + ttl + " would store cells that are expired "
          + "already; give a TTL above zero");
    }
    if (ttl.getNano() % 1_000_000 != 0) {
      throw new IllegalArgumentException("WriteOptions: a TTL of " + ttl + " is not a whole number of milliseconds, "
          + "the unit of HBase's cell TTL; round it to milliseconds");
    }
    try {
      ttl.toMillis();
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException("WriteOptions: a TTL of " + ttl + " is beyond Long.MAX_VALUE milliseconds; "
          + "leave the TTL unset for cells that never expire", e);
    }
    return new WriteOptions(ttl, durability, timestamp);
  }

  /** These options with {@code durability}; see {@link #durability(Durability)}. */
  public WriteOptions withDurability(Durability durability) {
    return new WriteOptions(ttl, Objects.requireNonNull(durability, "durability"), timestamp);
  }

  /** These options with cells at {@code epochMillis}; see {@link #timestamp(long)}. */
  public WriteOptions withTimestamp(long epochMillis) {
    if (epochMillis < 0 || epochMillis == HConstants.LATEST_TIMESTAMP) {
      throw new IllegalArgumentException("WriteOptions: timestamp " + epochMillis + " is outside the cell timestamps "
          + "HBase stores, epoch milliseconds from 0 to Long.MAX_VALUE - 1");
    }
    return new WriteOptions(ttl, durability, epochMillis);
  }

  /**
   * These options, with what they leave unset taken from {@code defaults}, field by field: how a
   * call's options combine with the DAO's default ones.
   */
  public WriteOptions orElse(WriteOptions defaults) {
    Objects.requireNonNull(defaults, "defaults");
    return new WriteOptions(ttl != null ? ttl : defaults.ttl, durability != null ? durability : defaults.durability,
        timestamp != null ? timestamp : defaults.timestamp);
  }

  /** The cells' time to live, if set. */
  public Optional<Duration> timeToLive() {
    return Optional.ofNullable(ttl);
  }

  /** The durability of the write, if set. */
  public Optional<Durability> durabilityLevel() {
    return Optional.ofNullable(durability);
  }

  /** The cell timestamp in epoch milliseconds, if set. */
  public OptionalLong cellTimestamp() {
    return timestamp == null ? OptionalLong.empty() : OptionalLong.of(timestamp);
  }

  /** Whether nothing is set. */
  public boolean isDefault() {
    return ttl == null && durability == null && timestamp == null;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof WriteOptions other && Objects.equals(ttl, other.ttl) && durability == other.durability
        && Objects.equals(timestamp, other.timestamp);
  }

  @Override
  public int hashCode() {
    return Objects.hash(ttl, durability, timestamp);
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("WriteOptions{");
    String sep = "";
    if (ttl != null) {
      out.append("ttl=").append(ttl);
      sep = ", ";
    }
    if (durability != null) {
      out.append(sep).append("durability=").append(durability);
      sep = ", ";
    }
    if (timestamp != null) {
      out.append(sep).append("timestamp=").append(timestamp);
    }
    return out.append('}').toString();
  }
}
