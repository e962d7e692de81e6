package org.hbasemapper.processor.model;

import javax.lang.model.element.Element;

/**
 * A {@code @Family} declaration.
 *
 * @param name the family name
 * @param maxVersions VERSIONS
 * @param minVersions MIN_VERSIONS
 * @param ttlSeconds TTL
 * @param compression the {@code Compression} constant name
 * @param bloomFilter the {@code BloomFilter} constant name
 * @param blockSize BLOCKSIZE
 * @param blockCache BLOCKCACHE
 * @param inMemory IN_MEMORY
 * @param element where it was declared
 */
public record FamilyModel(
    String name,
    int maxVersions,
    int minVersions,
    int ttlSeconds,
    String compression,
    String bloomFilter,
    int blockSize,
    boolean blockCache,
    boolean inMemory,
    Element element) {}
