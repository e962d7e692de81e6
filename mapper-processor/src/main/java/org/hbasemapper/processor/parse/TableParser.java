package org.hbasemapper.processor.parse;

import static org.hbasemapper.processor.parse.Mirrors.annotation;
import static org.hbasemapper.processor.parse.Mirrors.value;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import org.hbasemapper.annotations.Families;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.HashPrefix;
import org.hbasemapper.annotations.PresenceMarker;
import org.hbasemapper.annotations.RecordType;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.model.FamilyModel;
import org.hbasemapper.processor.model.KeyPrefixModel;
import org.hbasemapper.processor.model.PresenceModel;
import org.hbasemapper.processor.model.RecordTypeModel;

/**
 * Reads what the {@code @Table} type declares about itself: that generated code can create it, its
 * families, and the salt or hash prefix of its row key.
 */
final class TableParser {
  private final Reporter reporter;

  TableParser(Reporter reporter) {
    this.reporter = reporter;
  }

  /** Reports a type generated code cannot instantiate: private, an inner class, abstract (its constructor is the {@code ConstructorFinder}'s). */
  void checkShape(TypeElement type) {
    String name = type.getSimpleName().toString();
    if (type.getModifiers().contains(Modifier.PRIVATE)) {
      reporter.error(type, Messages.privateType(name));
    }
    if (type.getNestingKind() == NestingKind.MEMBER && !type.getModifiers().contains(Modifier.STATIC)
        && type.getKind() == ElementKind.CLASS) {
      reporter.error(type, Messages.notTopLevelOrStatic(name));
    }
    if (type.getKind() != ElementKind.CLASS && type.getKind() != ElementKind.RECORD
        || type.getModifiers().contains(Modifier.ABSTRACT)) {
      reporter.error(type, Messages.abstractEntity(name));
      return;
    }
  }

  /** The declared families in order, then the table's default family when it has no {@code @Family} of its own. */
  List<FamilyModel> families(TypeElement type, Table table) {
    Map<String, FamilyModel> families = new LinkedHashMap<>();
    List<AnnotationMirror[]> mirrors = new ArrayList<>();
    List<AnnotationValue> values = new ArrayList<>();
    familyMirrors(type, mirrors, values);
    Family[] declared = type.getAnnotationsByType(Family.class);
    for (int i = 0; i < declared.length; i++) {
      Family f = declared[i];
      AnnotationMirror mirror = i < mirrors.size() ? mirrors.get(i)[0] : null;
      AnnotationValue value = i < values.size() ? values.get(i) : null;
      if (families.containsKey(f.name())) {
        reporter.error(type, Messages.duplicateFamily(f.name()));
        continue;
      }
      families.put(f.name(), new FamilyModel(f.name(), f.maxVersions(), f.minVersions(), f.ttlSeconds(),
          f.compression().name(), f.bloomFilter().name(), f.blockSize(), f.blockCache(), f.inMemory(), type,
          mirror, value));
    }
    String defaultFamily = table.defaultFamily();
    if (!defaultFamily.isEmpty() && !families.containsKey(defaultFamily)) {
      // a default family needs no @Family of its own: it gets HBase's default options
      families.put(defaultFamily, new FamilyModel(defaultFamily, 1, 0, Integer.MAX_VALUE, "NONE", "ROW", 65536,
          true, false, type, annotation(type, Table.class), null));
    }
    return new ArrayList<>(families.values());
  }

  /** The {@code @Salt} or {@code @HashPrefix}, or null; both at once is an error. */
  KeyPrefixModel keyPrefix(TypeElement type) {
    Salt salt = type.getAnnotation(Salt.class);
    HashPrefix hash = type.getAnnotation(HashPrefix.class);
    if (salt != null && hash != null) {
      reporter.error(type, annotation(type, HashPrefix.class), Messages.saltAndHashPrefix());
      return null;
    }
    if (salt != null) {
      return new KeyPrefixModel(true, salt.buckets(), 1, salt.buckets(), List.of(salt.of()),
          annotation(type, Salt.class));
    }
    if (hash != null) {
      return new KeyPrefixModel(false, 0, hash.length(), hash.regions(), List.of(hash.of()),
          annotation(type, HashPrefix.class));
    }
    return null;
  }

  /**
   * The {@code @PresenceMarker}, or null, its family resolved: as named, else the table's default
   * family, else the only family; an entity with several families and no default must name one.
   */
  PresenceModel.Marker presenceMarker(TypeElement type, Table table, List<FamilyModel> families) {
    PresenceMarker marker = type.getAnnotation(PresenceMarker.class);
    if (marker == null) {
      return null;
    }
    AnnotationMirror mirror = annotation(type, PresenceMarker.class);
    String family = marker.family();
    if (family.isEmpty()) {
      family = !table.defaultFamily().isEmpty() ? table.defaultFamily()
          : families.size() == 1 ? families.get(0).name() : null;
    }
    if (family == null) {
      reporter.error(type, mirror, Messages.presenceMarkerNoFamily(type.getSimpleName().toString(),
          families.stream().map(FamilyModel::name).toList().toString()));
      return null;
    }
    return new PresenceModel.Marker(family, marker.qualifier(), mirror);
  }

  /** The {@code @RecordType}, or null; an empty code is an error (the code is what tells the rows apart). */
  RecordTypeModel recordType(TypeElement type) {
    RecordType recordType = type.getAnnotation(RecordType.class);
    if (recordType == null) {
      return null;
    }
    AnnotationMirror mirror = annotation(type, RecordType.class);
    if (recordType.value().isEmpty()) {
      reporter.error(type, mirror, value(mirror, "value"), Messages.recordTypeEmpty(type.getSimpleName().toString()));
      return null;
    }
    return new RecordTypeModel(recordType.value(), recordType.order(), mirror);
  }

  /**
   * Where each {@code @Family} of {@code type} is written, in declaration order: its own mirror (and
   * a null value), or, when javac wrapped several in {@code @Families}, the container's mirror and
   * the value that is the family's annotation (diagnostics need both to point at the right line).
   */
  private static void familyMirrors(TypeElement type, List<AnnotationMirror[]> mirrors, List<AnnotationValue> values) {
    AnnotationMirror single = annotation(type, Family.class);
    if (single != null) {
      mirrors.add(new AnnotationMirror[] {single});
      values.add(null);
    }
    AnnotationMirror container = annotation(type, Families.class);
    if (container != null) {
      AnnotationValue value = value(container, "value");
      if (value != null && value.getValue() instanceof List<?> list) {
        for (Object v : list) {
          if (v instanceof AnnotationValue av) {
            mirrors.add(new AnnotationMirror[] {container});
            values.add(av);
          }
        }
      }
    }
  }
}
