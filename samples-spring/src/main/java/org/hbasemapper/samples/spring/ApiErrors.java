package org.hbasemapper.samples.spring;

import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.InvalidPageTokenException;
import org.hbasemapper.runtime.MappingException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * The mapper's exceptions as HTTP answers, each an RFC 9457 problem with a one-line {@code detail}:
 * the client's mistakes are 400 or 404 and say what to change; the service's troubles are 500 or 503,
 * say what failed without the stored data, and are logged in full (table, row key, column) for the
 * operator.
 */
@RestControllerAdvice
class ApiErrors {
  private static final Logger LOG = LoggerFactory.getLogger(ApiErrors.class);

  /** A page token that is none, or is another query's: the client starts again from the first page. */
  @ExceptionHandler(InvalidPageTokenException.class)
  ProblemDetail invalidPageToken(InvalidPageTokenException e) {
    // its message names the query for the log; the client gets text of its own, as the exception asks
    LOG.debug("refused page token: {}", e.getMessage());
    return problem(HttpStatus.BAD_REQUEST, "invalid page token: use the 'next' token of the previous page of this "
        + "same list, or leave 'page' out to start from the first page");
  }

  /** A request this service refuses before any I/O. */
  @ExceptionHandler(BadRequestException.class)
  ProblemDetail badRequest(BadRequestException e) {
    return problem(HttpStatus.BAD_REQUEST, e.getMessage());
  }

  /** A key or value the mapper refuses, such as a user id longer than the key's 8 bytes. */
  @ExceptionHandler(IllegalArgumentException.class)
  ProblemDetail illegalArgument(IllegalArgumentException e) {
    return problem(HttpStatus.BAD_REQUEST, e.getMessage());
  }

  /** An unknown user. */
  @ExceptionHandler(NotFoundException.class)
  ProblemDetail notFound(NotFoundException e) {
    return problem(HttpStatus.NOT_FOUND, e.getMessage());
  }

  /** Stored data the entity cannot read: the operator's problem, not the client's. */
  @ExceptionHandler(MappingException.class)
  ProblemDetail mapping(MappingException e) {
    LOG.error("unreadable stored data: {}", e.getMessage(), e);
    return problem(HttpStatus.INTERNAL_SERVER_ERROR, "stored data in table " + e.table() + " could not be read; "
        + "the service log has the row and column");
  }

  /** HBase did not answer within the client's bounded retries and timeouts. */
  @ExceptionHandler(HBaseAccessException.class)
  ProblemDetail hbaseAccess(HBaseAccessException e) {
    LOG.warn("HBase call failed: {}", e.getMessage(), e);
    return problem(HttpStatus.SERVICE_UNAVAILABLE, "HBase is not answering (" + e.operation() + " on " + e.table()
        + "); try again later");
  }

  private static ProblemDetail problem(HttpStatus status, String detail) {
    return ProblemDetail.forStatusAndDetail(status, firstLine(detail));
  }

  /** Messages with a layout table or a cause list span lines; an HTTP answer gets the first. */
  private static String firstLine(String message) {
    if (message == null) {
      return "";
    }
    int end = message.indexOf('\n');
    return end < 0 ? message : message.substring(0, end);
  }
}
