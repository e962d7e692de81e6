package org.hbasemapper.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

class PageRequestTest {

  @Property
  void tokensRoundTripAndAreUrlSafe(@ForAll byte[] cursor, @ForAll @IntRange(min = 1) int size) {
    PageRequest request = PageRequest.after(cursor, size);
    String token = request.toToken();
    assertThat(token).matches("[A-Za-z0-9_-]+");
    assertThat(PageRequest.fromToken(token)).isEqualTo(request);
    assertThat(PageRequest.fromToken(token).cursor()).hasValueSatisfying(c -> assertThat(c).isEqualTo(cursor));
  }

  @Property
  void offsetRequestsRoundTrip(@ForAll @LongRange(min = 0) long offset, @ForAll @IntRange(min = 1) int size) {
    PageRequest request = PageRequest.of(offset, size);
    assertThat(PageRequest.fromToken(request.toToken())).isEqualTo(request);
    assertThat(PageRequest.fromToken(request.toToken()).cursor()).isEmpty();
  }

  @Example
  void anythingElseIsRejected() {
    for (String bad : new String[] {"", "x", "not a token!", "AQ", "AgEAAA", PageRequest.ofSize(3).toToken() + "AA"}) {
      assertThatThrownBy(() -> PageRequest.fromToken(bad))
          .as(bad).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is not a page token");
    }
  }

  @Example
  void sizeAndOffsetAreValidated() {
    assertThatThrownBy(() -> PageRequest.ofSize(0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PageRequest.of(-1, 5)).isInstanceOf(IllegalArgumentException.class);
  }
}
