package org.hbasemapper.processor.parse;

import static org.hbasemapper.processor.parse.Mirrors.annotation;

import com.palantir.javapoet.TypeName;
import java.lang.annotation.Annotation;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Counter;
import org.hbasemapper.annotations.CreatedDate;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Embedded;
import org.hbasemapper.annotations.LastModifiedDate;
import org.hbasemapper.annotations.Relation;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Timestamp;
import org.hbasemapper.annotations.Transient;
import org.hbasemapper.annotations.Version;
import org.hbasemapper.annotations.Versions;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.layout.Suggestions;
import org.hbasemapper.processor.model.AuditDate;
import org.hbasemapper.processor.model.EmbeddedModel;
import org.hbasemapper.processor.model.FamilyModel;
import org.hbasemapper.processor.model.MappedField;
import org.hbasemapper.processor.model.PlainColumn;
import org.hbasemapper.processor.model.Property;
import org.hbasemapper.processor.types.CollectionSupport;
import org.hbasemapper.processor.types.TypeSupport;
import org.hbasemapper.processor.types.ValueCodecRef;

/**
 * Reads an {@code @Embedded} field into an {@link EmbeddedModel}: its family, its prefix, and the
 * fields of its type, each a plain column under {@code prefix + qualifier} or a nested embedded value
 * under a longer prefix. Names are flattened ({@code home} + {@code city} = {@code homeCity}), the
 * name conditions, updates, indexes and the schema know the field by. A record is built through its
 * canonical constructor, a class through its no-argument constructor, fields and setters; a class
 * built through another constructor plugs in by giving {@code constructorOrder}. Every problem is
 * reported; a value with one is left out.
 */
final class EmbeddedParser {
  /** Annotations that make a field something else than a plain column, which an embedded type holds. */
  private static final List<Class<? extends Annotation>> NOT_INSIDE = List.of(RowKey.class, DynamicColumns.class,
      Timestamp.class, Counter.class, Version.class, Versions.class, CreatedDate.class, LastModifiedDate.class,
      Relation.class);

  private final Reporter reporter;
  private final AccessorFinder accessors;
  private final CodecResolver codecs;
  private final ConstructorFinder constructors;

  EmbeddedParser(Reporter reporter, AccessorFinder accessors, CodecResolver codecs, ConstructorFinder constructors) {
    this.reporter = reporter;
    this.accessors = accessors;
    this.codecs = codecs;
    this.constructors = constructors;
  }

  /** The embedded value of {@code field} (read as {@code property}), or empty when it cannot be mapped (reported). */
  Optional<EmbeddedModel> embedded(VariableElement field, Property property, Table table,
      List<FamilyModel> families) {
    Embedded embedded = field.getAnnotation(Embedded.class);
    AnnotationMirror mirror = annotation(field, Embedded.class);
    String family = !embedded.family().isEmpty() ? embedded.family()
        : !table.defaultFamily().isEmpty() ? table.defaultFamily()
        : families.size() == 1 ? families.get(0).name() : null;
    if (family == null) {
      reporter.error(field, mirror, Messages.noFamilyForEmbedded(property.name()));
      return Optional.empty();
    }
    List<String> declared = families.stream().map(FamilyModel::name).toList();
    if (!declared.contains(family)) {
      reporter.error(field, mirror, Messages.unknownFamily(property.name(), family,
          declared.isEmpty() ? "none" : String.join(", ", declared), Suggestions.closest(family, declared)));
      return Optional.empty();
    }
    String prefix = prefix(embedded, field);
    Context context = new Context(field, mirror, family);
    return value(context, field, property, prefix, new EmbeddedModel.Path(List.of(), List.of()),
        new ArrayDeque<>());
  }

  /** What every value nested in one {@code @Embedded} field of the entity shares. */
  private record Context(VariableElement at, AnnotationMirror annotation, String family) {}

  private static String prefix(Embedded embedded, VariableElement field) {
    return embedded.prefix().isEmpty() ? field.getSimpleName() + "_" : embedded.prefix();
  }

  /**
   * The value held by {@code field} under {@code prefix}, inside the values of {@code path}; {@code open}
   * holds the types being read, so that a type holding itself is a cycle and not an endless descent.
   */
  private Optional<EmbeddedModel> value(Context context, VariableElement field, Property property, String prefix,
      EmbeddedModel.Path path, Deque<TypeElement> open) {
    TypeMirror mirror = field.asType();
    TypeElement type = mirror instanceof DeclaredType d && d.asElement() instanceof TypeElement t ? t : null;
    if (type == null || TypeSupport.resolve(mirror).isPresent() || CollectionSupport.isCollection(mirror)
        || (type.getKind() != ElementKind.RECORD && type.getKind() != ElementKind.CLASS)
        || type.getModifiers().contains(Modifier.ABSTRACT) || !((DeclaredType) mirror).getTypeArguments().isEmpty()) {
      reporter.error(field, Messages.embeddedType(property.name(), TypeName.get(mirror).toString()));
      return Optional.empty();
    }
    if (open.contains(type)) {
      List<String> names = new ArrayList<>();
      open.descendingIterator().forEachRemaining(t -> names.add(t.getSimpleName().toString()));
      String cycle = String.join(" -> ", names.subList(names.indexOf(type.getSimpleName().toString()), names.size()))
          + " -> " + type.getSimpleName();
      reporter.error(field, Messages.embeddedCycle(field.getSimpleName().toString(), cycle));
      return Optional.empty();
    }
    boolean record = type.getKind() == ElementKind.RECORD;
    List<VariableElement> instanceFields = ElementFilter.fieldsIn(type.getEnclosedElements()).stream()
        .filter(f -> !f.getModifiers().contains(Modifier.STATIC)).toList();
    // a class is built as an entity class is: through its constructor of the fields (a Kotlin data class,
    // an immutable value), or its no-argument one and setters
    if (!record && ElementFilter.constructorsIn(type.getEnclosedElements()).stream()
        .allMatch(c -> c.getModifiers().contains(Modifier.PRIVATE))) {
      reporter.error(field, Messages.embeddedNoConstructor(property.name(), type.getSimpleName().toString()));
      return Optional.empty();
    }
    ExecutableElement constructor = record ? null : constructors.choose(type, instanceFields);
    if (!record && constructor == null) {
      return Optional.empty(); // several candidates: reported on the type, as for an entity
    }
    List<Property> byConstructor = constructor == null || constructor.getParameters().isEmpty() ? List.of()
        : constructors.parameters(type, constructor, instanceFields);
    open.push(type);
    try {
      return members(context, field, property, type, record, byConstructor, prefix, path.then(property, prefix),
          open);
    } finally {
      open.pop();
    }
  }

  /** The value of {@code type}, once its members are read: every field, each reported on when it does not fit. */
  private Optional<EmbeddedModel> members(Context context, VariableElement field, Property property,
      TypeElement type, boolean record, List<Property> byConstructor, String prefix, EmbeddedModel.Path path,
      Deque<TypeElement> open) {
    int errorsBefore = reporter.errorCount();
    List<MappedField> members = new ArrayList<>();
    List<Property> constructorOrder = new ArrayList<>(byConstructor);
    for (VariableElement member : ElementFilter.fieldsIn(type.getEnclosedElements())) {
      if (member.getModifiers().contains(Modifier.STATIC)) {
        continue;
      }
      String simple = member.getSimpleName().toString();
      String name = property.name() + Character.toUpperCase(simple.charAt(0)) + simple.substring(1);
      String where = type.getSimpleName() + "." + simple;
      if (record) {
        constructorOrder.add(AccessorFinder.recordComponent(member));
      }
      List<Class<? extends Annotation>> misplaced = NOT_INSIDE.stream().filter(a -> member.getAnnotation(a) != null)
          .toList();
      if (!misplaced.isEmpty()) {
        misplaced.forEach(a -> reporter.error(member, annotation(member, a),
            Messages.embeddedAnnotationNotApplicable("@" + a.getSimpleName(), where)));
        continue;
      }
      if (member.getAnnotation(Transient.class) != null) {
        continue;
      }
      boolean inConstructor = record || byConstructor.stream().anyMatch(p -> p.name().equals(simple));
      Property accessor = accessors.property(type, member, record, inConstructor);
      if (accessor == null) {
        continue;
      }
      Property flat = new Property(name, accessor.type(), member, accessor.getter(), accessor.setter());
      Embedded nested = member.getAnnotation(Embedded.class);
      Column column = member.getAnnotation(Column.class);
      String family = nested != null ? nested.family() : column != null ? column.family() : "";
      if (!family.isEmpty() && !family.equals(context.family())) {
        AnnotationMirror at = annotation(member, nested != null ? Embedded.class : Column.class);
        reporter.error(member, at, Messages.embeddedFamilyInside(where, family, context.family()));
        continue;
      }
      if (nested != null) {
        value(context, member, flat, prefix + prefix(nested, member), path, open).ifPresent(members::add);
        continue;
      }
      String qualifier = prefix + (column == null || column.qualifier().isEmpty() ? simple : column.qualifier());
      List<String> formerly = column == null ? List.of()
          : List.of(column.formerly()).stream().map(f -> prefix + f).collect(Collectors.toList());
      Optional<ValueCodecRef> codec = codecs.valueCodec(member, name, member.asType());
      codec.ifPresent(c -> members.add(new PlainColumn(flat, context.family(), qualifier, c, formerly,
          AuditDate.NONE, path)));
    }
    if (reporter.errorCount() != errorsBefore) {
      return Optional.empty();
    }
    if (members.isEmpty()) {
      reporter.error(field, Messages.embeddedNoFields(property.name(), type.getSimpleName().toString()));
      return Optional.empty();
    }
    return Optional.of(new EmbeddedModel(property, type, context.family(), prefix, constructorOrder, members,
        context.at(), context.annotation()));
  }
}
