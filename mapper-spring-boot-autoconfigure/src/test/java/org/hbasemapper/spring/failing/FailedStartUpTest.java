package org.hbasemapper.spring.failing;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * An application that started the embedded HBase and then failed to start must let its JVM exit: the
 * mini cluster's threads are not daemons. Run as a JVM of its own, since that is what is checked (and
 * stopping this test JVM's shared cluster would pull it from under the other tests).
 */
class FailedStartUpTest {

  @Test
  void theJvmExitsAfterAFailedStartUpOnTheEmbeddedHBase() throws Exception {
    Path output = Files.createTempFile("failing-application", ".log");
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
        .filter(a -> a.startsWith("--add-opens") || a.startsWith("--add-exports"))
        .forEach(command::add);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(FailingApplication.class.getName());
    Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
    try {
      boolean exited = process.waitFor(150, TimeUnit.SECONDS);
      String log = Files.readString(output, StandardCharsets.UTF_8);
      assertThat(exited).as("the JVM exited by itself; its output:%n%s", tail(log)).isTrue();
      assertThat(process.exitValue()).isNotZero();
      assertThat(log).contains("this application fails on purpose, after connecting")
          .contains("Start-up failed, so the embedded HBase it started was stopped")
          .contains("main thread is called: main");
    } finally {
      process.destroyForcibly();
      Files.deleteIfExists(output);
    }
  }

  private static String tail(String log) {
    return log.length() <= 4000 ? log : log.substring(log.length() - 4000);
  }

}
