package org.hbasemapper.spring;

import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.annotations.audience.Api;
import org.springframework.boot.actuate.autoconfigure.health.ConditionalOnEnabledHealthIndicator;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The {@code hbasemapper} health indicator on Spring Boot 3.5, when Actuator is on the class path;
 * {@code management.health.hbasemapper.enabled=false} switches it off. Spring Boot 4 has no
 * {@code org.springframework.boot.actuate.health} package, so this backs off there and
 * {@link HBaseMapperBoot4HealthAutoConfiguration} takes its place.
 */
@AutoConfiguration(after = HBaseMapperAutoConfiguration.class)
@ConditionalOnClass(name = {"org.springframework.boot.actuate.health.HealthIndicator",
    "org.springframework.boot.actuate.autoconfigure.health.ConditionalOnEnabledHealthIndicator"})
@Api
public class HBaseMapperHealthAutoConfiguration {

  /** Kept apart so that its conditions are read only once Actuator is known to be there. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnBean(Connection.class)
  @ConditionalOnEnabledHealthIndicator("hbasemapper")
  static class Indicator {
    @Bean
    @ConditionalOnMissingBean(name = "hbasemapperHealthIndicator")
    HBaseMapperHealthIndicator hbasemapperHealthIndicator(Connection connection, HBaseMapperProperties properties) {
      return new HBaseMapperHealthIndicator(connection, properties.getHealthTimeout());
    }
  }
}
