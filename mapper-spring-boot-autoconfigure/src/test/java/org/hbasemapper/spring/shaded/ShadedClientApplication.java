package org.hbasemapper.spring.shaded;

import java.time.Instant;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.spring.HBaseConnectionDetails;
import org.hbasemapper.spring.entities.Purchase;
import org.hbasemapper.spring.entities.PurchaseAsyncDao;
import org.hbasemapper.spring.entities.PurchaseDao;
import org.hbasemapper.spring.entities.PurchaseRepository;
import org.hbasemapper.test.EmbeddedHBaseProcess;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;

/**
 * An application with the starter's auto-configuration and nothing else (no component scan). Run as a
 * JVM of its own by {@link EmbeddedBesideShadedClientTest}: it writes and reads a purchase through each
 * kind of generated bean, prints what it found on one line, and runs until it is killed.
 */
@Configuration
@EnableAutoConfiguration
public class ShadedClientApplication {
  /** What the line that reports a working application starts with. */
  static final String WORKS = "works: ";

  public static void main(String[] args) throws Exception {
    ConfigurableApplicationContext context = SpringApplication.run(ShadedClientApplication.class, args);
    Instant time = Instant.parse("2024-06-01T08:00:00Z");
    context.getBean(PurchaseDao.class).put(new Purchase("shaded01", time, "p-9", 900));
    String found = context.getBean(PurchaseRepository.class).findByUserId("shaded01").get(0).productId();
    long cents = context.getBean(PurchaseAsyncDao.class).get("shaded01", time).get().orElseThrow().cents();
    System.out.println(WORKS + "found=" + found + " cents=" + cents
        + " where=" + context.getBean(HBaseConnectionDetails.class).description()
        + " embeddedPid=" + EmbeddedHBaseProcess.shared().pid()
        + " client=" + ConnectionFactory.class.getProtectionDomain().getCodeSource().getLocation().getPath());
    Thread.sleep(Long.MAX_VALUE);
  }
}
