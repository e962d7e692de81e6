package org.hbasemapper.mapreduce;

import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.HBaseMapperException;

/**
 * A {@link Migration} refused before it copied anything (the tables differ from the new entity, the
 * checkpoint belongs to another migration) or stopped on the way (a row that does not read, a
 * mapping function that threw, a chunk that did not load). The message says what failed, on which
 * old row (in hex) where one is concerned, and how far the migration got: running it again resumes
 * after the last chunk its checkpoint records.
 */
@Api
public class MigrationException extends HBaseMapperException {
  private static final long serialVersionUID = 1L;

  /** An exception with {@code message}, caused by {@code cause} (may be null). */
  public MigrationException(String message, Throwable cause) {
    super(message, cause);
  }
}
