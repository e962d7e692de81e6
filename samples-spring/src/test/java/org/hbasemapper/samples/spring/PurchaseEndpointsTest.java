package org.hbasemapper.samples.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;

/** {@code /users/{userId}/purchases}: pages with tokens, most recent first, and what a client gets wrong. */
class PurchaseEndpointsTest extends ServiceTestBase {

  @Test
  void pagesWithTokensGoThroughTheWholeHistoryMostRecentFirst() {
    List<Integer> pageSizes = new ArrayList<>();
    List<JsonNode> purchases = allPages("/users/u001/purchases", 10, pageSizes);

    assertThat(pageSizes).containsExactly(10, 10, 3);
    assertThat(purchases).hasSize(DemoData.U001_PURCHASES);
    List<Instant> times = purchases.stream().map(p -> Instant.parse(p.get("time").asText())).toList();
    assertThat(times).doesNotHaveDuplicates().isSortedAccordingTo((a, b) -> b.compareTo(a));
    assertThat(times.get(times.size() - 1)).isEqualTo(DemoData.T0);
    assertThat(purchases).allSatisfy(p -> assertThat(p.get("userId").asText()).isEqualTo("u001"));
  }

  @Test
  void aPostedPurchaseIsTheFirstOfTheUsersHistory() {
    post("/users/u900/purchases", Map.of("time", "2024-01-01T00:00:00Z", "productId", "old", "price", 1.5,
        "quantity", 1), HttpStatus.CREATED);
    JsonNode created = post("/users/u900/purchases", Map.of("productId", "p-new", "price", 12.30, "quantity", 2),
        HttpStatus.CREATED);
    assertThat(created.get("userId").asText()).isEqualTo("u900");

    JsonNode page = get("/users/u900/purchases?size=1", HttpStatus.OK);
    assertThat(page.get("items").get(0).get("productId").asText()).isEqualTo("p-new");
    assertThat(page.get("items").get(0).get("price").decimalValue()).isEqualByComparingTo("12.30");
    assertThat(page.get("items").get(0).get("time").asText()).isEqualTo(created.get("time").asText());
    assertThat(page.get("next").isNull()).isFalse();
  }

  @Test
  void anIncompletePurchaseOrAnOverlongUserIdIs400() {
    assertThat(detail(post("/users/u901/purchases", Map.of("productId", "p", "price", 1, "quantity", 0),
        HttpStatus.BAD_REQUEST))).isEqualTo("quantity is required and must be at least 1");
    assertThat(detail(post("/users/u901/purchases", Map.of("price", 1, "quantity", 1), HttpStatus.BAD_REQUEST)))
        .isEqualTo("productId is required");
    // the key gives the user id 8 bytes; the mapper refuses a longer one rather than cut it
    assertThat(detail(get("/users/much-too-long/purchases", HttpStatus.BAD_REQUEST))).contains("userId");
    assertThat(get("/users/u901/purchases", HttpStatus.OK).get("items")).isEmpty();
  }

  @Test
  void aTamperedTokenIs400AndReadsNothing() {
    String token = get("/users/u001/purchases?size=5", HttpStatus.OK).get("next").asText();
    int middle = token.length() / 2;
    String tampered = token.substring(0, middle) + (token.charAt(middle) == 'A' ? 'B' : 'A')
        + token.substring(middle + 1);

    JsonNode problem = get("/users/u001/purchases?page=" + tampered, HttpStatus.BAD_REQUEST);
    assertThat(problem.get("status").asInt()).isEqualTo(400);
    assertThat(detail(problem)).startsWith("invalid page token").doesNotContain(tampered);
    assertThat(detail(get("/users/u001/purchases?page=not-a-token", HttpStatus.BAD_REQUEST)))
        .startsWith("invalid page token");
  }

  @Test
  void anotherUsersOrAnotherListsTokenIs400NeverAWiderResult() {
    String u001Token = get("/users/u001/purchases?size=5", HttpStatus.OK).get("next").asText();
    assertThat(detail(get("/users/u002/purchases?page=" + u001Token, HttpStatus.BAD_REQUEST)))
        .startsWith("invalid page token");

    String fansToken = get("/users/1/fans?size=5", HttpStatus.OK).get("next").asText();
    assertThat(detail(get("/users/u001/purchases?page=" + fansToken, HttpStatus.BAD_REQUEST)))
        .startsWith("invalid page token");
    assertThat(detail(get("/users/27/fans?page=" + fansToken, HttpStatus.BAD_REQUEST)))
        .startsWith("invalid page token");
  }

  @Test
  void aPageSizeOutOfRangeIs400() {
    assertThat(detail(get("/users/u001/purchases?size=0", HttpStatus.BAD_REQUEST)))
        .isEqualTo("size must be between 1 and 100, was 0");
    assertThat(detail(get("/users/u001/purchases?size=101", HttpStatus.BAD_REQUEST)))
        .isEqualTo("size must be between 1 and 100, was 101");
  }

  @Test
  void aUserWithoutPurchasesHasAnEmptyLastPage() {
    JsonNode page = get("/users/nobody/purchases", HttpStatus.OK);
    assertThat(page.get("items")).isEmpty();
    assertThat(page.get("next").isNull()).isTrue();
  }
}
