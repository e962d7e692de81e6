package org.hbasemapper.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.Random;
import java.util.zip.CRC32;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

class PageRequestTest {

  @Property
  void tokensRoundTripAndAreUrlSafe(@ForAll @Size(min = 1, max = 300) byte[] cursor,
      @ForAll @IntRange(min = 1, max = PageRequest.MAX_SIZE) int size) {
    PageRequest request = PageRequest.after(cursor, size);
    String token = request.toToken();
    assertThat(token).matches("[A-Za-z0-9_-]+");
    assertThat(PageRequest.fromToken(token)).isEqualTo(request);
    assertThat(PageRequest.fromToken(token).cursor()).hasValueSatisfying(c -> assertThat(c).isEqualTo(cursor));
  }

  @Property
  void boundRequestsRoundTripWithTheirScope(@ForAll @Size(min = 1, max = 100) byte[] cursor, @ForAll long scope) {
    PageRequest request = PageRequest.bound(cursor, 20, scope);
    PageRequest back = PageRequest.fromToken(request.toToken());
    assertThat(back).isEqualTo(request);
    assertThat(back.isBound()).isTrue();
    assertThat(back.scope()).isEqualTo(scope);
  }

  @Property
  void offsetRequestsRoundTrip(@ForAll @LongRange(min = 0, max = PageRequest.MAX_OFFSET) long offset,
      @ForAll @IntRange(min = 1, max = PageRequest.MAX_SIZE) int size) {
    PageRequest request = PageRequest.atOffset(offset, size);
    assertThat(PageRequest.fromToken(request.toToken())).isEqualTo(request);
    assertThat(PageRequest.fromToken(request.toToken()).cursor()).isEmpty();
  }

  @Example
  void anythingElseIsRejected() {
    for (String bad : new String[] {"", "x", "not a token!", "AQ", "AgEAAA", PageRequest.ofSize(3).toToken() + "AA"}) {
      assertThatThrownBy(() -> PageRequest.fromToken(bad))
          .as(bad).isInstanceOf(InvalidPageTokenException.class).hasMessageContaining("not a page token");
    }
    // client input is never repeated in the message (it may end up in a page or a log)
    assertThatThrownBy(() -> PageRequest.fromToken("<script>alert(1)</script>"))
        .isInstanceOf(InvalidPageTokenException.class).hasMessageNotContaining("script");
    assertThatThrownBy(() -> PageRequest.fromToken(null)).isInstanceOf(IllegalArgumentException.class);
  }

  @Example
  void randomStringsAreNeverTokens() {
    Random random = new Random(42);
    String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    int accepted = 0;
    for (int i = 0; i < 10_000; i++) {
      StringBuilder token = new StringBuilder();
      int length = 2 + random.nextInt(40);
      for (int j = 0; j < length; j++) {
        token.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      try {
        PageRequest.fromToken(token.toString());
        accepted++;
      } catch (IllegalArgumentException expected) {
        // refused, as it should be
      }
    }
    assertThat(accepted).isZero();
  }

  @Example
  void randomBytesAreNeverTokens() {
    Random random = new Random(7);
    int accepted = 0;
    for (int i = 0; i < 10_000; i++) {
      byte[] bytes = new byte[1 + random.nextInt(40)];
      random.nextBytes(bytes);
      bytes[0] = 2; // even with the right version byte
      try {
        PageRequest.fromToken(Base64.getUrlEncoder().withoutPadding().encodeToString(bytes));
        accepted++;
      } catch (IllegalArgumentException expected) {
        // refused
      }
    }
    assertThat(accepted).isZero();
  }

  @Example
  void everyTruncationAndEveryFlippedBitIsRefused() {
    for (PageRequest request : new PageRequest[] {
        PageRequest.ofSize(50), PageRequest.atOffset(1000, 20), PageRequest.after(new byte[] {1, 2, 3}, 7),
        PageRequest.bound(new byte[] {9, 8, 7, 6, 5}, 50, 0x1234_5678_9ABC_DEF0L)}) {
      byte[] bytes = Base64.getUrlDecoder().decode(request.toToken());
      for (int length = 0; length < bytes.length; length++) {
        String truncated = Base64.getUrlEncoder().withoutPadding().encodeToString(java.util.Arrays.copyOf(bytes, length));
        assertThatThrownBy(() -> PageRequest.fromToken(truncated)).as("%s cut to %d bytes", request, length)
            .isInstanceOf(IllegalArgumentException.class);
      }
      for (int bit = 0; bit < bytes.length * 8; bit++) {
        byte[] flipped = bytes.clone();
        flipped[bit / 8] ^= (byte) (1 << (bit % 8));
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(flipped);
        assertThatThrownBy(() -> PageRequest.fromToken(token)).as("%s with bit %d flipped", request, bit)
            .isInstanceOf(IllegalArgumentException.class);
      }
    }
  }

  @Example
  void forgedSizesAndOffsetsAreRefusedEvenWithAValidChecksum() {
    for (long size : new long[] {0, PageRequest.MAX_SIZE + 1L, 500_000_000L, Integer.MAX_VALUE, Long.MAX_VALUE}) {
      assertThatThrownBy(() -> PageRequest.fromToken(forge(size, 0))).as("size %d", size)
          .isInstanceOf(InvalidPageTokenException.class);
    }
    for (long offset : new long[] {PageRequest.MAX_OFFSET + 1, 1_000_000_000_000L, Long.MAX_VALUE}) {
      assertThatThrownBy(() -> PageRequest.fromToken(forge(10, offset))).as("offset %d", offset)
          .isInstanceOf(IllegalArgumentException.class);
    }
    assertThat(PageRequest.fromToken(forge(10, 5))).isEqualTo(PageRequest.atOffset(5, 10));
  }

  /** A token a client could compute itself: right version, flags and checksum, chosen size and offset. */
  private static String forge(long size, long offset) {
    ByteBuffer body = ByteBuffer.allocate(32);
    body.put((byte) 2).put((byte) 0);
    putVarLong(body, size);
    putVarLong(body, offset);
    CRC32 crc = new CRC32();
    crc.update(body.array(), 0, body.position());
    body.putInt((int) crc.getValue());
    return Base64.getUrlEncoder().withoutPadding().encodeToString(java.util.Arrays.copyOf(body.array(), body.position()));
  }

  private static void putVarLong(ByteBuffer out, long v) {
    while ((v & ~0x7FL) != 0) {
      out.put((byte) ((v & 0x7F) | 0x80));
      v >>>= 7;
    }
    out.put((byte) v);
  }

  @Example
  void sizeOffsetAndCursorAreValidated() {
    assertThatThrownBy(() -> PageRequest.ofSize(0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PageRequest.ofSize(PageRequest.MAX_SIZE + 1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("between 1 and " + PageRequest.MAX_SIZE);
    assertThatThrownBy(() -> PageRequest.atOffset(-1, 5)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PageRequest.atOffset(PageRequest.MAX_OFFSET + 1, 5))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cursor pages");
    assertThatThrownBy(() -> PageRequest.after(null, 5)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PageRequest.after(new byte[0], 5)).isInstanceOf(IllegalArgumentException.class);
  }

  @Example
  void scopesRefuseForeignRequestsAndCursorsOutsideTheirRange() {
    PageScope a = PageScope.of("query a", new byte[] {10}, new byte[] {20}, false, "key", "t", "E");
    PageScope b = PageScope.of("query b", new byte[] {20}, new byte[] {30}, false, "key", "t", "E");
    PageScope aReversed = PageScope.of("query a", new byte[] {10}, new byte[] {20}, true, "key", "t", "E");
    PageRequest fromA = a.next(PageRequest.ofSize(5), new byte[] {15});

    assertThat(a.cursorOf(PageRequest.fromToken(fromA.toToken()))).containsExactly(15);
    assertThatThrownBy(() -> b.cursorOf(fromA)).isInstanceOf(InvalidPageTokenException.class)
        .hasMessageContaining("belongs to another query");
    assertThatThrownBy(() -> aReversed.cursorOf(fromA)).hasMessageContaining("belongs to another query");
    // unbound cursors are checked against the range, on both sides
    assertThatThrownBy(() -> a.cursorOf(PageRequest.after(new byte[] {0}, 5)))
        .hasMessageContaining("outside the query's key range");
    assertThatThrownBy(() -> a.cursorOf(PageRequest.after(new byte[] {20}, 5)))
        .hasMessageContaining("outside the query's key range");
    assertThat(a.cursorOf(PageRequest.after(new byte[] {19, 1}, 5))).containsExactly(19, 1);
    assertThat(a.cursorOf(PageRequest.ofSize(5))).isNull();
    assertThatThrownBy(() -> a.cursorOf(null)).isInstanceOf(IllegalArgumentException.class);
  }
}
