package org.hbasemapper.processor.model;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
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
 * @param annotation its {@code @Family} annotation, or the {@code @Families} container javac wrapped it in,
 *     for diagnostics; null for an implicit default family
 * @param annotationValue within a container, the value that is this family's annotation; else null
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
    Element element,
    AnnotationMirror annotation,
    AnnotationValue annotationValue) {}
