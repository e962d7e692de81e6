package org.hbasemapper.runtime;

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
 */
public record ColumnSchema(String family, String qualifier, String field, String type, boolean counter,
    int versions, boolean lazy, boolean version) {

  /** A column that is neither versioned, lazy nor a {@code @Version}. */
  public ColumnSchema(String family, String qualifier, String field, String type, boolean counter) {
    this(family, qualifier, field, type, counter, 0, false, false);
  }

  /** Whether this is a {@code @Versions} field: several versions of one cell, timestamp to value. */
  public boolean versioned() {
    return versions > 0;
  }

  /** Whether this column is a whole family of dynamic qualifiers. */
  public boolean dynamic() {
    return qualifier == null;
  }

  /** {@code family:qualifier}, or {@code family:<key type>} for a dynamic family. */
  public String label() {
    return family + ":" + (dynamic() ? "<" + keyType() + ">" : qualifier);
  }

  private String keyType() {
    int lt = type.indexOf('<');
    int comma = type.indexOf(',');
    return lt >= 0 && comma > lt ? type.substring(lt + 1, comma).trim() : "key";
  }
}
