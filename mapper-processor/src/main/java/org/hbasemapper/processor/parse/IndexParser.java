package org.hbasemapper.processor.parse;

import static org.hbasemapper.processor.parse.Mirrors.annotation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import org.hbasemapper.annotations.Convert;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Embedded;
import org.hbasemapper.annotations.Index;
import org.hbasemapper.annotations.Indexed;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Timestamp;
import org.hbasemapper.annotations.Transient;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.layout.Suggestions;
import org.hbasemapper.processor.model.AuditDate;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.IndexModel;
import org.hbasemapper.processor.model.PlainColumn;
import org.hbasemapper.processor.types.JavaType;
import org.hbasemapper.processor.types.MappedFields;
import org.hbasemapper.processor.types.TypeSupport;

/**
 * Reads the secondary indexes: one per {@code @Indexed} field (a field of an embedded value included,
 * named by its flattened name, {@code homeCity}), then the {@code @Index} annotations of the type. Each indexed field must be a plain column with an order-preserving key encoding, and
 * each index name must be valid and new.
 */
final class IndexParser {
  private final Reporter reporter;

  IndexParser(Reporter reporter) {
    this.reporter = reporter;
  }

  /** An indexed column and the type its key codec encodes. */
  private record IndexColumn(PlainColumn column, JavaType type) {}

  /** The indexes of {@code type}, whose parsed columns are {@code columns}. */
  List<IndexModel> indexes(TypeElement type, List<ColumnModel> columns) {
    Map<String, ColumnModel> byField = new HashMap<>();
    columns.forEach(c -> byField.put(c.property().name(), c));
    Map<String, VariableElement> fields = new HashMap<>();
    MappedFields.of(type).forEach(f -> fields.putIfAbsent(f.getSimpleName().toString(), f));
    // the fields of embedded values too, by the flattened names @Index names them with (homeCity)
    Map<String, VariableElement> indexable = new LinkedHashMap<>();
    MappedFields.of(type).forEach(f -> indexable.putIfAbsent(f.getSimpleName().toString(), f));
    for (ColumnModel c : columns) {
      if (c instanceof PlainColumn p && p.inEmbedded()) {
        indexable.put(p.property().name(), (VariableElement) p.property().element());
      }
    }
    List<IndexModel> out = new ArrayList<>();
    Set<String> names = new HashSet<>();
    for (Map.Entry<String, VariableElement> entry : indexable.entrySet()) {
      VariableElement field = entry.getValue();
      Indexed indexed = field.getAnnotation(Indexed.class);
      if (indexed == null) {
        continue;
      }
      AnnotationMirror mirror = annotation(field, Indexed.class);
      String name = indexed.name().isEmpty() ? entry.getKey() : indexed.name();
      Optional<IndexColumn> column = indexedColumn(entry.getKey(), field, field, mirror, byField, null);
      if (column.isPresent() && indexName(field, mirror, name, names)) {
        out.add(new IndexModel(name, List.of(column.get().column()), List.of(column.get().type()), false, field,
            mirror));
      }
    }
    fields.putAll(indexable);
    for (Index index : type.getAnnotationsByType(Index.class)) {
      compositeIndex(type, index, fields, byField, names).ifPresent(out::add);
    }
    return out;
  }

  /** An {@code @Index}: every column it names is reported on, not only the first bad one. */
  private Optional<IndexModel> compositeIndex(TypeElement type, Index index, Map<String, VariableElement> fields,
      Map<String, ColumnModel> byField, Set<String> names) {
    boolean ok = indexName(type, null, index.name(), names);
    if (index.columns().length == 0) {
      reporter.error(type, Messages.indexNoColumns(index.name()));
      return Optional.empty();
    }
    List<PlainColumn> indexColumns = new ArrayList<>();
    List<JavaType> types = new ArrayList<>();
    for (String column : index.columns()) {
      VariableElement field = fields.get(column);
      if (field == null || field.getModifiers().contains(Modifier.STATIC)) {
        List<String> declared = MappedFields.of(type).stream().map(f -> f.getSimpleName().toString()).toList();
        reporter.error(type, Messages.indexUnknownColumn(index.name(), column,
            Suggestions.closest(column, declared)));
        ok = false;
        continue;
      }
      Optional<IndexColumn> c = indexedColumn(column, field, type, null, byField, index.name());
      if (c.isEmpty()) {
        ok = false;
        continue;
      }
      indexColumns.add(c.get().column());
      types.add(c.get().type());
    }
    return ok ? Optional.of(new IndexModel(index.name(), indexColumns, types, index.covering(), type, null))
        : Optional.empty();
  }

  /**
   * The indexed {@code field}, when it is a plain column with a key encoding; else reports on
   * {@code at} (the field for {@code @Indexed}, the type for {@code @Index} named {@code index}) and
   * returns empty.
   */
  private Optional<IndexColumn> indexedColumn(String name, VariableElement field, Element at, AnnotationMirror mirror,
      Map<String, ColumnModel> byField, String index) {
    String owner = index == null ? "@Indexed on '" + name + "'" : "@Index '" + index + "' column '" + name + "'";
    ColumnModel column = byField.get(name);
    boolean plain = field.getAnnotation(RowKey.class) == null && field.getAnnotation(DynamicColumns.class) == null
        && field.getAnnotation(Transient.class) == null && field.getAnnotation(Timestamp.class) == null
        && field.getAnnotation(Embedded.class) == null;
    if (plain && column == null) {
      return Optional.empty(); // the column itself was reported
    }
    if (!plain || !(column instanceof PlainColumn plainColumn)) {
      reporter.error(at, mirror, Messages.indexedNotPlainColumn(owner));
      return Optional.empty();
    }
    if (plainColumn.audit() != AuditDate.NONE) {
      reporter.error(at, mirror, Messages.auditDateIndexed(owner,
          plainColumn.audit() == AuditDate.CREATED ? "@CreatedDate" : "@LastModifiedDate", name));
      return Optional.empty();
    }
    Optional<JavaType> type = TypeSupport.resolve(field.asType());
    if (field.getAnnotation(Convert.class) != null || type.isEmpty() || type.get().kind().keyCodec() == null) {
      reporter.error(at, mirror, Messages.indexedNotOrderable(owner, field.asType().toString()));
      return Optional.empty();
    }
    return Optional.of(new IndexColumn(plainColumn, type.get()));
  }

  /** Whether {@code name} is a valid, new index name; reports otherwise. */
  private boolean indexName(Element at, AnnotationMirror mirror, String name, Set<String> names) {
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
}
