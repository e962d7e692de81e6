package org.hbasemapper.runtime;

import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptor;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.io.compress.Compression.Algorithm;
import org.apache.hadoop.hbase.regionserver.BloomType;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.BloomFilter;
import org.hbasemapper.annotations.Compression;
import org.hbasemapper.annotations.audience.Api;

/**
 * A column family and its HBase options, as declared by {@code @Family}.
 *
 * @param name the family name
 * @param maxVersions VERSIONS
 * @param minVersions MIN_VERSIONS
 * @param ttlSeconds TTL; {@link Integer#MAX_VALUE} is forever
 * @param compression COMPRESSION
 * @param bloomFilter BLOOMFILTER
 * @param blockSize BLOCKSIZE in bytes
 * @param blockCache BLOCKCACHE
 * @param inMemory IN_MEMORY
 */
@Api
public record FamilySchema(
    String name,
    int maxVersions,
    int minVersions,
    int ttlSeconds,
    Compression compression,
    BloomFilter bloomFilter,
    int blockSize,
    boolean blockCache,
    boolean inMemory) {

  /**
   * A family with {@code @Family}'s defaults; the methods named after the options return a copy with
   * one option changed, so a declaration reads like its annotation:
   * {@code FamilySchema.of("h").maxVersions(3).ttlSeconds(86400)}.
   */
  public static FamilySchema of(String name) {
    return new FamilySchema(name, 1, 0, HConstants.FOREVER, Compression.NONE, BloomFilter.ROW, 65536, true, false);
  }

  /** This family keeping {@code maxVersions} versions of each cell (VERSIONS). */
  public FamilySchema maxVersions(int maxVersions) {
    return new FamilySchema(name, maxVersions, minVersions, ttlSeconds, compression, bloomFilter, blockSize,
        blockCache, inMemory);
  }

  /** This family keeping at least {@code minVersions} versions even past the TTL (MIN_VERSIONS). */
  public FamilySchema minVersions(int minVersions) {
    return new FamilySchema(name, maxVersions, minVersions, ttlSeconds, compression, bloomFilter, blockSize,
        blockCache, inMemory);
  }

  /** This family with cells expiring after {@code ttlSeconds} (TTL; {@link Integer#MAX_VALUE} is forever). */
  public FamilySchema ttlSeconds(int ttlSeconds) {
    return new FamilySchema(name, maxVersions, minVersions, ttlSeconds, compression, bloomFilter, blockSize,
        blockCache, inMemory);
  }

  /** This family with its store files compressed by {@code compression} (COMPRESSION). */
  public FamilySchema compression(Compression compression) {
    return new FamilySchema(name, maxVersions, minVersions, ttlSeconds, compression, bloomFilter, blockSize,
        blockCache, inMemory);
  }

  /** This family with the bloom filter {@code bloomFilter} (BLOOMFILTER). */
  public FamilySchema bloomFilter(BloomFilter bloomFilter) {
    return new FamilySchema(name, maxVersions, minVersions, ttlSeconds, compression, bloomFilter, blockSize,
        blockCache, inMemory);
  }

  /** This family with HFile blocks of {@code blockSize} bytes (BLOCKSIZE). */
  public FamilySchema blockSize(int blockSize) {
    return new FamilySchema(name, maxVersions, minVersions, ttlSeconds, compression, bloomFilter, blockSize,
        blockCache, inMemory);
  }

  /** This family with its blocks cached on read, or not (BLOCKCACHE). */
  public FamilySchema blockCache(boolean blockCache) {
    return new FamilySchema(name, maxVersions, minVersions, ttlSeconds, compression, bloomFilter, blockSize,
        blockCache, inMemory);
  }

  /** This family with its blocks given priority in the block cache, or not (IN_MEMORY). */
  public FamilySchema inMemory(boolean inMemory) {
    return new FamilySchema(name, maxVersions, minVersions, ttlSeconds, compression, bloomFilter, blockSize,
        blockCache, inMemory);
  }

  /** The family name's bytes. */
  public byte[] nameBytes() {
    return Bytes.toBytes(name);
  }

  /** The HBase descriptor of this family. */
  public ColumnFamilyDescriptor toDescriptor() {
    return ColumnFamilyDescriptorBuilder.newBuilder(nameBytes())
        .setMaxVersions(maxVersions)
        .setMinVersions(minVersions)
        .setTimeToLive(ttlSeconds)
        .setCompressionType(algorithm(compression))
        .setBloomFilterType(BloomType.valueOf(bloomFilter.name()))
        .setBlocksize(blockSize)
        .setBlockCacheEnabled(blockCache)
        .setInMemory(inMemory)
        .build();
  }

  /** The options of {@code actual} that differ from this declaration, as readable lines. */
  java.util.List<String> differencesFrom(ColumnFamilyDescriptor actual) {
    java.util.List<String> out = new java.util.ArrayList<>();
    ColumnFamilyDescriptor wanted = toDescriptor();
    compare(out, "VERSIONS", wanted.getMaxVersions(), actual.getMaxVersions());
    compare(out, "MIN_VERSIONS", wanted.getMinVersions(), actual.getMinVersions());
    compare(out, "TTL", wanted.getTimeToLive(), actual.getTimeToLive());
    compare(out, "COMPRESSION", wanted.getCompressionType(), actual.getCompressionType());
    compare(out, "BLOOMFILTER", wanted.getBloomFilterType(), actual.getBloomFilterType());
    compare(out, "BLOCKSIZE", wanted.getBlocksize(), actual.getBlocksize());
    compare(out, "BLOCKCACHE", wanted.isBlockCacheEnabled(), actual.isBlockCacheEnabled());
    compare(out, "IN_MEMORY", wanted.isInMemory(), actual.isInMemory());
    return out;
  }

  private void compare(java.util.List<String> out, String option, Object wanted, Object actual) {
    if (!wanted.equals(actual)) {
      out.add("family '" + name + "': " + option + " is " + actual + ", declared " + wanted);
    }
  }

  static Algorithm algorithm(Compression compression) {
    return switch (compression) {
      case NONE -> Algorithm.NONE;
      case SNAPPY -> Algorithm.SNAPPY;
      case LZ4 -> Algorithm.LZ4;
      case LZO -> Algorithm.LZO;
      case GZ -> Algorithm.GZ;
      case ZSTD -> Algorithm.ZSTD;
    };
  }
}
