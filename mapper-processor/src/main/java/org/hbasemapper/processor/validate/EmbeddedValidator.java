package org.hbasemapper.processor.validate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Reporter;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.EmbeddedModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.MappedField;
import org.hbasemapper.processor.model.PlainColumn;
import org.hbasemapper.processor.model.PresenceModel;

/**
 * Checks the rules of {@code @Embedded} values across the entity, each reported on the entity's
 * {@code @Embedded} field that holds the value at fault, once per field: every cell of the value is
 * one no other field maps, and every flattened name is one no other field has.
 */
final class EmbeddedValidator {
  private final Reporter reporter;

  EmbeddedValidator(Reporter reporter) {
    this.reporter = reporter;
  }

  /** Reports every rule the embedded values of {@code entity} break. */
  void validate(EntityModel entity) {
    if (entity.embedded().isEmpty()) {
      return;
    }
    cellsAreFree(entity);
    namesAreFree(entity);
  }

  /**
   * The cells of an embedded value (its presence cell, its fields' cells and their former
   * qualifiers, nested values' included) are mapped by nothing else: not by the entity's own columns,
   * the {@code @PresenceMarker}, or another embedded value, whose prefix may end up the same after
   * concatenation.
   */
  void cellsAreFree(EntityModel entity) {
    Map<String, String> owners = new HashMap<>();
    for (ColumnModel c : entity.columns()) {
      if (!(c instanceof PlainColumn p && p.inEmbedded())) {
        owners.putIfAbsent(c.family() + ":" + c.qualifier(), "field '" + c.property().name() + "'");
        if (c instanceof PlainColumn p) {
          p.formerly().forEach(f -> owners.putIfAbsent(c.family() + ":" + f,
              "a former qualifier of field '" + c.property().name() + "'"));
        }
      }
    }
    PresenceModel.Marker marker = entity.marker();
    if (marker != null) {
      owners.putIfAbsent(marker.family() + ":" + marker.qualifier(), "the @PresenceMarker");
    }
    for (EmbeddedModel top : entity.embedded()) {
      List<String[]> cells = new ArrayList<>();
      cells(top, cells);
      for (String[] cell : cells) {
        String other = owners.putIfAbsent(cell[0], cell[1]);
        if (other != null) {
          reporter.error(top.at(), top.annotation(), Messages.embeddedColumnTaken(top.property().name(),
              top.prefix(), cell[1], cell[0], other));
          break; // one error per field: they would all point at the same annotation
        }
      }
    }
  }

  /**
   * The cells of {@code e} in declaration order, each as {@code {column, what maps it}}: "the presence
   * cell of 'home'", "field 'homeCity'".
   */
  private static void cells(EmbeddedModel e, List<String[]> out) {
    out.add(new String[] {e.family() + ":" + e.qualifier(), "the presence cell of '" + e.property().name() + "'"});
    for (MappedField m : e.members()) {
      if (m instanceof PlainColumn c) {
        out.add(new String[] {c.family() + ":" + c.qualifier(), "field '" + c.property().name() + "'"});
        c.formerly().forEach(f -> out.add(new String[] {c.family() + ":" + f,
            "a former qualifier of field '" + c.property().name() + "'"}));
      } else if (m instanceof EmbeddedModel nested) {
        cells(nested, out);
      }
    }
  }

  /**
   * The flattened names of an embedded value's fields and nested values ({@code homeCity},
   * {@code homeGeo}) are names no other field of the entity has: conditions, updates, indexes and the
   * schema know a field by it.
   */
  void namesAreFree(EntityModel entity) {
    Map<String, String> taken = new HashMap<>();
    for (MappedField f : entity.fields()) {
      if (!(f instanceof EmbeddedModel) && !(f instanceof PlainColumn p && p.inEmbedded())) {
        taken.put(f.property().name(), "field '" + f.property().name() + "'");
      }
    }
    entity.embedded().forEach(e -> taken.put(e.property().name(), "field '" + e.property().name() + "'"));
    for (EmbeddedModel top : entity.embedded()) {
      for (EmbeddedModel e : top.all()) {
        for (MappedField m : e.members()) {
          String path = path(m);
          String other = taken.putIfAbsent(m.property().name(), path);
          if (other != null) {
            reporter.error(top.at(), top.annotation(), Messages.embeddedNameTaken(top.property().name(),
                path, m.property().name(), other));
            return;
          }
        }
      }
    }
  }

  /** How messages name {@code m}: {@code the field Address.city}. */
  private static String path(MappedField m) {
    return "the field " + m.property().element().getEnclosingElement().getSimpleName() + "."
        + m.property().element().getSimpleName();
  }
}
