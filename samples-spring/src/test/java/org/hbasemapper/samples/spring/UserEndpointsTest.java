package org.hbasemapper.samples.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;

/** {@code /users}: profiles, the nickname index, fans paged and written, and fans' profiles read asynchronously. */
class UserEndpointsTest extends ServiceTestBase {

  @Test
  void aProfileIsReadByIdAndWrittenWithPut() {
    JsonNode lihua = get("/users/1", HttpStatus.OK);
    assertThat(lihua.get("nickname").asText()).isEqualTo("lihua");
    assertThat(lihua.get("dob").asText()).isEqualTo("1992-03-14");
    assertThat(lihua.has("fans")).isFalse();

    put("/users/500", Map.of("nickname", "zhaoyun", "gender", "MALE", "address", "Xi'an"), HttpStatus.OK);
    assertThat(get("/users/500", HttpStatus.OK).get("address").asText()).isEqualTo("Xi'an");
    assertThat(detail(put("/users/501", Map.of("address", "nowhere"), HttpStatus.BAD_REQUEST)))
        .isEqualTo("nickname is required");
  }

  @Test
  void theNicknameIndexFindsEveryUserWithIt() {
    JsonNode found = get("/users?nickname=lihua", HttpStatus.OK);
    assertThat(ids(found)).containsExactlyInAnyOrder(1L, 27L);
    assertThat(get("/users?nickname=nobody", HttpStatus.OK)).isEmpty();

    // the index follows a changed nickname: the old value finds the user no more
    put("/users/600", Map.of("nickname", "before"), HttpStatus.OK);
    put("/users/600", Map.of("nickname", "after"), HttpStatus.OK);
    assertThat(ids(get("/users?nickname=after", HttpStatus.OK))).containsExactly(600L);
    assertThat(get("/users?nickname=before", HttpStatus.OK)).isEmpty();
  }

  @Test
  void fansComePagedInIdOrder() {
    List<Integer> pageSizes = new ArrayList<>();
    List<JsonNode> fans = allPages("/users/1/fans", 10, pageSizes);

    assertThat(pageSizes).containsExactly(10, 10, 5);
    assertThat(fans).extracting(f -> f.get("id").asLong())
        .containsExactlyElementsOf(LongStream.rangeClosed(2, DemoData.HOST_FANS + 1).boxed().toList());
    assertThat(fans.get(3)).hasToString("{\"id\":5,\"type\":\"mutual\"}");
  }

  @Test
  void putMakesAFanOfTheTypeGiven() {
    put("/users/27/fans/3", Map.of("type", "mutual"), HttpStatus.OK);
    put("/users/27/fans/4", null, HttpStatus.OK);

    JsonNode page = get("/users/27/fans", HttpStatus.OK);
    assertThat(page.get("items")).hasToString("[{\"id\":3,\"type\":\"mutual\"},{\"id\":4,\"type\":\"follower\"}]");
  }

  @Test
  void unknownUsersAre404AndOwnFansAre400() {
    assertThat(detail(get("/users/999", HttpStatus.NOT_FOUND))).isEqualTo("no user 999");
    assertThat(detail(get("/users/999/fans", HttpStatus.NOT_FOUND))).isEqualTo("no user 999");
    assertThat(detail(get("/users/999/fans/profiles", HttpStatus.NOT_FOUND))).isEqualTo("no user 999");
    assertThat(detail(put("/users/999/fans/2", null, HttpStatus.NOT_FOUND))).isEqualTo("no user 999");
    assertThat(detail(put("/users/27/fans/999", null, HttpStatus.NOT_FOUND))).isEqualTo("no user 999");
    assertThat(detail(put("/users/27/fans/27", null, HttpStatus.BAD_REQUEST)))
        .isEqualTo("user 27 cannot be their own fan");
    assertThat(get("/users/abc", HttpStatus.BAD_REQUEST).get("status").asInt()).isEqualTo(400);
  }

  @Test
  void fansProfilesComeFromTheAsynchronousDaoPageByPage() {
    List<Integer> pageSizes = new ArrayList<>();
    List<JsonNode> fans = allPages("/users/1/fans/profiles", 10, pageSizes);

    assertThat(pageSizes).containsExactly(10, 10, 5);
    assertThat(fans).extracting(f -> f.get("profile").get("id").asLong())
        .containsExactlyElementsOf(LongStream.rangeClosed(2, DemoData.HOST_FANS + 1).boxed().toList());
    assertThat(fans.get(0).get("profile").get("nickname").asText()).isEqualTo("wangwei");
    assertThat(fans.get(3).get("type").asText()).isEqualTo("mutual");
    assertThat(detail(get("/users/1/fans/profiles?page=garbage", HttpStatus.BAD_REQUEST)))
        .startsWith("invalid page token");
  }

  private static List<Long> ids(JsonNode profiles) {
    List<Long> ids = new ArrayList<>();
    profiles.forEach(p -> ids.add(p.get("id").asLong()));
    return ids;
  }
}
