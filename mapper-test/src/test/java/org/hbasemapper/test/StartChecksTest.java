package org.hbasemapper.test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The checks a start makes before the mini cluster starts, and the memory of a failed start. */
class StartChecksTest {

  @Test
  void aJvmWithTheFlagsIsNotToldToAddThem() {
    // surefire starts this JVM with the flags of mapper-test's README
    assertThat(StartChecks.missingOpens()).isEmpty();
    assertThat(StartChecks.flagsHint()).isEmpty();
  }

  @Test
  void protobuf25PassesTheCheck() {
    assertThatCode(StartChecks::requireProtobufForCoprocessors).doesNotThrowAnyException();
  }

  @Test
  void aProtobufWithoutWhatHBasesEndpointsCallIsRefusedOnOneLineNamingThePin(@TempDir Path dir) throws Exception {
    // protobuf-java 4's FileDescriptor: no internalBuildGeneratedFileFrom(String[], FileDescriptor[], assigner)
    Path source = dir.resolve("src/com/google/protobuf/Descriptors.java");
    Files.createDirectories(source.getParent());
    Files.writeString(source, "package com.google.protobuf; public class Descriptors {"
        + " public static final class FileDescriptor {"
        + "  public static FileDescriptor internalBuildGeneratedFileFrom(String[] data, FileDescriptor[] deps) {"
        + "   return null; } } }");
    Path classes = Files.createDirectories(dir.resolve("classes"));
    assertThat(ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", classes.toString(), source.toString()))
        .isZero();
    try (URLClassLoader protobuf4 = new URLClassLoader(new URL[] {classes.toUri().toURL()}, null)) {
      assertThatThrownBy(() -> StartChecks.requireProtobufForCoprocessors(protobuf4))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageStartingWith("Embedded HBase cannot start on this class path: its protobuf-java is classes")
          .hasMessageContaining("needs protobuf-java 2.5.0 for the coprocessor endpoint of hbase:meta")
          .hasMessageContaining("add com.google.protobuf:protobuf-java:2.5.0 with test scope")
          .hasMessageEndingWith("(docs/spark.md, section \"Testing a job\")")
          .message().doesNotContain("\n");
    }
  }

  @Test
  void aClassPathWithoutProtobufIsLeftToHBase() {
    assertThatCode(() -> StartChecks.requireProtobufForCoprocessors(ClassLoader.getPlatformClassLoader()))
        .doesNotThrowAnyException();
  }

  @Test
  void aFailedStartIsRememberedAndNotTriedAgainUntilCleared() {
    OncePerJvm<String> once = new OncePerJvm<>();
    AtomicInteger tries = new AtomicInteger();
    IllegalStateException failure = new IllegalStateException("Embedded HBase did not start: the reason");

    assertThatThrownBy(() -> once.get(() -> {
      tries.incrementAndGet();
      throw failure;
    })).isSameAs(failure);
    assertThatThrownBy(() -> once.get(() -> {
      tries.incrementAndGet();
      return "started";
    })).isInstanceOf(IllegalStateException.class)
        .hasMessage("Embedded HBase did not start: the reason [the first start in this JVM failed; not tried again]")
        .hasCause(failure);
    assertThat(tries).hasValue(1);
    assertThat(once.present()).isFalse();

    assertThat(once.clear()).isNull();
    assertThat(once.get(() -> "started")).isEqualTo("started");
    assertThat(once.get(() -> "another")).isEqualTo("started");
    assertThat(once.present()).isTrue();
    assertThat(once.clear()).isEqualTo("started");
  }

  @Test
  void aFailureIsTheExceptionsTypeAndFirstLine() {
    assertThat(EmbeddedHBase.firstLine(new java.io.IOException("Master not initialized\n\tat somewhere")))
        .isEqualTo("IOException: Master not initialized");
    assertThat(EmbeddedHBase.firstLine(new NoClassDefFoundError("org/eclipse/jetty/servlet/ServletContextHandler")))
        .isEqualTo("NoClassDefFoundError: org/eclipse/jetty/servlet/ServletContextHandler");
    assertThat(EmbeddedHBase.firstLine(new RuntimeException())).isEqualTo("RuntimeException");
  }
}
