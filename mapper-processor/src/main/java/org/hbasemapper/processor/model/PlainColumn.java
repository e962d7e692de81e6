package org.hbasemapper.processor.model;

import java.util.List;
import org.hbasemapper.processor.types.ValueCodecRef;

/**
 * A field stored in one cell, written by every put that has a value for it: a {@code @Column}, or a
 * field of the table's default family.
 *
 * @param property the field
 * @param family the family
 * @param qualifier the qualifier
 * @param codec its value codec
 * @param formerly the qualifiers of the same family its cells were stored under before, newest first
 *     ({@code @Column(formerly = ...)}): read where the row has no cell under {@code qualifier},
 *     deleted by {@code replace}; empty for a column that never moved
 * @param audit the time the DAO writes into it ({@code @CreatedDate}, {@code @LastModifiedDate}), or
 *     {@link AuditDate#NONE}
 * @param embedded for a field of an {@code @Embedded} value, where it sits; null for the entity's own
 */
public record PlainColumn(Property property, String family, String qualifier, ValueCodecRef codec,
    List<String> formerly, AuditDate audit, EmbeddedModel.Path embedded) implements ColumnModel {

  public PlainColumn {
    formerly = List.copyOf(formerly);
  }

  /** A column of the entity's own field. */
  public PlainColumn(Property property, String family, String qualifier, ValueCodecRef codec,
      List<String> formerly, AuditDate audit) {
    this(property, family, qualifier, codec, formerly, audit, null);
  }

  /** A column the DAO writes only from its field. */
  public PlainColumn(Property property, String family, String qualifier, ValueCodecRef codec,
      List<String> formerly) {
    this(property, family, qualifier, codec, formerly, AuditDate.NONE);
  }

  /** A column that never moved. */
  public PlainColumn(Property property, String family, String qualifier, ValueCodecRef codec) {
    this(property, family, qualifier, codec, List.of());
  }

  /** Whether it holds a field of an {@code @Embedded} value rather than the entity's own. */
  public boolean inEmbedded() {
    return embedded != null;
  }

  /** Whether the column has former qualifiers to read where its own cell is absent. */
  public boolean moved() {
    return !formerly.isEmpty();
  }
}
