package org.hbasemapper.runtime;

import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;

/**
 * A page token or page request a query refuses: not a token at all (random, truncated, altered), a
 * size or offset past the limits, or a request issued by another query or with a cursor outside this
 * query's key range. A client sent it; answer it as any bad parameter (HTTP 400) with your own text,
 * and let the client start again from the first page. The message is for logs: it names the query
 * (table, entity) and never repeats the token.
 */
@Api
public class InvalidPageTokenException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** A refusal saying why. */
  @Internal
  public InvalidPageTokenException(String message) {
    super(message);
  }

  /** A refusal saying why, caused by {@code cause}. */
  @Internal
  public InvalidPageTokenException(String message, Throwable cause) {
    super(message, cause);
  }
}
