package org.hbasemapper.samples.spring;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.hbasemapper.samples.spring.purchase.Purchase;
import org.hbasemapper.samples.spring.purchase.PurchaseHistory;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/**
 * A user's purchases, most recent first, through the {@link PurchaseHistory} repository the starter
 * builds from the processor's catalog. A user without purchases, known or not, has an empty history:
 * purchases are a key range of their own table, not rows hanging off a user row.
 */
@RestController
class PurchaseController {
  private final PurchaseHistory history;

  PurchaseController(PurchaseHistory history) {
    this.history = history;
  }

  /** A page of the user's purchases, newest first; {@code page} is the previous page's {@code next}. */
  @GetMapping("/users/{userId}/purchases")
  PageView<Purchase> purchases(@PathVariable String userId, @RequestParam(defaultValue = "10") int size,
      @RequestParam(required = false) String page) {
    return PageView.of(history.findByUserId(userId, Paging.request(size, page)), p -> p);
  }

  /** Records a purchase of the user; its time is now unless the body gives one. */
  @PostMapping("/users/{userId}/purchases")
  @ResponseStatus(HttpStatus.CREATED)
  Purchase purchase(@PathVariable String userId, @RequestBody NewPurchase body) {
    Purchase purchase = body.toPurchase(userId, Instant.now());
    history.save(purchase);
    return purchase;
  }

  /**
   * The body of a new purchase.
   *
   * @param time when it happened, to the millisecond (the key's precision); now when absent
   * @param productId what was bought
   * @param price the unit price, not negative
   * @param quantity how many, at least 1
   */
  record NewPurchase(Instant time, String productId, BigDecimal price, Integer quantity) {
    Purchase toPurchase(String userId, Instant now) {
      if (productId == null || productId.isBlank()) {
        throw new BadRequestException("productId is required");
      }
      if (price == null || price.signum() < 0) {
        throw new BadRequestException("price is required and must not be negative");
      }
      if (quantity == null || quantity < 1) {
        throw new BadRequestException("quantity is required and must be at least 1");
      }
      // the row key holds the time in epoch milliseconds: answer with the time as stored
      Instant at = (time == null ? now : time).truncatedTo(ChronoUnit.MILLIS);
      return new Purchase(userId, at, productId, price, quantity);
    }
  }
}
