package org.hbasemapper.spring;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationFailedEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.util.ClassUtils;

/**
 * Stops the embedded HBase when the application that started it fails to start: the mini cluster's
 * threads are not daemons, so the JVM would otherwise stay up after {@code main} returned, printing
 * ZooKeeper reconnects until it is killed. Registered in {@code spring.factories}, since a failed
 * context no longer delivers events to its beans.
 */
final class EmbeddedClusterStopper implements ApplicationListener<ApplicationFailedEvent> {
  private static final Logger LOG = LoggerFactory.getLogger(EmbeddedClusterStopper.class);

  @Override
  public void onApplicationEvent(ApplicationFailedEvent event) {
    ClassLoader loader = event.getSpringApplication().getClassLoader();
    if (event.getApplicationContext() == null || !ClassUtils.isPresent(ClusterResolver.EMBEDDED_CLASS, loader)) {
      return;
    }
    if (EmbeddedCluster.stopIfStartedFor(event.getApplicationContext())) {
      LOG.info("Start-up failed, so the embedded HBase it started was stopped");
    }
  }
}
