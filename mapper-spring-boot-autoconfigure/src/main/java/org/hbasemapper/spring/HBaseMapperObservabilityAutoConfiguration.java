package org.hbasemapper.spring;

import io.micrometer.core.instrument.MeterRegistry;
import io.opentelemetry.api.OpenTelemetry;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.micrometer.MicrometerOperationListener;
import org.hbasemapper.opentelemetry.OpenTelemetryOperationListener;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The operation listeners of {@code mapper-micrometer} and {@code mapper-opentelemetry}, each when its
 * module is on the class path and the application has a {@link MeterRegistry} or {@link OpenTelemetry}
 * bean. {@link HBaseMapperAutoConfiguration} hands every listener bean to the DAOs' options. It runs after
 * the auto-configurations that make those beans, named for both Spring Boot lines (a name absent from
 * the class path is ignored): otherwise its bean conditions would be read before the registry exists.
 */
@AutoConfiguration(before = HBaseMapperAutoConfiguration.class, afterName = {
    // Spring Boot 3.5: Actuator's
    "org.springframework.boot.actuate.autoconfigure.metrics.MetricsAutoConfiguration",
    "org.springframework.boot.actuate.autoconfigure.metrics.CompositeMeterRegistryAutoConfiguration",
    "org.springframework.boot.actuate.autoconfigure.metrics.export.simple.SimpleMetricsExportAutoConfiguration",
    "org.springframework.boot.actuate.autoconfigure.opentelemetry.OpenTelemetryAutoConfiguration",
    // Spring Boot 4: the same in its spring-boot-micrometer-metrics and spring-boot-opentelemetry modules
    "org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration",
    "org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration",
    "org.springframework.boot.micrometer.metrics.autoconfigure.export.simple.SimpleMetricsExportAutoConfiguration",
    "org.springframework.boot.opentelemetry.autoconfigure.OpenTelemetrySdkAutoConfiguration"})
@Api
public class HBaseMapperObservabilityAutoConfiguration {

  /** Meters named {@code hbasemapper.*} in the application's registry. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass({MeterRegistry.class, MicrometerOperationListener.class})
  @ConditionalOnBean(MeterRegistry.class)
  static class Metrics {
    @Bean
    @ConditionalOnMissingBean
    MicrometerOperationListener hbaseMapperMicrometerListener(MeterRegistry registry) {
      return new MicrometerOperationListener(registry);
    }
  }

  /** A span per operation, in the application's OpenTelemetry. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass({OpenTelemetry.class, OpenTelemetryOperationListener.class})
  @ConditionalOnBean(OpenTelemetry.class)
  static class Tracing {
    @Bean
    @ConditionalOnMissingBean
    OpenTelemetryOperationListener hbaseMapperOpenTelemetryListener(OpenTelemetry openTelemetry) {
      return new OpenTelemetryOperationListener(openTelemetry);
    }
  }
}
