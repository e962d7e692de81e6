package org.hbasemapper.runtime.codec;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.jspecify.annotations.NullUnmarked;

/**
 * Strict UTF-8 encoding: unpaired surrogates are rejected instead of being replaced by '?', which
 * {@link String#getBytes} would do silently. Decoding is lenient for cell values (malformed bytes
 * become U+FFFD, as {@code Bytes.toString} reads them) and exact for keys, whose decoded value must
 * encode back to the bytes stored to find its row again.
 */
@NullUnmarked
final class Utf8 {
  private Utf8() {}

  /** The UTF-8 length of {@code s}; fails on an unpaired surrogate. */
  static int length(String s) {
    int n = s.length();
    int bytes = n;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        continue;
      }
      if (c < 0x800) {
        bytes += 1;
      } else if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
          bytes += 2; // 2 chars -> 4 bytes
          i++;
        } else {
          throw new CodecException("string has an unpaired surrogate at index " + i
              + " and cannot be encoded as UTF-8");
        }
      } else {
        bytes += 2;
      }
    }
    return bytes;
  }

  /** Writes {@code s} as UTF-8 at {@code offset}; returns the offset after it. */
  static int write(String s, byte[] out, int offset) {
    int p = offset;
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        out[p++] = (byte) c;
      } else if (c < 0x800) {
        out[p++] = (byte) (0xC0 | (c >> 6));
        out[p++] = (byte) (0x80 | (c & 0x3F));
      } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
        int cp = Character.toCodePoint(c, s.charAt(++i));
        out[p++] = (byte) (0xF0 | (cp >> 18));
        out[p++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
        out[p++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
        out[p++] = (byte) (0x80 | (cp & 0x3F));
      } else if (Character.isSurrogate(c)) {
        throw new CodecException("string has an unpaired surrogate at index " + i
            + " and cannot be encoded as UTF-8");
      } else {
        out[p++] = (byte) (0xE0 | (c >> 12));
        out[p++] = (byte) (0x80 | ((c >> 6) & 0x3F));
        out[p++] = (byte) (0x80 | (c & 0x3F));
      }
    }
    return p;
  }

  /**
   * {@code s} as a new UTF-8 array. The JDK's encoder does the work (a plain copy for ASCII text);
   * it replaces an unpaired surrogate by '?', so unless the result is plainly ASCII with no '?', the
   * string is checked by {@link #length}, which rejects one.
   */
  static byte[] encode(String s) {
    byte[] out = s.getBytes(StandardCharsets.UTF_8);
    if (out.length != s.length() || hasQuestionMark(out)) {
      length(s);
    }
    return out;
  }

  private static boolean hasQuestionMark(byte[] bytes) {
    for (byte b : bytes) {
      if (b == '?') {
        return true;
      }
    }
    return false;
  }

  /** The string in {@code length} UTF-8 bytes of {@code in} from {@code offset}. */
  static String decode(byte[] in, int offset, int length) {
    return new String(in, offset, length, StandardCharsets.UTF_8);
  }

  /**
   * The string in {@code length} UTF-8 bytes of {@code in} from {@code offset}, which must be
   * well-formed: a {@link CodecException} naming the first malformed byte otherwise.
   */
  static String decodeExact(byte[] in, int offset, int length) {
    String s = decode(in, offset, length);
    // the JDK's decoder is fast and replaces malformed input by U+FFFD; only then is a check needed
    if (s.indexOf('\uFFFD') >= 0) {
      int malformed = firstMalformed(in, offset, length);
      if (malformed >= 0) {
        throw new CodecException("invalid UTF-8 at byte " + malformed + " of 0x"
            + HexFormat.of().formatHex(in, offset, offset + length) + ": a key must decode to exactly the bytes "
            + "stored, so it is never read with a replacement character");
      }
    }
    return s;
  }

  /** The index of the first byte of a malformed sequence, counted from {@code offset}; -1 when there is none. */
  private static int firstMalformed(byte[] in, int offset, int length) {
    ByteBuffer bytes = ByteBuffer.wrap(in, offset, length);
    // UTF-8 never decodes to more chars than it has bytes
    CoderResult result = StandardCharsets.UTF_8.newDecoder().decode(bytes, CharBuffer.allocate(length), true);
    return result.isError() ? bytes.position() - offset : -1;
  }
}
