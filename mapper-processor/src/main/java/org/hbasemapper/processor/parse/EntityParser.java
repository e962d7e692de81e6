package org.hbasemapper.processor.parse;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.MirroredTypeException;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Convert;
import org.hbasemapper.annotations.Counter;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Families;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.HashPrefix;
import org.hbasemapper.annotations.Index;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.Relation;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Timestamp;
import org.hbasemapper.annotations.Transient;
import org.hbasemapper.annotations.Version;
import org.hbasemapper.annotations.Versions;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.diagnostics.Suggestions;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.CounterColumn;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.FamilyModel;
import org.hbasemapper.processor.model.JavaType;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.KeyPrefixModel;
import org.hbasemapper.processor.model.PlainColumn;
import org.hbasemapper.processor.model.Property;
import org.hbasemapper.processor.model.IndexModel;
import org.hbasemapper.processor.model.RelationModel;
import org.hbasemapper.processor.model.TimestampModel;
import org.hbasemapper.processor.model.TypeKind;
import org.hbasemapper.processor.model.ValueCodecRef;
import org.hbasemapper.processor.model.VersionColumn;
import org.hbasemapper.processor.model.VersionsColumn;

/**
 * Reads one {@code @Table} type into an {@link EntityModel}. Problems that leave nothing to model
 * (an unsupported type, a missing accessor) are reported here, all of them, not only the first;
 * rules across fields are the validator's.
 */
public final class EntityParser {
  private static final Set<String> SORTED_MAPS = Set.of(
      "java.util.SortedMap", "java.util.NavigableMap", "java.util.TreeMap");
  /** The annotations that give a field its role; a field has at most one. */
  private static final List<Class<? extends Annotation>> ROLES = List.of(
      RowKey.class, Column.class, DynamicColumns.class, Timestamp.class, Transient.class);
  /** The annotations that refine a column, or the values of a column or dynamic family. */
  private static final List<Class<? extends Annotation>> MODIFIERS = List.of(
      Counter.class, Version.class, Versions.class, Convert.class);
  private static final Set<String> MAPS = Set.of(
      "java.util.Map", "java.util.HashMap", "java.util.LinkedHashMap",
      "java.util.SortedMap", "java.util.NavigableMap", "java.util.TreeMap");

  private final Elements elements;
  private final Types types;
  private final Reporter reporter;

  /** A parser reporting to {@code reporter}. */
  public EntityParser(Elements elements, Types types, Reporter reporter) {
    this.elements = elements;
    this.types = types;
    this.reporter = reporter;
  }

  /**
   * What parsing found: the model, with the fields that could not be modelled left out, and
   * whether anything was left out.
   *
   * @param model the entity as far as it could be read
   * @param clean whether parsing reported no error (only then may code be generated)
   * @param keyComplete whether every {@code @RowKey} field made it into the model, so rules about
   *     the whole key can be checked without reporting consequences of an error already reported
   */
  public record Result(EntityModel model, boolean clean, boolean keyComplete) {}

  /** The model of {@code type}; every problem on the way is reported. */
  public Result parse(TypeElement type) {
    int errorsBefore = reporter.errorCount();
    Table table = type.getAnnotation(Table.class);
    checkTypeShape(type);
    boolean record = type.getKind() == ElementKind.RECORD;

    List<FamilyModel> families = families(type, table);
    KeyPrefixModel keyPrefix = keyPrefix(type);
    unsupportedTypeAnnotations(type);

    List<KeyComponentModel> key = new ArrayList<>();
    List<ColumnModel> columns = new ArrayList<>();
    List<DynamicColumnsModel> dynamics = new ArrayList<>();
    List<Property> constructorOrder = new ArrayList<>();
    TimestampModel timestamp = null;
    Element timestampElement = null;
    boolean keyComplete = true;

    for (VariableElement field : ElementFilter.fieldsIn(type.getEnclosedElements())) {
      if (field.getModifiers().contains(Modifier.STATIC)) {
        continue;
      }
      String name = field.getSimpleName().toString();
      if (record) {
        constructorOrder.add(new Property(name, TypeName.get(field.asType()), field, name + "()", null));
      }
      if (!annotationsFit(field)) {
        keyComplete &= field.getAnnotation(RowKey.class) == null;
        continue;
      }
      if (field.getAnnotation(Transient.class) != null) {
        continue;
      }
      Property property = property(type, field, record);
      if (property == null) {
        keyComplete &= field.getAnnotation(RowKey.class) == null;
        continue;
      }
      RowKey rowKey = field.getAnnotation(RowKey.class);
      DynamicColumns dynamic = field.getAnnotation(DynamicColumns.class);
      Column column = field.getAnnotation(Column.class);
      if (field.getAnnotation(Timestamp.class) != null) {
        if (timestampElement != null) {
          reporter.error(field, Messages.timestampTwice(name, timestampElement.getSimpleName().toString()));
        } else {
          timestamp = timestamp(field, property);
          timestampElement = field;
        }
      } else if (rowKey != null) {
        Optional<KeyComponentModel> component = keyComponent(field, property, rowKey);
        component.ifPresent(key::add);
        keyComplete &= component.isPresent();
      } else if (dynamic != null) {
        dynamicColumns(field, property, dynamic).ifPresent(dynamics::add);
      } else if (column != null || !table.defaultFamily().isEmpty()) {
        column(field, property, column, table, families).ifPresent(columns::add);
      } else {
        reporter.error(field, Messages.unmappedField(name));
      }
    }
    key.sort(Comparator.comparingInt(KeyComponentModel::order));
    List<IndexModel> indexes = indexes(type, columns);
    String namespace = table.namespace().isEmpty() ? "default" : table.namespace();
    EntityModel model = new EntityModel(type, ClassName.get(type), record, namespace, table.name(),
        families, key, columns, dynamics, timestamp, keyPrefix, constructorOrder, indexes);
    return new Result(model, reporter.errorCount() == errorsBefore, keyComplete);
  }

  private void checkTypeShape(TypeElement type) {
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
    if (type.getKind() == ElementKind.CLASS) {
      boolean usable = ElementFilter.constructorsIn(type.getEnclosedElements()).stream()
          .anyMatch(c -> c.getParameters().isEmpty() && !c.getModifiers().contains(Modifier.PRIVATE));
      if (!usable) {
        reporter.error(type, Messages.noConstructor(name));
      }
    }
  }

  private List<FamilyModel> families(TypeElement type, Table table) {
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

  private KeyPrefixModel keyPrefix(TypeElement type) {
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

  private void unsupportedTypeAnnotations(TypeElement type) {
    // every type-level annotation is supported
  }

  /**
   * The indexes: one per {@code @Indexed} field, then the {@code @Index} annotations of the type.
   * Each indexed field must be a single-cell column with an order-preserving key encoding.
   */
  private List<IndexModel> indexes(TypeElement type, List<ColumnModel> columns) {
    Map<String, ColumnModel> byField = new java.util.HashMap<>();
    columns.forEach(c -> byField.put(c.property().name(), c));
    Map<String, VariableElement> fields = new java.util.HashMap<>();
    ElementFilter.fieldsIn(type.getEnclosedElements()).forEach(f -> fields.put(f.getSimpleName().toString(), f));
    List<IndexModel> out = new ArrayList<>();
    java.util.Set<String> names = new java.util.HashSet<>();
    for (VariableElement field : ElementFilter.fieldsIn(type.getEnclosedElements())) {
      Indexed indexed = field.getAnnotation(Indexed.class);
      if (indexed == null) {
        continue;
      }
      AnnotationMirror mirror = annotation(field, Indexed.class);
      String fieldName = field.getSimpleName().toString();
      String name = indexed.name().isEmpty() ? fieldName : indexed.name();
      Optional<JavaType> type0 = indexedColumn(field, field, mirror, byField, null);
      if (type0.isPresent() && indexName(field, mirror, name, names)) {
        out.add(new IndexModel(name, List.of((PlainColumn) byField.get(fieldName)), List.of(type0.get()), false, field,
            mirror));
      }
    }
    for (Index index : type.getAnnotationsByType(Index.class)) {
      boolean ok = indexName(type, null, index.name(), names);
      if (index.columns().length == 0) {
        reporter.error(type, Messages.indexNoColumns(index.name()));
        continue;
      }
      List<PlainColumn> indexColumns = new ArrayList<>();
      List<JavaType> types = new ArrayList<>();
      for (String column : index.columns()) {
        VariableElement field = fields.get(column);
        if (field == null || field.getModifiers().contains(Modifier.STATIC)) {
          List<String> declared = ElementFilter.fieldsIn(type.getEnclosedElements()).stream()
              .filter(f -> !f.getModifiers().contains(Modifier.STATIC)).map(f -> f.getSimpleName().toString()).toList();
          reporter.error(type, Messages.indexUnknownColumn(index.name(), column,
              Suggestions.closest(column, declared)));
          ok = false;
          continue;
        }
        Optional<JavaType> t = indexedColumn(field, type, null, byField, index.name());
        if (t.isEmpty()) {
          ok = false;
          continue;
        }
        indexColumns.add((PlainColumn) byField.get(column));
        types.add(t.get());
      }
      if (ok) {
        out.add(new IndexModel(index.name(), indexColumns, types, index.covering(), type, null));
      }
    }
    return out;
  }

  /**
   * The type of an indexed field, when it is a plain single-cell column with a key encoding; else
   * reports on {@code at} (the field for {@code @Indexed}, the type for {@code @Index} named
   * {@code index}) and returns empty.
   */
  private Optional<JavaType> indexedColumn(VariableElement field, Element at, AnnotationMirror mirror,
      Map<String, ColumnModel> byField, String index) {
    String name = field.getSimpleName().toString();
    String owner = index == null ? "@Indexed on '" + name + "'" : "@Index '" + index + "' column '" + name + "'";
    ColumnModel column = byField.get(name);
    boolean plain = field.getAnnotation(RowKey.class) == null && field.getAnnotation(DynamicColumns.class) == null
        && field.getAnnotation(Transient.class) == null && field.getAnnotation(Timestamp.class) == null;
    if (plain && column == null) {
      return Optional.empty(); // the column itself was reported
    }
    if (!plain || !(column instanceof PlainColumn)) {
      reporter.error(at, mirror, Messages.indexedNotPlainColumn(owner));
      return Optional.empty();
    }
    Optional<JavaType> type = TypeSupport.resolve(field.asType());
    if (field.getAnnotation(org.hbasemapper.annotations.Convert.class) != null || type.isEmpty()
        || type.get().kind().keyCodec() == null) {
      reporter.error(at, mirror, Messages.indexedNotOrderable(owner, field.asType().toString()));
      return Optional.empty();
    }
    return type;
  }

  /** Whether {@code name} is a valid, new index name; reports otherwise. */
  private boolean indexName(Element at, AnnotationMirror mirror, String name, java.util.Set<String> names) {
    if (!name.matches("[A-Za-z0-9_]+")) {
      reporter.error(at, mirror, Messages.indexNameInvalid(name));
      return false;
    }
    if (!names.add(name)) {
      reporter.error(at, mirror, Messages.indexDuplicateName(name));
      return false;
    }
    return true;
  }

  /**
   * Reports annotations that do not go together on {@code field}, every one of them; returns whether
   * the field can be modelled. A field has one role: {@code @RowKey}, {@code @Column} (or the default
   * family), {@code @DynamicColumns}, {@code @Timestamp} or {@code @Transient}. {@code @Counter},
   * {@code @Version} and {@code @Versions} refine a column (their conflicts with each other are the
   * column's to report), {@code @Relation} a dynamic family, {@code @Convert} the values of a column
   * or dynamic family. {@code @Indexed} is checked with the indexes.
   */
  private boolean annotationsFit(VariableElement field) {
    String name = field.getSimpleName().toString();
    List<Class<? extends Annotation>> roles = ROLES.stream().filter(r -> field.getAnnotation(r) != null).toList();
    if (roles.size() > 1) {
      reporter.error(field, Messages.conflictingRoles(name, "@" + roles.get(0).getSimpleName(),
          "@" + roles.get(1).getSimpleName()));
      return false;
    }
    Class<? extends Annotation> role = roles.isEmpty() ? Column.class : roles.get(0);
    int errorsBefore = reporter.errorCount();
    if (field.getAnnotation(Relation.class) != null && role != DynamicColumns.class) {
      reporter.error(field, annotation(field, Relation.class), Messages.relationNotDynamic(name));
    }
    if (role == RowKey.class || role == DynamicColumns.class) {
      keyOrFamilyModifiers(field, name, role == RowKey.class);
    } else if (role == Timestamp.class || role == Transient.class) {
      String kind = role == Timestamp.class ? "the @Timestamp field" : "a @Transient field";
      MODIFIERS.stream().filter(m -> field.getAnnotation(m) != null).forEach(m -> reporter.error(field,
          Messages.annotationNotApplicable("@" + m.getSimpleName(), name, kind)));
    } else if (field.getAnnotation(Convert.class) != null) {
      boolean counter = field.getAnnotation(Counter.class) != null;
      if (counter || field.getAnnotation(Version.class) != null) {
        reporter.error(field, Messages.annotationNotApplicable("@Convert", name,
            counter ? "a @Counter (an 8-byte long on the server)" : "the @Version (an 8-byte long the DAO writes)"));
      }
    }
    return reporter.errorCount() == errorsBefore;
  }

  /** Reports the column modifiers on a row-key component or a dynamic family; {@code @Convert} fits the latter. */
  private void keyOrFamilyModifiers(VariableElement field, String name, boolean key) {
    if (field.getAnnotation(Version.class) != null) {
      reporter.error(field, Messages.versionType(name, TypeName.get(field.asType()).toString()));
    }
    if (field.getAnnotation(Versions.class) != null) {
      reporter.error(field, annotation(field, Versions.class), Messages.versionsNotOnColumn(name));
    }
    if (field.getAnnotation(Counter.class) != null) {
      reporter.error(field, key ? Messages.annotationNotApplicable("@Counter", name, "a @RowKey component")
          : Messages.counterOnDynamicColumns(name));
    }
    if (key && field.getAnnotation(Convert.class) != null) {
      reporter.error(field, Messages.annotationNotApplicable("@Convert", name, "a @RowKey component"));
    }
  }

  private Property property(TypeElement type, VariableElement field, boolean record) {
    String name = field.getSimpleName().toString();
    TypeName typeName = TypeName.get(field.asType());
    if (record) {
      return new Property(name, typeName, field, name + "()", null);
    }
    boolean accessible = !field.getModifiers().contains(Modifier.PRIVATE);
    String getter = accessible ? name : findGetter(type, field);
    String setter = accessible && !field.getModifiers().contains(Modifier.FINAL) ? null : findSetter(type, field);
    boolean ok = true;
    if (getter == null) {
      reporter.error(field, Messages.noGetter(name));
      ok = false;
    }
    if (setter == null && !(accessible && !field.getModifiers().contains(Modifier.FINAL))) {
      reporter.error(field, Messages.noSetter(name));
      ok = false;
    }
    return ok ? new Property(name, typeName, field, getter, setter) : null;
  }

  private String findGetter(TypeElement type, VariableElement field) {
    String cap = capitalize(field.getSimpleName().toString());
    List<String> names = field.asType().getKind() == javax.lang.model.type.TypeKind.BOOLEAN
        ? List.of("is" + cap, "get" + cap, field.getSimpleName().toString())
        : List.of("get" + cap, field.getSimpleName().toString());
    for (String candidate : names) {
      for (ExecutableElement m : ElementFilter.methodsIn(elements.getAllMembers(type))) {
        if (m.getSimpleName().contentEquals(candidate) && m.getParameters().isEmpty() && usable(m)
            && types.isSameType(m.getReturnType(), field.asType())) {
          return candidate + "()";
        }
      }
    }
    return null;
  }

  private String findSetter(TypeElement type, VariableElement field) {
    String candidate = "set" + capitalize(field.getSimpleName().toString());
    for (ExecutableElement m : ElementFilter.methodsIn(elements.getAllMembers(type))) {
      if (m.getSimpleName().contentEquals(candidate) && m.getParameters().size() == 1 && usable(m)
          && types.isSameType(m.getParameters().get(0).asType(), field.asType())) {
        return candidate;
      }
    }
    return null;
  }

  private static boolean usable(ExecutableElement method) {
    return !method.getModifiers().contains(Modifier.PRIVATE) && !method.getModifiers().contains(Modifier.STATIC);
  }

  private TimestampModel timestamp(VariableElement field, Property property) {
    Optional<JavaType> type = TypeSupport.resolve(field.asType());
    if (type.isPresent() && (type.get().kind() == TypeKind.LONG || type.get().kind() == TypeKind.INSTANT)) {
      return new TimestampModel(property, type.get().kind() == TypeKind.INSTANT);
    }
    reporter.error(field, Messages.timestampType(property.name(), property.type().toString()));
    return null;
  }

  private Optional<KeyComponentModel> keyComponent(VariableElement field, Property property, RowKey rowKey) {
    Optional<JavaType> type = TypeSupport.resolve(field.asType()).filter(t -> t.kind().keyable());
    if (type.isEmpty()) {
      reporter.error(field, Messages.unsupportedKeyType(property.name(), property.type().toString()));
      return Optional.empty();
    }
    return Optional.of(new KeyComponentModel(property, type.get(), rowKey.order(), rowKey.width(),
        rowKey.descending()));
  }

  private Optional<DynamicColumnsModel> dynamicColumns(
      VariableElement field, Property property, DynamicColumns dynamic) {
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
    Optional<ValueCodecRef> valueCodec = valueCodec(field, property.name(), valueMirror);
    if (keyType.isEmpty() || valueCodec.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new DynamicColumnsModel(property, dynamic.family(), keyType.get(), valueCodec.get(),
        SORTED_MAPS.contains(mapType), lazy, fetchWritten, relation(field)));
  }

  /** The {@code @Relation} of a dynamic field, or null. */
  private RelationModel relation(VariableElement field) {
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

  private Optional<ColumnModel> column(
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
    if (versions != null) {
      return versionedColumn(field, property, finalFamily, qualifier, versions);
    }
    return valueCodec(field, property.name(), field.asType()).map(codec -> counter
        ? new CounterColumn(property, finalFamily, qualifier, codec)
        : version ? new VersionColumn(property, finalFamily, qualifier, codec)
        : new PlainColumn(property, finalFamily, qualifier, codec));
  }

  /** A {@code @Versions} field: a {@code NavigableMap<Long, V>} of timestamp to value. */
  private Optional<ColumnModel> versionedColumn(VariableElement field, Property property, String family,
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
    Optional<ValueCodecRef> codec = valueCodec(field, property.name(), declared.getTypeArguments().get(1));
    if (codec.isEmpty() || !ok) {
      return Optional.empty();
    }
    return Optional.of(new VersionsColumn(property, family, qualifier, codec.get(), versions.max()));
  }

  /** The codec of a value of {@code type}: the field's {@code @Convert} codec, else a built-in one. */
  private Optional<ValueCodecRef> valueCodec(VariableElement field, String name, TypeMirror type) {
    TypeMirror converter = convertClass(field);
    if (converter != null) {
      return convertCodec(field, name, type, converter);
    }
    Optional<JavaType> javaType = TypeSupport.resolve(type);
    if (javaType.isEmpty()) {
      reporter.error(field, Messages.unsupportedValueType(name, TypeName.get(type).toString()));
      return Optional.empty();
    }
    return Optional.of(TypeSupport.valueCodec(javaType.get()));
  }

  private Optional<ValueCodecRef> convertCodec(VariableElement field, String name, TypeMirror type, TypeMirror codec) {
    TypeElement codecElement = (TypeElement) types.asElement(codec);
    TypeElement valueCodec = elements.getTypeElement(TypeSupport.CODEC_PACKAGE + ".ValueCodec");
    AnnotationMirror convert = annotation(field, Convert.class);
    if (valueCodec == null) {
      reporter.error(field, convert, Messages.convertNotACodec(name, codecElement.getSimpleName().toString()));
      return Optional.empty();
    }
    TypeMirror encoded = null;
    for (TypeMirror supertype : allSupertypes(codec)) {
      if (types.isSameType(types.erasure(supertype), types.erasure(valueCodec.asType()))) {
        List<? extends TypeMirror> args = ((DeclaredType) supertype).getTypeArguments();
        encoded = args.isEmpty() ? null : args.get(0);
      }
    }
    if (encoded == null) {
      reporter.error(field, convert, Messages.convertNotACodec(name, codecElement.getSimpleName().toString()));
      return Optional.empty();
    }
    TypeMirror boxed = type.getKind().isPrimitive() ? types.boxedClass((javax.lang.model.type.PrimitiveType) type)
        .asType() : type;
    if (!types.isSameType(encoded, boxed)) {
      reporter.error(field, convert, Messages.convertWrongType(name, codecElement.getSimpleName().toString(),
          TypeName.get(encoded).toString(), TypeName.get(type).toString()));
      return Optional.empty();
    }
    boolean hasInstance = ElementFilter.fieldsIn(codecElement.getEnclosedElements()).stream()
        .anyMatch(f -> f.getSimpleName().contentEquals("INSTANCE")
            && f.getModifiers().containsAll(Set.of(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)));
    boolean hasConstructor = ElementFilter.constructorsIn(codecElement.getEnclosedElements()).stream()
        .anyMatch(c -> c.getParameters().isEmpty() && c.getModifiers().contains(Modifier.PUBLIC));
    if (!hasInstance && !hasConstructor) {
      reporter.error(field, convert, Messages.convertNotInstantiable(name, codecElement.getSimpleName().toString()));
      return Optional.empty();
    }
    ClassName codecName = ClassName.get(codecElement);
    CodeBlock instance = hasInstance ? CodeBlock.of("$T.INSTANCE", codecName) : CodeBlock.of("new $T()", codecName);
    return Optional.of(new ValueCodecRef(codecName, TypeName.get(boxed), instance, null));
  }

  private List<TypeMirror> allSupertypes(TypeMirror type) {
    List<TypeMirror> out = new ArrayList<>();
    List<TypeMirror> queue = new ArrayList<>(List.of(type));
    while (!queue.isEmpty()) {
      TypeMirror t = queue.remove(0);
      out.add(t);
      queue.addAll(types.directSupertypes(t));
    }
    return out;
  }

  private static TypeMirror convertClass(VariableElement field) {
    Convert convert = field.getAnnotation(Convert.class);
    if (convert == null) {
      return null;
    }
    try {
      convert.value();
      throw new IllegalStateException("Convert.value() did not throw MirroredTypeException");
    } catch (MirroredTypeException e) {
      return e.getTypeMirror();
    }
  }

  /** The mirror of {@code annotation} on {@code element}, so diagnostics can point at it. */
  /**
   * Where each {@code @Family} of {@code type} is written, in declaration order: its own mirror (and
   * a null value), or, when javac wrapped several in {@code @Families}, the container's mirror and
   * the value that is the family's annotation (diagnostics need both to point at the right line).
   */
  static void familyMirrors(TypeElement type, List<AnnotationMirror[]> mirrors, List<AnnotationValue> values) {
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

  static AnnotationMirror annotation(Element element, Class<?> annotation) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
      if (type.getQualifiedName().contentEquals(annotation.getCanonicalName())) {
        return mirror;
      }
    }
    return null;
  }

  /** The value of {@code name} in {@code mirror}, or null when defaulted. */
  static AnnotationValue value(AnnotationMirror mirror, String name) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e : mirror.getElementValues().entrySet()) {
      if (e.getKey().getSimpleName().contentEquals(name)) {
        return e.getValue();
      }
    }
    return null;
  }

  private static String capitalize(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
