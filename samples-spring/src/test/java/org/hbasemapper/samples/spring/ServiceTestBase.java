package org.hbasemapper.samples.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.client.TestRestTemplate;
import org.springframework.http.HttpEntity;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;

/**
 * The service on a random port over the embedded HBase, with its demo data, called over HTTP. Every
 * test class extends this one, so they share one application context (and the JVM's one cluster).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
abstract class ServiceTestBase {
  @Autowired
  TestRestTemplate http;

  JsonNode get(String path, HttpStatus expected) {
    return answer(http.getForEntity(path, JsonNode.class), expected);
  }

  JsonNode post(String path, Object body, HttpStatus expected) {
    return answer(http.postForEntity(path, body, JsonNode.class), expected);
  }

  JsonNode put(String path, Object body, HttpStatus expected) {
    return answer(http.exchange(path, HttpMethod.PUT, new HttpEntity<>(body), JsonNode.class), expected);
  }

  /** The items of every page of {@code path}, following the {@code next} tokens to the last page. */
  List<JsonNode> allPages(String path, int size, List<Integer> pageSizes) {
    List<JsonNode> items = new ArrayList<>();
    String token = null;
    do {
      JsonNode page = get(path + "?size=" + size + (token == null ? "" : "&page=" + token), HttpStatus.OK);
      pageSizes.add(page.get("items").size());
      page.get("items").forEach(items::add);
      token = page.get("next").isNull() ? null : page.get("next").asText();
    } while (token != null);
    return items;
  }

  /** The problem's one-line detail, after checking that it is one. */
  static String detail(JsonNode problem) {
    String detail = problem.get("detail").asText();
    assertThat(detail).doesNotContain("\n");
    return detail;
  }

  private static JsonNode answer(ResponseEntity<JsonNode> response, HttpStatus expected) {
    assertThat(response.getStatusCode()).as("status of %s", response.getBody()).isEqualTo(expected);
    return response.getBody();
  }
}
