package org.hbasemapper.docscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Writing the quick start (docs/quick-start.md) out as a project, and refusing a quick start a user could not build. */
class ReadmeProjectTest {
  private static final Path QUICK_START = Path.of("..", "docs", "quick-start.md");
  private static final Path README = Path.of("..", "README.md");
  private static final Path DIAGNOSTICS = Path.of("..", "docs", "diagnostics.md");
  private static final Pattern COMPILE_ERROR = Pattern.compile("^\\S+\\.java:\\d+: error: (.+)$");
  private static final String VERSION = System.getProperty("hbasemapper.version", "0.1.0-SNAPSHOT");

  private static String block(String path, String lang, String body) {
    return "<!-- quickstart: " + path + " -->\n```" + lang + "\n" + body + "```\n";
  }

  @Test
  void markedBlocksBecomeFilesInReadmeOrder() {
    String md = "# Title\n\n" + block("pom.xml", "xml", "<version>1</version>\n")
        + "text\n```java\nnot marked\n```\n" + block("src/test/java/a/ATest.java", "java", "class ATest {}\n");
    Map<String, String> files = ReadmeProject.extract(md, "quick-start.md");
    assertThat(files).containsExactly(
        Map.entry("pom.xml", "<version>1</version>\n"),
        Map.entry("src/test/java/a/ATest.java", "class ATest {}\n"));
  }

  @Test
  void aMarkerMustBeFollowedByABlock() {
    assertThatThrownBy(() -> ReadmeProject.extract("<!-- quickstart: pom.xml -->\n\ntext\n", "quick-start.md"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("quick-start.md line 1: the quickstart marker of pom.xml must be followed directly by a ``` code block");
  }

  @Test
  void anUnclosedBlockIsRefused() {
    assertThatThrownBy(() -> ReadmeProject.extract("<!-- quickstart: pom.xml -->\n```xml\n<project/>\n", "quick-start.md"))
        .hasMessage("quick-start.md line 2: the code block of pom.xml is not closed");
  }

  @Test
  void twoBlocksForOneFileAreRefused() {
    String md = block("pom.xml", "xml", "a\n") + block("./pom.xml", "xml", "b\n");
    assertThatThrownBy(() -> ReadmeProject.extract(md, "quick-start.md"))
        .hasMessage("quick-start.md line 5: a second code block is marked pom.xml");
  }

  @Test
  void pathsStayInsideTheProject() {
    for (String path : List.of("../pom.xml", "/tmp/pom.xml", "src/../../x.java")) {
      assertThatThrownBy(() -> ReadmeProject.extract(block(path, "", "x\n"), "quick-start.md"))
          .hasMessageContaining("quickstart path '" + path + "' must be relative and stay inside the project");
    }
  }

  @Test
  void aProjectNeedsAPomATestAndThisBuildsVersion() {
    Map<String, String> test = Map.of("src/test/java/a/ATest.java", "class ATest {}");
    assertThatThrownBy(() -> ReadmeProject.checkComplete(test, "1.0", "quick-start.md"))
        .hasMessage("quick-start.md has no code block marked <!-- quickstart: pom.xml -->");
    assertThatThrownBy(() -> ReadmeProject.checkComplete(Map.of("pom.xml", "<version>1.0</version>"), "1.0",
        "quick-start.md")).hasMessageContaining("quick-start.md's quick start has no test");
    Map<String, String> old = Map.of("pom.xml", "<v>0.9</v>", "src/test/java/a/ATest.java", "class ATest {}");
    assertThatThrownBy(() -> ReadmeProject.checkComplete(old, "1.0", "quick-start.md"))
        .hasMessage("quick-start.md's quick start pom.xml does not use version 1.0 of hbase-mapper, the one this build"
            + " makes: update the version in quick-start.md");
  }

  @Test
  void writingReplacesWhatAnEarlierRunLeft(@TempDir Path dir) throws IOException {
    Files.createDirectories(dir.resolve("target"));
    Files.writeString(dir.resolve("target/stale.txt"), "stale");
    ReadmeProject.write(Map.of("pom.xml", "<project/>\n", "src/main/java/a/A.java", "class A {}\n"), dir);
    assertThat(dir.resolve("target")).doesNotExist();
    assertThat(dir.resolve("src/main/java/a/A.java")).hasContent("class A {}");
  }

  @Test
  void theQuickStartIsACompleteProjectOfThisVersion() throws IOException {
    Map<String, String> files = quickStartFiles();
    ReadmeProject.checkComplete(files, VERSION, "quick-start.md");
    assertThat(files).containsKeys("pom.xml", "src/main/java/com/example/User.java",
        "src/test/java/com/example/UserDaoTest.java");
  }

  /** The marker is invisible on a rendered page: the text just before each block names its file. */
  @Test
  void everyProjectFileIsNamedWhereTheReaderSeesIt() throws IOException {
    List<String> lines = Files.readAllLines(QUICK_START, StandardCharsets.UTF_8);
    List<String> unnamed = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      Matcher marker = ReadmeProject.MARKER.matcher(lines.get(i).strip());
      if (marker.matches()) {
        int before = i - 1;
        while (before > 0 && lines.get(before).isBlank()) {
          before--;
        }
        if (!lines.get(before).contains("`" + marker.group(1) + "`")) {
          unnamed.add("quick-start.md line " + (i + 1) + ": " + marker.group(1));
        }
      }
    }
    assertThat(unnamed).as("quick start files whose path the reader is not shown").isEmpty();
  }

  /** Every Java snippet of the quick start is compiled, so each one has its imports and compiles as shown. */
  @Test
  void everyJavaBlockOfTheQuickStartIsPartOfTheProject() throws IOException {
    List<String> lines = Files.readAllLines(QUICK_START, StandardCharsets.UTF_8);
    List<String> unmarked = new ArrayList<>();
    for (int i = 1; i < lines.size(); i++) {
      if (lines.get(i).equals("```java") && !ReadmeProject.MARKER.matcher(lines.get(i - 1).strip()).matches()) {
        unmarked.add("quick-start.md line " + (i + 1));
      }
    }
    assertThat(unmarked).as("java blocks of the quick start without a <!-- quickstart: PATH --> marker").isEmpty();
  }

  /**
   * The top-level README's Java and XML examples are lines of the quick start's files (comments
   * aside), so the README shows nothing the build does not compile and run.
   */
  @Test
  void theReadmeExamplesAreCutFromTheQuickStart() throws IOException {
    Map<String, String> files = quickStartFiles();
    List<String> javaLines = codeLines(files.entrySet().stream()
        .filter(f -> f.getKey().endsWith(".java")).map(Map.Entry::getValue).toList(), "//");
    List<String> pomLines = codeLines(List.of(files.get("pom.xml")), "<!--");
    List<String> lines = Files.readAllLines(README, StandardCharsets.UTF_8);
    List<String> notInTheQuickStart = new ArrayList<>();
    int checked = 0;
    List<String> block = null;
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.startsWith("```")) {
        block = block == null && line.equals("```java") ? javaLines
            : block == null && line.equals("```xml") ? pomLines : null;
        continue;
      }
      String code = block == null ? "" : withoutComment(line, block == javaLines ? "//" : "<!--");
      if (!code.isEmpty()) {
        checked++;
        if (block.stream().noneMatch(l -> l.contains(code))) {
          notInTheQuickStart.add("README.md line " + (i + 1) + ": " + code);
        }
      }
    }
    assertThat(checked).as("lines of Java and XML examples in README.md").isPositive();
    assertThat(notInTheQuickStart).as("README example lines that no quick start file has").isEmpty();
  }

  /** The compile error the README shows is one docs/diagnostics.md shows, which the processor tests keep true. */
  @Test
  void theReadmeCompileErrorIsOneTheDiagnosticsShow() throws IOException {
    String diagnostics = Files.readString(DIAGNOSTICS, StandardCharsets.UTF_8);
    List<String> errors = Files.readAllLines(README, StandardCharsets.UTF_8).stream()
        .map(COMPILE_ERROR::matcher).filter(Matcher::matches).map(m -> m.group(1)).toList();
    assertThat(errors).as("compile errors shown in README.md").isNotEmpty();
    assertThat(errors).allSatisfy(error -> assertThat(diagnostics).as("docs/diagnostics.md").contains(error));
  }

  /** The non-blank lines of {@code sources}, each stripped and without its trailing comment. */
  private static List<String> codeLines(List<String> sources, String comment) {
    return sources.stream().flatMap(String::lines).map(l -> withoutComment(l, comment))
        .filter(l -> !l.isEmpty()).toList();
  }

  /** {@code line} stripped, without what follows {@code comment} (a whole-line XML comment is nothing). */
  private static String withoutComment(String line, String comment) {
    int at = line.indexOf(comment);
    return (at < 0 ? line : line.substring(0, at)).strip();
  }

  private static Map<String, String> quickStartFiles() throws IOException {
    return ReadmeProject.extract(Files.readString(QUICK_START, StandardCharsets.UTF_8), "quick-start.md");
  }
}
