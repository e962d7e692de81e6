package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.hbasemapper.processor.DiagnosticsTest.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.hbasemapper.processor.report.SchemaReport;
import org.junit.jupiter.api.Test;

/**
 * The schema report in the class output: golden Markdown and JSON for the two representative
 * entities and two record types sharing a table (drawn as one table), only valid entities in it, and
 * an option to turn it off. {@code -Dgolden.update=true}
 * regenerates the golden reports ({@link Golden}); the index of every golden file is in
 * {@link GeneratedSourcesTest}'s javadoc.
 */
class SchemaReportTest {

  private static String resource(String name) {
    try (InputStream in = SchemaReportTest.class.getClassLoader().getResourceAsStream(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Object[] withUnchecked(String... options) {
    java.util.List<Object> all = new java.util.ArrayList<>(java.util.List.of(Unchecked.OFF));
    all.addAll(java.util.List.of(options));
    return all.toArray();
  }

  private static Compilation compileGolden(String... options) {
    return Compiler.javac().withProcessors(new MapperProcessor()).withOptions(withUnchecked(options))
        .compile(JavaFileObjects.forResource("golden/entities/User.java"),
            JavaFileObjects.forResource("golden/entities/Purchase.java"),
            JavaFileObjects.forResource("golden/entities/PurchaseRepository.java"),
            JavaFileObjects.forResource("golden/entities/SaleLine.java"),
            JavaFileObjects.forResource("golden/entities/OrderHeader.java"),
            JavaFileObjects.forResource("golden/entities/LineItem.java"),
            JavaFileObjects.forResource("golden/entities/OrderRow.java"),
            JavaFileObjects.forResource("golden/entities/Ticket.java"),
            JavaFileObjects.forResource("golden/entities/Stamped.java"));
  }

  private static String generated(Compilation compilation, String path) {
    return compilation.generatedFile(StandardLocation.CLASS_OUTPUT, path).map(f -> {
      try {
        return f.getCharContent(true).toString();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }).orElse(null);
  }

  @Test
  void markdownReportShowsEveryTableAsTheSeedsDrawIt() {
    Compilation compilation = compileGolden();
    assertThat(compilation).succeeded();
    assertGolden(compilation, SchemaReport.MARKDOWN, "schema.md");
  }

  @Test
  void jsonReportCarriesTheSameLayoutForTools() {
    Compilation compilation = compileGolden();
    assertGolden(compilation, SchemaReport.JSON, "schema.json");
  }

  /** The report at {@code path} is the golden file {@code name}, or becomes it with the switch on. */
  private static void assertGolden(Compilation compilation, String path, String name) {
    if (Golden.UPDATE) {
      Golden.write(name, generated(compilation, path));
      return;
    }
    assertThat(compilation).generatedFile(StandardLocation.CLASS_OUTPUT, path)
        .contentsAsUtf8String().isEqualTo(resource("golden/expected/" + name));
  }

  @Test
  void entitiesWithErrorsAreLeftOutOfTheReport() {
    JavaFileObject bad = source("Bad", """
        @Table(name = "bad") @Family(name = "d")
        class Bad {
          @Column String noKey;
        }
        """);
    JavaFileObject good = source("Good", """
        @Table(name = "good", namespace = "app") @Family(name = "d")
        class Good {
          @RowKey long id;
          @Column String name;
        }
        """);
    // compile-testing keeps the files of a failed compilation from us; compile the good one alone too
    Compilation both = DiagnosticsTest.compile(bad, good);
    assertThat(both).hadErrorCount(1);
    Compilation alone = DiagnosticsTest.compile(good);
    String report = generated(alone, SchemaReport.MARKDOWN);
    org.assertj.core.api.Assertions.assertThat(report).contains("## app:good").doesNotContain("bad");
  }

  @Test
  void reportCanBeTurnedOff() {
    Compilation compilation = compileGolden("-Ahbasemapper.schemaReport=false");
    assertThat(compilation).succeededWithoutWarnings();
    org.assertj.core.api.Assertions.assertThat(generated(compilation, SchemaReport.MARKDOWN)).isNull();
    org.assertj.core.api.Assertions.assertThat(generated(compilation, SchemaReport.JSON)).isNull();
  }
}
