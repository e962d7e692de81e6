package org.hbasemapper.processor.parse;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.DynamicColumns;
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

/**
 * Reads one {@code @Table} type into an {@link EntityModel}. Problems that leave nothing to model
 * (an unsupported type, a missing accessor) are reported here, all of them, not only the first;
 * rules across fields are the validator's. The type's own declarations are the {@link TableParser}'s;
 * each field is checked by {@link FieldRoles}, gets its accessors from the {@link AccessorFinder} and
 * its model from the {@link FieldParser} (an {@code @Embedded} value from the {@link EmbeddedParser}, its
 * fields joining the columns); the indexes come last, from the {@link IndexParser}.
 */
public final class EntityParser {
  private final Reporter reporter;
  private final TableParser tables;
  private final FieldRoles roles;
  private final AccessorFinder accessors;
  private final FieldParser fields;
  private final IndexParser indexes;
  private final EmbeddedParser embeddeds;

  /** A parser reporting to {@code reporter}. */
  public EntityParser(Elements elements, Types types, Reporter reporter) {
    this.reporter = reporter;
    this.tables = new TableParser(reporter);
    this.roles = new FieldRoles(reporter);
    this.accessors = new AccessorFinder(elements, types, reporter);
    CodecResolver codecs = new CodecResolver(elements, types, reporter);
    this.fields = new FieldParser(reporter, codecs);
    this.indexes = new IndexParser(reporter);
    this.embeddeds = new EmbeddedParser(reporter, accessors, codecs);
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
    tables.checkShape(type);
    boolean record = type.getKind() == ElementKind.RECORD;
    List<FamilyModel> families = tables.families(type, table);
    KeyPrefixModel keyPrefix = tables.keyPrefix(type);

    List<KeyComponentModel> key = new ArrayList<>();
    List<ColumnModel> columns = new ArrayList<>();
    List<DynamicColumnsModel> dynamics = new ArrayList<>();
    List<Property> constructorOrder = new ArrayList<>();
    List<EmbeddedModel> embedded = new ArrayList<>();
    TimestampModel timestamp = null;
    Element timestampElement = null;
    boolean keyComplete = true;

    for (VariableElement field : ElementFilter.fieldsIn(type.getEnclosedElements())) {
      if (field.getModifiers().contains(Modifier.STATIC)) {
        continue;
      }
      String name = field.getSimpleName().toString();
      if (record) {
        constructorOrder.add(AccessorFinder.recordComponent(field));
      }
      if (!roles.fit(field)) {
        keyComplete &= field.getAnnotation(RowKey.class) == null;
        continue;
      }
      if (field.getAnnotation(Transient.class) != null) {
        continue;
      }
      Property property = accessors.property(type, field, record);
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
}
