package org.hbasemapper.spring.shaded;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hbasemapper.test.EmbeddedHBaseProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.util.FileSystemUtils;

/**
 * The class path an application with the starter and mapper-test has, nothing excluded: hbase-shaded-client
 * before mapper-test's unshaded HBase, and no JDK flag. The embedded HBase then runs in a JVM of its own,
 * which never outlives the application.
 *
 * <p>Run by a Surefire execution of its own (profile embedded-beside-shaded-client in the pom), which gives
 * it that class path and sets {@code hbasemapper.test.besideShadedClient}; skipped elsewhere.
 */
@EnabledIfSystemProperty(named = "hbasemapper.test.besideShadedClient", matches = "true")
@ExtendWith(OutputCaptureExtension.class)
class EmbeddedBesideShadedClientTest {
  @TempDir
  Path dir;

  /**
   * One cluster start pays for two checks: the application works, and its kill -9 takes the cluster's
   * JVM down with it. The application is a JVM of its own, so that it can be killed.
   */
  @Test
  void theApplicationRunsOnAnEmbeddedHBaseInAJvmOfItsOwnThatDiesWithIt() throws Exception {
    assertThat(ManagementFactory.getRuntimeMXBean().getInputArguments()).as("no JDK flag in the test's JVM")
        .noneMatch(argument -> argument.startsWith("--add-opens"));
    // the launcher's files go in this test's directory: the killed application cannot delete them
    List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Djava.io.tmpdir=" + dir, "-cp", System.getProperty("java.class.path"),
        ShadedClientApplication.class.getName());
    Process application = new ProcessBuilder(command).redirectErrorStream(true).start();
    List<String> output = new ArrayList<>();
    CompletableFuture<String> works = new CompletableFuture<>();
    Thread pump = new Thread(() -> read(application, output, works));
    pump.setDaemon(true);
    pump.start();
    try {
      String line = works.get(240, TimeUnit.SECONDS);
      assertThat(line).as("the application's own report; its output:%n%s", String.join("\n", output))
          .matches("found=p-9 cents=900 where=the embedded HBase \\(ZooKeeper port \\d+\\) embeddedPid=\\d+ "
              + "client=.*/hbase-shaded-client-[^/]+\\.jar");
      assertThat(output).anyMatch(l -> l.contains("No HBase cluster configured, so using the embedded HBase "
          + "(ZooKeeper port ") && l.contains(") in a JVM of its own (pid ")
          && l.contains("since hbase-shaded-client is on the class path"));
      long embeddedPid = Long.parseLong(line.replaceAll(".*embeddedPid=(\\d+).*", "$1"));
      ProcessHandle embedded = ProcessHandle.of(embeddedPid).orElseThrow();
      assertThat(embedded.parent().map(ProcessHandle::pid)).contains(application.pid());

      application.destroyForcibly(); // SIGKILL: no shutdown hook of the application runs
      assertThat(application.waitFor(30, TimeUnit.SECONDS)).isTrue();
      assertThat(embedded.onExit().completeOnTimeout(null, 60, TimeUnit.SECONDS).get())
          .as("the embedded HBase's JVM ended within 60 s of the application's kill -9").isNotNull();
    } finally {
      application.destroyForcibly();
      application.toHandle().descendants().forEach(ProcessHandle::destroyForcibly);
    }
  }

  private static void read(Process process, List<String> output, CompletableFuture<String> works) {
    try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
        StandardCharsets.UTF_8))) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        synchronized (output) {
          output.add(line);
        }
        if (line.startsWith(ShadedClientApplication.WORKS)) {
          works.complete(line.substring(ShadedClientApplication.WORKS.length()));
        }
      }
    } catch (Exception e) {
      // the process was killed
    }
    works.completeExceptionally(new IllegalStateException("the application ended without working; its output:\n"
        + String.join("\n", output)));
  }

  /** A JVM for the embedded HBase given too little heap to start. */
  @Test
  void aJvmOfItsOwnThatCannotStartFailsStartUpWithItsFirstErrorLine(CapturedOutput output) {
    System.setProperty(EmbeddedHBaseProcess.JVM_OPTIONS, "-Xmx1m");
    // Spring Boot's logging system stays out of it: it would configure logging for this run only
    System.setProperty(LoggingSystem.SYSTEM_PROPERTY, LoggingSystem.NONE);
    try {
      assertThatThrownBy(() -> new SpringApplicationBuilder(ShadedClientApplication.class)
          .web(WebApplicationType.NONE).run()).hasStackTraceContaining("Too small maximum heap");
    } finally {
      System.clearProperty(EmbeddedHBaseProcess.JVM_OPTIONS);
      System.clearProperty(LoggingSystem.SYSTEM_PROPERTY);
    }
    assertThat(output.getOut() + output.getErr()).contains("APPLICATION FAILED TO START")
        .containsPattern("Description:\\R\\RThe embedded HBase did not start in a JVM of its own: Error occurred "
            + "during initialization of VM: Too small maximum heap; its JVM exited with status 1; its output is in "
            + "\\S+output.log\\R")
        .contains("too little memory is fixed with -Dhbasemapper.embedded.jvm-options=-Xmx2g (default -Xmx1g)");
    assertThat(EmbeddedHBaseProcess.sharedRunning()).isFalse();
    // the failed JVM's output is kept for the user to read; not this test's
    Matcher kept = Pattern.compile("its output is in (\\S+)output.log").matcher(output.getOut() + output.getErr());
    assertThat(kept.find()).isTrue();
    FileSystemUtils.deleteRecursively(Path.of(kept.group(1)).toFile());
  }
}
