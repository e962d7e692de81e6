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
 * bean. {@link HBaseMapperAutoConfiguration} hands every listener bean to the DAOs' options.
 */
@AutoConfiguration(before = HBaseMapperAutoConfiguration.class, afterName = {
    "org.springframework.boot.actuate.autoconfigure.metrics.MetricsAutoConfiguration",
    "org.springframework.boot.actuate.autoconfigure.metrics.CompositeMeterRegistryAutoConfiguration",
    "org.springframework.boot.actuate.autoconfigure.metrics.export.simple.SimpleMetricsExportAutoConfiguration",
    "org.springframework.boot.actuate.autoconfigure.opentelemetry.OpenTelemetryAutoConfiguration"})
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
