package org.hbasemapper.samples.spring;

/** A request the service refuses before touching HBase; answered with 400 and this message. */
final class BadRequestException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  BadRequestException(String message) {
    super(message);
  }
}
