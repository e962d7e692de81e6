package org.hbasemapper.runtime;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.Optional;
import java.util.zip.CRC32;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.jspecify.annotations.Nullable;

/**
 * Which page of a query to read: a size, and either an offset (the seeds' start-row + offset/limit
 * style) or a cursor, the last row key of the previous page. A cursor never re-reads the rows before
 * it: the next scan starts just after it, so deep pages cost the same as the first.
 *
 * <pre>{@code
 * Page<Sale> first = sales.query().userId("u1").page(PageRequest.ofSize(50));
 * Page<Sale> second = sales.query().userId("u1").page(first.next());
 * String token = first.next().toToken();            // hand it to a web client
 * PageRequest again = PageRequest.fromToken(token);  // and back: untrusted input, checked on use
 * }</pre>
 *
 * <p><b>Tokens are untrusted input.</b> A request from {@link Page#next()} is bound to the query that
 * produced it (table, entity, key range, index or wide row, direction); a query refuses a bound request
 * of another query, and any cursor outside its own key range, with an {@link IllegalArgumentException},
 * so a token can never widen what a query returns. Sizes are at most {@link #MAX_SIZE} and offsets at
 * most {@link #MAX_OFFSET}; {@link #fromToken} parses strictly (version, exact length, checksum).
 * Tokens are opaque but not secret: they hold the last row key of the page they follow.
 */
@Api
public final class PageRequest {
  /** The largest page size a request may ask for; stream the query for more rows. */
  public static final int MAX_SIZE = 10_000;
  /**
   * The largest offset a request may skip. The servers read every skipped row, so deep offsets cost
   * as much as reading them: continue with cursors ({@link Page#next()}) instead.
   */
  public static final long MAX_OFFSET = 100_000;
  /** The longest cursor: HBase row keys are at most {@code Short.MAX_VALUE} bytes. */
  static final int MAX_CURSOR = Short.MAX_VALUE;

  private static final byte VERSION = 2;
  private static final int HAS_CURSOR = 1;
  private static final int BOUND = 2;

  private final int size;
  private final long offset;
  private final byte @Nullable [] cursor;
  private final boolean bound;
  private final long scope;

  private PageRequest(long size, long offset, byte @Nullable [] cursor, boolean bound, long scope) {
    if (size < 1 || size > MAX_SIZE) {
      throw new IllegalArgumentException("page size must be between 1 and " + MAX_SIZE + ", got " + size);
    }
    if (offset < 0 || offset > MAX_OFFSET) {
      throw new IllegalArgumentException("page offset must be between 0 and " + MAX_OFFSET + ", got " + offset
          + "; continue deep reads with cursor pages (Page.next())");
    }
    if (cursor != null && (cursor.length == 0 || cursor.length > MAX_CURSOR)) {
      throw new IllegalArgumentException("a page cursor is a row key of 1 to " + MAX_CURSOR + " bytes, got "
          + cursor.length);
    }
    if (cursor != null && offset != 0) {
      throw new IllegalArgumentException("a page has either a cursor or an offset, not both");
    }
    this.size = (int) size;
    this.offset = offset;
    this.cursor = cursor;
    this.bound = bound;
    this.scope = scope;
  }

  /** The first page of {@code size} rows. */
  public static PageRequest ofSize(int size) {
    return new PageRequest(size, 0, null, false, 0);
  }

  /**
   * {@code size} rows after skipping {@code offset} rows (the seeds' start-row + offset/limit style; the
   * skipped rows are still read by the servers, so {@code offset} is at most {@link #MAX_OFFSET}).
   */
  public static PageRequest atOffset(long offset, int size) {
    return new PageRequest(size, offset, null, false, 0);
  }

  /**
   * The same as {@link #atOffset(long, int)}: the first argument is an offset in rows, not a page
   * number.
   *
   * @deprecated reads like Spring's {@code of(page, size)}; use {@link #atOffset(long, int)}
   */
  @Deprecated
  public static PageRequest of(long offset, int size) {
    return atOffset(offset, size);
  }

  /**
   * {@code size} rows after the row whose key (without salt or hash prefix) is {@code cursor}. The
   * request is not bound to a query, but a query still refuses a cursor outside its key range.
   */
  @Internal
  public static PageRequest after(byte[] cursor, int size) {
    if (cursor == null) {
      throw new IllegalArgumentException("cursor must not be null");
    }
    return new PageRequest(size, 0, cursor.clone(), false, 0);
  }

  /** The request after {@code cursor}, bound to the query whose scope fingerprint is {@code scope}. */
  static PageRequest bound(byte[] cursor, int size, long scope) {
    return new PageRequest(size, 0, cursor, true, scope);
  }

  /** The number of rows per page. */
  public int size() {
    return size;
  }

  /** Rows to skip before the page starts (0 for cursor pages). */
  public long offset() {
    return offset;
  }

  /** The row key (without salt or hash prefix) the page starts after, if any. */
  public Optional<byte[]> cursor() {
    return Optional.ofNullable(cursor).map(byte[]::clone);
  }

  /** The cursor without a copy, for {@link PageScope}; null when none. */
  byte @Nullable [] rawCursor() {
    return cursor;
  }

  /** Whether this request came from a query's {@link Page#next()} and is bound to that query. */
  boolean isBound() {
    return bound;
  }

  /** The fingerprint of the query this request is bound to. */
  long scope() {
    return scope;
  }

  /**
   * This request as an opaque, URL-safe string; {@link #fromToken} reads it back. A request from
   * {@link Page#next()} stays bound to its query through the token.
   */
  public String toToken() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(VERSION);
    out.write((cursor != null ? HAS_CURSOR : 0) | (bound ? BOUND : 0));
    writeVarLong(out, size);
    writeVarLong(out, offset);
    if (bound) {
      out.writeBytes(ByteBuffer.allocate(8).putLong(scope).array());
    }
    if (cursor != null) {
      writeVarLong(out, cursor.length);
      out.writeBytes(cursor);
    }
    CRC32 crc = new CRC32();
    crc.update(out.toByteArray());
    out.writeBytes(ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    return Base64.getUrlEncoder().withoutPadding().encodeToString(out.toByteArray());
  }

  /**
   * The request a {@link #toToken()} string holds. Parsing is strict: the version, every field, the
   * exact length and the checksum must be right, so random, truncated or altered strings are refused.
   *
   * @throws InvalidPageTokenException when {@code token} is not such a string, or asks for more than
   *     {@link #MAX_SIZE} rows or an offset past {@link #MAX_OFFSET}
   */
  public static PageRequest fromToken(String token) {
    if (token == null) {
      throw new InvalidPageTokenException("page token must not be null");
    }
    // the longest token: a maximal cursor plus the fixed fields, in Base64
    if (token.isEmpty() || token.length() > (MAX_CURSOR + 40) * 4 / 3 + 4) {
      throw notAToken(token, "wrong length");
    }
    byte[] bytes;
    try {
      bytes = Base64.getUrlDecoder().decode(token);
    } catch (IllegalArgumentException e) {
      throw notAToken(token, "not URL-safe Base64");
    }
    if (bytes.length < 7) {
      throw notAToken(token, "too short");
    }
    int body = bytes.length - 4;
    CRC32 crc = new CRC32();
    crc.update(bytes, 0, body);
    if ((int) crc.getValue() != ByteBuffer.wrap(bytes, body, 4).getInt()) {
      throw notAToken(token, "checksum mismatch");
    }
    Reader in = new Reader(bytes, body, token);
    if (in.nextByte() != VERSION) {
      throw notAToken(token, "unknown version");
    }
    int flags = in.nextByte();
    if ((flags & ~(HAS_CURSOR | BOUND)) != 0) {
      throw notAToken(token, "unknown flags");
    }
    long size = in.varLong();
    long offset = in.varLong();
    boolean bound = (flags & BOUND) != 0;
    long scope = bound ? in.fixedLong() : 0;
    byte[] cursor = null;
    if ((flags & HAS_CURSOR) != 0) {
      long length = in.varLong();
      if (length < 1 || length > MAX_CURSOR) {
        throw notAToken(token, "bad cursor length");
      }
      cursor = in.bytes((int) length);
    }
    if (in.position != body) {
      throw notAToken(token, "trailing bytes");
    }
    if (bound && cursor == null) {
      throw notAToken(token, "bound without a cursor");
    }
    try {
      return new PageRequest(size, offset, cursor, bound, scope);
    } catch (IllegalArgumentException e) {
      throw new InvalidPageTokenException("page token refused: " + e.getMessage(), e);
    }
  }

  /** The refusal of a string that is no token; it is client input, so it is not repeated. */
  private static InvalidPageTokenException notAToken(String token, String why) {
    return new InvalidPageTokenException("not a page token (" + why + ", " + token.length() + " characters)");
  }

  private static void writeVarLong(ByteArrayOutputStream out, long v) {
    while ((v & ~0x7FL) != 0) {
      out.write((int) ((v & 0x7F) | 0x80));
      v >>>= 7;
    }
    out.write((int) v);
  }

  /** Reads the fields of a token body, refusing anything that runs past its end. */
  private static final class Reader {
    private final byte[] in;
    private final int end;
    private final String token;
    int position;

    Reader(byte[] in, int end, String token) {
      this.in = in;
      this.end = end;
      this.token = token;
    }

    int nextByte() {
      if (position >= end) {
        throw notAToken(token, "truncated");
      }
      return in[position++] & 0xFF;
    }

    /** A non-negative varint in its shortest form (so every request has exactly one token). */
    long varLong() {
      long v = 0;
      for (int shift = 0; shift < 63; shift += 7) {
        int b = nextByte();
        if (shift > 0 && b == 0) {
          throw notAToken(token, "overlong number");
        }
        v |= (long) (b & 0x7F) << shift;
        if ((b & 0x80) == 0) {
          return v;
        }
      }
      throw notAToken(token, "number too large");
    }

    long fixedLong() {
      long v = 0;
      for (int i = 0; i < 8; i++) {
        v = (v << 8) | nextByte();
      }
      return v;
    }

    byte[] bytes(int length) {
      if (end - position < length) {
        throw notAToken(token, "truncated");
      }
      byte[] out = Arrays.copyOfRange(in, position, position + length);
      position += length;
      return out;
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PageRequest p && p.size == size && p.offset == offset && Arrays.equals(p.cursor, cursor)
        && p.bound == bound && p.scope == scope;
  }

  @Override
  public int hashCode() {
    return 31 * (31 * (31 * size + Long.hashCode(offset)) + Arrays.hashCode(cursor)) + Long.hashCode(scope);
  }

  @Override
  public String toString() {
    return "PageRequest[size=" + size + ", offset=" + offset
        + (cursor == null ? "" : ", after=" + RowBytes.hex(cursor)) + (bound ? ", bound" : "") + "]";
  }
}
