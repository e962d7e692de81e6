package org.hbasemapper.test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The embedded HBase in a JVM of its own: its class path, its failures, and that it dies with its parent. */
class EmbeddedHBaseProcessTest {
  @TempDir
  Path dir;

  /** EmbeddedHBaseMain's own line, after the lines the cluster logged while it tried (a port in use). */
  @Test
  void aStartRemovesTheDirectoriesOfKilledParentsButKeepsFailedStartsAndLiveOnes(@TempDir Path tmp)
      throws Exception {
    Process dead = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-version")
        .redirectErrorStream(true).start();
    dead.waitFor(60, TimeUnit.SECONDS);
    Path orphan = Files.createDirectory(tmp.resolve(EmbeddedHBaseProcess.WORK_DIR_PREFIX + "1"));
    Files.writeString(orphan.resolve(EmbeddedHBaseProcess.OWNER_FILE), Long.toString(dead.pid()));
    Files.writeString(orphan.resolve("output.log"), "started");
    Path live = Files.createDirectory(tmp.resolve(EmbeddedHBaseProcess.WORK_DIR_PREFIX + "2"));
    Files.writeString(live.resolve(EmbeddedHBaseProcess.OWNER_FILE), Long.toString(ProcessHandle.current().pid()));
    Path failed = Files.createDirectory(tmp.resolve(EmbeddedHBaseProcess.WORK_DIR_PREFIX + "3"));
    Files.writeString(failed.resolve("output.log"), "Address already in use");
    Path other = Files.createDirectory(tmp.resolve("something-else"));
    Files.writeString(other.resolve(EmbeddedHBaseProcess.OWNER_FILE), Long.toString(dead.pid()));

    EmbeddedHBaseProcess.removeOrphans(tmp, EmbeddedHBaseProcess.WORK_DIR_PREFIX);

    assertThat(orphan).doesNotExist();
    assertThat(live).exists();
    assertThat(failed.resolve("output.log")).exists();
    assertThat(other).exists();
  }

  @Test
  void aFailedStartNamesThePortsPropertiesFixed() {
    java.util.Properties properties = new java.util.Properties();
    properties.setProperty("hbasemapper.embedded.conf.hbase.master.port", "21818");
    properties.setProperty("hbasemapper.embedded.conf.hbase.regionserver.port", "21820");
    properties.setProperty("hbasemapper.embedded.conf.hbase.master.info.port", "-1");
    properties.setProperty("hbasemapper.embedded.conf.hbase.rpc.timeout", "2000");
    properties.setProperty("hbase.master.port", "1");

    assertThat(EmbeddedHBaseProcess.fixedPorts(properties))
        .isEqualTo("hbase.master.info.port=-1, hbase.master.port=21818, hbase.regionserver.port=21820");
    assertThat(EmbeddedHBaseProcess.fixedPorts(new java.util.Properties())).isEmpty();
  }

  @Test
  void aFailedStartIsTheLineEmbeddedHBaseMainPrints() {
    List<String> output = List.of(
        "Formatting using clusterid: testClusterID",
        "java.lang.UnsupportedOperationException: Constructor threw an exception for org.apache.hadoop.hbase.ipc.NettyRpcServer",
        "\tat org.apache.hadoop.hbase.util.ReflectionUtils.instantiate(ReflectionUtils.java:66)",
        "embedded HBase failed: org.apache.hbase.thirdparty.io.netty.channel.unix.Errors$NativeIoException: bind(..) "
            + "failed: Address already in use",
        "java.lang.IllegalStateException: Embedded HBase did not start: Shutting down");
    assertThat(EmbeddedHBaseProcess.firstErrorLine(output)).isEqualTo("org.apache.hbase.thirdparty.io.netty.channel"
        + ".unix.Errors$NativeIoException: bind(..) failed: Address already in use");
  }

  /** Failures of the JVM itself, before any of ours runs: each says what it is in its own first line. */
  @Test
  void aJvmThatDidNotStartIsItsOwnFirstErrorLine() {
    assertThat(EmbeddedHBaseProcess.firstErrorLine(List.of("Error occurred during initialization of VM",
        "Too small maximum heap"))).isEqualTo("Error occurred during initialization of VM: Too small maximum heap");
    assertThat(EmbeddedHBaseProcess.firstErrorLine(List.of("Invalid maximum heap size: -Xmx1z",
        "Error: Could not create the Java Virtual Machine.", "Error: A fatal exception has occurred. Program will exit.")))
        .isEqualTo("Invalid maximum heap size: -Xmx1z");
    assertThat(EmbeddedHBaseProcess.firstErrorLine(List.of(
        "Error: Could not find or load main class org.hbasemapper.test.EmbeddedHBaseMain",
        "Caused by: java.lang.ClassNotFoundException: org.hbasemapper.test.EmbeddedHBaseMain")))
        .isEqualTo("Error: Could not find or load main class org.hbasemapper.test.EmbeddedHBaseMain");
    assertThat(EmbeddedHBaseProcess.firstErrorLine(List.of("Standard Commons Logging discovery in action",
        "Formatting using clusterid: testClusterID", "Terminating due to java.lang.OutOfMemoryError: Java heap space")))
        .isEqualTo("Terminating due to java.lang.OutOfMemoryError: Java heap space");
    assertThat(EmbeddedHBaseProcess.firstErrorLine(List.of())).isEqualTo("it printed nothing");
  }

  @Test
  void theClassPathIsThisJvmsWithoutTheShadedJarsAndAbsolute() throws IOException {
    Path shaded = jar("hbase-shaded-client-2.6.4.jar", null, EmbeddedHBaseProcess.SHADED_MARK);
    Path other = jar("hbase-shaded-netty-4.1.12.jar", null, "org/apache/hbase/thirdparty/io/netty/Foo.class");
    Path own = Path.of(EmbeddedHBaseMain.class.getProtectionDomain().getCodeSource().getLocation().getPath());
    Path relative = Path.of("").toAbsolutePath().relativize(other);
    List<String> classPath = withClassPath(List.of(shaded.toString(), own.toString(), relative.toString()),
        shaded, other);
    assertThat(classPath).containsExactly(own.toString(), other.toString());
  }

  /** Surefire's booter jar, or an IDE's: the class path is in its manifest. */
  @Test
  void aManifestOnlyJarIsOpenedUp() throws IOException {
    Path shaded = jar("hbase-shaded-client-2.6.4.jar", null, EmbeddedHBaseProcess.SHADED_MARK);
    Path own = Path.of(EmbeddedHBaseMain.class.getProtectionDomain().getCodeSource().getLocation().getPath());
    Path booter = jar("surefirebooter.jar", own.toUri() + " " + shaded.toUri(), null);
    assertThat(withClassPath(List.of(booter.toString()), shaded)).containsExactly(booter.toString(), own.toString());
  }

  @Test
  void withoutMapperTestAsAFileOnTheClassPathItSaysSo() throws IOException {
    Path jar = jar("app.jar", null, "com/example/App.class");
    assertThatThrownBy(() -> withClassPath(List.of(jar.toString())))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("The embedded HBase cannot start in a JVM of its own: mapper-test (")
        .hasMessageContaining("is not a file on this JVM's class path (java.class.path), as in a packaged application");
  }

  /**
   * kill -9 of the JVM that started it, while its cluster starts (the cheap moment: the watches on its
   * standard input and on the parent's pid are up before the cluster starts, and stay up while it runs;
   * the Spring auto-configuration's EmbeddedBesideShadedClientTest kills an application whose cluster is
   * ready).
   */
  @Test
  void itNeverOutlivesAParentKilledWithSigkill() throws Exception {
    // the launcher's files go in this test's directory: the killed parent cannot delete them
    List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Djava.io.tmpdir=" + dir, "-cp", System.getProperty("java.class.path"),
        ParentOfEmbeddedHBase.class.getName());
    Process parent = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(dir.resolve("parent.log").toFile()).start();
    try {
      Optional<ProcessHandle> embedded = Optional.empty();
      for (int i = 0; i < 300 && embedded.isEmpty(); i++) {
        Thread.sleep(100);
        embedded = parent.toHandle().children().findFirst();
      }
      assertThat(embedded).as("the embedded HBase's JVM; the parent's output:%n%s",
          Files.readString(dir.resolve("parent.log"))).isPresent();
      Thread.sleep(2000); // into its start-up

      parent.destroyForcibly(); // SIGKILL: no shutdown hook of the parent runs
      assertThat(parent.waitFor(30, TimeUnit.SECONDS)).isTrue();
      assertThat(embedded.get().onExit().completeOnTimeout(null, 30, TimeUnit.SECONDS).get())
          .as("the embedded HBase's JVM ended within 30 s of its parent's kill -9").isNotNull();
    } finally {
      parent.toHandle().descendants().forEach(ProcessHandle::destroyForcibly);
      parent.destroyForcibly();
    }
  }

  /** {@link EmbeddedHBaseProcess#classPath} with {@code entries} as java.class.path, {@code jars} loadable. */
  private static List<String> withClassPath(List<String> entries, Path... jars) throws IOException {
    String saved = System.getProperty("java.class.path");
    URL[] urls = new URL[jars.length];
    for (int i = 0; i < jars.length; i++) {
      urls[i] = jars[i].toUri().toURL();
    }
    try (URLClassLoader loader = new URLClassLoader(urls, null)) {
      System.setProperty("java.class.path", String.join(java.io.File.pathSeparator, entries));
      return EmbeddedHBaseProcess.classPath(loader);
    } finally {
      System.setProperty("java.class.path", saved);
    }
  }

  private Path jar(String name, String manifestClassPath, String entry) throws IOException {
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    if (manifestClassPath != null) {
      manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, manifestClassPath);
    }
    Path jar = dir.resolve(name);
    try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest)) {
      if (entry != null) {
        out.putNextEntry(new JarEntry(entry));
        out.closeEntry();
      }
    }
    return jar;
  }
}
