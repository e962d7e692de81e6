package org.hbasemapper.spring.failing;

import org.apache.hadoop.hbase.client.Connection;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * An application on the embedded HBase whose start-up fails after the cluster started: run in a JVM
 * of its own by {@link FailedStartUpTest}, which checks that the JVM then exits.
 */
@SpringBootApplication
public class FailingApplication {

  /** A bean that needs the connection (so the embedded HBase starts) and then fails. */
  @Bean
  Object failsAfterTheClusterStarted(Connection connection) {
    throw new IllegalStateException("this application fails on purpose, after connecting");
  }

  public static void main(String[] args) {
    try {
      SpringApplication.run(FailingApplication.class, args);
    } finally {
      System.out.println("main thread is called: " + Thread.currentThread().getName());
    }
  }
}
