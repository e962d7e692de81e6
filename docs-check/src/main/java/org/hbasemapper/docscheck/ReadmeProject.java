package org.hbasemapper.docscheck;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Writes the quick start (docs/quick-start.md, once a section of the README, hence the name) out as a
 * project of its own. Every code block that directly follows a line {@code <!-- quickstart: PATH -->}
 * becomes the file PATH of the project (the marker is an HTML comment, so readers of the page do not
 * see it). The build then compiles and tests that project with a Maven of its own, against this build's
 * artifacts, as a user who copied the page would: a quick start that no longer builds fails the build.
 */
public final class ReadmeProject {
  static final Pattern MARKER = Pattern.compile("<!-- quickstart: (\\S+) -->");
  private static final String FENCE = "```";

  private ReadmeProject() {}

  /**
   * {@code PAGE OUTPUT_DIR VERSION}: writes the quick start of the Markdown file PAGE into OUTPUT_DIR
   * (emptied first), refusing a quick start without a pom.xml or a test, or whose pom.xml does not use
   * VERSION, the version of hbase-mapper this build makes.
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 3) {
      throw new IllegalArgumentException("usage: ReadmeProject PAGE OUTPUT_DIR VERSION");
    }
    Path page = Path.of(args[0]).toAbsolutePath().normalize();
    String source = page.getFileName().toString();
    Map<String, String> files = extract(Files.readString(page, UTF_8), source);
    checkComplete(files, args[2], source);
    write(files, Path.of(args[1]));
    System.out.println("The quick start of " + page + " is the project " + args[1] + ": "
        + String.join(", ", files.keySet()));
  }

  /** The marked blocks of {@code markdown}: project path to content, in the order they appear. */
  static Map<String, String> extract(String markdown, String source) {
    List<String> lines = markdown.lines().toList();
    Map<String, String> files = new LinkedHashMap<>();
    for (int i = 0; i < lines.size(); i++) {
      Matcher marker = MARKER.matcher(lines.get(i).strip());
      if (!marker.matches()) {
        continue;
      }
      String path = checkedPath(marker.group(1), source, i + 1);
      int open = i + 1;
      if (open == lines.size() || !lines.get(open).startsWith(FENCE)) {
        throw new IllegalArgumentException(source + " line " + (i + 1) + ": the quickstart marker of " + path
            + " must be followed directly by a ``` code block");
      }
      int close = open + 1;
      while (close < lines.size() && !lines.get(close).startsWith(FENCE)) {
        close++;
      }
      if (close == lines.size()) {
        throw new IllegalArgumentException(source + " line " + (open + 1) + ": the code block of " + path
            + " is not closed");
      }
      if (files.put(path, String.join("\n", lines.subList(open + 1, close)) + "\n") != null) {
        throw new IllegalArgumentException(source + " line " + (i + 1) + ": a second code block is marked " + path);
      }
      i = close;
    }
    return files;
  }

  /** A relative path inside the project, with forward slashes; anything that could escape it is refused. */
  private static String checkedPath(String path, String source, int line) {
    Path p = Path.of(path).normalize();
    if (p.isAbsolute() || p.startsWith("..") || path.contains("\\") || p.toString().isEmpty()) {
      throw new IllegalArgumentException(source + " line " + line + ": quickstart path '" + path
          + "' must be relative and stay inside the project");
    }
    return p.toString().replace('\\', '/');
  }

  /** Refuses a quick start that a user could not build and test as it stands. */
  static void checkComplete(Map<String, String> files, String version, String source) {
    String pom = files.get("pom.xml");
    if (pom == null) {
      throw new IllegalArgumentException(source + " has no code block marked <!-- quickstart: pom.xml -->");
    }
    if (files.keySet().stream().noneMatch(p -> p.startsWith("src/test/java/") && p.endsWith(".java"))) {
      throw new IllegalArgumentException(source + "'s quick start has no test: mark one with "
          + "<!-- quickstart: src/test/java/.../SomeTest.java -->");
    }
    if (!pom.contains(">" + version + "<")) {
      throw new IllegalArgumentException(source + "'s quick start pom.xml does not use version " + version
          + " of hbase-mapper, the one this build makes: update the version in " + source);
    }
  }

  /** Writes {@code files} below {@code dir}, removing what an earlier run left there. */
  static void write(Map<String, String> files, Path dir) throws IOException {
    deleteRecursively(dir);
    for (Map.Entry<String, String> file : files.entrySet()) {
      Path target = dir.resolve(file.getKey());
      Files.createDirectories(target.getParent());
      Files.writeString(target, file.getValue(), UTF_8);
    }
  }

  private static void deleteRecursively(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(dir)) {
      paths.sorted(Comparator.reverseOrder()).forEach(p -> {
        try {
          Files.delete(p);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
    }
  }
}
