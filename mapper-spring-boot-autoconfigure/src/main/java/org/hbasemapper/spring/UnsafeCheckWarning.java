package org.hbasemapper.spring;

import org.springframework.boot.context.event.ApplicationEnvironmentPreparedEvent;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerConfiguration;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.context.ApplicationListener;
import org.springframework.core.Ordered;
import org.springframework.util.ClassUtils;

/**
 * Holds back, where the embedded HBase is at hand (mapper-test on the class path), the warning
 * hbase-client logs with a stack trace when the JVM lacks {@code --add-opens java.base/java.nio}:
 * "java.nio.Bits#unaligned() check failed", after which it reads and writes primitives without
 * {@code Unsafe}. That costs a little speed, which no test or development run on the embedded HBase
 * notices, and an application there needs no JDK flag. On a cluster, without mapper-test, the warning
 * stays: docs/spring.md tells production to give the flags.
 *
 * <p>Runs once logging is set up (after Spring Boot's own listener), before any HBase class is loaded;
 * a level the application configured for the logger is kept, as is everything under
 * {@code -Dhbasemapper.embedded.verbose=true}. Registered in {@code spring.factories}.
 */
final class UnsafeCheckWarning implements ApplicationListener<ApplicationEnvironmentPreparedEvent>, Ordered {
  /** The logger of the check, in hbase-client and hbase-shaded-client alike. */
  static final String LOGGER = "org.apache.hadoop.hbase.unsafe.HBasePlatformDependent";

  @Override
  public void onApplicationEvent(ApplicationEnvironmentPreparedEvent event) {
    ClassLoader loader = event.getSpringApplication().getClassLoader();
    if (Boolean.getBoolean("hbasemapper.embedded.verbose")
        || !ClassUtils.isPresent(ClusterResolver.EMBEDDED_CLASS, loader)
        || Object.class.getModule().isOpen("java.nio", UnsafeCheckWarning.class.getModule())) {
      return;
    }
    LoggingSystem system;
    try {
      system = LoggingSystem.get(loader);
    } catch (RuntimeException e) {
      return;
    }
    LoggerConfiguration configuration = system.getLoggerConfiguration(LOGGER);
    if (configuration == null || configuration.getConfiguredLevel() == null) {
      system.setLogLevel(LOGGER, LogLevel.ERROR);
    }
  }

  @Override
  public int getOrder() {
    return Ordered.LOWEST_PRECEDENCE;
  }
}
