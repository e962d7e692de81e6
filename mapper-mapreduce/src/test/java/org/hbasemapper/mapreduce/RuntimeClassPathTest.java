package org.hbasemapper.mapreduce;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The module works on its own runtime class path, which the test class path (mapper-test and the mini
 * cluster) hides: a user's job without mapper-test must be able to load Hadoop's job configuration and
 * submit a job. Found by a trial: hbase-mapreduce left out reload4j and the job client.
 */
class RuntimeClassPathTest {
  @Test
  void hadoopsJobClientLoadsOnTheModulesOwnClassPath() throws IOException, InterruptedException {
    Path target = Path.of("target");
    String classPath = String.join(File.pathSeparator, target.resolve("classes").toString(),
        target.resolve("test-classes").toString(), Files.readString(target.resolve("runtime.classpath")).trim());
    Path out = Files.createTempFile("client-only", ".log");
    Process java = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", classPath, ClientOnly.class.getName()))
        .redirectErrorStream(true).redirectOutput(out.toFile()).start();
    assertThat(java.waitFor(60, TimeUnit.SECONDS)).as("exits within a minute").isTrue();
    String output = Files.readString(out, StandardCharsets.UTF_8);
    Files.delete(out);

    assertThat(java.exitValue()).as(output).isZero();
    assertThat(output).as(output).contains("ok").doesNotContain("NoClassDefFoundError");
  }
}
