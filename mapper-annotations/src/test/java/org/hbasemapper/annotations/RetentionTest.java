package org.hbasemapper.annotations;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The annotations an entity carries are retained at run time: the processor reads them from source, and
 * mapper-dynamic's runtime mapper reads the same annotations by reflection from classes no processor saw.
 * An annotation the runtime cannot see could not be refused by it either, and the entity would be mapped
 * without it; so a new annotation is retained at run time unless it is listed here as one that only
 * the compiler ever needs.
 */
class RetentionTest {
  /** Read by the processor alone: on repositories, on projections, or about the compile-time baseline. */
  private static final Set<String> COMPILE_TIME_ONLY = Set.of("AcceptLayoutChange", "AllowScan", "Projection",
      "Repository");

  @Test
  void everyEntityAnnotationIsRetainedAtRunTime() throws IOException, URISyntaxException {
    List<String> notRetained = annotations().stream()
        .filter(a -> !COMPILE_TIME_ONLY.contains(a.getSimpleName()))
        .filter(a -> a.getAnnotation(Retention.class) == null
            || a.getAnnotation(Retention.class).value() != RetentionPolicy.RUNTIME)
        .map(a -> "@" + a.getSimpleName())
        .sorted()
        .toList();
    assertEquals(List.of(), notRetained, "entity annotations without @Retention(RUNTIME); the runtime mapper "
        + "cannot see them (or list them in COMPILE_TIME_ONLY when only the processor reads them)");
  }

  /** The annotation types of this package, as compiled. */
  private static List<Class<?>> annotations() throws IOException, URISyntaxException {
    Path dir = Path.of(Table.class.getResource("Table.class").toURI()).getParent();
    try (Stream<Path> files = Files.list(dir)) {
      return files.map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".class") && !n.contains("$") && !n.equals("package-info.class"))
          .<Class<?>>map(n -> load(n.substring(0, n.length() - ".class".length())))
          .filter(Class::isAnnotation)
          .toList();
    }
  }

  private static Class<?> load(String simpleName) {
    try {
      return Class.forName(Table.class.getPackageName() + "." + simpleName);
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
  }
}
