package org.hbasemapper.processor.parse;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.MappedSuperclass;
import org.hbasemapper.annotations.Embedded;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Timestamp;
import org.hbasemapper.annotations.Transient;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.EmbeddedModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.FamilyModel;
import org.hbasemapper.processor.model.IndexModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.KeyPrefixModel;
import org.hbasemapper.processor.model.PresenceModel;
import org.hbasemapper.processor.model.Property;
import org.hbasemapper.processor.model.RecordTypeModel;
import org.hbasemapper.processor.model.TimestampModel;
import org.hbasemapper.processor.types.MappedFields;

/**
 * Reads one {@code @Table} type into an {@link EntityModel}. Problems that leave nothing to model
 * (an unsupported type, a missing accessor) are reported here, all of them, not only the first;
 * rules across fields are the validator's. The type's own declarations are the {@link TableParser}'s;
 * its fields are its own and those of its {@code @MappedSuperclass} ancestors, the root's first; a
 * class is built through the constructor the {@link ConstructorFinder} picks; each field is checked by
 * {@link FieldRoles}, gets its accessors from the {@link AccessorFinder} and its model from the
 * {@link FieldParser} (an {@code @Embedded} value from the {@link EmbeddedParser}, its fields joining the
 * columns); the indexes come last, from the {@link IndexParser}.
 */
public final class EntityParser {
  private final Reporter reporter;
  private final TableParser tables;
  private final FieldRoles roles;
  private final AccessorFinder accessors;
  private final ConstructorFinder constructors;
  private final FieldParser fields;
  private final IndexParser indexes;
  private final EmbeddedParser embeddeds;

  /** A parser reporting to {@code reporter}. */
  public EntityParser(Elements elements, Types types, Reporter reporter) {
    this.reporter = reporter;
    this.tables = new TableParser(reporter);
    this.roles = new FieldRoles(reporter);
    this.accessors = new AccessorFinder(elements, types, reporter);
    this.constructors = new ConstructorFinder(types, reporter);
    CodecResolver codecs = new CodecResolver(elements, types, reporter);
    this.fields = new FieldParser(reporter, codecs);
    this.indexes = new IndexParser(reporter);
    this.embeddeds = new EmbeddedParser(reporter, accessors, codecs, constructors);
  }

  /**
   * What parsing found: the model, with the fields that could not be modelled left out, and
   * whether anything was left out.
   *
   * @param model the entity as far as it could be read; null when nothing could be (a Lombok class
   *     that Lombok has not completed yet)
   * @param clean whether parsing reported no error (only then may code be generated)
   * @param keyComplete whether every {@code @RowKey} field made it into the model, so rules about
   *     the whole key can be checked without reporting consequences of an error already reported
   */
  public record Result(EntityModel model, boolean clean, boolean keyComplete) {}

  /** The model of {@code type}; every problem on the way is reported. */
  public Result parse(TypeElement type) {
    int errorsBefore = reporter.errorCount();
    Table table = type.getAnnotation(Table.class);
    if (lombokNotRun(type)) {
      reporter.error(type, Messages.lombokAfterMapper(type.getSimpleName().toString()));
      return new Result(null, false, false);
    }
    tables.checkShape(type);
    boolean record = type.getKind() == ElementKind.RECORD;
    List<FamilyModel> families = tables.families(type, table);
    KeyPrefixModel keyPrefix = tables.keyPrefix(type);
    List<VariableElement> mapped = mappedFields(type);

    List<KeyComponentModel> key = new ArrayList<>();
    List<ColumnModel> columns = new ArrayList<>();
    List<DynamicColumnsModel> dynamics = new ArrayList<>();
    ExecutableElement constructor = record ? null : constructor(type, mapped);
    List<Property> constructorOrder = record ? mapped.stream().map(AccessorFinder::recordComponent).toList()
        : constructor == null ? List.of()
        : ConstructorFinder.namesUnknown(constructor, mapped) ? null
        : constructors.parameters(type, constructor, mapped);
    Set<String> inConstructor = new HashSet<>();
    if (constructorOrder == null || !record && constructor == null) {
      // names unknown (a class file), or no constructor fits (reported): no field is reported unwritable
      mapped.forEach(f -> inConstructor.add(f.getSimpleName().toString()));
    } else {
      constructorOrder.forEach(p -> inConstructor.add(p.name()));
    }
    List<EmbeddedModel> embedded = new ArrayList<>();
    TimestampModel timestamp = null;
    Element timestampElement = null;
    boolean keyComplete = true;

    for (VariableElement field : mapped) {
      String name = field.getSimpleName().toString();
      if (!roles.fit(field)) {
        keyComplete &= field.getAnnotation(RowKey.class) == null;
        continue;
      }
      if (field.getAnnotation(Transient.class) != null) {
        continue;
      }
      Property property = accessors.property(type, field, record, inConstructor.contains(name));
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
          timestamp = fields.timestamp(field, property);
          timestampElement = field;
        }
      } else if (rowKey != null) {
        Optional<KeyComponentModel> component = fields.keyComponent(field, property, rowKey);
        component.ifPresent(key::add);
        keyComplete &= component.isPresent();
      } else if (dynamic != null) {
        fields.dynamicColumns(field, property, dynamic).ifPresent(dynamics::add);
      } else if (field.getAnnotation(Embedded.class) != null) {
        embeddeds.embedded(field, property, table, families).ifPresent(e -> {
          embedded.add(e);
          columns.addAll(e.columns());
        });
      } else if (column != null || !table.defaultFamily().isEmpty()) {
        fields.column(field, property, column, table, families).ifPresent(columns::add);
      } else {
        reporter.error(field, Messages.unmappedField(name));
      }
    }
    key.sort(Comparator.comparingInt(KeyComponentModel::order));
    List<IndexModel> indexModels = indexes.indexes(type, columns);
    RecordTypeModel recordType = tables.recordType(type);
    PresenceModel.Marker marker = tables.presenceMarker(type, table, families);
    String namespace = table.namespace().isEmpty() ? "default" : table.namespace();
    EntityModel model = new EntityModel(type, ClassName.get(type), record, namespace, table.name(),
        families, key, columns, dynamics, timestamp, keyPrefix, constructorOrder, indexModels, recordType,
        marker, embedded);
    return new Result(model, reporter.errorCount() == errorsBefore, keyComplete);
  }

  /**
   * Whether {@code type} asks Lombok for getters ({@code @Value}, {@code @Data}, {@code @Getter}) but has
   * none yet: Lombok adds them in the round both processors see the class, so it has not run before
   * this processor, and every field would be reported as unreadable.
   */
  private static boolean lombokNotRun(TypeElement type) {
    boolean asksForGetters = type.getAnnotationMirrors().stream()
        .map(m -> ((TypeElement) m.getAnnotationType().asElement()).getQualifiedName().toString())
        .anyMatch(n -> n.equals("lombok.Value") || n.equals("lombok.Data") || n.equals("lombok.Getter"));
    if (!asksForGetters) {
      return false;
    }
    List<VariableElement> fields = MappedFields.instanceFields(type);
    return !fields.isEmpty() && ElementFilter.methodsIn(type.getEnclosedElements()).stream()
        .noneMatch(m -> fields.stream().anyMatch(f -> {
          String cap = Character.toUpperCase(f.getSimpleName().charAt(0)) + f.getSimpleName().toString().substring(1);
          return m.getSimpleName().contentEquals("get" + cap) || m.getSimpleName().contentEquals("is" + cap)
              || m.getSimpleName().contentEquals(f.getSimpleName());
        }));
  }

  /**
   * The fields {@code type} maps, those of its {@code @MappedSuperclass} ancestors first; a superclass
   * without the marker whose fields carry mapping annotations is reported, since they would be left out.
   */
  private List<VariableElement> mappedFields(TypeElement type) {
    for (TypeElement superclass : MappedFields.superclasses(type)) {
      if (superclass.getAnnotation(MappedSuperclass.class) == null) {
        List<String> annotated = MappedFields.instanceFields(superclass).stream()
            .filter(MappedFields::hasMappingAnnotation).map(f -> f.getSimpleName().toString()).toList();
        if (!annotated.isEmpty()) {
          reporter.error(type, Messages.superclassNotMapped(type.getSimpleName().toString(),
              superclass.getSimpleName().toString(), annotated));
        }
      }
    }
    return MappedFields.of(type);
  }

  /**
   * The constructor class {@code type} is built through (its parameters may be none); null for a type
   * that is no concrete class, and when no constructor fits (reported).
   */
  private ExecutableElement constructor(TypeElement type, List<VariableElement> fields) {
    if (type.getKind() != ElementKind.CLASS || type.getModifiers().contains(Modifier.ABSTRACT)) {
      return null; // reported by the table parser
    }
    return constructors.choose(type, fields);
  }
}
