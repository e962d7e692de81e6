package org.hbasemapper.runtime.internal;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.codec.InstantKeyCodec;
import org.hbasemapper.runtime.key.KeyComponent;
import org.junit.jupiter.api.Test;

/** The null checks of generated repository methods: each message names the method, the parameter and the field. */
class RepositorySupportTest {
  private static final KeyComponent<Instant> TIME =
      new KeyComponent<>("shop:purchase", "Purchase", "time", InstantKeyCodec.INSTANCE, 0, true);
  private static final String METHOD = "PurchaseRepository.findByUserIdAndTimeBetween";

  @Test
  void valuesPass() {
    assertThatCode(() -> {
      RepositorySupport.requireKey(Instant.EPOCH, TIME, METHOD, "time");
      RepositorySupport.requireKeyBound(Instant.EPOCH, TIME, METHOD, "to");
      RepositorySupport.requireKeys(List.of(Instant.EPOCH), TIME, METHOD, "times");
      RepositorySupport.requireKeys(List.of(), TIME, METHOD, "times");
      RepositorySupport.requireColumn("1.00", "Purchase", "price", METHOD, "min");
      RepositorySupport.requireColumns(List.of("a"), "Purchase", "price", METHOD, "prices");
      RepositorySupport.requirePage(PageRequest.ofSize(5), METHOD, "page");
    }).doesNotThrowAnyException();
  }

  @Test
  void aNullKeyBoundIsNoOpenBound() {
    assertThatThrownBy(() -> RepositorySupport.requireKeyBound(null, TIME, METHOD, "to"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("PurchaseRepository.findByUserIdAndTimeBetween: argument 'to' is null, but it bounds row-key "
            + "component Purchase.time (table shop:purchase); pass a value (a range open at one end is a method of "
            + "its own: GreaterThanEqual or LessThanEqual in place of Between, or no condition on the component at "
            + "all)");
    assertThatThrownBy(() -> RepositorySupport.requireKey(null, TIME, METHOD, "time"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("PurchaseRepository.findByUserIdAndTimeBetween: argument 'time' is null, but it is compared with "
            + "row-key component Purchase.time (table shop:purchase), which every row has; pass a value");
  }

  @Test
  void aNullColumnValueIsNoRequestForRowsWithoutTheCell() {
    assertThatThrownBy(() -> RepositorySupport.requireColumn(null, "Purchase", "price", METHOD, "min"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("PurchaseRepository.findByUserIdAndTimeBetween: argument 'min' is null, but it is compared with "
            + "column Purchase.price, and no stored value equals or orders with null; pass a value, or declare a "
            + "method with PriceIsNull for the rows whose price is null (they have no cell)");
  }

  @Test
  void inListsAreNeitherNullNorHoldOne() {
    assertThatThrownBy(() -> RepositorySupport.requireKeys(null, TIME, METHOD, "times"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(METHOD + ": argument 'times' is null")
        .hasMessageContaining("row-key component Purchase.time").hasMessageContaining("an empty one matches no row");
    assertThatThrownBy(() -> RepositorySupport.requireKeys(Arrays.asList(Instant.EPOCH, null), TIME, METHOD, "times"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(METHOD + ": argument 'times' holds a null (element 1)")
        .hasMessageContaining("row-key component Purchase.time");
    assertThatThrownBy(() -> RepositorySupport.requireColumns(Arrays.asList((String) null), "Purchase", "price",
        METHOD, "prices"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(METHOD + ": argument 'prices' holds a null (element 0)")
        .hasMessageContaining("column Purchase.price").hasMessageContaining("PriceIsNull");
  }

  @Test
  void aNullPageRequest() {
    assertThatThrownBy(() -> RepositorySupport.requirePage(null, METHOD, "page"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(METHOD + ": argument 'page' is null; pass PageRequest.ofSize(n) for the first page, then the "
            + "next() of the page before");
  }
}
