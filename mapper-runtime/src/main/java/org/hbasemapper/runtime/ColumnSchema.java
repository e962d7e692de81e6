package org.hbasemapper.runtime;

import java.util.ArrayList;
import java.util.List;
import org.hbasemapper.annotations.audience.Api;

/**
 * A mapped column: one cell ({@code family:qualifier}), or a whole family of dynamic qualifiers.
 *
 * @param family the family
 * @param qualifier the qualifier, or null for a dynamic family (one qualifier per map entry)
 * @param field the entity field
 * @param type the Java type, as written in the source
 * @param counter whether the cell is a counter, changed only by increments
 * @param versions for a {@code @Versions} field, how many versions of the cell it reads; 0 otherwise
 * @param lazy for a dynamic family, whether it is {@code fetch = LAZY}: not read with the entity
 * @param version whether it is the entity's {@code @Version} column (optimistic concurrency)
 * @param formerly the qualifiers of the same family the column's cells were stored under before,
 *     newest first ({@code @Column(formerly = ...)}): read where a row has no cell under
 *     {@code qualifier}, deleted by {@code replace}; empty for a column that never moved
 * @param audit the time the DAO writes into the column on its own ({@code @CreatedDate},
 *     {@code @LastModifiedDate}), or {@link AuditDate#NONE}
 */
@Api
public record ColumnSchema(String family, String qualifier, String field, String type, boolean counter,
    int versions, boolean lazy, boolean version, List<String> formerly, AuditDate audit) {

  /**
   * What the DAO writes into a column on its own, beside what the entity's field holds: see
   * {@code org.hbasemapper.annotations.CreatedDate} and {@code LastModifiedDate}.
   */
  @Api
  public enum AuditDate {
    /** Nothing: the column holds what its field holds. */
    NONE,
    /** The time of the row's first write, where the field is null and the row has none stored. */
    CREATED,
    /** The time of every write, whatever the field holds. */
    LAST_MODIFIED
  }

  public ColumnSchema {
    formerly = formerly == null ? List.of() : List.copyOf(formerly);
    audit = audit == null ? AuditDate.NONE : audit;
  }

  /** A column the DAO writes only from its field. */
  public ColumnSchema(String family, String qualifier, String field, String type, boolean counter,
      int versions, boolean lazy, boolean version, List<String> formerly) {
    this(family, qualifier, field, type, counter, versions, lazy, version, formerly, AuditDate.NONE);
  }

  /** A column that never moved. */
  public ColumnSchema(String family, String qualifier, String field, String type, boolean counter,
      int versions, boolean lazy, boolean version) {
    this(family, qualifier, field, type, counter, versions, lazy, version, List.of());
  }

  /** A column that is neither versioned, lazy nor a {@code @Version}, and never moved. */
  public ColumnSchema(String family, String qualifier, String field, String type, boolean counter) {
    this(family, qualifier, field, type, counter, 0, false, false, List.of());
  }

  /** Whether this is a {@code @Versions} field: several versions of one cell, timestamp to value. */
  public boolean versioned() {
    return versions > 0;
  }

  /** This column, with the DAO writing {@code audit} into it. */
  public ColumnSchema withAudit(AuditDate audit) {
    return new ColumnSchema(family, qualifier, field, type, counter, versions, lazy, version, formerly, audit);
  }

  /** Whether this column is a whole family of dynamic qualifiers. */
  public boolean dynamic() {
    return qualifier == null;
  }

  /** Whether the column has former qualifiers, read where a row lacks its own cell. */
  public boolean moved() {
    return !formerly.isEmpty();
  }

  /** {@code family:qualifier}, or {@code family:<key type>} for a dynamic family. */
  public String label() {
    return family + ":" + (dynamic() ? "<" + keyType() + ">" : qualifier);
  }

  /** The qualifiers a read of the column fetches: its own, then the former ones; empty for a dynamic family. */
  public List<String> qualifiers() {
    if (dynamic()) {
      return List.of();
    }
    if (formerly.isEmpty()) {
      return List.of(qualifier);
    }
    ArrayList<String> out = new ArrayList<>(formerly.size() + 1);
    out.add(qualifier);
    out.addAll(formerly);
    return List.copyOf(out);
  }

  private String keyType() {
    int lt = type.indexOf('<');
    int comma = type.indexOf(',');
    return lt >= 0 && comma > lt ? type.substring(lt + 1, comma).trim() : "key";
  }
}
