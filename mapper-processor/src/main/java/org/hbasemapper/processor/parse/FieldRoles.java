package org.hbasemapper.processor.parse;

import static org.hbasemapper.processor.parse.Mirrors.annotation;

import com.palantir.javapoet.TypeName;
import java.lang.annotation.Annotation;
import java.util.List;
import javax.lang.model.element.VariableElement;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Convert;
import org.hbasemapper.annotations.Counter;
import org.hbasemapper.annotations.CreatedDate;
import org.hbasemapper.annotations.DynamicColumns;
import org.hbasemapper.annotations.Embedded;
import org.hbasemapper.annotations.LastModifiedDate;
import org.hbasemapper.annotations.Relation;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Timestamp;
import org.hbasemapper.annotations.Transient;
import org.hbasemapper.annotations.Version;
import org.hbasemapper.annotations.Versions;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;

/**
 * Checks that a field's annotations go together before its role is read. A field has one role:
 * {@code @RowKey}, {@code @Column} (or the default family), {@code @DynamicColumns}, {@code @Embedded},
 * {@code @Timestamp} or {@code @Transient}. {@code @Counter}, {@code @Version} and {@code @Versions} refine a column (their
 * conflicts with each other are the column's to report), {@code @Relation} a dynamic family,
 * {@code @Convert} the values of a column or dynamic family. {@code @CreatedDate} and
 * {@code @LastModifiedDate} mark a plain column the DAO writes the time into. {@code @Indexed} is
 * checked with the indexes.
 */
final class FieldRoles {
  /** The annotations that give a field its role; a field has at most one. */
  private static final List<Class<? extends Annotation>> ROLES = List.of(
      RowKey.class, Column.class, DynamicColumns.class, Embedded.class, Timestamp.class, Transient.class);
  /** The annotations that refine a column, or the values of a column or dynamic family. */
  private static final List<Class<? extends Annotation>> MODIFIERS = List.of(
      Counter.class, Version.class, Versions.class, Convert.class);

  private final Reporter reporter;

  FieldRoles(Reporter reporter) {
    this.reporter = reporter;
  }

  /** Reports annotations that do not go together on {@code field}, every one of them; returns whether it can be modelled. */
  boolean fit(VariableElement field) {
    String name = field.getSimpleName().toString();
    List<Class<? extends Annotation>> roles = ROLES.stream().filter(r -> field.getAnnotation(r) != null).toList();
    if (roles.size() > 1) {
      reporter.error(field, roles.contains(RowKey.class) && roles.contains(Embedded.class)
          ? Messages.embeddedOnKey(name)
          : Messages.conflictingRoles(name, "@" + roles.get(0).getSimpleName(), "@" + roles.get(1).getSimpleName()));
      return false;
    }
    Class<? extends Annotation> role = roles.isEmpty() ? Column.class : roles.get(0);
    int errorsBefore = reporter.errorCount();
    if (field.getAnnotation(Relation.class) != null && role != DynamicColumns.class) {
      reporter.error(field, annotation(field, Relation.class), Messages.relationNotDynamic(name));
    }
    if (role == RowKey.class || role == DynamicColumns.class) {
      keyOrFamilyModifiers(field, name, role == RowKey.class);
    } else if (role == Timestamp.class || role == Transient.class || role == Embedded.class) {
      String kind = role == Timestamp.class ? "the @Timestamp field"
          : role == Embedded.class ? "an @Embedded value (its fields are the columns)" : "a @Transient field";
      MODIFIERS.stream().filter(m -> field.getAnnotation(m) != null).forEach(m -> reporter.error(field,
          Messages.annotationNotApplicable("@" + m.getSimpleName(), name, kind)));
    } else if (field.getAnnotation(Convert.class) != null) {
      boolean counter = field.getAnnotation(Counter.class) != null;
      if (counter || field.getAnnotation(Version.class) != null) {
        reporter.error(field, Messages.annotationNotApplicable("@Convert", name,
            counter ? "a @Counter (an 8-byte long on the server)" : "the @Version (an 8-byte long the DAO writes)"));
      }
    }
    auditDates(field, name, role);
    return reporter.errorCount() == errorsBefore;
  }

  /**
   * Reports {@code @CreatedDate} and {@code @LastModifiedDate} together, or on anything but a plain
   * column: the DAO writes the time into the cell itself, so it must be a cell no other rule owns.
   */
  private void auditDates(VariableElement field, String name, Class<? extends Annotation> role) {
    boolean created = field.getAnnotation(CreatedDate.class) != null;
    boolean modified = field.getAnnotation(LastModifiedDate.class) != null;
    if (created && modified) {
      reporter.error(field, Messages.auditDatesOnOneField(name));
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
        : field.getAnnotation(Counter.class) != null ? "a @Counter"
        : field.getAnnotation(Version.class) != null ? "the @Version"
        : field.getAnnotation(Versions.class) != null ? "a @Versions field"
        : field.getAnnotation(Convert.class) != null ? "a field with its own codec (@Convert)"
        : null;
    if (kind != null) {
      Class<? extends Annotation> audit = created ? CreatedDate.class : LastModifiedDate.class;
      reporter.error(field, annotation(field, audit),
          Messages.auditDateNotApplicable("@" + audit.getSimpleName(), name, kind));
    }
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
}
