package org.hbasemapper.processor.model;

import javax.lang.model.element.AnnotationMirror;

/**
 * The cell every stored row of an entity has, which tells that the row exists: what
 * {@code putIfAbsent} tests and projections read beside their columns.
 *
 * @param kind why every row has it
 * @param family its family
 * @param qualifier its qualifier
 * @param field the field it holds; null for a marker
 */
public record PresenceModel(Kind kind, String family, String qualifier, String field) {

  /** Why every row has the cell, in the order the cell is chosen. */
  public enum Kind {
    /** A {@code @PresenceMarker}: a cell written for no field, in every row. */
    MARKER("marker"),
    /** The {@code @Version} cell, which every write of the DAO stores. */
    VERSION("@Version"),
    /** A column of a primitive type with a built-in codec: always written, never empty. */
    PRIMITIVE("primitive column");

    private final String label;

    Kind(String label) {
      this.label = label;
    }

    /** How the schema report names the kind. */
    public String label() {
      return label;
    }
  }

  /** A {@code @PresenceMarker} as declared: its family (empty for the default) and qualifier. */
  public record Marker(String family, String qualifier, AnnotationMirror annotation) {}
}
