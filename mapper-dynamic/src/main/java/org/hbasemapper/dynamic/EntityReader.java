package org.hbasemapper.dynamic;

import java.lang.annotation.Annotation;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Convert;
import org.hbasemapper.annotations.Counter;
import org.hbasemapper.annotations.CreatedDate;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Embedded;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Fetch;
import org.hbasemapper.annotations.HashPrefix;
import org.hbasemapper.annotations.LastModifiedDate;
import org.hbasemapper.annotations.MappedSuperclass;
import org.hbasemapper.annotations.PresenceMarker;
import org.hbasemapper.annotations.Relation;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Timestamp;
import org.hbasemapper.annotations.Transient;
import org.hbasemapper.annotations.Version;
import org.hbasemapper.annotations.Versions;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.KeyPrefix;
import org.hbasemapper.runtime.codec.ListValueCodec;
import org.hbasemapper.runtime.codec.SetValueCodec;
import org.hbasemapper.runtime.codec.ConvertCodecs;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.key.KeyComponent;

/**
 * Reads one entity class into an {@link EntityPlan} by reflection, checking it by the processor's
 * rules, and reporting every problem at once: what the processor reports as compile errors, a
 * runtime mapper's build reports as one {@link UnmappableEntityException}. The steps are the
 * processor's: the type's own declarations, each field's role and accessors, the rules across fields,
 * then how an entity is built. What runtime mappers do not support yet is refused by name, never
 * left unmapped.
 */
final class EntityReader {
  private static final Pattern TABLE = Pattern.compile("[a-zA-Z0-9_][a-zA-Z0-9_.-]*");
  private static final Pattern NAMESPACE = Pattern.compile("[a-zA-Z0-9_]+");
  private static final Set<Class<?>> MAPS = Set.of(java.util.Map.class, java.util.HashMap.class,
      LinkedHashMap.class, java.util.SortedMap.class, java.util.NavigableMap.class, java.util.TreeMap.class);
  private static final Set<Class<?>> SORTED_MAPS = Set.of(java.util.SortedMap.class, java.util.NavigableMap.class,
      java.util.TreeMap.class);
  /** The annotations that give a field its role, in the processor's order; a field has at most one. */
  private static final List<Class<? extends Annotation>> ROLES = List.of(
      RowKey.class, Column.class, DynamicColumns.class, Embedded.class, Timestamp.class, Transient.class);
  /** The annotations that refine a column, or the values of a column or dynamic family. */
  private static final List<Class<? extends Annotation>> MODIFIERS = List.of(
      Counter.class, Version.class, Versions.class, Convert.class);
  private static final String ANNOTATIONS = Table.class.getPackageName();
  /** The type annotations runtime mappers support; any other of this project's is refused. */
  private static final Set<Class<? extends Annotation>> TYPE_ANNOTATIONS = Set.of(Table.class, Family.class,
      org.hbasemapper.annotations.Families.class, Salt.class, HashPrefix.class, PresenceMarker.class,
      // for the entities that extend it; to the entity itself, as to the processor, it means nothing
      MappedSuperclass.class);
  /** The field annotations runtime mappers support; any other of this project's is refused. */
  private static final Set<Class<? extends Annotation>> FIELD_ANNOTATIONS = Set.of(RowKey.class, Column.class,
      DynamicColumns.class, Timestamp.class, Transient.class, Counter.class, Version.class, Convert.class,
      CreatedDate.class, LastModifiedDate.class, Embedded.class, Versions.class);
  /** What makes a field something else than a plain column, which an embedded type holds only. */
  private static final List<Class<? extends Annotation>> NOT_INSIDE = List.of(RowKey.class, DynamicColumns.class,
      Timestamp.class, Counter.class, Version.class, Versions.class, CreatedDate.class, LastModifiedDate.class,
      Relation.class);

  private final Class<?> type;
  private final String entity;
  private final boolean record;
  private final List<Problem> problems = new ArrayList<>();
  /**
   * Where the problems of a field go in the list, by the label they name it by: the position of the entity's
   * field among its fields (inherited ones first), an embedded value's fields at the position of the field
   * that holds it.
   */
  private final Map<String, Integer> positions = new HashMap<>();

  private Table table;
  private List<FamilySchema> families;
  private final List<EntityPlan.Slot> slots = new ArrayList<>();
  private final Map<String, Integer> slotOf = new HashMap<>();
  private final List<KeyDecl> key = new ArrayList<>();
  private final List<EntityPlan.Column> columns = new ArrayList<>();
  private final List<EntityPlan.Dynamic> dynamics = new ArrayList<>();
  /** The embedded values, each before the values nested in it. */
  private final List<EntityPlan.Embedded> embedded = new ArrayList<>();
  /** The presence columns of the embedded values, in the order of {@link #embedded}; after the other columns. */
  private final List<EntityPlan.Column> presences = new ArrayList<>();
  /** What the rules across fields check of each of the entity's own {@code @Embedded} fields. */
  private final List<EmbeddedField> embeddedFields = new ArrayList<>();
  private EntityPlan.Timestamp timestamp;
  /** The first field marked {@code @Timestamp}, whether or not its type fits. */
  private String timestampField;
  private boolean keyComplete = true;

  /**
   * A problem, found by whichever step, and its place in the list the exception gives: the type's first
   * ({@code -1}), then each field's, in the order of the fields, as the processor's model orders them.
   */
  private record Problem(int position, String text) {}

  /** A key component as declared, before its order is checked. */
  private record KeyDecl(int slot, String field, ValueType type, Class<?> javaType, int order, int width,
      boolean descending) {
    int byteWidth() {
      return type.byteWidth(width);
    }
  }

  /**
   * A field of the entity, or of an embedded value, with the annotations of this project on it (and on its
   * constructor parameter).
   *
   * @param name the field's name, which its accessors and constructor parameter are named after
   * @param label the name messages, slots and the schema know it by: the field's name, or an embedded
   *     value's field's flattened name ({@code homeCity})
   * @param owner the class whose instances hold it: the entity, or the embedded type
   */
  private record Property(Field field, String name, String label, Class<?> owner, Class<?> type, Type generic,
      Map<Class<? extends Annotation>, Annotation> annotations) {
    <A extends Annotation> A get(Class<A> annotation) {
      return annotation.cast(annotations.get(annotation));
    }

    boolean has(Class<? extends Annotation> annotation) {
      return annotations.containsKey(annotation);
    }
  }

  private EntityReader(Class<?> type) {
    this.type = type;
    this.entity = type.getSimpleName();
    this.record = type.isRecord();
  }

  /** The plan of {@code type}. */
  static EntityPlan read(Class<?> type) {
    return new EntityReader(type).read();
  }

  private EntityPlan read() {
    table = type.getAnnotation(Table.class);
    if (table == null) {
      problem(Messages.notATable(entity));
      throw failure();
    }
    boolean shaped = checkShape();
    typeAnnotationsSupported();
    superclassesAreMarked();
    families = families();
    KeyPrefixDecl prefix = keyPrefix();

    List<Field> fields = instanceFields();
    Constructors constructors = record || !shaped ? Constructors.NONE : Constructors.of(type, fields, this::problem);
    List<Property> properties = new ArrayList<>();
    for (Field f : fields) {
      positions.putIfAbsent(f.getName(), properties.size());
      properties.add(property(f, constructors));
    }
    for (Property p : properties) {
      if (!fit(p)) {
        keyComplete &= !p.has(RowKey.class);
        continue;
      }
      if (p.has(Transient.class)) {
        continue; // a constructor taking it gets its type's default
      }
      if (p.generic() instanceof TypeVariable<?> variable) {
        // the codec is chosen by the declared type, which a generic mapped superclass leaves open
        problem(p, Messages.fieldOfTypeParameter(p.name(), variable.getName(),
            p.field().getDeclaringClass().getSimpleName()));
        keyComplete &= !p.has(RowKey.class);
        continue;
      }
      Member read = reader(p);
      boolean writable = writable(p, record, constructors);
      if (read == null || !writable) {
        keyComplete &= !p.has(RowKey.class);
        continue;
      }
      mapField(p, read);
    }
    key.sort(Comparator.comparingInt(KeyDecl::order));
    EntityPlan.Marker marker = presenceMarker();
    validate(prefix, marker);
    EntityPlan.Creation creation = shaped ? creation(properties, constructors) : null;
    if (!problems.isEmpty()) {
      throw failure();
    }
    columns.addAll(presences); // after every other column, as the generated schema lists them
    List<EntityPlan.Former> formers = new ArrayList<>();
    for (int i = 0; i < columns.size(); i++) {
      for (String former : columns.get(i).formerly()) {
        // a slot the read loop sets the former cell aside in; no field reads or builds from it
        formers.add(new EntityPlan.Former(i, slots.size(), former));
        slots.add(new EntityPlan.Slot(columns.get(i).field() + "@" + former, Object.class, null, null, -1));
      }
    }
    List<EntityPlan.KeyPart> keyParts = new ArrayList<>();
    for (KeyDecl k : key) {
      KeyComponent<Object> component = new KeyComponent<>(namespace() + ":" + table.name(), entity, k.field(),
          k.type().keyCodec(k.javaType()), k.width(), k.descending());
      keyParts.add(new EntityPlan.KeyPart(k.slot(), k.field(), k.type(), k.javaType(), component, k.width(),
          k.byteWidth(), k.descending()));
    }
    KeyPrefix keyPrefix = prefix == null ? KeyPrefix.none()
        : prefix.salt() ? KeyPrefix.salt(prefix.buckets(), prefix.ofCount(key.size()))
        : KeyPrefix.md5(prefix.length(), prefix.regions(), prefix.ofCount(key.size()));
    Schemas.Parts parts = new Schemas.Parts(type, namespace(), table.name(), families, keyParts, keyPrefix, columns,
        dynamics, timestamp, marker, slots);
    return new EntityPlan(type, Schemas.schema(parts), slots, keyParts, keyPrefix, columns, dynamics, embedded,
        formers, timestamp, marker, creation);
  }

  /** Every problem found, the type's first, then each field's in the order of the fields. */
  private UnmappableEntityException failure() {
    List<Problem> sorted = new ArrayList<>(problems);
    sorted.sort(Comparator.comparingInt(Problem::position)); // stable: a field's own in the order found
    return new UnmappableEntityException(type, sorted.stream().map(Problem::text).toList());
  }

  /** A problem of the type. */
  private void problem(String message) {
    problems.add(new Problem(-1, entity + ": " + message));
  }

  /** A problem of the field (or embedded value's field) known by {@code label}. */
  private void problem(String label, String message) {
    problems.add(new Problem(positions.getOrDefault(label, Integer.MAX_VALUE), entity + "." + label + ": " + message));
  }

  private void problem(Property p, String message) {
    problem(p.label(), message);
  }

  private String namespace() {
    return table.namespace().isEmpty() ? "default" : table.namespace();
  }

  // ---- the type --------------------------------------------------------------------------------

  /** Reports a type no mapper class can build: private, inner, local, abstract; returns whether it can be built. */
  private boolean checkShape() {
    boolean ok = true;
    if (Modifier.isPrivate(type.getModifiers())) {
      problem(Messages.privateType(entity));
      ok = false;
    }
    if (type.isLocalClass() || type.isAnonymousClass()) {
      problem(Messages.localType(entity));
      ok = false;
    } else if (type.isMemberClass() && !Modifier.isStatic(type.getModifiers()) && !record) {
      problem(Messages.notTopLevelOrStatic(entity));
      ok = false;
    }
    if (type.isInterface() || type.isEnum() || type.isArray() || type.isPrimitive()
        || Modifier.isAbstract(type.getModifiers())) {
      problem(Messages.abstractEntity(entity));
      ok = false;
    }
    return ok;
  }

  /**
   * Refuses the type annotations runtime mappers do not support yet (indexes, record types) and any of
   * this project's they do not know (one added after them), rather than map the entity without it.
   */
  private void typeAnnotationsSupported() {
    for (Annotation a : type.getAnnotations()) {
      Class<? extends Annotation> kind = a.annotationType();
      if (kind.getPackageName().equals(ANNOTATIONS) && !TYPE_ANNOTATIONS.contains(kind)) {
        // a repeated annotation is read as its container (@Indexes), which is not what the class says
        String name = kind == org.hbasemapper.annotations.Indexes.class ? "@Index" : "@" + kind.getSimpleName();
        problem(Messages.notSupported(name, entity));
      }
    }
  }

  /**
   * Reports a superclass without {@code @MappedSuperclass} whose fields carry mapping annotations, as the
   * processor does: those fields would otherwise be silently left out. A superclass without them (a
   * framework base class) is no part of the mapping.
   */
  private void superclassesAreMarked() {
    for (Class<?> c : superclasses(type)) {
      if (c.isAnnotationPresent(MappedSuperclass.class)) {
        continue;
      }
      List<String> annotated = declaredInstanceFields(c).stream().filter(EntityReader::hasMappingAnnotation)
          .map(Field::getName).toList();
      if (!annotated.isEmpty()) {
        problem(Messages.superclassNotMapped(entity, c.getSimpleName(), annotated));
      }
    }
  }

  /** The superclasses of {@code type} below {@code Object} (and {@code Record}), the nearest first. */
  private static List<Class<?>> superclasses(Class<?> type) {
    List<Class<?>> out = new ArrayList<>();
    for (Class<?> c = type.getSuperclass(); c != null && c != Object.class && c != Record.class;
        c = c.getSuperclass()) {
      out.add(c);
    }
    return out;
  }

  private static boolean hasMappingAnnotation(Field f) {
    return Arrays.stream(f.getAnnotations()).anyMatch(a -> a.annotationType().getPackageName().equals(ANNOTATIONS));
  }

  /** The declared families in order, then the table's default family when it has no {@code @Family} of its own. */
  private List<FamilySchema> families() {
    Map<String, FamilySchema> out = new LinkedHashMap<>();
    for (Family f : type.getAnnotationsByType(Family.class)) {
      if (out.containsKey(f.name())) {
        problem(Messages.duplicateFamily(f.name()));
        continue;
      }
      out.put(f.name(), FamilySchema.of(f.name()).maxVersions(f.maxVersions()).minVersions(f.minVersions())
          .ttlSeconds(f.ttlSeconds()).compression(f.compression()).bloomFilter(f.bloomFilter())
          .blockSize(f.blockSize()).blockCache(f.blockCache()).inMemory(f.inMemory()));
    }
    String defaultFamily = table.defaultFamily();
    if (!defaultFamily.isEmpty() && !out.containsKey(defaultFamily)) {
      // a default family needs no @Family of its own: it gets HBase's default options
      out.put(defaultFamily, FamilySchema.of(defaultFamily));
    }
    return new ArrayList<>(out.values());
  }

  /** A {@code @Salt} or {@code @HashPrefix} as declared. */
  private record KeyPrefixDecl(boolean salt, int buckets, int length, int regions, List<String> of) {
    int ofCount(int keySize) {
      return of.isEmpty() ? keySize : of.size();
    }

    String name() {
      return salt ? "@Salt" : "@HashPrefix";
    }
  }

  private KeyPrefixDecl keyPrefix() {
    Salt salt = type.getAnnotation(Salt.class);
    HashPrefix hash = type.getAnnotation(HashPrefix.class);
    if (salt != null && hash != null) {
      problem(Messages.saltAndHashPrefix());
      return null;
    }
    if (salt != null) {
      return new KeyPrefixDecl(true, salt.buckets(), 1, salt.buckets(), List.of(salt.of()));
    }
    if (hash != null) {
      return new KeyPrefixDecl(false, 0, hash.length(), hash.regions(), List.of(hash.of()));
    }
    return null;
  }

  /**
   * The instance fields in declaration order: a record's components; a class's fields, those of its
   * {@code @MappedSuperclass} ancestors first, the root's first, as the processor reads them.
   */
  private List<Field> instanceFields() {
    List<Field> out = new ArrayList<>();
    if (record) {
      for (RecordComponent c : type.getRecordComponents()) {
        try {
          out.add(type.getDeclaredField(c.getName()));
        } catch (NoSuchFieldException e) {
          throw new IllegalStateException("record " + entity + " has no field for component " + c.getName(), e);
        }
      }
      return out;
    }
    List<Class<?>> mapped = new ArrayList<>(superclasses(type).stream()
        .filter(c -> c.isAnnotationPresent(MappedSuperclass.class)).toList());
    java.util.Collections.reverse(mapped);
    mapped.forEach(c -> out.addAll(declaredInstanceFields(c)));
    out.addAll(declaredInstanceFields(type));
    return out;
  }

  /** The instance fields {@code c} declares itself, in declaration order. */
  private static List<Field> declaredInstanceFields(Class<?> c) {
    return Arrays.stream(c.getDeclaredFields()).filter(f -> !Modifier.isStatic(f.getModifiers()) && !f.isSynthetic())
        .toList();
  }

  /**
   * The field with the annotations of this project on it, and on the constructor parameter of its name:
   * Scala and Kotlin put an annotation written on a constructor's property there.
   */
  private Property property(Field f, Constructors constructors) {
    Map<Class<? extends Annotation>, Annotation> annotations = new LinkedHashMap<>();
    for (Annotation a : f.getAnnotations()) {
      if (a.annotationType().getPackageName().equals(ANNOTATIONS)) {
        annotations.put(a.annotationType(), a);
      }
    }
    Property p = new Property(f, f.getName(), f.getName(), type, f.getType(), f.getGenericType(), annotations);
    for (Annotation a : constructors.annotationsOf(f.getName())) {
      if (!a.annotationType().getPackageName().equals(ANNOTATIONS)) {
        continue;
      }
      Annotation onField = annotations.putIfAbsent(a.annotationType(), a);
      if (onField != null && !onField.equals(a)) {
        problem(p, Messages.annotationsDisagree(f.getName(), "@" + a.annotationType().getSimpleName()));
      }
    }
    return p;
  }

  // ---- each field -------------------------------------------------------------------------------

  /** Reports annotations that do not go together on the field, every one of them; returns whether it can be mapped. */
  private boolean fit(Property p) {
    int before = problems.size();
    String name = p.name();
    for (Class<? extends Annotation> a : p.annotations().keySet()) {
      if (!FIELD_ANNOTATIONS.contains(a)) {
        problem(p, Messages.notSupported("@" + a.getSimpleName(), "field '" + name + "'"));
      }
    }
    List<Class<? extends Annotation>> roles = ROLES.stream().filter(p::has).toList();
    if (roles.size() > 1) {
      problem(p, roles.contains(RowKey.class) && roles.contains(Embedded.class) ? Messages.embeddedOnKey(name)
          : Messages.conflictingRoles(name, "@" + roles.get(0).getSimpleName(), "@" + roles.get(1).getSimpleName()));
      return false;
    }
    Class<? extends Annotation> role = roles.isEmpty() ? Column.class : roles.get(0);
    if (role == RowKey.class || role == DynamicColumns.class) {
      boolean isKey = role == RowKey.class;
      if (p.has(Version.class)) {
        problem(p, Messages.versionType(name, TypeNames.qualifiedName(p.generic())));
      }
      if (p.has(Versions.class)) {
        problem(p, Messages.versionsNotOnColumn(name));
      }
      if (p.has(Counter.class)) {
        problem(p, isKey ? Messages.annotationNotApplicable("@Counter", name, "a @RowKey component")
            : Messages.counterOnDynamicColumns(name));
      }
      if (isKey && p.has(Convert.class)) {
        problem(p, Messages.annotationNotApplicable("@Convert", name, "a @RowKey component"));
      }
    } else if (role == Timestamp.class || role == Transient.class || role == Embedded.class) {
      String kind = role == Timestamp.class ? "the @Timestamp field"
          : role == Embedded.class ? "an @Embedded value (its fields are the columns)" : "a @Transient field";
      MODIFIERS.stream().filter(p::has).forEach(m -> problem(p,
          Messages.annotationNotApplicable("@" + m.getSimpleName(), name, kind)));
    } else if (p.has(Convert.class)) {
      boolean counter = p.has(Counter.class);
      if (counter || p.has(Version.class)) {
        problem(p, Messages.annotationNotApplicable("@Convert", name,
            counter ? "a @Counter (an 8-byte long on the server)" : "the @Version (an 8-byte long the DAO writes)"));
      }
    }
    auditDates(p, role);
    return problems.size() == before;
  }

  /** Reports {@code @CreatedDate} and {@code @LastModifiedDate} together, or on anything but a plain column. */
  private void auditDates(Property p, Class<? extends Annotation> role) {
    boolean created = p.has(CreatedDate.class);
    boolean modified = p.has(LastModifiedDate.class);
    if (created && modified) {
      problem(p, Messages.auditDatesOnOneField(p.name()));
      return;
    }
    if (!created && !modified) {
      return;
    }
    String kind = role == RowKey.class ? "a @RowKey component"
        : role == DynamicColumns.class ? "a @DynamicColumns family"
        : role == Timestamp.class ? "the @Timestamp field"
        : role == Transient.class ? "a @Transient field"
        : role == Embedded.class ? "an @Embedded value"
        : p.has(Counter.class) ? "a @Counter"
        : p.has(Version.class) ? "the @Version"
        : p.has(Versions.class) ? "a @Versions field"
        : p.has(Convert.class) ? "a field with its own codec (@Convert)"
        : null;
    if (kind != null) {
      problem(p, Messages.auditDateNotApplicable(created ? "@CreatedDate" : "@LastModifiedDate", p.name(), kind));
    }
  }

  /**
   * How the mapper class reads the field: a record's accessor; a class's field itself when it is not
   * private, else its getter ({@code getName}, {@code isName} for a boolean, or {@code name}). Null
   * (reported) when there is none.
   */
  private Member reader(Property p) {
    if (p.owner().isRecord()) {
      for (RecordComponent c : p.owner().getRecordComponents()) {
        if (c.getName().equals(p.name())) {
          return c.getAccessor();
        }
      }
    }
    if (reachable(p.field())) {
      return p.field();
    }
    String cap = capitalize(p.name());
    List<String> names = p.type() == boolean.class ? List.of("is" + cap, "get" + cap, p.name())
        : List.of("get" + cap, p.name());
    for (String candidate : names) {
      for (Method m : methods(p.owner())) {
        if (m.getName().equals(candidate) && m.getParameterCount() == 0 && usable(m)
            && sameType(m.getGenericReturnType(), p.generic())) {
          return m;
        }
      }
    }
    problem(p, Messages.noGetter(p.name()));
    return null;
  }

  /** The field's setter, or null: {@code setName} taking the field's type. */
  private Method setter(Property p) {
    String candidate = "set" + capitalize(p.name());
    for (Method m : methods(p.owner())) {
      if (m.getName().equals(candidate) && m.getParameterCount() == 1 && usable(m)
          && sameType(m.getGenericParameterTypes()[0], p.generic())) {
        return m;
      }
    }
    return null;
  }

  /** The methods of {@code owner} and its supertypes, declared or inherited, in that order. */
  private static List<Method> methods(Class<?> owner) {
    List<Method> out = new ArrayList<>();
    for (Class<?> c = owner; c != null && c != Object.class; c = c.getSuperclass()) {
      out.addAll(Arrays.asList(c.getDeclaredMethods()));
    }
    out.addAll(Arrays.asList(owner.getMethods()));
    return out;
  }

  /**
   * Whether the mapper class, defined in the entity's package, can call {@code m}: an instance method
   * that is public, or not private and declared in the same package (and class loader).
   */
  private boolean usable(Method m) {
    int mod = m.getModifiers();
    if (Modifier.isStatic(mod) || Modifier.isPrivate(mod) || m.isBridge() || m.isSynthetic()) {
      return false;
    }
    return Modifier.isPublic(mod) || samePackage(m.getDeclaringClass());
  }

  /**
   * Whether the mapper class, in the entity's package, reaches {@code field}: public, or not private and
   * declared in the same package (a protected field of a superclass elsewhere gives it nothing).
   */
  private boolean reachable(Field field) {
    int mod = field.getModifiers();
    return Modifier.isPublic(mod) || !Modifier.isPrivate(mod) && samePackage(field.getDeclaringClass());
  }

  private boolean samePackage(Class<?> other) {
    return other.getPackageName().equals(type.getPackageName()) && other.getClassLoader() == type.getClassLoader();
  }

  static boolean sameType(Type a, Type b) {
    return a.equals(b) || a instanceof Class<?> && b instanceof Class<?> && a == b;
  }

  private static String capitalize(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  /** Adds the field's slot, then its role's model: the timestamp, a key component, a map, a column. */
  private void mapField(Property p, Member read) {
    String name = p.name();
    if (p.has(Timestamp.class)) {
      if (timestampField != null) {
        problem(p, Messages.timestampTwice(name, timestampField));
        return;
      }
      timestampField = name;
      if (p.type() == long.class || p.type() == Long.class || p.type() == Instant.class) {
        timestamp = new EntityPlan.Timestamp(slot(p, read), name, p.type());
      } else {
        problem(p, Messages.timestampType(name, TypeNames.qualifiedName(p.generic())));
      }
    } else if (p.has(RowKey.class)) {
      RowKey rowKey = p.get(RowKey.class);
      ValueType kind = ValueType.of(p.type());
      if (kind == null || !kind.keyable()) {
        problem(p, Messages.unsupportedKeyType(name, TypeNames.qualifiedName(p.generic())));
        keyComplete = false;
        return;
      }
      key.add(new KeyDecl(slot(p, read), name, kind, p.type(), rowKey.order(), rowKey.width(), rowKey.descending()));
    } else if (p.has(DynamicColumns.class)) {
      dynamicColumns(p, read);
    } else if (p.has(Embedded.class)) {
      embedded(p, read);
    } else if (p.has(Column.class) || !table.defaultFamily().isEmpty()) {
      column(p, read);
    } else {
      problem(p, Messages.unmappedField(name));
    }
  }

  private int slot(Property p, Member read) {
    int slot = slots.size();
    Class<?> declaring = p.field().getDeclaringClass();
    slots.add(new EntityPlan.Slot(p.name(), p.type(), read, declaring == type ? null : declaring.getCanonicalName(),
        -1));
    slotOf.put(p.name(), slot);
    return slot;
  }

  /** A slot for a field of an embedded value held in slot {@code owner}, known by its flattened name. */
  private int nestedSlot(Property p, Member read, int owner) {
    int slot = slots.size();
    slots.add(new EntityPlan.Slot(p.label(), p.type(), read, slots.get(owner).declaredIn(), owner));
    return slot;
  }

  /** A {@code @DynamicColumns} map: keyable keys, values with a codec; a lazy one is declared {@code Map}. */
  private void dynamicColumns(Property p, Member read) {
    DynamicColumns dynamic = p.get(DynamicColumns.class);
    boolean lazy = dynamic.fetch() == Fetch.LAZY;
    String name = p.name();
    if (!(p.generic() instanceof ParameterizedType declared) || declared.getActualTypeArguments().length != 2
        || !MAPS.contains(TypeNames.erasure(declared))) {
      problem(p, Messages.dynamicColumnsNotMap(name, TypeNames.qualifiedName(p.generic())));
      return;
    }
    Class<?> mapType = TypeNames.erasure(declared);
    if (lazy && mapType != java.util.Map.class) {
      problem(p, Messages.lazyMapType(name, TypeNames.qualifiedName(p.generic())));
      return;
    }
    Type keyType = declared.getActualTypeArguments()[0];
    Type valueType = declared.getActualTypeArguments()[1];
    ValueType keyKind = keyType instanceof Class<?> c ? ValueType.of(c) : null;
    if (keyKind == null || !keyKind.keyable() || ((Class<?>) keyType).isPrimitive()) {
      problem(p, Messages.unsupportedMapKeyType(name, TypeNames.qualifiedName(keyType)));
      keyKind = null;
    }
    Codec values = valueCodec(p, valueType);
    if (keyKind == null || values == null) {
      return;
    }
    Class<?> keyClass = (Class<?>) keyType;
    dynamics.add(new EntityPlan.Dynamic(slot(p, read), name, dynamic.family(), keyClass, TypeNames.erasure(valueType),
        keyKind.keyCodec(keyClass),
        values.codec(), SORTED_MAPS.contains(mapType), lazy, keyKind.keyEncoding(keyClass), values.encoding(),
        TypeNames.simpleName(p.generic())));
  }

  // ---- embedded values ---------------------------------------------------------------------------

  /**
   * What the rules across fields check of one of the entity's own {@code @Embedded} fields: the cells of
   * its value, nested values' included, each as {@code {column, what maps it}} in declaration order (the
   * presence cell first), and the flattened names of each value's fields, each as {@code {name, path}}, the
   * values outermost first.
   */
  private record EmbeddedField(String field, String prefix, List<String[]> cells, List<String[]> names) {}

  /**
   * An {@code @Embedded} field of the entity: its family and prefix, then its value, read as the processor
   * reads it; a value with a problem is left out whole (reported), as the processor leaves it out.
   */
  private void embedded(Property p, Member read) {
    Embedded annotation = p.get(Embedded.class);
    String family = !annotation.family().isEmpty() ? annotation.family()
        : !table.defaultFamily().isEmpty() ? table.defaultFamily()
        : families.size() == 1 ? families.get(0).name() : null;
    if (family == null) {
      problem(p, Messages.noFamilyForEmbedded(p.name()));
      return;
    }
    List<String> declared = families.stream().map(FamilySchema::name).toList();
    if (!declared.contains(family)) {
      problem(p, Messages.unknownFamily(p.name(), family, declared));
      return;
    }
    int problemsBefore = problems.size();
    int slotsBefore = slots.size();
    int columnsBefore = columns.size();
    int embeddedBefore = embedded.size();
    int presencesBefore = presences.size();
    EmbeddedField field = new EmbeddedField(p.name(), prefix(annotation, p.name()), new ArrayList<>(),
        new ArrayList<>());
    int slot = slot(p, read);
    boolean ok = value(family, p, slot, field.prefix(), new ArrayDeque<>(), field);
    if (!ok || problems.size() != problemsBefore) {
      // left out whole, so that the rules across fields do not report what follows from it
      slots.subList(slotsBefore, slots.size()).clear();
      columns.subList(columnsBefore, columns.size()).clear();
      embedded.subList(embeddedBefore, embedded.size()).clear();
      presences.subList(presencesBefore, presences.size()).clear();
      slotOf.remove(p.name());
      return;
    }
    embeddedFields.add(field);
  }

  /** The prefix of an embedded value's qualifiers: the one declared, else the field's name and an underscore. */
  private static String prefix(Embedded annotation, String field) {
    return annotation.prefix().isEmpty() ? field + "_" : annotation.prefix();
  }

  /**
   * The value of {@code p} (an embedded field, of the entity or of an outer value), its slot allocated:
   * checks its type, reads its fields as columns under {@code prefix} or as nested values, and how it is
   * built; {@code open} holds the types being read, so that a type holding itself is a cycle and not an
   * endless descent. Whether it could be read (every problem reported).
   */
  private boolean value(String family, Property p, int slot, String prefix, java.util.Deque<Class<?>> open,
      EmbeddedField field) {
    Class<?> valueType = p.generic() instanceof Class<?> c ? c : null;
    if (valueType == null || ValueType.of(valueType) != null || valueType == List.class || valueType == Set.class
        || !(valueType.isRecord() || plainClass(valueType))) {
      problem(p, Messages.embeddedType(p.label(), TypeNames.qualifiedName(p.generic())));
      return false;
    }
    if (open.contains(valueType)) {
      List<String> names = new ArrayList<>();
      open.descendingIterator().forEachRemaining(t -> names.add(t.getSimpleName()));
      String cycle = String.join(" -> ", names.subList(names.indexOf(valueType.getSimpleName()), names.size()))
          + " -> " + valueType.getSimpleName();
      problem(p, Messages.embeddedCycle(p.name(), cycle));
      return false;
    }
    boolean valueRecord = valueType.isRecord();
    if (!valueRecord && Arrays.stream(valueType.getDeclaredConstructors())
        .allMatch(c -> Modifier.isPrivate(c.getModifiers()))) {
      problem(p, Messages.embeddedNoConstructor(p.label(), valueType.getSimpleName()));
      return false;
    }
    int index = embedded.size();
    embedded.add(null); // its place, before the values nested in it
    EntityPlan.Column presence = new EntityPlan.Column(slot, p.label(), family, prefix, null,
        EntityPlan.ColumnKind.PRESENCE, false, ColumnSchema.AuditDate.NONE, org.hbasemapper.layout.Encoding.PRESENCE,
        valueType.getSimpleName(), true, List.of(), 0);
    presences.add(presence);
    field.cells().add(new String[] {family + ":" + prefix, "the presence cell of '" + p.label() + "'"});
    List<String[]> names = new ArrayList<>();
    int namesAt = field.names().size(); // this value's names go before those of the values nested in it
    open.push(valueType);
    try {
      List<Field> fields = declaredInstanceFields(valueType);
      int before = problems.size();
      // a class is built as an entity class is; with no constructor to choose, its fields are not read
      Constructors constructors = valueRecord ? Constructors.NONE
          : Constructors.of(valueType, fields, message -> problem(p, message));
      if (!valueRecord && constructors.constructor() == null) {
        return false;
      }
      List<Property> members = new ArrayList<>();
      Map<String, Integer> slotByName = new LinkedHashMap<>();
      for (Field f : fields) {
        Property member = member(f, p.label(), valueType);
        String where = valueType.getSimpleName() + "." + f.getName();
        List<Class<? extends Annotation>> misplaced = NOT_INSIDE.stream().filter(member::has).toList();
        if (!misplaced.isEmpty()) {
          misplaced.forEach(a -> problem(member, Messages.embeddedAnnotationNotApplicable("@" + a.getSimpleName(),
              where)));
          continue;
        }
        for (Class<? extends Annotation> a : member.annotations().keySet()) {
          if (!FIELD_ANNOTATIONS.contains(a)) {
            problem(member, Messages.notSupported("@" + a.getSimpleName(), "field '" + member.label() + "'"));
          }
        }
        if (member.has(Transient.class)) {
          continue;
        }
        members.add(member);
        Member read = reader(member);
        boolean writable = writable(member, valueRecord, constructors);
        if (read == null || !writable) {
          continue;
        }
        Embedded nested = member.get(Embedded.class);
        Column column = member.get(Column.class);
        String named = nested != null ? nested.family() : column != null ? column.family() : "";
        if (!named.isEmpty() && !named.equals(family)) {
          problem(member, Messages.embeddedFamilyInside(where, named, family));
          continue;
        }
        names.add(new String[] {member.label(), "the field " + where});
        int memberSlot = nestedSlot(member, read, slot);
        slotByName.put(member.name(), memberSlot);
        if (nested != null) {
          value(family, member, memberSlot, prefix + prefix(nested, member.name()), open, field);
          continue;
        }
        String qualifier = prefix + (column == null || column.qualifier().isEmpty() ? member.name() : column.qualifier());
        List<String> formerly = column == null ? List.of()
            : Arrays.stream(column.formerly()).map(former -> prefix + former).toList();
        Codec codec = valueCodec(member, member.generic());
        if (codec != null) {
          columns.add(new EntityPlan.Column(memberSlot, member.label(), family, qualifier, codec.codec(),
              EntityPlan.ColumnKind.PLAIN, false, ColumnSchema.AuditDate.NONE, codec.encoding(),
              TypeNames.simpleName(member.generic()), true, formerly, 0));
          field.cells().add(new String[] {family + ":" + qualifier, "field '" + member.label() + "'"});
          formerly.forEach(former -> field.cells().add(new String[] {family + ":" + former,
              "a former qualifier of field '" + member.label() + "'"}));
        }
      }
      field.names().addAll(namesAt, names);
      if (problems.size() != before) {
        return false;
      }
      if (slotByName.isEmpty()) {
        problem(p, Messages.embeddedNoFields(p.label(), valueType.getSimpleName()));
        return false;
      }
      EntityPlan.Creation creation = creation(valueType, members, constructors, slotByName,
          List.copyOf(slotByName.values()));
      if (creation == null) {
        return false;
      }
      embedded.set(index, new EntityPlan.Embedded(slot, p.label(), valueType, List.copyOf(slotByName.values()),
          creation));
      return true;
    } finally {
      open.pop();
    }
  }

  /** Whether {@code c} is a concrete class of fields: no interface, enum, array, primitive or abstract class. */
  private static boolean plainClass(Class<?> c) {
    return !c.isInterface() && !c.isEnum() && !c.isArray() && !c.isPrimitive() && !c.isAnnotation()
        && !Modifier.isAbstract(c.getModifiers());
  }

  /** Field {@code f} of the embedded type {@code owner}, held in the value {@code outer} names, with its annotations. */
  private Property member(Field f, String outer, Class<?> owner) {
    Map<Class<? extends Annotation>, Annotation> annotations = new LinkedHashMap<>();
    for (Annotation a : f.getAnnotations()) {
      if (a.annotationType().getPackageName().equals(ANNOTATIONS)) {
        annotations.put(a.annotationType(), a);
      }
    }
    String label = outer + capitalize(f.getName());
    // its problems are listed where the entity's field that holds the value is
    positions.putIfAbsent(label, positions.getOrDefault(outer, Integer.MAX_VALUE));
    return new Property(f, f.getName(), label, owner, f.getType(), f.getGenericType(), annotations);
  }

  /**
   * A column, by its kind: a {@code @Counter long}, the {@code @Version} ({@code long} or {@code Long}),
   * or a plain column. Its family is the one named, else the default family, else the only family.
   */
  private void column(Property p, Member read) {
    Column column = p.get(Column.class);
    String name = p.name();
    String family = column == null ? "" : column.family();
    if (family.isEmpty()) {
      family = !table.defaultFamily().isEmpty() ? table.defaultFamily()
          : families.size() == 1 ? families.get(0).name() : null;
    }
    if (family == null) {
      problem(p, Messages.noFamilyForColumn(name));
      return;
    }
    String qualifier = column == null || column.qualifier().isEmpty() ? name : column.qualifier();
    boolean counter = p.has(Counter.class);
    Versions versions = p.get(Versions.class);
    if (counter && versions != null) {
      problem(p, Messages.versionsOnCounter(name));
      return;
    }
    if (counter && p.type() != long.class) {
      problem(p, Messages.counterType(name, TypeNames.qualifiedName(p.generic())));
      return;
    }
    boolean version = p.has(Version.class);
    if (version && (p.type() != long.class && p.type() != Long.class || counter || versions != null)) {
      problem(p, Messages.versionType(name, TypeNames.qualifiedName(p.generic())));
      return;
    }
    ColumnSchema.AuditDate audit = ColumnSchema.AuditDate.NONE;
    if (p.has(CreatedDate.class) || p.has(LastModifiedDate.class)) {
      String annotation = p.has(CreatedDate.class) ? "@CreatedDate" : "@LastModifiedDate";
      if (p.type() != Instant.class) {
        problem(p, Messages.auditDateType(annotation, name, TypeNames.qualifiedName(p.generic())));
        return;
      }
      audit = p.has(CreatedDate.class) ? ColumnSchema.AuditDate.CREATED : ColumnSchema.AuditDate.LAST_MODIFIED;
    }
    if (column != null && column.formerly().length > 0 && (counter || version || versions != null
        || audit == ColumnSchema.AuditDate.CREATED)) {
      // one cell each: an increment, a version check, a history and a created date cannot fall back to another
      problem(p, Messages.formerlyNotApplicable(name, counter ? "a @Counter" : version ? "the @Version"
          : versions != null ? "a @Versions field" : "a @CreatedDate field"));
    }
    if (versions != null) {
      versionsColumn(p, read, family, qualifier, versions);
      return;
    }
    Codec codec = valueCodec(p, p.generic());
    if (codec == null) {
      return;
    }
    if (version && columns.stream().anyMatch(c -> c.kind() == EntityPlan.ColumnKind.VERSION)) {
      String first = columns.stream().filter(c -> c.kind() == EntityPlan.ColumnKind.VERSION).findFirst()
          .orElseThrow().field();
      problem(p, Messages.versionTwice(name, first));
    }
    EntityPlan.ColumnKind kind = counter ? EntityPlan.ColumnKind.COUNTER
        : version ? EntityPlan.ColumnKind.VERSION : EntityPlan.ColumnKind.PLAIN;
    columns.add(new EntityPlan.Column(slot(p, read), name, family, qualifier, codec.codec(), kind,
        p.type().isPrimitive() && !codec.converted(), audit, codec.encoding(), TypeNames.simpleName(p.generic()), false,
        column == null ? List.of() : List.of(column.formerly()), 0));
  }

  /**
   * A {@code @Versions} field: a {@code NavigableMap<Long, V>} of cell timestamp to value, reading up to
   * {@code max} versions of one cell, its values through {@code V}'s codec (or its {@code @Convert}).
   */
  private void versionsColumn(Property p, Member read, String family, String qualifier, Versions versions) {
    String name = p.name();
    boolean ok = true;
    if (versions.max() < 1) {
      problem(p, Messages.versionsMax(name, versions.max()));
      ok = false;
    }
    if (!(p.generic() instanceof ParameterizedType declared) || declared.getRawType() != java.util.NavigableMap.class
        || declared.getActualTypeArguments()[0] != Long.class) {
      problem(p, Messages.versionsType(name, TypeNames.qualifiedName(p.generic())));
      return;
    }
    Codec codec = valueCodec(p, declared.getActualTypeArguments()[1]);
    if (codec == null || !ok) {
      return;
    }
    columns.add(new EntityPlan.Column(slot(p, read), name, family, qualifier, codec.codec(),
        EntityPlan.ColumnKind.VERSIONS, false, ColumnSchema.AuditDate.NONE, codec.encoding(),
        TypeNames.simpleName(p.generic()), false, List.of(), versions.max()));
  }

  /** A value codec and what the layout calls its bytes. */
  private record Codec(ValueCodec<Object> codec, org.hbasemapper.layout.Encoding encoding, boolean converted) {}

  /**
   * The codec of a value of {@code valueType} held by the field (its type, or its map's value type): its
   * {@code @Convert} codec, checked to be a {@code ValueCodec} of that type, else the built-in codec of
   * the type; null when there is none (reported).
   */
  private Codec valueCodec(Property p, Type valueType) {
    Convert convert = p.get(Convert.class);
    if (convert != null) {
      return convertCodec(p, valueType, convert.value());
    }
    Class<?> raw = TypeNames.erasure(valueType);
    if (raw == List.class || raw == Set.class) {
      return collectionCodec(p, valueType, raw == List.class);
    }
    ValueType kind = valueType instanceof Class<?> c ? ValueType.of(c) : null;
    if (kind == null) {
      problem(p, Messages.unsupportedValueType(p.label(), TypeNames.qualifiedName(valueType)));
      return null;
    }
    Class<?> c = (Class<?>) valueType;
    return new Codec(kind.valueCodec(c), kind.valueEncoding(c), false);
  }

  /**
   * A {@code List} or {@code Set} of a type with a built-in codec, in one cell: the runtime's collection
   * codec around the element's codec, as a generated mapper builds it; null for any other element (reported).
   */
  @SuppressWarnings("unchecked")
  private Codec collectionCodec(Property p, Type collectionType, boolean list) {
    Type element = collectionType instanceof ParameterizedType declared && declared.getActualTypeArguments().length == 1
        ? declared.getActualTypeArguments()[0] : null;
    ValueType kind = element instanceof Class<?> c ? ValueType.of(c) : null;
    if (kind == null) {
      problem(p, Messages.unsupportedElementType(p.label(), TypeNames.qualifiedName(collectionType),
          element == null ? "its raw element type" : TypeNames.qualifiedName(element)));
      return null;
    }
    Class<?> elementClass = (Class<?>) element;
    ValueCodec<Object> elements = kind.valueCodec(elementClass);
    ValueCodec<?> codec = list ? new ListValueCodec<>(elements) : new SetValueCodec<>(elements);
    return new Codec((ValueCodec<Object>) codec,
        org.hbasemapper.layout.Encoding.collectionOf(list ? "list" : "set", kind.valueEncoding(elementClass)), false);
  }

  @SuppressWarnings("unchecked")
  private Codec convertCodec(Property p, Type valueType, Class<?> codecClass) {
    String name = p.label();
    String codecName = codecClass.getSimpleName();
    Type encoded = ValueCodecs.encodedType(codecClass);
    if (!ValueCodec.class.isAssignableFrom(codecClass) || encoded == null) {
      problem(p, Messages.convertNotACodec(name, codecName));
      return null;
    }
    Type boxed = valueType instanceof Class<?> c ? ValueType.boxed(c) : valueType;
    if (!sameType(encoded, boxed)) {
      problem(p, Messages.convertWrongType(name, codecName, TypeNames.qualifiedName(encoded),
          TypeNames.qualifiedName(valueType)));
      return null;
    }
    ConvertCodecs.Made made = ConvertCodecs.make(codecClass, TypeNames.erasure(valueType));
    if (made.codec() == null) {
      problem(p, made.problem() == null ? Messages.convertNotInstantiable(name, codecName)
          : Messages.convertFailed(name, codecName, made.problem()));
      return null;
    }
    return new Codec(made.codec(), ValueCodecs.encoding(codecClass, TypeNames.erasure(valueType)), true);
  }

  // ---- the rules across fields ------------------------------------------------------------------

  /** The {@code @PresenceMarker}, its family resolved, or null (reported when its family cannot be). */
  private EntityPlan.Marker presenceMarker() {
    PresenceMarker marker = type.getAnnotation(PresenceMarker.class);
    if (marker == null) {
      return null;
    }
    String family = marker.family();
    if (family.isEmpty()) {
      family = !table.defaultFamily().isEmpty() ? table.defaultFamily()
          : families.size() == 1 ? families.get(0).name() : null;
    }
    if (family == null) {
      problem(Messages.presenceMarkerNoFamily(entity, families.stream().map(FamilySchema::name).toList().toString()));
      return null;
    }
    return new EntityPlan.Marker(family, marker.qualifier());
  }

  private void validate(KeyPrefixDecl prefix, EntityPlan.Marker marker) {
    namesAreValid();
    if (keyComplete) {
      if (key.isEmpty()) {
        problem(Messages.noRowKey(entity));
      }
      keyOrdersAreDistinctAndDense();
      onlyLastComponentIsVariable();
      keyPrefixIsValid(prefix);
    }
    keyWidthsFit();
    familiesAreDeclared();
    columnsAreDistinct();
    dynamicFamiliesAreExclusive();
    oneOfEachAuditDate();
    versionsFitTheirFamily();
    presenceMarkerFits(marker);
    formerQualifiersAreFree(marker);
    embeddedCellsAreFree(marker);
    embeddedNamesAreFree();
  }

  /**
   * A column's former qualifiers are cells nothing else maps: not its own, not another column's, not
   * another former qualifier (its own listed twice included), not the {@code @PresenceMarker}'s.
   */
  private void formerQualifiersAreFree(EntityPlan.Marker marker) {
    Map<String, String> owners = new HashMap<>();
    for (EntityPlan.Column c : columns) {
      owners.putIfAbsent(c.family() + ":" + c.qualifier(), "the column of field '" + c.field() + "'");
    }
    if (marker != null) {
      owners.putIfAbsent(marker.family() + ":" + marker.qualifier(), "the @PresenceMarker's cell");
    }
    for (EntityPlan.Column c : columns) {
      if (c.kind() != EntityPlan.ColumnKind.PLAIN) {
        continue;
      }
      for (String former : c.formerly()) {
        String column = c.family() + ":" + former;
        if (former.equals(c.qualifier())) {
          problem(c.field(), Messages.formerlyOwnQualifier(c.field(), column));
          continue;
        }
        String other = owners.putIfAbsent(column, "a former qualifier of field '" + c.field() + "'");
        if (other != null) {
          problem(c.field(), Messages.formerlyTaken(c.field(), column, other));
        }
      }
    }
  }

  /**
   * The cells of an embedded value (its presence cell, its fields' cells, nested values' included) are
   * mapped by nothing else: not by the entity's own columns, the {@code @PresenceMarker}, or another
   * embedded value, whose prefix may end up the same after concatenation. One problem per field.
   */
  private void embeddedCellsAreFree(EntityPlan.Marker marker) {
    if (embeddedFields.isEmpty()) {
      return;
    }
    Map<String, String> owners = new HashMap<>();
    for (EntityPlan.Column c : columns) {
      if (!c.nested()) {
        owners.putIfAbsent(c.family() + ":" + c.qualifier(), "field '" + c.field() + "'");
        c.formerly().forEach(f -> owners.putIfAbsent(c.family() + ":" + f,
            "a former qualifier of field '" + c.field() + "'"));
      }
    }
    if (marker != null) {
      owners.putIfAbsent(marker.family() + ":" + marker.qualifier(), "the @PresenceMarker");
    }
    for (EmbeddedField e : embeddedFields) {
      for (String[] cell : e.cells()) {
        String other = owners.putIfAbsent(cell[0], cell[1]);
        if (other != null) {
          problem(e.field(), Messages.embeddedColumnTaken(e.field(), e.prefix(), cell[1],
              cell[0], other));
          break;
        }
      }
    }
  }

  /**
   * The flattened names of embedded values' fields ({@code homeCity}, {@code homeGeo}) are names no other
   * field of the entity has: the schema knows a field by it. The first clash only, as the processor reports it.
   */
  private void embeddedNamesAreFree() {
    Map<String, String> taken = new HashMap<>();
    for (EntityPlan.Slot slot : slots) {
      if (slot.owner() < 0) {
        taken.put(slot.name(), "field '" + slot.name() + "'");
      }
    }
    for (EmbeddedField e : embeddedFields) {
      for (String[] name : e.names()) {
        String other = taken.putIfAbsent(name[0], name[1]);
        if (other != null) {
          problem(e.field(), Messages.embeddedNameTaken(e.field(), name[1], name[0], other));
          return;
        }
      }
    }
  }

  /** Table, namespace and family names follow HBase's naming rules. */
  private void namesAreValid() {
    if (!TABLE.matcher(table.name()).matches()) {
      problem(Messages.invalidTableName(table.name()));
    }
    if (!NAMESPACE.matcher(namespace()).matches()) {
      problem(Messages.invalidNamespace(namespace()));
    }
    for (FamilySchema f : families) {
      String name = f.name();
      boolean printable = name.chars().allMatch(c -> c >= 0x20 && c < 0x7F);
      if (name.isEmpty() || name.contains(":") || name.startsWith(".") || !printable) {
        problem(Messages.invalidFamilyName(name));
      }
    }
  }

  /** Component orders are distinct and run 0, 1, 2, ... so the layout is unambiguous. */
  private void keyOrdersAreDistinctAndDense() {
    Map<Integer, String> seen = new HashMap<>();
    int expected = 0;
    for (KeyDecl c : key) {
      String other = seen.putIfAbsent(c.order(), c.field());
      if (other != null) {
        problem(c.field(), Messages.duplicateKeyOrder(c.field(), c.order(), other));
      } else if (c.order() != expected) {
        problem(c.field(), Messages.keyOrderGap(c.field(), c.order(), expected));
      }
      expected = c.order() + 1;
    }
  }

  /** {@code width} is given only to variable-width types, and never negative. */
  private void keyWidthsFit() {
    for (KeyDecl c : key) {
      if (c.width() < 0) {
        problem(c.field(), Messages.negativeWidth(c.field()));
      } else if (c.width() > 0 && c.type().naturalWidth()) {
        problem(c.field(), Messages.widthOnNaturalWidth(c.field(), TypeNames.qualifiedName(c.javaType()),
            c.type().naturalKeyWidth()));
      }
    }
  }

  /** Only the last component may have a variable width, or prefixes would not be key ranges. */
  private void onlyLastComponentIsVariable() {
    for (int i = 0; i < key.size() - 1; i++) {
      KeyDecl c = key.get(i);
      if (c.byteWidth() == 0) {
        problem(c.field(), Messages.variableWidthNotLast(c.field()));
      }
    }
  }

  /** Salt buckets and hash lengths are in range, and {@code of} names the leading key components in order. */
  private void keyPrefixIsValid(KeyPrefixDecl prefix) {
    if (prefix == null) {
      return;
    }
    if (prefix.salt() && (prefix.buckets() < 1 || prefix.buckets() > 256)) {
      problem(Messages.saltBuckets(prefix.buckets()));
    }
    if (!prefix.salt() && (prefix.length() < 1 || prefix.length() > 16)) {
      problem(Messages.hashPrefixLength(prefix.length()));
    }
    if (!prefix.salt() && (prefix.regions() < 1 || prefix.regions() > 256)) {
      problem(Messages.hashPrefixRegions(prefix.regions()));
    }
    List<String> names = key.stream().map(KeyDecl::field).toList();
    boolean known = true;
    for (String name : prefix.of()) {
      if (!names.contains(name)) {
        problem(Messages.prefixUnknownComponent(prefix.name(), name, names));
        known = false;
      }
    }
    List<String> leading = names.subList(0, Math.min(prefix.of().size(), names.size()));
    if (known && !prefix.of().isEmpty() && !prefix.of().equals(leading)) {
      problem(Messages.prefixNotLeading(prefix.name(), String.valueOf(prefix.of()), String.join(", ", leading)));
    }
  }

  /** Every column and map names a declared family. */
  private void familiesAreDeclared() {
    List<String> declared = families.stream().map(FamilySchema::name).toList();
    for (EntityPlan.Column c : columns) {
      if (!declared.contains(c.family())) {
        problem(c.field(), Messages.unknownFamily(c.field(), c.family(), declared));
      }
    }
    for (EntityPlan.Dynamic d : dynamics) {
      if (!declared.contains(d.family())) {
        problem(d.field(), Messages.unknownFamily(d.field(), d.family(), declared));
      }
    }
  }

  /** No two fields map to the same {@code family:qualifier}. */
  private void columnsAreDistinct() {
    Map<String, String> seen = new HashMap<>();
    for (EntityPlan.Column c : columns) {
      if (c.nested()) {
        continue; // an embedded value's cells are reported on its field, by the embedded rules
      }
      String column = c.family() + ":" + c.qualifier();
      String other = seen.putIfAbsent(column, c.field());
      if (other != null) {
        problem(c.field(), Messages.duplicateColumn(c.field(), column, other));
      }
    }
  }

  /** A dynamic family holds nothing but its map, so map keys cannot collide with other qualifiers. */
  private void dynamicFamiliesAreExclusive() {
    Map<String, String> owners = new HashMap<>();
    for (EntityPlan.Dynamic d : dynamics) {
      String other = owners.putIfAbsent(d.family(), d.field());
      if (other != null) {
        problem(d.field(), Messages.dynamicFamilyShared(d.field(), d.family(), other));
      }
    }
    for (EntityPlan.Column c : columns) {
      String owner = owners.get(c.family());
      if (owner != null) {
        problem(owner, Messages.dynamicFamilyShared(owner, c.family(), c.field()));
      }
    }
  }

  /** A {@code @Versions} field reads no more versions than its family keeps. */
  private void versionsFitTheirFamily() {
    for (EntityPlan.Column c : columns) {
      if (c.kind() != EntityPlan.ColumnKind.VERSIONS) {
        continue;
      }
      families.stream().filter(f -> f.name().equals(c.family())).findFirst().ifPresent(f -> {
        if (c.versions() > f.maxVersions()) {
          problem(c.field(), Messages.versionsAboveFamily(c.field(), c.versions(),
              f.name(), f.maxVersions()));
        }
      });
    }
  }

  /** At most one {@code @CreatedDate} field and one {@code @LastModifiedDate} field. */
  private void oneOfEachAuditDate() {
    for (ColumnSchema.AuditDate audit : List.of(ColumnSchema.AuditDate.CREATED, ColumnSchema.AuditDate.LAST_MODIFIED)) {
      String first = null;
      for (EntityPlan.Column c : columns) {
        if (c.audit() != audit) {
          continue;
        }
        if (first != null) {
          problem(c.field(), Messages.auditDateTwice(
              audit == ColumnSchema.AuditDate.CREATED ? "@CreatedDate" : "@LastModifiedDate", c.field(), first));
        } else {
          first = c.field();
        }
      }
    }
  }

  /** The marker's cell is in a declared family that no map holds, under a qualifier no column uses. */
  private void presenceMarkerFits(EntityPlan.Marker marker) {
    if (marker == null) {
      return;
    }
    List<String> declared = families.stream().map(FamilySchema::name).toList();
    if (!declared.contains(marker.family())) {
      problem(Messages.presenceMarkerUnknownFamily(marker.family(), declared));
    }
    if (marker.qualifier().isEmpty()) {
      problem(Messages.presenceMarkerEmptyQualifier());
    }
    for (EntityPlan.Dynamic d : dynamics) {
      if (d.family().equals(marker.family())) {
        problem(Messages.presenceMarkerInDynamicFamily(marker.family(), d.field()));
      }
    }
    for (EntityPlan.Column c : columns) {
      if (c.family().equals(marker.family()) && c.qualifier().equals(marker.qualifier())) {
        problem(Messages.presenceMarkerClash(c.family() + ":" + c.qualifier(), c.field()));
      }
    }
  }

  // ---- building an entity -----------------------------------------------------------------------

  /**
   * How an entity is built: a record through its canonical constructor; a class through the constructor
   * {@link Constructors} chooses, the mapped fields it does not take set after it. Null when it cannot be
   * (reported).
   */
  private EntityPlan.Creation creation(List<Property> properties, Constructors constructors) {
    return creation(type, properties, constructors, slotOf, assignmentOrder());
  }

  /**
   * How an instance of {@code owner} (the entity, or an embedded value) is built from the slots of its
   * fields ({@code slotByName}, by field name), the fields set after construction given in {@code order}
   * (a list of slots): through a record's canonical constructor, else through the chosen constructor, each
   * mapped field it does not take through its setter or the field itself. Null when it cannot be (reported).
   */
  private EntityPlan.Creation creation(Class<?> owner, List<Property> properties, Constructors constructors,
      Map<String, Integer> slotByName, List<Integer> order) {
    if (owner.isRecord()) {
      RecordComponent[] components = owner.getRecordComponents();
      Class<?>[] types = Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new);
      try {
        Constructor<?> canonical = owner.getDeclaredConstructor(types);
        int[] args = Arrays.stream(components).mapToInt(c -> slotByName.getOrDefault(c.getName(), -1)).toArray();
        return new EntityPlan.Creation(canonical, args, types, List.of());
      } catch (NoSuchMethodException e) {
        throw new IllegalStateException("record " + owner.getSimpleName() + " has no canonical constructor", e);
      }
    }
    if (!constructors.buildable()) {
      return null; // reported
    }
    Constructor<?> constructor = constructors.constructor();
    List<String> parameters = constructors.fields();
    List<EntityPlan.Write> writes = new ArrayList<>();
    for (Property p : properties) {
      Integer slot = slotByName.get(p.name());
      if (slot == null || parameters.contains(p.name())) {
        continue;
      }
      Member write = writer(p);
      if (write == null) {
        return null; // reported
      }
      writes.add(new EntityPlan.Write(slot, write));
    }
    // given in the order a generated mapper gives them: key components, columns, maps, embedded values, the
    // timestamp (an embedded value's: its fields in declaration order)
    writes.sort(Comparator.comparingInt(w -> order.indexOf(w.slot())));
    // a parameter of a @Transient field gets its type's default
    int[] args = parameters.stream().mapToInt(name -> slotByName.getOrDefault(name, -1)).toArray();
    return new EntityPlan.Creation(constructor, args, constructor.getParameterTypes(), writes);
  }

  /**
   * Whether the built entity (or embedded value) gets the field's value: as a record's component, a
   * parameter of its constructor, else through its setter or the field itself; reported when it does not,
   * as the processor reports it.
   */
  private boolean writable(Property p, boolean ownerRecord, Constructors constructors) {
    if (ownerRecord || constructors.takes(p.name()) || writer(p) != null) {
      return true;
    }
    problem(p, Modifier.isFinal(p.field().getModifiers())
        ? Messages.finalFieldNotWritable(p.name(), p.owner().getSimpleName()) : Messages.noSetter(p.name()));
    return false;
  }

  /**
   * The slots in the order a generated mapper assigns them: key components in key order, columns, maps,
   * embedded values, timestamp.
   */
  private List<Integer> assignmentOrder() {
    List<Integer> out = new ArrayList<>();
    key.forEach(k -> out.add(k.slot()));
    columns.forEach(c -> out.add(c.slot()));
    dynamics.forEach(d -> out.add(d.slot()));
    embedded.stream().filter(e -> slots.get(e.slot()).owner() < 0).forEach(e -> out.add(e.slot()));
    if (timestamp != null) {
      out.add(timestamp.slot());
    }
    return out;
  }

  /** How the mapper class gives a built entity the field's value: the field when it is not private or final, else its setter. */
  private Member writer(Property p) {
    if (reachable(p.field()) && !Modifier.isFinal(p.field().getModifiers())) {
      return p.field();
    }
    return setter(p);
  }
}
