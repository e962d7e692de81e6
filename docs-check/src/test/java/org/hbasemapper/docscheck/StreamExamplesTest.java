package org.hbasemapper.docscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every example in the README and docs that opens a stream of rows (a query's, an index lookup's, a
 * wide row's, a relation's {@code load()}) opens it in try-with-resources: such a stream holds
 * scanners on the region servers until it is closed, and readers copy examples as they are.
 */
class StreamExamplesTest {
  /**
   * Calls that return a stream holding scanners. A relation's {@code load()} takes no argument, which
   * tells it from {@code MapperCatalog.load(classLoader)}, a list of catalogs.
   */
  private static final Pattern OPENS_STREAM = Pattern.compile("\\.(stream|streamBy\\w*)\\(|\\.load\\(\\)");
  /** Streams over a collection already in memory, which hold nothing. */
  private static final Pattern IN_MEMORY =
      Pattern.compile("(content|list|values|keySet|entrySet|toList)\\(\\)\\.stream\\(|List\\.of\\([^)]*\\)\\.stream\\(");

  @Test
  void everyStreamInTheDocsIsOpenedInTryWithResources() throws IOException {
    List<String> open = new ArrayList<>();
    for (Path doc : docs()) {
      List<String> lines = Files.readAllLines(doc, StandardCharsets.UTF_8);
      boolean inJava = false;
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        if (line.startsWith("```")) {
          inJava = !inJava && line.equals("```java");
          continue;
        }
        if (inJava && opensStream(line) && !line.contains("try (")) {
          open.add(doc.normalize() + " line " + (i + 1) + ": " + line.strip());
        }
      }
    }
    assertThat(open).as("streams opened outside try-with-resources").isEmpty();
  }

  private static boolean opensStream(String line) {
    String code = line.contains("//") ? line.substring(0, line.indexOf("//")) : line;
    return OPENS_STREAM.matcher(IN_MEMORY.matcher(code).replaceAll("")).find();
  }

  /** README.md, docs/*.md and each module's README.md. */
  private static List<Path> docs() throws IOException {
    Path root = Path.of("..");
    List<Path> docs = new ArrayList<>();
    docs.add(root.resolve("README.md"));
    try (Stream<Path> files = Files.list(root.resolve("docs"))) {
      files.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
    }
    try (Stream<Path> modules = Files.list(root)) {
      modules.map(m -> m.resolve("README.md")).filter(Files::isRegularFile).sorted().forEach(docs::add);
    }
    return docs;
  }
}
