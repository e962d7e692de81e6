package org.hbasemapper.bundlecheck;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bundle check on bundles made here: a reactor of a parent, a jar module, a BOM and an unpublished
 * module, and a bundle deployed as Maven deploys (release names, or timestamped snapshots with their
 * metadata), from which each test takes something away.
 */
class BundleCheckTest {
  private static final String GROUP = "org/hbasemapper";

  @TempDir Path root;
  private Path bundle;

  @BeforeEach
  void reactor() throws IOException {
    bundle = root.resolve("target/bundle");
    write(root.resolve("pom.xml"), """
        <project>
          <groupId>org.hbasemapper</groupId>
          <artifactId>hbase-mapper-parent</artifactId>
          <version>1.2.0</version>
          <packaging>pom</packaging>
          <name>hbase-mapper</name>
          <description>the parent</description>
          <url>https://example.org</url>
          <licenses><license><name>Apache License, Version 2.0</name></license></licenses>
          <developers><developer><name>maintainers</name></developer></developers>
          <scm><url>https://example.org</url></scm>
          <modules>
            <module>mapper-runtime</module>
            <module>hbase-mapper-bom</module>
            <module>mapper-it</module>
          </modules>
        </project>
        """);
    write(root.resolve("mapper-runtime/pom.xml"), childPom("mapper-runtime", "1.2.0", ""));
    write(root.resolve("mapper-it/pom.xml"),
        childPom("mapper-it", "1.2.0", "<properties><maven.deploy.skip>true</maven.deploy.skip></properties>"));
    write(root.resolve("hbase-mapper-bom/pom.xml"), bomPom("1.2.0", "mapper-runtime"));
  }

  @Test
  void aCompleteReleaseBundlePasses() throws IOException {
    stageRelease();

    assertThat(check(false).problems()).isEmpty();
    assertThat(check(false).published()).extracting(Module::artifactId)
        .containsExactly("hbase-mapper-parent", "mapper-runtime", "hbase-mapper-bom");
  }

  @Test
  void aCompleteSnapshotBundlePasses() throws IOException {
    setVersion("0.1.0-SNAPSHOT");
    stageSnapshot("0.1.0-SNAPSHOT", "0.1.0-20261127.120000-1");

    assertThat(check(false).problems()).isEmpty();
  }

  @Test
  void aMissingJavadocJarFailsNamingTheModule() throws IOException {
    stageRelease();
    Files.delete(artifact("mapper-runtime", "1.2.0", "mapper-runtime-1.2.0-javadoc.jar"));

    assertThat(check(false).problems()).containsExactly("mapper-runtime: no javadoc jar (mapper-runtime-1.2.0-javadoc.jar)"
        + " in org/hbasemapper/mapper-runtime/1.2.0; every published module needs one, or mark the module"
        + " unpublished with maven.deploy.skip");
  }

  @Test
  void mainFailsTheBuildWithEveryProblem() throws IOException {
    stageRelease();
    Files.delete(artifact("mapper-runtime", "1.2.0", "mapper-runtime-1.2.0-javadoc.jar"));
    Files.delete(artifact("mapper-runtime", "1.2.0", "mapper-runtime-1.2.0-sources.jar.sha1"));

    assertThatThrownBy(() -> BundleCheck.main(new String[] {bundle.toString(), root.toString(), "hbase-mapper-bom"}))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("(2 problems)")
        .hasMessageContaining("mapper-runtime: no javadoc jar (mapper-runtime-1.2.0-javadoc.jar)")
        .hasMessageContaining("mapper-runtime: mapper-runtime-1.2.0-sources.jar has no .sha1 checksum");
  }

  @Test
  void aMissingSnapshotJavadocJarFailsNamingTheModule() throws IOException {
    setVersion("0.1.0-SNAPSHOT");
    stageSnapshot("0.1.0-SNAPSHOT", "0.1.0-20261127.120000-1");
    Files.delete(artifact("mapper-runtime", "0.1.0-SNAPSHOT", "mapper-runtime-0.1.0-20261127.120000-1-javadoc.jar"));

    assertThat(check(false).problems()).singleElement().asString()
        .startsWith("mapper-runtime: no javadoc jar (mapper-runtime-0.1.0-20261127.120000-1-javadoc.jar)");
  }

  @Test
  void aChecksumThatDoesNotMatchFails() throws IOException {
    stageRelease();
    Files.writeString(artifact("mapper-runtime", "1.2.0", "mapper-runtime-1.2.0.jar.md5"), "0123456789abcdef");

    assertThat(check(false).problems()).singleElement().asString()
        .startsWith("mapper-runtime: mapper-runtime-1.2.0.jar.md5 says 0123456789abcdef but mapper-runtime-1.2.0.jar has ");
  }

  @Test
  void aModuleMissingFromTheBundleFails() throws IOException {
    stageRelease();
    deleteTree(bundle.resolve(GROUP).resolve("hbase-mapper-bom"));

    assertThat(check(false).problems())
        .containsExactly("hbase-mapper-bom: not in the bundle (no org/hbasemapper/hbase-mapper-bom/1.2.0)");
  }

  @Test
  void aParentMissingFromTheBundleFailsForItsChildren() throws IOException {
    stageRelease();
    deleteTree(bundle.resolve(GROUP).resolve("hbase-mapper-parent"));

    assertThat(check(false).problems()).contains(
        "hbase-mapper-parent: not in the bundle (no org/hbasemapper/hbase-mapper-parent/1.2.0)",
        "mapper-runtime: its parent org.hbasemapper:hbase-mapper-parent:1.2.0 is not in the bundle");
  }

  @Test
  void theBomListsEveryPublishedModuleAndNothingElse() throws IOException {
    write(root.resolve("hbase-mapper-bom/pom.xml"), bomPom("1.2.0", "mapper-it"));
    stageRelease();

    assertThat(check(false).problems()).containsExactly(
        "hbase-mapper-bom: does not list the published module org.hbasemapper:mapper-runtime; add it to its dependencyManagement",
        "hbase-mapper-bom: lists org.hbasemapper:mapper-it, which is not a published module of this build");
  }

  @Test
  void anUnpublishedModuleInTheBundleFails() throws IOException {
    stageRelease();
    Files.createDirectories(bundle.resolve(GROUP).resolve("mapper-it/1.2.0"));

    assertThat(check(false).problems()).containsExactly("mapper-it: in the bundle but not a published module (its pom"
        + " sets maven.deploy.skip, or it is not a module of the root pom)");
  }

  @Test
  void aJarThatNamesNoModuleFails() throws IOException {
    stageRelease();
    Path dir = bundle.resolve(GROUP).resolve("mapper-runtime/1.2.0");
    stage(dir.resolve("mapper-runtime-1.2.0.jar"), jar(null, "org/hbasemapper/runtime/Dao.class"));

    assertThat(check(false).problems()).containsExactly("mapper-runtime: mapper-runtime-1.2.0.jar names no module"
        + " (no Automatic-Module-Name in its manifest); set module.name in the module's pom");
  }

  @Test
  void aPomWithoutCentralsMetadataFails() throws IOException {
    stageRelease();
    Path dir = bundle.resolve(GROUP).resolve("hbase-mapper-parent/1.2.0");
    stage(dir.resolve("hbase-mapper-parent-1.2.0.pom"), """
        <project>
          <groupId>org.hbasemapper</groupId>
          <artifactId>hbase-mapper-parent</artifactId>
          <version>1.2.0</version>
          <packaging>pom</packaging>
          <name>hbase-mapper</name>
          <description>the parent</description>
        </project>
        """.getBytes(UTF_8));

    assertThat(check(false).problems()).contains(
        "hbase-mapper-parent: its pom has no <licenses>, nor has its parent's",
        "mapper-runtime: its pom has no <scm>, nor has its parent's");
  }

  @Test
  void aSignedReleaseNeedsASignatureOnEveryFile() throws IOException {
    stageRelease();
    assertThat(check(true).problems()).contains("mapper-runtime: mapper-runtime-1.2.0-javadoc.jar is not signed"
        + " (no mapper-runtime-1.2.0-javadoc.jar.asc)").hasSize(6);

    try (var files = Files.walk(bundle)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".jar") || f.toString().endsWith(".pom")).toList()) {
        Files.writeString(file.resolveSibling(file.getFileName() + ".asc"), "-----BEGIN PGP SIGNATURE-----");
      }
    }
    assertThat(check(true).problems()).isEmpty();
  }

  @Test
  void oneSignatureMakesTheBundleASignedOneThatNeedsThemAll() throws IOException {
    stageRelease();
    Files.writeString(artifact("mapper-runtime", "1.2.0", "mapper-runtime-1.2.0.jar.asc"), "-----BEGIN PGP SIGNATURE-----");

    assertThatThrownBy(() -> BundleCheck.main(new String[] {bundle.toString(), root.toString(), "hbase-mapper-bom"}))
        .hasMessageContaining("(5 problems)")
        .hasMessageContaining("mapper-runtime: mapper-runtime-1.2.0.pom is not signed (no mapper-runtime-1.2.0.pom.asc)");
  }

  @Test
  void allPublishedModulesShareOneVersion() throws IOException {
    write(root.resolve("hbase-mapper-bom/pom.xml"), bomPom("1.1.0", "mapper-runtime"));
    stageRelease();

    assertThat(check(false).problems()).contains("hbase-mapper-bom: version 1.1.0 is not the parent's 1.2.0;"
        + " every published module is released with one version (docs/releasing.md)");
  }

  @Test
  void theStagedBundleOfWhatTheModulesBuiltPassesAndAModuleWithoutJavadocIsNamed() throws IOException {
    Path built = root.resolve("mapper-runtime/target");
    Files.createDirectories(built);
    Files.write(built.resolve("mapper-runtime-1.2.0.jar"), jar("org.hbasemapper.runtime", "org/hbasemapper/runtime/Dao.class"));
    Files.write(built.resolve("mapper-runtime-1.2.0-sources.jar"), jar(null, "org/hbasemapper/runtime/Dao.java"));
    Files.write(built.resolve("mapper-runtime-1.2.0-javadoc.jar"), jar(null, "index.html"));
    Files.createDirectories(root.resolve("mapper-it/target"));
    Files.write(root.resolve("mapper-it/target/mapper-it-1.2.0.jar"), jar("org.hbasemapper.it", "X.class"));

    assertThat(StageBundle.stage(Reactor.published(root), bundle)).isEqualTo(6);
    assertThat(check(false).problems()).isEmpty();
    assertThat(bundle.resolve(GROUP).resolve("mapper-it")).doesNotExist();

    Files.delete(built.resolve("mapper-runtime-1.2.0-javadoc.jar"));
    StageBundle.stage(Reactor.published(root), bundle);
    assertThat(check(false).problems()).singleElement().asString()
        .startsWith("mapper-runtime: no javadoc jar (mapper-runtime-1.2.0-javadoc.jar)");
  }

  @Test
  void aSnapshotStagedWithoutMetadataHasItsSnapshotNames() throws IOException {
    setVersion("0.1.0-SNAPSHOT");
    Path built = root.resolve("mapper-runtime/target");
    Files.createDirectories(built);
    Files.write(built.resolve("mapper-runtime-0.1.0-SNAPSHOT.jar"), jar("org.hbasemapper.runtime", "A.class"));
    Files.write(built.resolve("mapper-runtime-0.1.0-SNAPSHOT-sources.jar"), jar(null, "A.java"));
    Files.write(built.resolve("mapper-runtime-0.1.0-SNAPSHOT-javadoc.jar"), jar(null, "index.html"));

    StageBundle.stage(Reactor.published(root), bundle);

    assertThat(check(false).problems()).isEmpty();
    assertThat(artifact("mapper-runtime", "0.1.0-SNAPSHOT", "mapper-runtime-0.1.0-SNAPSHOT.jar.sha1")).exists();
  }

  private BundleCheck check(boolean signed) {
    return new BundleCheck(bundle, root, "hbase-mapper-bom", signed);
  }

  private Path artifact(String artifactId, String version, String name) {
    return bundle.resolve(GROUP).resolve(artifactId).resolve(version).resolve(name);
  }

  /** As `mvn deploy` of a release writes it: plain names, each file with its checksums. */
  private void stageRelease() throws IOException {
    String version = "1.2.0";
    Path parent = bundle.resolve(GROUP).resolve("hbase-mapper-parent").resolve(version);
    stage(parent.resolve("hbase-mapper-parent-" + version + ".pom"), Files.readAllBytes(root.resolve("pom.xml")));
    Path bom = bundle.resolve(GROUP).resolve("hbase-mapper-bom").resolve(bomVersion());
    stage(bom.resolve("hbase-mapper-bom-" + bomVersion() + ".pom"),
        Files.readAllBytes(root.resolve("hbase-mapper-bom/pom.xml")));
    Path runtime = bundle.resolve(GROUP).resolve("mapper-runtime").resolve(version);
    stageJarModule(runtime, "mapper-runtime-" + version);
  }

  /** As `mvn deploy` of a snapshot writes it: timestamped names, listed in maven-metadata.xml. */
  private void stageSnapshot(String version, String timestamped) throws IOException {
    Path parent = bundle.resolve(GROUP).resolve("hbase-mapper-parent").resolve(version);
    stage(parent.resolve("hbase-mapper-parent-" + timestamped + ".pom"), Files.readAllBytes(root.resolve("pom.xml")));
    stage(parent.resolve("maven-metadata.xml"), metadata(timestamped, "pom").getBytes(UTF_8));
    Path bom = bundle.resolve(GROUP).resolve("hbase-mapper-bom").resolve(version);
    stage(bom.resolve("hbase-mapper-bom-" + timestamped + ".pom"),
        Files.readAllBytes(root.resolve("hbase-mapper-bom/pom.xml")));
    stage(bom.resolve("maven-metadata.xml"), metadata(timestamped, "pom").getBytes(UTF_8));
    Path runtime = bundle.resolve(GROUP).resolve("mapper-runtime").resolve(version);
    stageJarModule(runtime, "mapper-runtime-" + timestamped);
    stage(runtime.resolve("maven-metadata.xml"), metadata(timestamped, "pom", "jar", "sources", "javadoc")
        .getBytes(UTF_8));
  }

  private void stageJarModule(Path dir, String stem) throws IOException {
    stage(dir.resolve(stem + ".pom"), Files.readAllBytes(root.resolve("mapper-runtime/pom.xml")));
    stage(dir.resolve(stem + ".jar"), jar("org.hbasemapper.runtime", "org/hbasemapper/runtime/Dao.class"));
    stage(dir.resolve(stem + "-sources.jar"), jar(null, "org/hbasemapper/runtime/Dao.java"));
    stage(dir.resolve(stem + "-javadoc.jar"), jar(null, "index.html"));
  }

  private String bomVersion() throws IOException {
    String pom = Files.readString(root.resolve("hbase-mapper-bom/pom.xml"));
    return pom.substring(pom.indexOf("<version>") + 9, pom.indexOf("</version>"));
  }

  private void setVersion(String version) throws IOException {
    for (Path pom : new Path[] {root.resolve("pom.xml"), root.resolve("mapper-runtime/pom.xml"),
        root.resolve("mapper-it/pom.xml"), root.resolve("hbase-mapper-bom/pom.xml")}) {
      Files.writeString(pom, Files.readString(pom).replace("1.2.0", version));
    }
  }

  private static String metadata(String timestamped, String... kinds) {
    StringBuilder versions = new StringBuilder();
    for (String kind : kinds) {
      boolean classifier = kind.equals("sources") || kind.equals("javadoc");
      versions.append("<snapshotVersion>").append(classifier ? "<classifier>" + kind + "</classifier>" : "")
          .append("<extension>").append(classifier ? "jar" : kind).append("</extension><value>").append(timestamped)
          .append("</value></snapshotVersion>");
    }
    return "<metadata><versioning><snapshotVersions>" + versions + "</snapshotVersions></versioning></metadata>";
  }

  private static void stage(Path file, byte[] content) throws IOException {
    Files.createDirectories(file.getParent());
    Files.write(file, content);
    Files.writeString(file.resolveSibling(file.getFileName() + ".md5"), digest("MD5", content));
    Files.writeString(file.resolveSibling(file.getFileName() + ".sha1"), digest("SHA-1", content));
  }

  private static String digest(String algorithm, byte[] content) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(content));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static byte[] jar(String moduleName, String entry) throws IOException {
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    if (moduleName != null) {
      manifest.getMainAttributes().putValue("Automatic-Module-Name", moduleName);
    }
    var bytes = new java.io.ByteArrayOutputStream();
    try (JarOutputStream jar = new JarOutputStream(bytes, manifest)) {
      jar.putNextEntry(new JarEntry(entry));
      jar.write(1);
      jar.closeEntry();
    }
    return bytes.toByteArray();
  }

  private static String childPom(String artifactId, String version, String extra) {
    return """
        <project>
          <parent>
            <groupId>org.hbasemapper</groupId>
            <artifactId>hbase-mapper-parent</artifactId>
            <version>%s</version>
          </parent>
          <artifactId>%s</artifactId>
          <name>hbase-mapper %s</name>
          <description>what %s is for</description>
          %s
        </project>
        """.formatted(version, artifactId, artifactId, artifactId, extra);
  }

  private static String bomPom(String version, String managed) {
    return """
        <project>
          <groupId>org.hbasemapper</groupId>
          <artifactId>hbase-mapper-bom</artifactId>
          <version>%s</version>
          <packaging>pom</packaging>
          <name>hbase-mapper BOM</name>
          <description>the versions</description>
          <url>https://example.org</url>
          <licenses><license><name>Apache License, Version 2.0</name></license></licenses>
          <developers><developer><name>maintainers</name></developer></developers>
          <scm><url>https://example.org</url></scm>
          <dependencyManagement>
            <dependencies>
              <dependency>
                <groupId>org.hbasemapper</groupId>
                <artifactId>%s</artifactId>
                <version>${project.version}</version>
              </dependency>
            </dependencies>
          </dependencyManagement>
        </project>
        """.formatted(version, managed);
  }

  private static void write(Path file, String content) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, content);
  }

  private static void deleteTree(Path dir) throws IOException {
    try (var files = Files.walk(dir)) {
      for (Path file : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(file);
      }
    }
  }
}
