package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.hbasemapper.processor.diagnostics.Messages;
import org.junit.jupiter.api.Test;

/**
 * How the processor reports: every problem of an entity, not only the first; an entity with errors
 * generates nothing and does not stop the others; an unexpected exception becomes one error on its
 * entity. And the helpers of the diagnostics tests, one class per rule family as {@code Messages}
 * groups them: {@code EntityTypeDiagnosticsTest}, {@code RowKeyDiagnosticsTest},
 * {@code FamilyDiagnosticsTest}, {@code EncodingDiagnosticsTest}, {@code FieldRoleDiagnosticsTest},
 * {@code IndexDiagnosticsTest}, {@code RelationDiagnosticsTest}, {@code GeneratedNamesTest},
 * {@code PresenceTest}, {@code RecordTypeDiagnosticsTest}, {@code RepositoryDiagnosticsTest},
 * {@code FormerlyTest}, {@code AuditDateDiagnosticsTest}, {@code BaselineTest}, {@code CatalogTest} and
 * {@code WarningsTest}.
 */
class DiagnosticsTest {
  private static final String IMPORTS = "package test;\n"
      + "import java.util.*;\n"
      + "import java.time.*;\n"
      + "import org.hbasemapper.annotations.*;\n";

  static Compilation compile(JavaFileObject... sources) {
    return Compiler.javac().withProcessors(new MapperProcessor()).withOptions(Unchecked.OFF).compile(sources);
  }

  static JavaFileObject source(String name, String body) {
    return JavaFileObjects.forSourceString("test." + name, IMPORTS + body);
  }

  /** Compiles {@code body} as test.E and expects exactly one error, {@code message}, on the line containing {@code line}. */
  static void expectError(String body, String message, String line) {
    JavaFileObject source = source("E", body);
    Compilation compilation = compile(source);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(message).inFile(source).onLineContaining(line);
  }

  @Test
  void everyProblemOfAnEntityIsReportedNotOnlyTheFirst() {
    JavaFileObject source = source("E", """
        @Table(name = "e", namespace = "bad-ns") @Family(name = "d")
        class E {
          @RowKey(order = 0) String a;
          @RowKey(order = 1) long b;
          @Column(family = "x") String c;
          String d;
          @Column @Counter int e;
        }
        """);
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(5);
    assertThat(compilation).hadErrorContaining(Messages.invalidNamespace("bad-ns")).inFile(source)
        .onLineContaining("class E");
    assertThat(compilation).hadErrorContaining(Messages.variableWidthNotLast("a")).inFile(source)
        .onLineContaining("String a");
    assertThat(compilation).hadErrorContaining(Messages.unknownFamily("c", "x", "d", null)).inFile(source)
        .onLineContaining("String c");
    assertThat(compilation).hadErrorContaining(Messages.unmappedField("d")).inFile(source).onLineContaining("String d");
    assertThat(compilation).hadErrorContaining(Messages.counterType("e", "int")).inFile(source).onLineContaining("int e");
  }

  @Test
  void oneBadEntityDoesNotStopTheOthersAndGeneratesNothingItself() throws Exception {
    JavaFileObject bad = source("Bad", """
        @Table(name = "bad") @Family(name = "d")
        class Bad {
          @Column String noKey;
        }
        """);
    JavaFileObject good = source("Good", """
        @Table(name = "good") @Family(name = "d")
        class Good {
          @RowKey long id;
          @Column String name;
        }
        """);
    Compilation compilation = compile(bad, good);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.noRowKey("Bad")).inFile(bad).onLineContaining("class Bad");

    // compile-testing hides generated files of a failed compilation, so look at javac's output directly
    java.nio.file.Path out = java.nio.file.Files.createTempDirectory("generated");
    javax.tools.JavaCompiler javac = javax.tools.ToolProvider.getSystemJavaCompiler();
    javax.tools.JavaCompiler.CompilationTask task = javac.getTask(null, null, d -> { }, java.util.List.of(
        "-proc:only", "-s", out.toString(), "-d", out.toString(), "-classpath", System.getProperty("java.class.path")), null,
        java.util.List.of(bad, good));
    task.setProcessors(java.util.List.of(new MapperProcessor()));
    task.call();
    org.assertj.core.api.Assertions.assertThat(out.resolve("test")).isDirectoryContaining("glob:**/GoodMapper.java")
        .isDirectoryContaining("glob:**/GoodDao.java")
        .isDirectoryContaining("glob:**/GoodQuery.java")
        .isDirectoryNotContaining("glob:**/BadMapper.java")
        .isDirectoryNotContaining("glob:**/BadDao.java");
    try (var files = java.nio.file.Files.walk(out)) {
      files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
    }
  }

  @Test
  void anUnexpectedExceptionBecomesOneErrorOnItsEntityAndTheOthersStillGenerate() {
    JavaFileObject broken = source("Broken", """
        @Table(name = "broken") @Family(name = "d")
        class Broken {
          @RowKey long id;
        }
        """);
    JavaFileObject fine = source("Fine", """
        @Table(name = "fine") @Family(name = "d")
        class Fine {
          @RowKey long id;
        }
        """);
    IllegalStateException boom = new IllegalStateException("boom");
    Compilation compilation = Compiler.javac().withProcessors(new MapperProcessor(model -> {
      if (model.simpleName().equals("Broken")) {
        throw boom;
      }
    })).withOptions(Unchecked.OFF).compile(broken, fine);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.internalError("Broken", boom)).inFile(broken)
        .onLineContaining("class Broken");
  }
}
