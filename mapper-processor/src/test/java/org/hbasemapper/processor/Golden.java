package org.hbasemapper.processor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The switch that regenerates the golden files: {@code mvn -pl mapper-processor verify -Dgolden.update=true}
 * writes what the processor generates now over {@code src/test/resources/golden/expected} instead of
 * comparing; review the diff and commit it. Run without the switch to compare again.
 */
final class Golden {
  /** Whether this run writes the golden files rather than comparing with them. */
  static final boolean UPDATE = Boolean.getBoolean("golden.update");

  private static final Path EXPECTED = Path.of("src/test/resources/golden/expected");

  private Golden() {}

  /** Writes {@code content} as the golden file {@code name} of {@code golden/expected}. */
  static void write(String name, CharSequence content) {
    try {
      Files.writeString(EXPECTED.resolve(name), content, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The golden file {@code name} of {@code golden/expected}, as it is in the source tree. */
  static String read(String name) {
    try {
      return Files.readString(EXPECTED.resolve(name), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The names of the golden Java sources ({@code UserMapper.java}, ...). */
  static Set<String> sources() {
    try (Stream<Path> files = Files.list(EXPECTED)) {
      return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".java"))
          .collect(Collectors.toCollection(TreeSet::new));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
