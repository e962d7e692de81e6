package org.hbasemapper.runtime;

import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptor;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.io.compress.Compression.Algorithm;
import org.apache.hadoop.hbase.regionserver.BloomType;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.BloomFilter;
import org.hbasemapper.annotations.Compression;

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

  /** A family with {@code @Family}'s defaults. */
  public static FamilySchema of(String name) {
    return new FamilySchema(name, 1, 0, HConstants.FOREVER, Compression.NONE, BloomFilter.ROW, 65536, true, false);
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
