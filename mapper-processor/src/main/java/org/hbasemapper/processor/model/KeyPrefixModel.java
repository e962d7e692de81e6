package org.hbasemapper.processor.model;

import java.util.List;
import javax.lang.model.element.AnnotationMirror;

/**
 * A {@code @Salt} or {@code @HashPrefix} declaration.
 *
 * @param salt true for {@code @Salt}, false for {@code @HashPrefix}
 * @param buckets salt buckets
 * @param length hash prefix length
 * @param regions hash prefix pre-split regions
 * @param of the named components, as written (empty = all)
 * @param annotation the annotation, for diagnostics
 */
public record KeyPrefixModel(boolean salt, int buckets, int length, int regions, List<String> of,
    AnnotationMirror annotation) {

  /** How many leading key components the prefix covers, given a key of {@code keySize} components. */
  public int ofCount(int keySize) {
    return of.isEmpty() ? keySize : of.size();
  }

  /** The annotation's name, for messages. */
  public String name() {
    return salt ? "@Salt" : "@HashPrefix";
  }
}
