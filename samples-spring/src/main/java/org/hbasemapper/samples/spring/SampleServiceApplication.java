package org.hbasemapper.samples.spring;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A small REST service over the purchase and weibo examples. Nothing in it opens a connection or
 * builds a DAO: the starter finds the generated classes in the processor's catalog and offers each
 * as a bean, on the cluster of {@code hbasemapper.zookeeper-quorum}, or on an embedded HBase started
 * in this JVM when none is set.
 */
@SpringBootApplication
public class SampleServiceApplication {
  /** Starts the service; see samples-spring/README.md. */
  public static void main(String[] args) {
    SpringApplication.run(SampleServiceApplication.class, args);
  }
}
