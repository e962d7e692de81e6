package org.hbasemapper.docscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where the quick start's hbase-mapper artifacts came from, read from a local repository made here. */
class BundleOriginTest {
  @TempDir Path repository;

  @Test
  void artifactsDownloadedFromTheBundlePass() throws IOException {
    Path runtime = version("mapper-runtime", "1.0.0");
    artifact(runtime, "mapper-runtime-1.0.0.jar", "hbase-mapper-bundle");
    artifact(runtime, "mapper-runtime-1.0.0.pom", "hbase-mapper-bundle");

    assertThat(BundleOrigin.problems(repository.resolve("org/hbasemapper"), "hbase-mapper-bundle")).isEmpty();
  }

  @Test
  void anArtifactFromTheMainBuildsRepositoryFailsNamingIt() throws IOException {
    Path runtime = version("mapper-runtime", "1.0.0");
    artifact(runtime, "mapper-runtime-1.0.0.jar", "main-build");
    artifact(runtime, "mapper-runtime-1.0.0.pom", "hbase-mapper-bundle");

    assertThatThrownBy(() -> BundleOrigin.main(new String[] {repository.toString(), "org/hbasemapper", "hbase-mapper-bundle"}))
        .hasMessage("The quick start took hbase-mapper from elsewhere than the bundle (hbase-mapper-bundle):\n"
            + "  mapper-runtime/1.0.0/mapper-runtime-1.0.0.jar: came from repository 'main-build'");
  }

  @Test
  void anInstalledArtifactFails() throws IOException {
    Path runtime = version("mapper-runtime", "1.0.0");
    Files.writeString(runtime.resolve("mapper-runtime-1.0.0.jar"), "jar");

    assertThat(BundleOrigin.problems(repository.resolve("org/hbasemapper"), "hbase-mapper-bundle"))
        .containsExactly("mapper-runtime/1.0.0/mapper-runtime-1.0.0.jar: no record of where it came from (installed,"
            + " not downloaded)");
  }

  @Test
  void aQuickStartThatResolvedNothingOfOursFails() throws IOException {
    assertThat(BundleOrigin.problems(repository.resolve("org/hbasemapper"), "hbase-mapper-bundle")).singleElement()
        .asString().endsWith(": the quick start resolved none");
  }

  private Path version(String artifactId, String version) throws IOException {
    return Files.createDirectories(repository.resolve("org/hbasemapper").resolve(artifactId).resolve(version));
  }

  private static void artifact(Path directory, String name, String repositoryId) throws IOException {
    Files.writeString(directory.resolve(name), name);
    Files.writeString(directory.resolve("_remote.repositories"), "#NOTE: resolver file\n" + name + ">" + repositoryId
        + "=\n", java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
  }
}
