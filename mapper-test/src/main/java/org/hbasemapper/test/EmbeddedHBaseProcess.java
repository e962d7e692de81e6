package org.hbasemapper.test;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.LimitedPrivate;

/**
 * An {@link EmbeddedHBase} in a JVM of its own ({@link EmbeddedHBaseMain}), started from this one on
 * this JVM's class path without the {@code hbase-shaded-*} jars, with the JDK 17 flags the mini
 * cluster needs: for an application on {@code hbase-shaded-client}, whose classes have the names of
 * the unshaded HBase and Hadoop classes the mini cluster runs on, or a JVM started without the flags.
 * This class refers to nothing of HBase, so it loads beside either client; a client reaches the
 * cluster through {@link #quorum()}.
 *
 * <p>The other JVM never outlives this one: it stops its cluster and exits when its standard input,
 * a pipe from this JVM, ends, and when this JVM's process has ended (it is told the pid), so even a
 * {@code kill -9} of this JVM takes it down. {@link #shared()} stops it at this JVM's exit.
 *
 * <p>System properties: {@value #JVM_OPTIONS} sets its JVM options besides the flags (default
 * {@value #DEFAULT_JVM_OPTIONS}); every other {@code hbasemapper.embedded.*} property of this JVM
 * ({@link EmbeddedHBase#CONF_PREFIX}, {@code hbasemapper.embedded.verbose}) is passed on. Its output
 * goes to {@link #output()}, a file that is deleted when it stops; the server loggers log only errors,
 * unless {@code -Dhbasemapper.embedded.verbose=true}.
 *
 * <pre>{@code
 * EmbeddedHBaseProcess hbase = EmbeddedHBaseProcess.shared();
 * Configuration conf = HBaseConfiguration.create();
 * conf.set("hbase.zookeeper.quorum", hbase.quorum());
 * }</pre>
 */
@Api
public final class EmbeddedHBaseProcess implements AutoCloseable {
  /** The system property with the JVM options of the embedded HBase's JVM, besides the JDK flags. */
  public static final String JVM_OPTIONS = "hbasemapper.embedded.jvm-options";
  /** The JVM options when {@value #JVM_OPTIONS} is not set. */
  public static final String DEFAULT_JVM_OPTIONS = "-Xmx1g";
  /**
   * A class of {@code hbase-shaded-client}'s relocated libraries, which {@code hbase-shaded-mapreduce}
   * and {@code hbase-shaded-testing-util} hold as well: the jars holding it are left off the class path.
   */
  static final String SHADED_MARK = "org/apache/hadoop/hbase/shaded/com/google/common/base/Preconditions.class";
  /** mapper-test's README, "JDK 17 flags"; and a JVM out of heap exits at once, with the line that says so. */
  static final List<String> JDK_FLAGS = List.of("--add-opens", "java.base/java.lang=ALL-UNNAMED",
      "--add-opens", "java.base/java.nio=ALL-UNNAMED", "--add-opens", "java.base/sun.nio.ch=ALL-UNNAMED",
      "--add-opens", "java.base/java.util=ALL-UNNAMED", "--add-opens", "java.base/java.lang.reflect=ALL-UNNAMED",
      "--add-opens", "java.base/java.util.concurrent=ALL-UNNAMED", "--add-opens", "java.base/java.io=ALL-UNNAMED",
      "--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED", "-Dio.netty.tryReflectionSetAccessible=true",
      "-XX:+ExitOnOutOfMemoryError");
  /**
   * The module access of {@link #JDK_FLAGS} that {@code module} lacks: each {@code --add-opens} or
   * {@code --add-exports} of java.base as {@code java.base/<package>}; empty when the mini cluster can run
   * in the JVM of {@code module} (the class path's unnamed module).
   */
  @LimitedPrivate("mapper-spring-boot-autoconfigure")
  public static List<String> missingJdkAccess(Module module) {
    Module base = Object.class.getModule();
    List<String> missing = new ArrayList<>();
    for (int i = 0; i + 1 < JDK_FLAGS.size(); i++) {
      String flag = JDK_FLAGS.get(i);
      if (flag.equals("--add-opens") || flag.equals("--add-exports")) {
        String pkg = JDK_FLAGS.get(i + 1).replaceFirst("^java\\.base/", "").replaceFirst("=.*$", "");
        if (flag.equals("--add-opens") ? !base.isOpen(pkg, module) : !base.isExported(pkg, module)) {
          missing.add("java.base/" + pkg);
        }
      }
    }
    return missing;
  }

  /** How long a start may take: the mini cluster takes 5 to 15 s, several times that on a busy machine. */
  static final Duration START_TIMEOUT = Duration.ofMinutes(5);
  /** How long {@link #close()} waits for the cluster to stop before the JVM is killed. */
  private static final Duration STOP_TIMEOUT = Duration.ofSeconds(30);
  private static final String EMBEDDED_PREFIX = "hbasemapper.embedded.";
  /** The prefix of the temporary directory of each start: the other JVM's arguments, logging set-up, output. */
  static final String WORK_DIR_PREFIX = "embedded-hbase-jvm-";
  /** The file in it naming the process that started it; a failed start's directory has none and is kept. */
  static final String OWNER_FILE = "owner.pid";
  /** How many lines of a failed start's output are kept to find its first error line. */
  private static final int KEPT_LINES = 2000;

  private static EmbeddedHBaseProcess shared;

  private final Process process;
  private final Path workDir;
  private final Path output;
  private final String quorum;
  private final String fileSystem;
  private final long startMillis;
  private boolean closed;

  private EmbeddedHBaseProcess(Process process, Path workDir, Path output, String quorum, String fileSystem,
      long startMillis) {
    this.process = process;
    this.workDir = workDir;
    this.output = output;
    this.quorum = quorum;
    this.fileSystem = fileSystem;
    this.startMillis = startMillis;
  }

  /** The JVM-wide instance, started on first call and stopped at JVM exit. */
  public static synchronized EmbeddedHBaseProcess shared() {
    if (shared == null || !shared.process.isAlive()) {
      EmbeddedHBaseProcess started = start();
      Runtime.getRuntime().addShutdownHook(new Thread(started::close, "embedded-hbase-process-stop"));
      shared = started;
    }
    return shared;
  }

  /** Whether the JVM-wide instance of {@link #shared()} is running. */
  public static synchronized boolean sharedRunning() {
    return shared != null && shared.process.isAlive();
  }

  /** Stops the JVM-wide instance, if running; the next {@link #shared()} starts a new one. */
  public static synchronized void stopShared() {
    if (shared != null) {
      EmbeddedHBaseProcess stopping = shared;
      shared = null;
      stopping.close();
    }
  }

  /**
   * Starts a new embedded HBase in a JVM of its own, on this JVM's class path without the
   * {@code hbase-shaded-*} jars; the caller stops it with {@link #close()}.
   *
   * @throws IllegalStateException when it did not start: the message is one line with the other JVM's
   *     first error line (a port in use, too little heap, a class missing) and where its output is
   */
  public static EmbeddedHBaseProcess start() {
    List<String> options = Arrays.asList(System.getProperty(JVM_OPTIONS, DEFAULT_JVM_OPTIONS).trim().split("\\s+"));
    return start(classPath(EmbeddedHBaseProcess.class.getClassLoader()), options, START_TIMEOUT);
  }

  static EmbeddedHBaseProcess start(List<String> classPath, List<String> jvmOptions, Duration timeout) {
    long begin = System.nanoTime();
    Path workDir;
    try {
      workDir = Files.createTempDirectory(WORK_DIR_PREFIX);
      removeOrphans(workDir.getParent(), WORK_DIR_PREFIX);
      Files.writeString(workDir.resolve(OWNER_FILE), Long.toString(ProcessHandle.current().pid()));
    } catch (IOException e) {
      throw new UncheckedIOException("could not create a directory for the embedded HBase's JVM", e);
    }
    Path output = workDir.resolve("output.log");
    Process process = null;
    Lines lines = new Lines();
    try {
      process = new ProcessBuilder(command(classPath, jvmOptions, workDir))
          .directory(workDir.toFile())
          .redirectErrorStream(true)
          .start();
      Process started = process;
      Thread pump = new Thread(() -> pump(started, output, lines), "embedded-hbase-process-output");
      pump.setDaemon(true);
      pump.start();
      String[] ready = lines.ready.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
      long millis = (System.nanoTime() - begin) / 1_000_000;
      return new EmbeddedHBaseProcess(process, workDir, output, ready[0], ready[1], millis);
    } catch (TimeoutException e) {
      destroy(process);
      throw failure("no ready line within " + timeout.toSeconds() + " s", output);
    } catch (ExecutionException e) {
      // its output ended: it exited, or is about to
      String status = exitStatus(process);
      destroy(process);
      throw failure(firstErrorLine(lines.kept()) + "; its JVM " + status, output);
    } catch (IOException e) {
      destroy(process);
      throw failure("could not run " + javaCommand() + ": " + e.getMessage(), output);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      destroy(process);
      throw failure("interrupted while it started", output);
    }
  }

  private static IllegalStateException failure(String why, Path output) {
    try {
      // kept for its reader, whom the message sends there
      Files.deleteIfExists(output.resolveSibling(OWNER_FILE));
    } catch (IOException e) {
      // then a later start may remove it
    }
    String ports = fixedPorts(System.getProperties());
    return new IllegalStateException("The embedded HBase did not start in a JVM of its own: " + why
        + (ports.isEmpty() ? "" : "; ports fixed by properties: " + ports) + "; its output is in " + output);
  }

  /**
   * The ports {@code hbasemapper.embedded.conf.*} properties fix, as {@code key=value}: a bind error
   * names no port, and without these every port is a free one.
   */
  static String fixedPorts(java.util.Properties properties) {
    String prefix = EMBEDDED_PREFIX + "conf.";
    return properties.stringPropertyNames().stream()
        .filter(name -> name.startsWith(prefix) && name.toLowerCase(java.util.Locale.ROOT).endsWith("port"))
        .sorted()
        .map(name -> name.substring(prefix.length()) + "=" + properties.getProperty(name))
        .collect(java.util.stream.Collectors.joining(", "));
  }

  private static String exitStatus(Process process) {
    try {
      return process.waitFor(10, TimeUnit.SECONDS) ? "exited with status " + process.exitValue()
          : "closed its output but did not exit";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "did not say how it ended";
    }
  }

  private static void destroy(Process process) {
    if (process == null) {
      return;
    }
    process.destroyForcibly();
    try {
      process.waitFor(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * {@code java @args EmbeddedHBaseMain --parent-pid <this JVM>}: the flags, options, passed-on system
   * properties and class path go in an argument file, since a class path of a few hundred jars
   * exceeds what Windows allows on a command line.
   */
  private static List<String> command(List<String> classPath, List<String> jvmOptions, Path workDir)
      throws IOException {
    List<String> args = new ArrayList<>(JDK_FLAGS);
    jvmOptions.stream().filter(option -> !option.isEmpty()).forEach(args::add);
    for (String name : System.getProperties().stringPropertyNames()) {
      if (name.startsWith(EMBEDDED_PREFIX) && !name.equals(JVM_OPTIONS)) {
        args.add("-D" + name + "=" + System.getProperty(name));
      }
    }
    if (!Boolean.getBoolean("hbasemapper.embedded.verbose")) {
      // on the application's class path, Logback usually answers for SLF4J, and without a configuration
      // of its own it logs everything at DEBUG; HBase's own loggers under reload4j are set by QuietLogs
      Path logback = workDir.resolve("logback.xml");
      Files.writeString(logback, logbackConfiguration(), StandardCharsets.UTF_8);
      args.add("-Dlogback.configurationFile=" + logback);
    }
    args.add("-cp");
    args.add(String.join(File.pathSeparator, classPath));
    Path argFile = workDir.resolve("java.args");
    StringBuilder text = new StringBuilder();
    for (String arg : args) {
      text.append('"').append(arg.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"\n");
    }
    Files.writeString(argFile, text, StandardCharsets.UTF_8);
    return List.of(javaCommand(), "@" + argFile, EmbeddedHBaseMain.class.getName(),
        EmbeddedHBaseMain.PARENT_PID, Long.toString(ProcessHandle.current().pid()));
  }

  private static String javaCommand() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /** Warnings and errors to standard error, the servers' loggers at ERROR, ours at INFO. */
  static String logbackConfiguration() {
    StringBuilder xml = new StringBuilder("<configuration>\n"
        + "  <appender name=\"err\" class=\"ch.qos.logback.core.ConsoleAppender\">\n"
        + "    <target>System.err</target>\n"
        + "    <encoder><pattern>%d{HH:mm:ss.SSS} %-5level [%thread] %logger - %msg%n</pattern></encoder>\n"
        + "  </appender>\n"
        + "  <root level=\"WARN\"><appender-ref ref=\"err\"/></root>\n"
        + "  <logger name=\"org.hbasemapper\" level=\"INFO\"/>\n");
    for (String name : ServerLoggers.NAMES) {
      xml.append("  <logger name=\"").append(name).append("\" level=\"ERROR\"/>\n");
    }
    return xml.append("</configuration>\n").toString();
  }

  /**
   * The class path of this JVM, made absolute (the other JVM runs in a directory of its own), with
   * manifest-only jars (Surefire's or an IDE's way around long command lines) opened up, and without
   * the jars that hold {@link #SHADED_MARK}.
   *
   * @throws IllegalStateException when mapper-test is not on it as a file, as in a packaged Spring
   *     Boot application, whose nested jars another JVM cannot use
   */
  static List<String> classPath(ClassLoader loader) {
    List<Path> entries = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
      if (!entry.isBlank()) {
        entries.add(Path.of(entry).toAbsolutePath().normalize());
      }
    }
    Path own = location(EmbeddedHBaseMain.class);
    if (own != null && !entries.contains(own)) {
      entries = expandManifests(entries);
    }
    if (own == null || !entries.contains(own)) {
      throw new IllegalStateException("The embedded HBase cannot start in a JVM of its own: mapper-test ("
          + (own == null ? EmbeddedHBaseMain.class.getProtectionDomain().getCodeSource() : own)
          + ") is not a file on this JVM's class path (java.class.path), as in a packaged application; run the"
          + " application from its build (mvn spring-boot:run or spring-boot:test-run, or the IDE), or on a cluster");
    }
    Set<Path> shaded = jarsHolding(SHADED_MARK, loader);
    List<String> classPath = new ArrayList<>();
    for (Path entry : entries) {
      if (!shaded.contains(entry)) {
        classPath.add(entry.toString());
      }
    }
    return classPath;
  }

  private static Path location(Class<?> type) {
    CodeSource source = type.getProtectionDomain().getCodeSource();
    return source == null ? null : fileOf(source.getLocation());
  }

  /** The local file of a {@code file:} URL, or of a {@code jar:file:...!/entry} URL's jar; else null. */
  private static Path fileOf(URL url) {
    try {
      String text = url.toString();
      if (text.startsWith("jar:file:") && text.contains("!/")) {
        text = text.substring("jar:".length(), text.indexOf("!/"));
      } else if (!text.startsWith("file:")) {
        return null;
      }
      return Path.of(new URL(text).toURI()).toAbsolutePath().normalize();
    } catch (IOException | URISyntaxException | IllegalArgumentException e) {
      return null;
    }
  }

  private static List<Path> expandManifests(List<Path> entries) {
    Set<Path> expanded = new LinkedHashSet<>();
    for (Path entry : entries) {
      expandInto(entry, expanded);
    }
    return new ArrayList<>(expanded);
  }

  private static void expandInto(Path entry, Set<Path> expanded) {
    if (!expanded.add(entry) || !Files.isRegularFile(entry)) {
      return;
    }
    try (JarFile jar = new JarFile(entry.toFile())) {
      Manifest manifest = jar.getManifest();
      String classPath = manifest == null ? null : manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
      if (classPath == null) {
        return;
      }
      URL base = entry.toUri().toURL();
      for (String relative : classPath.trim().split("\\s+")) {
        Path resolved = fileOf(new URL(base, relative));
        if (resolved != null && Files.exists(resolved)) {
          expandInto(resolved, expanded);
        }
      }
    } catch (IOException e) {
      // not a jar: a class path entry the JVM skips as well
    }
  }

  private static Set<Path> jarsHolding(String resource, ClassLoader loader) {
    Set<Path> jars = new LinkedHashSet<>();
    for (ClassLoader each : new ClassLoader[] {loader, ClassLoader.getSystemClassLoader()}) {
      try {
        Enumeration<URL> found = each.getResources(resource);
        while (found.hasMoreElements()) {
          Path jar = fileOf(found.nextElement());
          if (jar != null) {
            jars.add(jar);
          }
        }
      } catch (IOException e) {
        // a loader that cannot list resources holds no jar to leave out
      }
    }
    return jars;
  }

  /** What the other JVM printed, kept until it is ready; its ready and file system lines. */
  private static final class Lines {
    final CompletableFuture<String[]> ready = new CompletableFuture<>();
    private final List<String> kept = new ArrayList<>();
    private String quorum;

    synchronized void add(String line) {
      if (ready.isDone()) {
        return;
      }
      // the failure line comes last, after whatever the cluster logged while it tried
      if (kept.size() < KEPT_LINES || line.startsWith(EmbeddedHBaseMain.FAILED_PREFIX)) {
        kept.add(line);
      }
      if (line.startsWith(EmbeddedHBaseMain.READY_PREFIX)) {
        quorum = line.substring(EmbeddedHBaseMain.READY_PREFIX.length()).trim();
      } else if (quorum != null && line.startsWith(EmbeddedHBaseMain.FS_PREFIX)) {
        ready.complete(new String[] {quorum, line.substring(EmbeddedHBaseMain.FS_PREFIX.length()).trim()});
      }
    }

    synchronized List<String> kept() {
      return new ArrayList<>(kept);
    }
  }

  /**
   * Copies the other JVM's output to {@code output} for as long as it runs (a full pipe would stop the
   * cluster), handing each line to {@code lines} until it is ready.
   */
  private static void pump(Process process, Path output, Lines lines) {
    try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
            StandardCharsets.UTF_8));
        PrintWriter file = new PrintWriter(Files.newBufferedWriter(output, StandardCharsets.UTF_8), true)) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        file.println(line);
        lines.add(line);
      }
    } catch (IOException e) {
      // the process was destroyed, or the file could not be written: what was read decides
    } finally {
      lines.ready.completeExceptionally(new IllegalStateException("the embedded HBase's JVM ended"));
    }
  }

  /**
   * The line that says why the other JVM did not start: the one {@link EmbeddedHBaseMain} prints for a
   * failed start; else the JVM's own (a heap it cannot reserve, an option it does not know, a main class
   * it cannot find), with the line after "Error occurred during initialization of VM", which says what
   * the error was; else the last line printed.
   */
  static String firstErrorLine(List<String> output) {
    for (String line : output) {
      if (line.startsWith(EmbeddedHBaseMain.FAILED_PREFIX)) {
        return line.substring(EmbeddedHBaseMain.FAILED_PREFIX.length()).trim();
      }
    }
    for (int i = 0; i < output.size(); i++) {
      String line = output.get(i).trim();
      if (line.equals("Error occurred during initialization of VM") && i + 1 < output.size()) {
        return line + ": " + output.get(i + 1).trim();
      }
      if (line.matches("(Error|Exception|Invalid|Unrecognized|Could not|Terminating due to|Caused by)\\b.*")
          || line.matches(".*\\b[\\w.$]+(Exception|Error): .*")) {
        return line;
      }
    }
    for (int i = output.size() - 1; i >= 0; i--) {
      if (!output.get(i).isBlank()) {
        return output.get(i).trim();
      }
    }
    return "it printed nothing";
  }

  /** The ZooKeeper quorum that reaches the cluster, {@code host:port}, for {@code hbase.zookeeper.quorum}. */
  public String quorum() {
    return quorum;
  }

  /** The ZooKeeper client port of {@link #quorum()}. */
  public int zookeeperPort() {
    return Integer.parseInt(quorum.substring(quorum.lastIndexOf(':') + 1));
  }

  /** The cluster's file system ({@code fs.defaultFS}), for clients that write files HBase takes (bulk loads). */
  public String fileSystem() {
    return fileSystem;
  }

  /** The process id of the embedded HBase's JVM. */
  public long pid() {
    return process.pid();
  }

  /** How long starting the JVM and its cluster took, in milliseconds. */
  public long startMillis() {
    return startMillis;
  }

  /** The file the embedded HBase's JVM writes its output to; deleted with it when it stops. */
  public Path output() {
    return output;
  }

  /**
   * Deletes the directories named {@code prefix...} in {@code tmp} that starts of processes no longer running
   * left behind (their {@link #OWNER_FILE} names a pid that is gone): a {@code kill -9} leaves no time to
   * delete them (the other JVM exits by itself, seeing its parent gone). The launcher's directories and the
   * clusters' data directories ({@link EmbeddedHBase}) alike.
   */
  static void removeOrphans(Path tmp, String prefix) {
    try (Stream<Path> dirs = Files.list(tmp)) {
      dirs.filter(dir -> dir.getFileName().toString().startsWith(prefix))
          .filter(EmbeddedHBaseProcess::orphaned)
          .forEach(EmbeddedHBaseProcess::deleteTree);
    } catch (IOException | RuntimeException e) {
      // a directory left for the next start, or for the system's cleaning of its temporary directory
    }
  }

  private static boolean orphaned(Path dir) {
    try {
      long owner = Long.parseLong(Files.readString(dir.resolve(OWNER_FILE)).trim());
      return owner != ProcessHandle.current().pid() && ProcessHandle.of(owner).map(h -> !h.isAlive()).orElse(true);
    } catch (IOException | NumberFormatException e) {
      return false; // a failed start's, or one being created
    }
  }

  private static void deleteTree(Path dir) {
    try (Stream<Path> files = Files.walk(dir)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // left behind
    }
  }

  /**
   * Stops the cluster: ends the other JVM's standard input and waits for it to stop its cluster and
   * exit (at most 30 s, then it is killed), and deletes its files.
   */
  @Override
  public synchronized void close() {
    if (closed) {
      return; // stopShared() and then the shutdown hook
    }
    closed = true;
    try {
      process.getOutputStream().close();
      if (!process.waitFor(STOP_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
        destroy(process);
      }
    } catch (IOException e) {
      destroy(process);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      destroy(process);
    }
    deleteTree(workDir);
  }
}
