package org.hbasemapper.samples.spring;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hbasemapper.samples.spring.purchase.Purchase;
import org.hbasemapper.samples.spring.purchase.PurchaseHistory;
import org.hbasemapper.samples.spring.weibo.Gender;
import org.hbasemapper.samples.spring.weibo.User;
import org.hbasemapper.samples.spring.weibo.UserDao;
import org.hbasemapper.spring.HBaseConnectionDetails;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.stereotype.Component;

/**
 * Writes a few users, fans and purchases at start-up so that the curl calls of docs/samples.md show something,
 * but only on the embedded HBase (it starts empty and is gone when the JVM exits) and only once per
 * cluster: a real cluster's data is never touched.
 *
 * <p>User 1, lihua, has 25 fans (users 2 to 26: three pages of 10); user 27 is another lihua, for the
 * nickname lookup; user {@code u001} has 23 purchases and {@code u002} three.
 */
@Component
class DemoData implements ApplicationRunner {
  static final long HOST = 1L;
  static final int HOST_FANS = 25;
  static final int U001_PURCHASES = 23;
  static final Instant T0 = Instant.parse("2024-03-01T09:00:00Z");
  private static final Logger LOG = LoggerFactory.getLogger(DemoData.class);

  private final ObjectProvider<HBaseConnectionDetails> cluster;
  private final UserDao users;
  private final PurchaseHistory purchases;

  DemoData(ObjectProvider<HBaseConnectionDetails> cluster, UserDao users, PurchaseHistory purchases) {
    this.cluster = cluster;
    this.users = users;
    this.purchases = purchases;
  }

  @Override
  public void run(ApplicationArguments args) {
    HBaseConnectionDetails details = cluster.getIfAvailable();
    if (details == null || !details.embedded()) {
      LOG.info("Not the embedded HBase: no demo data written");
      return;
    }
    if (users.exists(HOST)) {
      return;
    }
    users.putAll(users());
    purchases.saveAll(purchases());
    LOG.info("Demo data written: {} users, {} purchases", HOST_FANS + 2, U001_PURCHASES + 3);
  }

  private static List<User> users() {
    List<User> all = new ArrayList<>();
    Map<Long, String> fans = new LinkedHashMap<>();
    for (long id = 2; id <= HOST_FANS + 1; id++) {
      fans.put(id, id % 5 == 0 ? "mutual" : "follower");
      all.add(new User(id, id == 2 ? "wangwei" : "fan" + id, id % 2 == 0 ? Gender.MALE : Gender.FEMALE,
          LocalDate.of(1980 + (int) (id % 20), 1 + (int) (id % 12), 1 + (int) (id % 28)),
          id % 3 == 0 ? "Beijing" : "Shanghai", Map.of()));
    }
    all.add(new User(HOST, "lihua", Gender.FEMALE, LocalDate.of(1992, 3, 14), "Hangzhou", fans));
    all.add(new User(HOST_FANS + 2, "lihua", Gender.MALE, LocalDate.of(1990, 7, 1), "Chengdu", Map.of()));
    return all;
  }

  private static List<Purchase> purchases() {
    List<Purchase> all = new ArrayList<>();
    for (int i = 0; i < U001_PURCHASES; i++) {
      all.add(new Purchase("u001", T0.plus(Duration.ofHours(7L * i)), "p" + (100 + i % 7),
          new BigDecimal("4.99").add(new BigDecimal(i % 4)), 1 + i % 3));
    }
    for (int i = 0; i < 3; i++) {
      all.add(new Purchase("u002", T0.plus(Duration.ofDays(i)), "p2" + i, new BigDecimal("19.90"), 1));
    }
    return all;
  }
}
