package org.hbasemapper.runtime;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.hbasemapper.runtime.bytes.RowBytes;

/**
 * The bytes in front of the first row-key component: nothing, a salt byte ({@code @Salt}) or an MD5
 * prefix ({@code @HashPrefix}), computed from the encodings of the leading {@link #ofCount()}
 * components.
 *
 * <ul>
 *   <li>Salt: one byte, {@code floorMod(fmix32(fnv1a32(bytes)), buckets)}; the table is pre-split at
 *       every bucket boundary. Range queries that do not fix the salted components read every bucket
 *       and merge.
 *   <li>MD5 prefix: the first {@code length} bytes of {@code MD5(bytes)}; the table is pre-split
 *       uniformly on the first byte. Order across different salted components is lost.
 * </ul>
 */
@Api
public final class KeyPrefix {
  private static final KeyPrefix NONE = new KeyPrefix(Kind.NONE, 0, 0, 0, 0);

  /** What kind of prefix. */
  @Api
  public enum Kind {
    /** No prefix. */
    NONE,
    /** One salt byte. */
    SALT,
    /** Leading bytes of an MD5 digest. */
    HASH
  }

  private final Kind kind;
  private final int buckets;
  private final int length;
  private final int regions;
  private final int ofCount;

  private KeyPrefix(Kind kind, int buckets, int length, int regions, int ofCount) {
    this.kind = kind;
    this.buckets = buckets;
    this.length = length;
    this.regions = regions;
    this.ofCount = ofCount;
  }

  /** No prefix. */
  @LimitedPrivate("mapper-dynamic")
  public static KeyPrefix none() {
    return NONE;
  }

  /** A salt byte over the first {@code ofCount} components, in {@code buckets} buckets (1..256). */
  @LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
  public static KeyPrefix salt(int buckets, int ofCount) {
    if (buckets < 1 || buckets > 256) {
      throw new IllegalArgumentException("salt buckets must be 1..256, got " + buckets);
    }
    return new KeyPrefix(Kind.SALT, buckets, 1, buckets, ofCount);
  }

  /** The first {@code length} (1..16) MD5 bytes of the first {@code ofCount} components; {@code regions} pre-split regions. */
  @LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
  public static KeyPrefix md5(int length, int regions, int ofCount) {
    if (length < 1 || length > 16) {
      throw new IllegalArgumentException("hash prefix length must be 1..16, got " + length);
    }
    if (regions < 1 || regions > 256) {
      throw new IllegalArgumentException("hash prefix regions must be 1..256, got " + regions);
    }
    return new KeyPrefix(Kind.HASH, 0, length, regions, ofCount);
  }

  /** The kind. */
  public Kind kind() {
    return kind;
  }

  /** Bytes in front of the first component. */
  public int length() {
    return length;
  }

  /** Salt buckets; 0 unless salted. */
  public int buckets() {
    return buckets;
  }

  /** How many leading components the prefix is computed from. */
  public int ofCount() {
    return ofCount;
  }

  /** Writes the prefix of {@code row} into its first {@link #length()} bytes, from {@code row[length..end)}. */
  @LimitedPrivate("mapper-dynamic")
  public void write(byte[] row, int end) {
    if (kind != Kind.NONE) {
      byte[] prefix = compute(row, length, end);
      System.arraycopy(prefix, 0, row, 0, length);
    }
  }

  /** Fails unless the prefix stored in {@code row} is the one its components give. */
  @LimitedPrivate({"mapper-mapreduce", "mapper-dynamic"})
  public void verify(byte[] row, int end, String table, String entity) {
    if (kind == Kind.NONE) {
      return;
    }
    byte[] expected = compute(row, length, end);
    if (!Arrays.equals(row, 0, length, expected, 0, length)) {
      throw MappingException.forRowKey(table, entity, row, (kind == Kind.SALT ? "salt" : "hash prefix")
          + " " + RowBytes.hex(Arrays.copyOf(row, length)) + " does not match its components (expected "
          + RowBytes.hex(expected) + ")");
    }
  }

  /** The prefix of a key whose salted components encode to {@code bytes[from..to)}. */
  @Internal
  public byte[] compute(byte[] bytes, int from, int to) {
    return switch (kind) {
      case NONE -> new byte[0];
      case SALT -> new byte[] {(byte) Math.floorMod(fmix32(fnv1a32(bytes, from, to)), buckets)};
      case HASH -> Arrays.copyOf(md5(bytes, from, to), length);
    };
  }

  /** The region split points this prefix calls for: every bucket boundary, or a uniform split. */
  public byte[][] splitKeys() {
    int n = kind == Kind.SALT ? buckets : kind == Kind.HASH ? regions : 1;
    byte[][] splits = new byte[n - 1][];
    for (int i = 1; i < n; i++) {
      splits[i - 1] = new byte[] {(byte) (kind == Kind.SALT ? i : i * 256 / n)};
    }
    return splits;
  }

  /** The FNV-1a 32-bit hash: simple, stable across JVMs and releases, and streamable. */
  static int fnv1a32(byte[] bytes, int from, int to) {
    int h = 0x811C9DC5;
    for (int i = from; i < to; i++) {
      h ^= bytes[i] & 0xFF;
      h *= 0x01000193;
    }
    return h;
  }

  /** Murmur3's finalizer: spreads FNV's low bits, which matter for {@code mod buckets}. */
  static int fmix32(int h) {
    h ^= h >>> 16;
    h *= 0x85EBCA6B;
    h ^= h >>> 13;
    h *= 0xC2B2AE35;
    h ^= h >>> 16;
    return h;
  }

  private static byte[] md5(byte[] bytes, int from, int to) {
    try {
      MessageDigest digest = MessageDigest.getInstance("MD5");
      digest.update(bytes, from, to - from);
      return digest.digest();
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("MD5 is required of every JVM", e);
    }
  }

  @Override
  public String toString() {
    return switch (kind) {
      case NONE -> "none";
      case SALT -> "salt(" + buckets + " buckets, first " + ofCount + " component(s))";
      case HASH -> "md5 prefix(" + length + " bytes, first " + ofCount + " component(s))";
    };
  }
}
