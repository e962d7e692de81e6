package org.hbasemapper.processor.parse;

import static org.hbasemapper.processor.parse.Mirrors.annotation;
import static org.hbasemapper.processor.parse.Mirrors.value;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Counter;
import org.hbasemapper.annotations.CreatedDate;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.LastModifiedDate;
import org.hbasemapper.annotations.Relation;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Version;
import org.hbasemapper.annotations.Versions;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.model.AuditDate;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.CounterColumn;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.FamilyModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.PlainColumn;
import org.hbasemapper.processor.model.Property;
import org.hbasemapper.processor.model.RelationModel;
import org.hbasemapper.processor.model.TimestampModel;
import org.hbasemapper.processor.model.VersionColumn;
import org.hbasemapper.processor.model.VersionsColumn;
import org.hbasemapper.processor.types.JavaType;
import org.hbasemapper.processor.types.TypeKind;
import org.hbasemapper.processor.types.TypeSupport;
import org.hbasemapper.processor.types.ValueCodecRef;

/**
 * Reads a field whose role is known into its case of {@code MappedField}: a row-key component, a
 * column of one kind ({@code @Counter}, {@code @Version}, {@code @Versions} or plain), a
 * {@code @DynamicColumns} map with its {@code @Relation}, or the {@code @Timestamp}. A field whose
 * type does not fit its role is reported and left out.
 */
final class FieldParser {
  private static final Set<String> MAPS = Set.of(
      "java.util.Map", "java.util.HashMap", "java.util.LinkedHashMap",
      "java.util.SortedMap", "java.util.NavigableMap", "java.util.TreeMap");
  private static final Set<String> SORTED_MAPS = Set.of(
      "java.util.SortedMap", "java.util.NavigableMap", "java.util.TreeMap");

  private final Reporter reporter;
  private final CodecResolver codecs;

  FieldParser(Reporter reporter, CodecResolver codecs) {
    this.reporter = reporter;
    this.codecs = codecs;
  }

  /** The {@code @Timestamp}: a {@code long}, {@code Long} or {@code Instant}; else null (reported). */
  TimestampModel timestamp(VariableElement field, Property property) {
    Optional<JavaType> type = TypeSupport.resolve(field.asType());
    if (type.isPresent() && (type.get().kind() == TypeKind.LONG || type.get().kind() == TypeKind.INSTANT)) {
      return new TimestampModel(property, type.get().kind() == TypeKind.INSTANT);
    }
    reporter.error(field, Messages.timestampType(property.name(), property.type().toString()));
    return null;
  }

  /** A {@code @RowKey} component, of a type with an order-preserving key codec. */
  Optional<KeyComponentModel> keyComponent(VariableElement field, Property property, RowKey rowKey) {
    Optional<JavaType> type = TypeSupport.resolve(field.asType()).filter(t -> t.kind().keyable());
    if (type.isEmpty()) {
      reporter.error(field, Messages.unsupportedKeyType(property.name(), property.type().toString()));
      return Optional.empty();
    }
    return Optional.of(new KeyComponentModel(property, type.get(), rowKey.order(), rowKey.width(),
        rowKey.descending()));
  }

  /** A {@code @DynamicColumns} map: keyable keys, values with a codec; a lazy one is declared {@code Map}. */
  Optional<DynamicColumnsModel> dynamicColumns(VariableElement field, Property property, DynamicColumns dynamic) {
    boolean lazy = dynamic.fetch() == Fetch.LAZY;
    AnnotationMirror dynamicMirror = annotation(field, DynamicColumns.class);
    boolean fetchWritten = dynamicMirror != null && value(dynamicMirror, "fetch") != null;
    TypeMirror mirror = field.asType();
    if (!(mirror instanceof DeclaredType declared) || declared.getTypeArguments().size() != 2
        || !MAPS.contains(((TypeElement) declared.asElement()).getQualifiedName().toString())) {
      reporter.error(field, Messages.dynamicColumnsNotMap(property.name(), property.type().toString()));
      return Optional.empty();
    }
    String mapType = ((TypeElement) declared.asElement()).getQualifiedName().toString();
    if (lazy && !mapType.equals("java.util.Map")) {
      reporter.error(field, Messages.lazyMapType(property.name(), property.type().toString()));
      return Optional.empty();
    }
    TypeMirror keyMirror = declared.getTypeArguments().get(0);
    TypeMirror valueMirror = declared.getTypeArguments().get(1);
    Optional<JavaType> keyType = TypeSupport.resolve(keyMirror).filter(t -> t.kind().keyable());
    if (keyType.isEmpty()) {
      reporter.error(field, Messages.unsupportedMapKeyType(property.name(), TypeName.get(keyMirror).toString()));
    }
    Optional<ValueCodecRef> valueCodec = codecs.valueCodec(field, property.name(), valueMirror);
    if (keyType.isEmpty() || valueCodec.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new DynamicColumnsModel(property, dynamic.family(), keyType.get(), valueCodec.get(),
        SORTED_MAPS.contains(mapType), lazy, fetchWritten, relation(field)));
  }

  /** The {@code @Relation} of a dynamic field, or null; whether it fits its target is the validator's. */
  private static RelationModel relation(VariableElement field) {
    Relation relation = field.getAnnotation(Relation.class);
    if (relation == null) {
      return null;
    }
    AnnotationMirror mirror = annotation(field, Relation.class);
    AnnotationValue target = value(mirror, "target");
    TypeElement targetType = target != null && target.getValue() instanceof DeclaredType d
        ? (TypeElement) d.asElement() : null;
    return new RelationModel(targetType, relation.inverse(), mirror);
  }

  /**
   * A column ({@code column} is null for a field of the default family), by its kind: a
   * {@code @Counter long}, the {@code @Version} ({@code long} or {@code Long}), a {@code @Versions} map,
   * or a plain column. Its family is the one named, else the default family, else the only family.
   */
  Optional<ColumnModel> column(
      VariableElement field, Property property, Column column, Table table, List<FamilyModel> families) {
    String family = column == null ? "" : column.family();
    if (family.isEmpty()) {
      family = !table.defaultFamily().isEmpty() ? table.defaultFamily()
          : families.size() == 1 ? families.get(0).name() : null;
    }
    if (family == null) {
      reporter.error(field, Messages.noFamilyForColumn(property.name()));
      return Optional.empty();
    }
    String qualifier = column == null || column.qualifier().isEmpty() ? property.name() : column.qualifier();
    boolean counter = field.getAnnotation(Counter.class) != null;
    Versions versions = field.getAnnotation(Versions.class);
    if (counter && versions != null) {
      reporter.error(field, annotation(field, Versions.class), Messages.versionsOnCounter(property.name()));
      return Optional.empty();
    }
    if (counter && field.asType().getKind() != javax.lang.model.type.TypeKind.LONG) {
      reporter.error(field, Messages.counterType(property.name(), property.type().toString()));
      return Optional.empty();
    }
    String finalFamily = family;
    boolean version = field.getAnnotation(Version.class) != null;
    if (version) {
      javax.lang.model.type.TypeKind kind = field.asType().getKind();
      boolean isLong = kind == javax.lang.model.type.TypeKind.LONG
          || TypeName.get(field.asType()).equals(ClassName.get(Long.class));
      if (!isLong || counter || versions != null) {
        reporter.error(field, Messages.versionType(property.name(), property.type().toString()));
        return Optional.empty();
      }
    }
    List<String> formerly = column == null ? List.of() : List.of(column.formerly());
    AuditDate audit = auditDate(field, property);
    if (audit == null) {
      return Optional.empty();
    }
    if (!formerly.isEmpty() && (counter || version || versions != null || audit == AuditDate.CREATED)) {
      formerlyNotApplicable(field, property, counter ? "a @Counter" : version ? "the @Version"
          : versions != null ? "a @Versions field" : "a @CreatedDate field");
    }
    if (versions != null) {
      return versionsColumn(field, property, finalFamily, qualifier, versions);
    }
    return codecs.valueCodec(field, property.name(), field.asType()).map(codec -> counter
        ? new CounterColumn(property, finalFamily, qualifier, codec)
        : version ? new VersionColumn(property, finalFamily, qualifier, codec)
        : new PlainColumn(property, finalFamily, qualifier, codec, formerly, audit));
  }

  /**
   * The audit date of a column: {@code @CreatedDate}, {@code @LastModifiedDate} or none; null (reported)
   * when the field is no {@code Instant}. Where else they may go is {@link FieldRoles}'s to check.
   */
  private AuditDate auditDate(VariableElement field, Property property) {
    String annotation = field.getAnnotation(CreatedDate.class) != null ? "@CreatedDate"
        : field.getAnnotation(LastModifiedDate.class) != null ? "@LastModifiedDate" : null;
    if (annotation == null) {
      return AuditDate.NONE;
    }
    if (!TypeName.get(field.asType()).equals(ClassName.get("java.time", "Instant"))) {
      reporter.error(field, Messages.auditDateType(annotation, property.name(), property.type().toString()));
      return null;
    }
    return annotation.equals("@CreatedDate") ? AuditDate.CREATED : AuditDate.LAST_MODIFIED;
  }

  /**
   * Reports {@code @Column(formerly)} on a column of {@code kind}, which cannot read one cell and fall
   * back to another: an increment, a version check and a history of versions each live in one cell.
   */
  private void formerlyNotApplicable(VariableElement field, Property property, String kind) {
    AnnotationMirror mirror = annotation(field, Column.class);
    reporter.error(field, mirror, mirror == null ? null : value(mirror, "formerly"),
        Messages.formerlyNotApplicable(property.name(), kind));
  }

  /** A {@code @Versions} field: a {@code NavigableMap<Long, V>} of timestamp to value. */
  private Optional<ColumnModel> versionsColumn(VariableElement field, Property property, String family,
      String qualifier, Versions versions) {
    AnnotationMirror mirror = annotation(field, Versions.class);
    TypeMirror type = field.asType();
    boolean ok = true;
    if (versions.max() < 1) {
      reporter.error(field, mirror, Messages.versionsMax(property.name(), versions.max()));
      ok = false;
    }
    if (!(type instanceof DeclaredType declared) || declared.getTypeArguments().size() != 2
        || !((TypeElement) declared.asElement()).getQualifiedName().contentEquals("java.util.NavigableMap")
        || !TypeName.get(declared.getTypeArguments().get(0)).equals(ClassName.get(Long.class))) {
      reporter.error(field, Messages.versionsType(property.name(), property.type().toString()));
      return Optional.empty();
    }
    Optional<ValueCodecRef> codec = codecs.valueCodec(field, property.name(), declared.getTypeArguments().get(1));
    if (codec.isEmpty() || !ok) {
      return Optional.empty();
    }
    return Optional.of(new VersionsColumn(property, family, qualifier, codec.get(), versions.max()));
  }
}
