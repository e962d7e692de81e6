package org.hbasemapper.runtime;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import org.hbasemapper.annotations.audience.Internal;
import org.jspecify.annotations.NullUnmarked;

/**
 * What a page token is bound to: the identity of one query (what it reads, its key range, its
 * direction) and the key range a cursor must lie in. Key queries, index lookups and wide rows each
 * build one per {@code page(...)} call: {@link #cursorOf} checks the request a caller hands in,
 * {@link #next} binds the request for the following page.
 *
 * <p>Used by the runtime's queries; not needed by applications.
 */
@Internal
@NullUnmarked
public final class PageScope {
  private static final byte[] NONE = new byte[0];

  private final String description;
  private final byte[] lo;
  private final byte[] hi;
  private final long fingerprint;

  private PageScope(String description, byte[] lo, byte[] hi, long fingerprint) {
    this.description = description;
    this.lo = lo;
    this.hi = hi;
    this.fingerprint = fingerprint;
  }

  /**
   * The scope of a query described by {@code identity} (for example kind, table, entity, index) whose
   * cursors lie in {@code [lo, hi)}; an empty or null bound is open. {@code description} names it in
   * errors.
   */
  public static PageScope of(String description, byte[] lo, byte[] hi, boolean reversed, String... identity) {
    byte[] low = lo == null ? NONE : lo.clone();
    byte[] high = hi == null ? NONE : hi.clone();
    MessageDigest digest;
    try {
      digest = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK has no SHA-256", e);
    }
    for (String part : identity) {
      part(digest, part.getBytes(StandardCharsets.UTF_8));
    }
    part(digest, low);
    part(digest, high);
    digest.update((byte) (reversed ? 1 : 0));
    long fingerprint = ByteBuffer.wrap(digest.digest()).getLong();
    return new PageScope(description, low, high, fingerprint);
  }

  private static void part(MessageDigest digest, byte[] bytes) {
    digest.update(ByteBuffer.allocate(4).putInt(bytes.length).array());
    digest.update(bytes);
  }

  /**
   * The cursor of {@code request} (null when it has none), once checked: a request bound to another
   * query, or a cursor outside this scope's range, is refused.
   *
   * @throws InvalidPageTokenException when the request belongs to another query
   */
  public byte[] cursorOf(PageRequest request) {
    if (request == null) {
      throw new InvalidPageTokenException("page request must not be null; start with PageRequest.ofSize(n)");
    }
    if (request.isBound() && request.scope() != fingerprint) {
      throw foreign("it was issued by a different query");
    }
    byte[] cursor = request.rawCursor();
    if (cursor != null && !contains(cursor)) {
      throw foreign("its cursor lies outside the query's key range");
    }
    return cursor;
  }

  /** Whether {@code key} lies in this scope's range. */
  boolean contains(byte[] key) {
    return Arrays.compareUnsigned(key, lo) >= 0 && (hi.length == 0 || Arrays.compareUnsigned(key, hi) < 0);
  }

  /** The request for the page after the row {@code lastKey}, bound to this scope. */
  public PageRequest next(PageRequest request, byte[] lastKey) {
    return PageRequest.bound(lastKey.clone(), request.size(), fingerprint);
  }

  private InvalidPageTokenException foreign(String why) {
    return new InvalidPageTokenException("this page token belongs to another query (" + why + "); "
        + description + " accepts only tokens of its own pages: start again with PageRequest.ofSize(n)");
  }

  @Override
  public String toString() {
    return "PageScope[" + description + "]";
  }
}
