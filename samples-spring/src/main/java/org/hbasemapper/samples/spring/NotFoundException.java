package org.hbasemapper.samples.spring;

/** A user the request names does not exist; answered with 404 and this message. */
final class NotFoundException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  NotFoundException(String message) {
    super(message);
  }
}
