package org.hbasemapper.processor.types;

import static org.assertj.core.api.Assertions.assertThat;

import com.palantir.javapoet.ClassName;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The runtime's class names live in {@link RuntimeNames} alone: no other source of the processor
 * spells the runtime's package, and every name there is a class the runtime has (the runtime is on
 * the test classpath), so that renaming a runtime class breaks this test rather than generated code.
 */
class RuntimeNamesTest {
  private static final Path SOURCES = Path.of("src/main/java");
  private static final Path HOME = SOURCES.resolve("org/hbasemapper/processor/types/RuntimeNames.java");

  @Test
  void noOtherSourceSpellsTheRuntimePackage() throws IOException {
    assertThat(HOME).exists();
    List<String> spelling = new ArrayList<>();
    try (Stream<Path> files = Files.walk(SOURCES)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        if (file.equals(HOME)) {
          continue;
        }
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
          if (lines.get(i).contains("org.hbasemapper.runtime")) {
            spelling.add(SOURCES.relativize(file) + ":" + (i + 1) + ": " + lines.get(i).strip());
          }
        }
      }
    }
    assertThat(spelling).as("sources spelling org.hbasemapper.runtime outside RuntimeNames").isEmpty();
  }

  @Test
  void everyNameIsARuntimeClass() throws Exception {
    List<String> names = new ArrayList<>();
    for (Field field : RuntimeNames.class.getDeclaredFields()) {
      if (Modifier.isPublic(field.getModifiers()) && field.getType() == ClassName.class) {
        names.add(((ClassName) field.get(null)).reflectionName());
      }
    }
    for (TypeKind kind : TypeKind.values()) {
      if (kind.keyable()) {
        names.add(RuntimeNames.codec(kind.keyCodec()).reflectionName());
      }
      names.add(RuntimeNames.codec(kind.valueCodec()).reflectionName());
    }
    assertThat(names).hasSizeGreaterThan(40);
    List<String> missing = new ArrayList<>();
    for (String name : names) {
      try {
        Class.forName(name, false, getClass().getClassLoader());
      } catch (ClassNotFoundException e) {
        missing.add(name);
      }
    }
    assertThat(missing).as("names in RuntimeNames that the runtime has no class of").isEmpty();
  }
}
