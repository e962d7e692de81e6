package org.hbasemapper.docscheck;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Checks where the quick start's build took hbase-mapper from: every hbase-mapper jar and pom in its local
 * repository must have been downloaded from the bundle, as Maven's {@code _remote.repositories} files
 * record it. The settings list the bundle first and keep snapshots to it, so a missing artifact already
 * fails the build; this check also catches a released version found in the main build's local
 * repository, which is read like a remote one for third-party artifacts.
 */
public final class BundleOrigin {
  private BundleOrigin() {}

  /** {@code LOCAL_REPOSITORY GROUP_PATH REPOSITORY_ID}: fails unless every artifact under GROUP_PATH came from REPOSITORY_ID. */
  public static void main(String[] args) throws IOException {
    if (args.length != 3) {
      throw new IllegalArgumentException("usage: BundleOrigin LOCAL_REPOSITORY GROUP_PATH REPOSITORY_ID");
    }
    Path group = Path.of(args[0]).resolve(args[1]);
    List<String> problems = problems(group, args[2]);
    if (!problems.isEmpty()) {
      throw new IllegalStateException("The quick start took hbase-mapper from elsewhere than the bundle ("
          + args[2] + "):\n  " + String.join("\n  ", problems));
    }
    System.out.println("The quick start took every hbase-mapper artifact from the bundle (" + args[2] + ")");
  }

  /** One line per jar or pom under {@code group} that did not come from {@code repositoryId}. */
  static List<String> problems(Path group, String repositoryId) throws IOException {
    if (!Files.isDirectory(group)) {
      return List.of("no hbase-mapper artifact in " + group + ": the quick start resolved none");
    }
    List<String> problems = new ArrayList<>();
    List<Path> artifacts;
    try (Stream<Path> files = Files.walk(group)) {
      artifacts = files.filter(f -> f.toString().endsWith(".jar") || f.toString().endsWith(".pom")).sorted().toList();
    }
    if (artifacts.isEmpty()) {
      problems.add("no hbase-mapper jar or pom in " + group + ": the quick start resolved none");
    }
    for (Path artifact : artifacts) {
      String origin = origins(artifact.getParent()).get(artifact.getFileName().toString());
      if (origin == null) {
        problems.add(group.relativize(artifact) + ": no record of where it came from (installed, not downloaded)");
      } else if (!origin.equals(repositoryId)) {
        problems.add(group.relativize(artifact) + ": came from repository '" + origin + "'");
      }
    }
    return problems;
  }

  /** File name to repository id, from a version directory's {@code _remote.repositories} ("name>id="). */
  private static Map<String, String> origins(Path directory) throws IOException {
    Map<String, String> origins = new HashMap<>();
    Path record = directory.resolve("_remote.repositories");
    if (!Files.isRegularFile(record)) {
      return origins;
    }
    for (String line : Files.readAllLines(record, UTF_8)) {
      int arrow = line.indexOf('>');
      if (line.startsWith("#") || arrow < 0 || !line.endsWith("=")) {
        continue;
      }
      origins.put(line.substring(0, arrow), line.substring(arrow + 1, line.length() - 1));
    }
    return origins;
  }
}
