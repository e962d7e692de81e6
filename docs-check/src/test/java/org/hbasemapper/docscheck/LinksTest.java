package org.hbasemapper.docscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of the README, the module READMEs and docs/ leads somewhere: to a file that
 * exists and, with a {@code #fragment}, to a heading of that file, by the anchors GitHub gives
 * headings. Links to other sites are not followed.
 */
class LinksTest {
  private static final Path ROOT = Path.of("..");
  /** {@code [text](target)} or {@code ![alt](target)}; the text may hold code spans but no brackets. */
  private static final Pattern LINK = Pattern.compile("\\[[^\\]\\[]*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
  private static final Pattern HEADING = Pattern.compile("^ {0,3}(#{1,6})\\s+(.*?)\\s*#*\\s*$");
  private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");
  private static final Pattern HTML_ANCHOR = Pattern.compile("<a\\s+(?:name|id)=\"([^\"]+)\"");

  @Test
  void everyRelativeLinkLeadsToAFileAndHeadingThatExist() throws IOException {
    assertThat(brokenLinks(pages())).as("links to a missing file or heading").isEmpty();
  }

  @Test
  void anchorsFollowGitHubsRules() {
    assertThat(anchors(List.of(
        "# Queries, paging, salting",
        "## Reading old rows: `StoredRow`",
        "### `noRowKey`",
        "## The baseline in a team: review and CI",
        "## Set-up",
        "## [Linked](other.md) heading",
        "```",
        "## not a heading, in a code block",
        "```",
        "## Set-up")))
        .containsExactlyInAnyOrder("queries-paging-salting", "reading-old-rows-storedrow", "norowkey",
            "the-baseline-in-a-team-review-and-ci", "set-up", "linked-heading", "set-up-1");
  }

  @Test
  void aMissingFileOrHeadingIsReported(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
    Files.createDirectories(dir.resolve("docs"));
    Files.writeString(dir.resolve("docs/a.md"), "# A\n\n## Some part\n");
    Path readme = dir.resolve("README.md");
    Files.writeString(readme, String.join("\n",
        "[ok](docs/a.md) [ok](docs/a.md#some-part) [ok](#top) [web](https://example.com/x.md)",
        "[gone](docs/b.md) [no heading](docs/a.md#other-part) [no heading here](#nowhere)",
        "`[code](docs/c.md)`",
        "```",
        "[in a block](docs/d.md)",
        "```",
        "# Top"));
    assertThat(brokenLinks(List.of(readme))).containsExactly(
        readme.normalize() + " line 2: docs/b.md (no such file)",
        readme.normalize() + " line 2: docs/a.md#other-part (no heading 'other-part' in docs/a.md)",
        readme.normalize() + " line 2: #nowhere (no heading 'nowhere' in README.md)");
  }

  /** README.md, each module's README.md and docs/*.md. */
  static List<Path> pages() throws IOException {
    List<Path> pages = new ArrayList<>();
    pages.add(ROOT.resolve("README.md"));
    try (Stream<Path> modules = Files.list(ROOT)) {
      modules.map(m -> m.resolve("README.md")).filter(Files::isRegularFile).sorted().forEach(pages::add);
    }
    try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    return pages;
  }

  private static List<String> brokenLinks(List<Path> pages) throws IOException {
    Map<Path, Set<String>> anchorsByFile = new HashMap<>();
    List<String> broken = new ArrayList<>();
    for (Path page : pages) {
      List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
      boolean inBlock = false;
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        if (line.strip().startsWith("```")) {
          inBlock = !inBlock;
          continue;
        }
        if (inBlock) {
          continue;
        }
        Matcher link = LINK.matcher(withoutCodeSpans(line));
        while (link.find()) {
          String target = link.group(1);
          String problem = problem(page, target, anchorsByFile);
          if (problem != null) {
            broken.add(page.normalize() + " line " + (i + 1) + ": " + target + " (" + problem + ")");
          }
        }
      }
    }
    return broken;
  }

  /** Why {@code target}, linked from {@code page}, leads nowhere; null when it leads somewhere. */
  private static String problem(Path page, String target, Map<Path, Set<String>> anchorsByFile) throws IOException {
    if (SCHEME.matcher(target).find()) {
      return null;
    }
    int hash = target.indexOf('#');
    String file = hash < 0 ? target : target.substring(0, hash);
    Path resolved = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
    if (!Files.exists(resolved)) {
      return "no such file";
    }
    if (hash < 0 || !resolved.toString().endsWith(".md")) {
      return null;
    }
    String anchor = target.substring(hash + 1);
    Set<String> anchors = anchorsByFile.get(resolved);
    if (anchors == null) {
      anchors = anchors(Files.readAllLines(resolved, StandardCharsets.UTF_8));
      anchorsByFile.put(resolved, anchors);
    }
    return anchors.contains(anchor) ? null
        : "no heading '" + anchor + "' in " + (file.isEmpty() ? page.getFileName() : file);
  }

  /** The anchors GitHub gives the headings (and {@code <a name>}s) of a page, outside code blocks. */
  static Set<String> anchors(List<String> lines) {
    Set<String> anchors = new LinkedHashSet<>();
    Map<String, Integer> seen = new HashMap<>();
    boolean inBlock = false;
    for (String line : lines) {
      if (line.strip().startsWith("```")) {
        inBlock = !inBlock;
        continue;
      }
      if (inBlock) {
        continue;
      }
      Matcher html = HTML_ANCHOR.matcher(line);
      while (html.find()) {
        anchors.add(html.group(1));
      }
      Matcher heading = HEADING.matcher(line);
      if (heading.matches()) {
        String slug = slug(heading.group(2));
        int n = seen.merge(slug, 1, Integer::sum) - 1;
        anchors.add(n == 0 ? slug : slug + "-" + n);
      }
    }
    return anchors;
  }

  /**
   * GitHub's anchor of a heading: its text as rendered (links by their text, no code or emphasis
   * marks), lower-cased, every character but letters, digits, '_', '-' and spaces dropped, and each
   * space a '-'.
   */
  static String slug(String heading) {
    String text = heading.replaceAll("!?\\[([^\\]]*)\\]\\([^)]*\\)", "$1").replaceAll("<[^>]+>", "");
    StringBuilder slug = new StringBuilder();
    text.toLowerCase(java.util.Locale.ROOT).codePoints().forEach(c -> {
      if (Character.isLetterOrDigit(c) || c == '_' || c == '-') {
        slug.appendCodePoint(c);
      } else if (c == ' ') {
        slug.append('-');
      }
    });
    return slug.toString();
  }

  /** The line with its code spans blanked, so that a link shown as code is not taken for one. */
  private static String withoutCodeSpans(String line) {
    return line.replaceAll("`[^`]*`", "``");
  }
}
