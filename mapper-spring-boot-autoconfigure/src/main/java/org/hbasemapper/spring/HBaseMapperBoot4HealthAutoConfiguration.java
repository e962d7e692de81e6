package org.hbasemapper.spring;

import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.annotations.audience.Api;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.health.autoconfigure.contributor.ConditionalOnEnabledHealthIndicator;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The {@code hbasemapper} health indicator on Spring Boot 4, when its {@code spring-boot-health} module
 * is on the class path (Actuator brings it); {@code management.health.hbasemapper.enabled=false}
 * switches it off. On Spring Boot 3.5 its class condition is false before any of its classes is
 * loaded, and {@link HBaseMapperHealthAutoConfiguration} does the same work with Actuator's types.
 */
@AutoConfiguration(after = HBaseMapperAutoConfiguration.class)
@ConditionalOnClass(name = {"org.springframework.boot.health.contributor.HealthIndicator",
    "org.springframework.boot.health.autoconfigure.contributor.ConditionalOnEnabledHealthIndicator"})
@Api
public class HBaseMapperBoot4HealthAutoConfiguration {

  /** Kept apart so that its conditions are read only once Spring Boot 4's health module is known to be there. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnBean(Connection.class)
  @ConditionalOnEnabledHealthIndicator("hbasemapper")
  static class Indicator {
    @Bean
    @ConditionalOnMissingBean(name = "hbasemapperHealthIndicator")
    HBaseMapperBoot4HealthIndicator hbasemapperHealthIndicator(Connection connection,
        HBaseMapperProperties properties) {
      return new HBaseMapperBoot4HealthIndicator(connection, properties.getHealthTimeout());
    }
  }
}
