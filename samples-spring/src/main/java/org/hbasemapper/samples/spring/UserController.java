package org.hbasemapper.samples.spring;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.samples.spring.weibo.User;
import org.hbasemapper.samples.spring.weibo.UserAsyncDao;
import org.hbasemapper.samples.spring.weibo.UserDao;
import org.hbasemapper.samples.spring.weibo.UserMapper;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Weibo users and their fans: profiles by id and by nickname (the secondary index), fans paged out of
 * the user's row, and a page of fans' profiles read without a waiting thread. Unknown users are 404.
 */
@RestController
class UserController {
  private static final String DEFAULT_FAN_TYPE = "follower";
  /** At most this many users share a nickname in one answer: a lookup, not a listing. */
  private static final int MAX_BY_NICKNAME = 20;

  private final UserDao users;
  private final UserAsyncDao asyncUsers;

  UserController(UserDao users, UserAsyncDao asyncUsers) {
    this.users = users;
    this.asyncUsers = asyncUsers;
  }

  /** The user's profile. */
  @GetMapping("/users/{id}")
  Profile user(@PathVariable long id) {
    return users.get(id).map(Profile::of).orElseThrow(() -> unknown(id));
  }

  /** Writes the user's profile (the path's id wins over the body's); the fans are left as they are. */
  @PutMapping("/users/{id}")
  Profile putUser(@PathVariable long id, @RequestBody Profile body) {
    if (body.nickname() == null || body.nickname().isBlank()) {
      throw new BadRequestException("nickname is required");
    }
    Profile profile = new Profile(id, body.nickname(), body.gender(), body.dob(), body.address());
    users.put(profile.toUser());
    return profile;
  }

  /** The users with this nickname, through the index table {@code weibo:user_idx_nickname}. */
  @GetMapping(path = "/users", params = "nickname")
  List<Profile> byNickname(@RequestParam String nickname) {
    return users.findByNickname(nickname).limit(MAX_BY_NICKNAME).list().stream().map(Profile::of).toList();
  }

  /** A page of the user's fans, in fan id order. */
  @GetMapping("/users/{id}/fans")
  PageView<Fan> fans(@PathVariable long id, @RequestParam(defaultValue = "10") int size,
      @RequestParam(required = false) String page) {
    PageRequest request = Paging.request(size, page);
    requireUser(id);
    return PageView.of(users.fans(id).page(request), Fan::of);
  }

  /** Makes {@code fanId} a fan of {@code id}, of the body's type ("follower" when there is none). */
  @PutMapping("/users/{id}/fans/{fanId}")
  Fan putFan(@PathVariable long id, @PathVariable long fanId, @RequestBody(required = false) FanType body) {
    if (id == fanId) {
      throw new BadRequestException("user " + id + " cannot be their own fan");
    }
    String type = body == null || body.type() == null || body.type().isBlank() ? DEFAULT_FAN_TYPE : body.type();
    requireUser(id);
    requireUser(fanId);
    users.fans(id).put(fanId, type);
    return new Fan(fanId, type);
  }

  /**
   * A page of the user's fans with their profiles, on the asynchronous DAO: whether the user exists
   * and the page of fan ids are asked at once, then the profiles in one multi-get; no request thread
   * waits for HBase. Fans whose profile row is missing are left out of {@code items}.
   */
  @GetMapping("/users/{id}/fans/profiles")
  CompletableFuture<PageView<FanProfile>> fanProfiles(@PathVariable long id,
      @RequestParam(defaultValue = "10") int size, @RequestParam(required = false) String page) {
    PageRequest request = Paging.request(size, page);
    CompletableFuture<Boolean> exists = asyncUsers.exists(id);
    CompletableFuture<Page<Map.Entry<Long, String>>> fans = asyncUsers.fans(id).page(request);
    return exists.thenCombine(fans, (known, fanPage) -> {
      if (!known) {
        throw unknown(id);
      }
      return fanPage;
    }).thenCompose(fanPage -> {
      List<UserMapper.Key> keys = fanPage.content().stream().map(e -> new UserMapper.Key(e.getKey())).toList();
      return asyncUsers.getAll(keys).thenApply(profiles -> withTypes(profiles, fanPage));
    });
  }

  private static PageView<FanProfile> withTypes(List<User> profiles, Page<Map.Entry<Long, String>> fanPage) {
    Map<Long, String> types = fanPage.content().stream()
        .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
    List<FanProfile> items = profiles.stream().map(u -> new FanProfile(types.get(u.id()), Profile.of(u))).toList();
    return new PageView<>(items, fanPage.hasNext() ? fanPage.next().toToken() : null);
  }

  private void requireUser(long id) {
    if (!users.exists(id)) {
      throw unknown(id);
    }
  }

  private static NotFoundException unknown(long id) {
    return new NotFoundException("no user " + id);
  }

  /**
   * A fan of a user.
   *
   * @param id the fan's user id
   * @param type how they follow, such as "follower" or "mutual"
   */
  record Fan(long id, String type) {
    static Fan of(Map.Entry<Long, String> entry) {
      return new Fan(entry.getKey(), entry.getValue());
    }
  }

  /**
   * The body of {@code PUT /users/{id}/fans/{fanId}}.
   *
   * @param type how the fan follows
   */
  record FanType(String type) {}

  /**
   * A fan with their profile.
   *
   * @param type how they follow
   * @param profile their profile
   */
  record FanProfile(String type, Profile profile) {}
}
