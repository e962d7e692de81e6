package org.hbasemapper.processor.validate;

import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.layout.Suggestions;
import org.hbasemapper.processor.model.AuditDate;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.DynamicColumnsModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.FamilyModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.KeyPrefixModel;
import org.hbasemapper.processor.model.PlainColumn;
import org.hbasemapper.processor.model.PresenceModel;
import org.hbasemapper.processor.model.RecordTypeModel;
import org.hbasemapper.processor.model.RelationModel;
import org.hbasemapper.processor.model.VersionColumn;
import org.hbasemapper.processor.model.VersionsColumn;

/** Checks the schema rules of one entity model and reports every violation. */
public final class EntityValidator {
  private static final Pattern TABLE = Pattern.compile("[a-zA-Z0-9_][a-zA-Z0-9_.-]*");
  private static final Pattern NAMESPACE = Pattern.compile("[a-zA-Z0-9_]+");

  private final Reporter reporter;

  /** A validator reporting to {@code reporter}. */
  public EntityValidator(Reporter reporter) {
    this.reporter = reporter;
  }

  /** Reports every rule {@code entity} breaks; returns whether it broke none. */
  public boolean validate(EntityModel entity) {
    return validate(entity, true);
  }

  /**
   * Reports every rule {@code entity} breaks; returns whether it broke none. When the parser
   * could not model every key component ({@code keyComplete} false), the rules about the key as a
   * whole are skipped: they would only report consequences of the error already given.
   */
  public boolean validate(EntityModel entity, boolean keyComplete) {
    int before = reporter.errorCount();
    namesAreValid(entity);
    if (keyComplete) {
      rowKeyExists(entity);
      keyOrdersAreDistinctAndDense(entity);
      onlyLastComponentIsVariable(entity);
      keyPrefixIsValid(entity);
    }
    keyWidthsFit(entity);
    columnFamiliesAreDeclared(entity);
    columnsAreDistinct(entity);
    formerQualifiersAreFree(entity);
    dynamicFamiliesAreExclusive(entity);
    versionsFitTheirFamily(entity);
    oneVersionField(entity);
    oneOfEachAuditDate(entity);
    presenceMarkerFits(entity);
    new EmbeddedValidator(reporter).validate(entity);
    if (keyComplete) {
      relationsPointAtEachOther(entity);
    }
    return reporter.errorCount() == before;
  }

  /** Table, namespace and family names follow HBase's naming rules. */
  void namesAreValid(EntityModel entity) {
    if (!TABLE.matcher(entity.table()).matches()) {
      reporter.error(entity.element(), Messages.invalidTableName(entity.table()));
    }
    if (!NAMESPACE.matcher(entity.namespace()).matches()) {
      reporter.error(entity.element(), Messages.invalidNamespace(entity.namespace()));
    }
    for (FamilyModel family : entity.families()) {
      String name = family.name();
      boolean printable = name.chars().allMatch(c -> c >= 0x20 && c < 0x7F);
      if (name.isEmpty() || name.contains(":") || name.startsWith(".") || !printable) {
        reporter.error(family.element(), family.annotation(), family.annotationValue(),
            Messages.invalidFamilyName(name));
      }
    }
  }

  /** The entity has at least one {@code @RowKey} component. */
  void rowKeyExists(EntityModel entity) {
    if (entity.key().isEmpty()) {
      reporter.error(entity.element(), Messages.noRowKey(entity.simpleName()));
    }
  }

  /**
   * Component orders are distinct and run 0, 1, 2, ... so the layout is unambiguous; a record type
   * code takes the place of its own order among them.
   */
  void keyOrdersAreDistinctAndDense(EntityModel entity) {
    RecordTypeModel recordType = entity.recordType();
    boolean code = recordType != null && recordTypeInRange(entity);
    Map<Integer, String> seen = new HashMap<>();
    int expected = 0;
    for (KeyComponentModel c : entity.key()) {
      if (code && expected == recordType.order() && c.order() != expected) {
        expected++; // the code sits here
      }
      String other = seen.putIfAbsent(c.order(), c.property().name());
      if (other != null) {
        reporter.error(c.property().element(), Messages.duplicateKeyOrder(c.property().name(), c.order(), other));
      } else if (code && c.order() == recordType.order()) {
        reporter.error(entity.element(), recordType.annotation(),
            Messages.recordTypeOrderTaken(entity.simpleName(), recordType.order(), c.property().name()));
      } else if (c.order() != expected) {
        reporter.error(c.property().element(), Messages.keyOrderGap(c.property().name(), c.order(), expected));
      }
      expected = c.order() + 1;
    }
  }

  /** A record type's order is a place in the key: 0 up to the number of components (after all of them). */
  private boolean recordTypeInRange(EntityModel entity) {
    RecordTypeModel recordType = entity.recordType();
    if (recordType.order() < 0 || recordType.order() > entity.key().size()) {
      reporter.error(entity.element(), recordType.annotation(),
          Messages.recordTypeOrderOutOfRange(entity.simpleName(), recordType.order(), entity.key().size()));
      return false;
    }
    return true;
  }

  /** {@code width} is given only to variable-width types, and never negative. */
  void keyWidthsFit(EntityModel entity) {
    for (KeyComponentModel c : entity.key()) {
      if (c.width() < 0) {
        reporter.error(c.property().element(), Messages.negativeWidth(c.property().name()));
      } else if (c.width() > 0 && c.javaType().kind().naturalWidth()) {
        reporter.error(c.property().element(), Messages.widthOnNaturalWidth(c.property().name(),
            c.property().type().toString(), KeyComponentModel.naturalWidth(c.javaType().kind())));
      }
    }
  }

  /**
   * Only the last component may have a variable width, or prefixes would not be key ranges; a record
   * type code counts as a component, so the components before it are fixed width.
   */
  void onlyLastComponentIsVariable(EntityModel entity) {
    List<KeyComponentModel> key = entity.key();
    for (int i = 0; i < key.size(); i++) {
      KeyComponentModel c = key.get(i);
      if (c.byteWidth() != 0) {
        continue;
      }
      if (entity.recordType() != null && c.order() < entity.recordType().order()) {
        reporter.error(c.property().element(), Messages.variableWidthBeforeRecordType(c.property().name(),
            entity.simpleName()));
      } else if (i < key.size() - 1) {
        reporter.error(c.property().element(), Messages.variableWidthNotLast(c.property().name()));
      }
    }
  }

  /** Every column names a declared family. */
  void columnFamiliesAreDeclared(EntityModel entity) {
    List<String> declared = entity.families().stream().map(FamilyModel::name).toList();
    for (ColumnModel c : entity.columns()) {
      familyIsDeclared(c.property().name(), c.property().element(), c.family(), declared);
    }
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      familyIsDeclared(d.property().name(), d.property().element(), d.family(), declared);
    }
  }

  private void familyIsDeclared(String field, javax.lang.model.element.Element at, String family,
      List<String> declared) {
    if (!declared.contains(family)) {
      String list = declared.isEmpty() ? "none" : String.join(", ", declared);
      reporter.error(at, Messages.unknownFamily(field, family, list, Suggestions.closest(family, declared)));
    }
  }

  /**
   * The {@code @PresenceMarker}'s cell is in a declared family that no map holds, under a qualifier
   * no column uses.
   */
  void presenceMarkerFits(EntityModel entity) {
    PresenceModel.Marker marker = entity.marker();
    if (marker == null) {
      return;
    }
    List<String> declared = entity.families().stream().map(FamilyModel::name).toList();
    if (!declared.contains(marker.family())) {
      reporter.error(entity.element(), marker.annotation(), Messages.presenceMarkerUnknownFamily(marker.family(),
          declared.isEmpty() ? "none" : String.join(", ", declared), Suggestions.closest(marker.family(), declared)));
    }
    if (marker.qualifier().isEmpty()) {
      reporter.error(entity.element(), marker.annotation(), Messages.presenceMarkerEmptyQualifier());
    }
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      if (d.family().equals(marker.family())) {
        reporter.error(entity.element(), marker.annotation(),
            Messages.presenceMarkerInDynamicFamily(marker.family(), d.property().name()));
      }
    }
    for (ColumnModel c : entity.columns()) {
      if (c.family().equals(marker.family()) && c.qualifier().equals(marker.qualifier())) {
        reporter.error(entity.element(), marker.annotation(),
            Messages.presenceMarkerClash(c.family() + ":" + c.qualifier(), c.property().name()));
      }
    }
  }

  /**
   * No two fields map to the same {@code family:qualifier}; the cells of embedded values are the
   * {@link EmbeddedValidator}'s, which reports them on their {@code @Embedded} field.
   */
  void columnsAreDistinct(EntityModel entity) {
    Map<String, String> seen = new HashMap<>();
    for (ColumnModel c : entity.columns()) {
      if (c instanceof PlainColumn p && p.inEmbedded()) {
        continue;
      }
      String column = c.family() + ":" + c.qualifier();
      String other = seen.putIfAbsent(column, c.property().name());
      if (other != null) {
        reporter.error(c.property().element(), Messages.duplicateColumn(c.property().name(), column, other));
      }
    }
  }

  /**
   * A column's former qualifiers are cells nothing else maps: not its own, not another column's, not
   * another former qualifier (its own listed twice included), not the {@code @PresenceMarker}'s.
   */
  void formerQualifiersAreFree(EntityModel entity) {
    Map<String, String> owners = new HashMap<>();
    for (ColumnModel c : entity.columns()) {
      owners.putIfAbsent(c.family() + ":" + c.qualifier(), "the column of field '" + c.property().name() + "'");
    }
    PresenceModel.Marker marker = entity.marker();
    if (marker != null) {
      owners.putIfAbsent(marker.family() + ":" + marker.qualifier(), "the @PresenceMarker's cell");
    }
    for (PlainColumn c : entity.columnsOf(PlainColumn.class)) {
      String field = c.property().name();
      for (String former : c.formerly()) {
        String column = c.family() + ":" + former;
        if (former.equals(c.qualifier())) {
          reporter.error(c.property().element(), Messages.formerlyOwnQualifier(field, column));
          continue;
        }
        String other = owners.putIfAbsent(column, "a former qualifier of field '" + field + "'");
        if (other != null) {
          reporter.error(c.property().element(), Messages.formerlyTaken(field, column, other));
        }
      }
    }
  }

  /** Salt buckets and hash lengths are in range, and {@code of} names the leading key components in order. */
  void keyPrefixIsValid(EntityModel entity) {
    KeyPrefixModel prefix = entity.keyPrefix();
    if (prefix == null) {
      return;
    }
    if (prefix.salt() && (prefix.buckets() < 1 || prefix.buckets() > 256)) {
      reporter.error(entity.element(), prefix.annotation(), Messages.saltBuckets(prefix.buckets()));
    }
    if (!prefix.salt() && (prefix.length() < 1 || prefix.length() > 16)) {
      reporter.error(entity.element(), prefix.annotation(), Messages.hashPrefixLength(prefix.length()));
    }
    if (!prefix.salt() && (prefix.regions() < 1 || prefix.regions() > 256)) {
      reporter.error(entity.element(), prefix.annotation(), Messages.hashPrefixRegions(prefix.regions()));
    }
    List<String> names = entity.key().stream().map(c -> c.property().name()).toList();
    boolean known = true;
    for (String name : prefix.of()) {
      if (!names.contains(name)) {
        reporter.error(entity.element(), prefix.annotation(),
            Messages.prefixUnknownComponent(prefix.name(), name, String.join(", ", names),
                Suggestions.closest(name, names)));
        known = false;
      }
    }
    if (known && !prefix.of().isEmpty() && !prefix.of().equals(names.subList(0, Math.min(prefix.of().size(), names.size())))) {
      reporter.error(entity.element(), prefix.annotation(), Messages.prefixNotLeading(prefix.name(),
          String.valueOf(prefix.of()), String.join(", ", names.subList(0, Math.min(prefix.of().size(), names.size())))));
    } else if (known) {
      prefixLeavesTheRecordTypeOut(entity);
    }
  }

  /**
   * With a record type, the salt or hash is computed from components before the code only: the rows
   * of every record type under one parent then share their prefix (and their region).
   */
  private void prefixLeavesTheRecordTypeOut(EntityModel entity) {
    RecordTypeModel recordType = entity.recordType();
    KeyPrefixModel prefix = entity.keyPrefix();
    if (recordType == null) {
      return;
    }
    List<String> leading = entity.key().stream().filter(c -> c.order() < recordType.order())
        .map(c -> c.property().name()).toList();
    if (prefix.of().isEmpty() || !leading.containsAll(prefix.of())) {
      reporter.error(entity.element(), prefix.annotation(), Messages.prefixOverRecordType(prefix.name(),
          entity.simpleName(), leading.isEmpty() ? "none" : String.join(", ", leading)));
    }
  }

  /** A dynamic family holds nothing but its map, so map keys cannot collide with other qualifiers. */
  void dynamicFamiliesAreExclusive(EntityModel entity) {
    Map<String, String> owners = new HashMap<>();
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      String other = owners.putIfAbsent(d.family(), d.property().name());
      if (other != null) {
        reporter.error(d.property().element(), Messages.dynamicFamilyShared(d.property().name(), d.family(), other));
      }
    }
    for (ColumnModel c : entity.columns()) {
      String owner = owners.get(c.family());
      if (owner != null) {
        reporter.error(entity.dynamicColumns().stream().filter(d -> d.property().name().equals(owner)).findFirst()
            .orElseThrow().property().element(), Messages.dynamicFamilyShared(owner, c.family(), c.property().name()));
      }
    }
  }

  /** A {@code @Versions} field reads no more versions than its family keeps. */
  void versionsFitTheirFamily(EntityModel entity) {
    for (VersionsColumn c : entity.columnsOf(VersionsColumn.class)) {
      entity.families().stream().filter(f -> f.name().equals(c.family())).findFirst().ifPresent(f -> {
        if (c.versions() > f.maxVersions()) {
          reporter.error(c.property().element(), Messages.versionsAboveFamily(c.property().name(), c.versions(),
              f.name(), f.maxVersions()));
        }
      });
    }
  }

  /**
   * A relation's map keys are its target's row keys, and its inverse is the target's map of this
   * entity's row keys to the same values, whose own {@code @Relation}, if any, points back.
   */
  void relationsPointAtEachOther(EntityModel entity) {
    for (DynamicColumnsModel d : entity.dynamicColumns()) {
      RelationModel r = d.relation();
      if (r == null) {
        continue;
      }
      String field = d.property().name();
      javax.lang.model.element.Element at = d.property().element();
      if (r.target() == null || r.target().getAnnotation(org.hbasemapper.annotations.Table.class) == null) {
        reporter.error(at, r.annotation(), Messages.relationTargetNotTable(field,
            r.target() == null ? "?" : r.target().getSimpleName().toString()));
        continue;
      }
      String target = r.target().getSimpleName().toString();
      List<VariableElement> targetKey = fields(r.target()).stream()
          .filter(f -> f.getAnnotation(org.hbasemapper.annotations.RowKey.class) != null).toList();
      TypeName mapKey = d.keyType().boxed();
      if (targetKey.size() != 1 || !TypeName.get(targetKey.get(0).asType()).box().equals(mapKey)) {
        String desc = targetKey.stream().map(f -> TypeName.get(f.asType()) + " " + f.getSimpleName())
            .collect(Collectors.joining(", ", "(", ")"));
        reporter.error(at, r.annotation(), Messages.relationKeyType(field, mapKey.toString(), target, desc));
        continue;
      }
      if (!r.inverse().isEmpty()) {
        if (entity.key().size() != 1) {
          reporter.error(at, r.annotation(), Messages.relationOwnerKey(field, entity.simpleName()));
          continue;
        }
        List<VariableElement> dynamics = fields(r.target()).stream()
            .filter(f -> f.getAnnotation(org.hbasemapper.annotations.DynamicColumns.class) != null).toList();
        VariableElement inverse = dynamics.stream().filter(f -> f.getSimpleName().contentEquals(r.inverse()))
            .findFirst().orElse(null);
        if (inverse == null) {
          String suggestion = Suggestions.closest(r.inverse(),
              dynamics.stream().map(f -> f.getSimpleName().toString()).toList());
          reporter.error(at, r.annotation(), Messages.relationInverseMissing(field, r.inverse(), target, suggestion));
          continue;
        }
        inverseFits(entity, d, inverse);
      }
    }
  }

  /**
   * The inverse map has this entity's row keys as keys and this map's value type, and its own
   * {@code @Relation}, if any, points back; each message names the side to change.
   */
  private void inverseFits(EntityModel entity, DynamicColumnsModel d, VariableElement inverse) {
    RelationModel r = d.relation();
    String field = d.property().name();
    String target = r.target().getSimpleName().toString();
    TypeName ownerKey = entity.key().get(0).javaType().boxed();
    TypeName actual = TypeName.get(inverse.asType());
    List<TypeName> args = actual instanceof ParameterizedTypeName p ? p.typeArguments() : List.of();
    if (args.size() != 2 || !args.get(0).equals(ownerKey)) {
      reporter.error(d.property().element(), r.annotation(), Messages.relationInverseKeyType(field, r.inverse(),
          target, entity.simpleName(), ownerKey.toString(), actual.toString()));
      return;
    }
    if (!args.get(1).equals(d.valueType())) {
      reporter.error(d.property().element(), r.annotation(), Messages.relationInverseValueType(field,
          d.property().type().toString(), r.inverse(), target, actual.toString()));
      return;
    }
    org.hbasemapper.annotations.Relation back = inverse.getAnnotation(org.hbasemapper.annotations.Relation.class);
    if (back != null) {
      String backTarget = backTarget(inverse);
      if (!entity.element().getQualifiedName().contentEquals(backTarget)
          || !(back.inverse().isEmpty() || back.inverse().equals(field))) {
        String points = simpleName(backTarget) + (back.inverse().isEmpty() ? "" : "." + back.inverse());
        reporter.error(d.property().element(), r.annotation(), Messages.relationInverseMismatch(field, r.inverse(),
            target, entity.simpleName(), points));
      }
    }
  }

  private static List<VariableElement> fields(TypeElement type) {
    return org.hbasemapper.processor.types.MappedFields.of(type);
  }

  private static String simpleName(String qualifiedName) {
    return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
  }

  /** The qualified name of the target of the {@code @Relation} on {@code field}. */
  private static String backTarget(VariableElement field) {
    for (javax.lang.model.element.AnnotationMirror m : field.getAnnotationMirrors()) {
      if (((TypeElement) m.getAnnotationType().asElement()).getQualifiedName()
          .contentEquals("org.hbasemapper.annotations.Relation")) {
        for (var e : m.getElementValues().entrySet()) {
          if (e.getKey().getSimpleName().contentEquals("target")
              && e.getValue().getValue() instanceof javax.lang.model.type.DeclaredType t) {
            return ((TypeElement) t.asElement()).getQualifiedName().toString();
          }
        }
      }
    }
    return "";
  }

  /** At most one {@code @CreatedDate} field and one {@code @LastModifiedDate} field. */
  void oneOfEachAuditDate(EntityModel entity) {
    for (AuditDate audit : List.of(AuditDate.CREATED, AuditDate.LAST_MODIFIED)) {
      String first = null;
      for (PlainColumn c : entity.columnsOf(PlainColumn.class)) {
        if (c.audit() != audit) {
          continue;
        }
        if (first != null) {
          reporter.error(c.property().element(), Messages.auditDateTwice(
              audit == AuditDate.CREATED ? "@CreatedDate" : "@LastModifiedDate", c.property().name(), first));
        } else {
          first = c.property().name();
        }
      }
    }
  }

  /** At most one {@code @Version} field. */
  void oneVersionField(EntityModel entity) {
    String first = null;
    for (VersionColumn c : entity.columnsOf(VersionColumn.class)) {
      if (first != null) {
        reporter.error(c.property().element(), Messages.versionTwice(c.property().name(), first));
      } else {
        first = c.property().name();
      }
    }
  }
}
