package org.hbasemapper.runtime;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.Base64;
import java.util.Optional;

/**
 * Which page of a query to read: a size, and either an offset (the seeds' start-row + offset/limit
 * style) or a cursor, the last row key of the previous page. A cursor never re-reads the rows before
 * it: the next scan starts just after it, so deep pages cost the same as the first.
 *
 * <pre>{@code
 * Page<Sale> first = sales.query().userId("u1").page(PageRequest.ofSize(50));
 * Page<Sale> second = sales.query().userId("u1").page(first.next());
 * String token = first.next().toToken();            // hand it to a web client
 * PageRequest again = PageRequest.fromToken(token);  // and back
 * }</pre>
 */
public final class PageRequest {
  private static final byte VERSION = 1;

  private final int size;
  private final long offset;
  private final byte[] cursor;

  private PageRequest(int size, long offset, byte[] cursor) {
    if (size < 1) {
      throw new IllegalArgumentException("page size must be at least 1, got " + size);
    }
    if (offset < 0) {
      throw new IllegalArgumentException("page offset must not be negative, got " + offset);
    }
    this.size = size;
    this.offset = offset;
    this.cursor = cursor;
  }

  /** The first page of {@code size} rows. */
  public static PageRequest ofSize(int size) {
    return new PageRequest(size, 0, null);
  }

  /** {@code size} rows after skipping {@code offset} rows (skipped rows are still read by the server). */
  public static PageRequest of(long offset, int size) {
    return new PageRequest(size, offset, null);
  }

  /** {@code size} rows after the row whose key (without salt or hash prefix) is {@code cursor}. */
  public static PageRequest after(byte[] cursor, int size) {
    return new PageRequest(size, 0, cursor.clone());
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

  /** This request as an opaque, URL-safe string; {@link #fromToken} reads it back. */
  public String toToken() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(VERSION);
    writeVarLong(out, size);
    writeVarLong(out, offset);
    if (cursor != null) {
      out.write(1);
      out.writeBytes(cursor);
    } else {
      out.write(0);
    }
    return Base64.getUrlEncoder().withoutPadding().encodeToString(out.toByteArray());
  }

  /**
   * The request a {@link #toToken()} string holds.
   *
   * @throws IllegalArgumentException when {@code token} is not such a string
   */
  public static PageRequest fromToken(String token) {
    try {
      byte[] bytes = Base64.getUrlDecoder().decode(token);
      int[] position = {0};
      if (bytes.length < 4 || bytes[position[0]++] != VERSION) {
        throw new IllegalArgumentException("unknown version");
      }
      long size = readVarLong(bytes, position);
      long offset = readVarLong(bytes, position);
      byte hasCursor = bytes[position[0]++];
      byte[] cursor = hasCursor == 1 ? Arrays.copyOfRange(bytes, position[0], bytes.length) : null;
      if (size > Integer.MAX_VALUE || hasCursor > 1 || (hasCursor == 0 && position[0] != bytes.length)) {
        throw new IllegalArgumentException("malformed");
      }
      return new PageRequest((int) size, offset, cursor);
    } catch (IllegalArgumentException | ArrayIndexOutOfBoundsException e) {
      throw new IllegalArgumentException("'" + token + "' is not a page token", e);
    }
  }

  private static void writeVarLong(ByteArrayOutputStream out, long v) {
    while ((v & ~0x7FL) != 0) {
      out.write((int) ((v & 0x7F) | 0x80));
      v >>>= 7;
    }
    out.write((int) v);
  }

  private static long readVarLong(byte[] in, int[] position) {
    long v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      byte b = in[position[0]++];
      v |= (long) (b & 0x7F) << shift;
      if ((b & 0x80) == 0) {
        return v;
      }
    }
    throw new IllegalArgumentException("varint too long");
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PageRequest p && p.size == size && p.offset == offset && Arrays.equals(p.cursor, cursor);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * size + Long.hashCode(offset)) + Arrays.hashCode(cursor);
  }

  @Override
  public String toString() {
    return "PageRequest[size=" + size + ", offset=" + offset
        + (cursor == null ? "" : ", after=" + org.hbasemapper.runtime.key.RowKeys.hex(cursor)) + "]";
  }
}
