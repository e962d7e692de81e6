package org.hbasemapper.runtime;

import java.io.IOException;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;

/**
 * The owner row of a relation was written, but keeping the target's inverse family in step failed:
 * inverse entries are missing or left over. The owner row is the truth; {@code RelationRepair} makes
 * the inverse match it again.
 */
@Api
public class RelationWriteException extends HBaseAccessException {
  private static final long serialVersionUID = 1L;

  /** A half-written relation {@code relation} of the owner {@code ownerRow} in {@code table}. */
  @Internal
  public RelationWriteException(String relation, String table, byte[] ownerRow, String detail, IOException cause) {
    super("relation " + relation + ": " + detail, table, ownerRow, cause);
  }
}
