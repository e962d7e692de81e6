package org.hbasemapper.runtime;

import org.hbasemapper.annotations.audience.Api;
import org.jspecify.annotations.Nullable;

/**
 * The root of every exception the mapper throws about data and I/O, so a caller can catch one type:
 *
 * <ul>
 *   <li>{@link MappingException}: stored data the entity cannot read (names table, row key, column);
 *   <li>{@link StaleEntityException}: a {@code @Version} write refused because the row changed;
 *   <li>{@link BatchWriteException}: some rows of a batched write were not written, not completely,
 *       or may not have been (lists each kind);
 *   <li>{@link RelationWriteException}: an owner row was written but its relation's inverse side was
 *       not brought in step;
 *   <li>{@link IndexUpkeepException}: a data row was written but the index upkeep after it did not
 *       finish;
 *   <li>{@link IndexNotBuiltException}: a lookup through an index whose table was created beside
 *       stored rows and not rebuilt since (names the rebuild call);
 *   <li>{@link WriteOutcomeUnknownException}: the call writing a row failed after it may have landed;
 *   <li>{@link LayoutMismatchException}: the running build's layout breaks the rows a live table
 *       stores, so {@code SchemaManager.ensure} refused to apply it;
 *   <li>{@link HBaseAccessException}: a call to HBase failed (after hbase-client's own retries).
 * </ul>
 *
 * Every message names the operation, the table and, where one is concerned, the row key in the hex
 * form {@code RowBytes.hex} prints ({@code \x00} for bytes outside printable ASCII). Arguments that a
 * caller got wrong (a null entity, a too-long key component, a page token of another query) are
 * refused with the JDK's {@link IllegalArgumentException} instead, before any I/O.
 */
@Api
public class HBaseMapperException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** An exception with {@code message}, caused by {@code cause} (may be null). */
  public HBaseMapperException(String message, @Nullable Throwable cause) {
    super(message, cause);
  }
}
