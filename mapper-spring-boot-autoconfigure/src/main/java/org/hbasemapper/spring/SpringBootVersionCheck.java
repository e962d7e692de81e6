package org.hbasemapper.spring;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.context.event.ApplicationEnvironmentPreparedEvent;
import org.springframework.context.ApplicationListener;

/**
 * Fails start-up on a Spring Boot line the starter is not built and tested for, naming the lines it
 * is, before anything of hbase-mapper is loaded: on Spring Boot 3.4 or 2.x a class or method of the
 * newer line would otherwise be missing somewhere in start-up, and the application would stop on a
 * {@code NoClassDefFoundError} or {@code NoSuchMethodError} that says nothing of versions; on 2.6 and
 * older the auto-configuration would not even be found, and the first injected DAO would be "not
 * found". Registered in {@code spring.factories}, which every Spring Boot line reads, and run once the
 * environment is ready (so that {@value #PROPERTY}{@code =false} can switch it off) and before the
 * context exists. A version Spring Boot cannot tell (a jar without its manifest) is let through.
 */
final class SpringBootVersionCheck implements ApplicationListener<ApplicationEnvironmentPreparedEvent> {
  /** The Spring Boot lines (major.minor) the starter supports, oldest first. */
  static final List<String> SUPPORTED = List.of("3.5", "4.0");
  /** Set to {@code false} to start on another line anyway. */
  static final String PROPERTY = "hbasemapper.spring-boot-version-check";

  private final Supplier<String> version;

  SpringBootVersionCheck() {
    this(SpringBootVersion::getVersion);
  }

  /** A check of the version {@code version} tells, instead of the running Spring Boot's. */
  SpringBootVersionCheck(Supplier<String> version) {
    this.version = version;
  }

  @Override
  public void onApplicationEvent(ApplicationEnvironmentPreparedEvent event) {
    if (event.getEnvironment().getProperty(PROPERTY, Boolean.class, true)) {
      refusal(version.get()).ifPresent(refused -> {
        throw refused;
      });
    }
  }

  /** Why hbase-mapper cannot start on Spring Boot {@code version}; empty when it can, or when the version is unknown. */
  static Optional<HBaseStartupException> refusal(String version) {
    if (version == null || version.isBlank() || SUPPORTED.contains(line(version))) {
      return Optional.empty();
    }
    return Optional.of(new HBaseStartupException("hbase-mapper's Spring Boot starter supports Spring Boot "
        + lines(" and ") + ", and this application runs on Spring Boot " + version,
        "Run the application on Spring Boot " + lines(" or ") + " (the version of spring-boot-starter-parent or of the "
            + "spring-boot-dependencies BOM). To start on " + version + " anyway, set " + PROPERTY + "=false: "
            + "start-up may then fail with a NoClassDefFoundError or NoSuchMethodError",
        null));
  }

  /** The supported lines as text: "3.5.x and 4.0.x". */
  private static String lines(String conjunction) {
    return String.join(".x" + conjunction, SUPPORTED) + ".x";
  }

  /** {@code major.minor} of {@code version}: "3.5" of "3.5.16" and of "3.5.0-RC1". */
  static String line(String version) {
    String[] parts = version.trim().split("[.-]");
    return parts.length < 2 ? version.trim() : parts[0] + "." + parts[1];
  }
}
