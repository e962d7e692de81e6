package org.hbasemapper.samples.spring;

import org.hbasemapper.runtime.InvalidPageTokenException;
import org.hbasemapper.runtime.PageRequest;

/** The {@code size} and {@code page} query parameters of the paged endpoints, as a {@link PageRequest}. */
final class Paging {
  /** The largest page a client may ask for: larger reads belong to a batch job, not a web request. */
  static final int MAX_SIZE = 100;

  private Paging() {}

  /**
   * The first page of {@code size} items when {@code token} is absent, else the page the token names
   * (its size is the one the first page was asked with). The token is only parsed here; the query it
   * is used on checks that it is its own.
   *
   * @throws InvalidPageTokenException when the token is no token, or asks for more than {@link #MAX_SIZE}
   * @throws BadRequestException when {@code size} is out of range
   */
  static PageRequest request(int size, String token) {
    if (size < 1 || size > MAX_SIZE) {
      throw new BadRequestException("size must be between 1 and " + MAX_SIZE + ", was " + size);
    }
    if (token == null || token.isEmpty()) {
      return PageRequest.ofSize(size);
    }
    PageRequest request = PageRequest.fromToken(token);
    // tokens are checksummed, not signed: one written by hand could ask for a page larger than ours
    if (request.size() > MAX_SIZE) {
      throw new InvalidPageTokenException("page token asks for " + request.size() + " items, more than " + MAX_SIZE);
    }
    return request;
  }
}
