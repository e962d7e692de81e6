package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import org.junit.jupiter.api.Test;

/**
 * Golden files of generated source, compared as syntax: a change to the generated code shows up as a
 * reviewable diff of {@code src/test/resources/golden/expected}. The generated code must compile
 * without a single warning. {@code -Dgolden.update=true} regenerates the golden files ({@link Golden}).
 */
class GeneratedSourcesTest {

  private static Compilation compileGolden() {
    return Compiler.javac()
        .withProcessors(new MapperProcessor())
        .withOptions("-Xlint:all,-processing", "-Werror")
        .compile(JavaFileObjects.forResource("golden/entities/User.java"),
            JavaFileObjects.forResource("golden/entities/Purchase.java"));
  }

  /** The generated {@code golden.<name>} is the golden file {@code <name>.java}, or becomes it with the switch on. */
  private static void assertGolden(Compilation compilation, String name) {
    if (Golden.UPDATE) {
      try {
        Golden.write(name + ".java", compilation.generatedSourceFile("golden." + name).orElseThrow()
            .getCharContent(true));
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
      return;
    }
    assertThat(compilation).generatedSourceFile("golden." + name)
        .hasSourceEquivalentTo(JavaFileObjects.forResource("golden/expected/" + name + ".java"));
  }

  @Test
  void classEntityWithGettersSettersAndADynamicFamily() {
    Compilation compilation = compileGolden();
    assertThat(compilation).succeededWithoutWarnings();
    assertGolden(compilation, "UserMapper");
    assertGolden(compilation, "UserDao");
    assertGolden(compilation, "UserQuery");
  }

  @Test
  void recordEntityWithCompositeKeyTimestampCounterAndTransient() {
    Compilation compilation = compileGolden();
    assertThat(compilation).succeededWithoutWarnings();
    assertGolden(compilation, "PurchaseMapper");
    assertGolden(compilation, "PurchaseDao");
    assertGolden(compilation, "PurchaseQuery");
  }

  @Test
  void fieldsNamedLikeTheGeneratedLocalsStillCompile() {
    Compilation compilation = Compiler.javac()
        .withProcessors(new MapperProcessor())
        .withOptions("-Xlint:all,-processing", "-Werror")
        .compile(JavaFileObjects.forSourceString("test.Clash", """
            package test;
            import java.util.Map;
            import org.hbasemapper.annotations.*;
            @Table(name = "clash")
            @Family(name = "d")
            @Family(name = "m")
            public record Clash(
                @RowKey(order = 0, width = 8) String key,
                @RowKey(order = 1) long row,
                @Column(family = "d") String result, @Column(family = "d") String cells,
                @Column(family = "d") String cell, @Column(family = "d") String family,
                @Column(family = "d") String q, @Column(family = "d") int qOffset, @Column(family = "d") int qLength,
                @Column(family = "d") String v, @Column(family = "d") int vOffset, @Column(family = "d") int vLength,
                @Column(family = "d") long offset, @Column(family = "d") String entry, @Column(family = "d") String i,
                @Column(family = "d") String e, @Column(family = "d") String put, @Column(family = "d") String entity,
                @DynamicColumns(family = "m", fetch = Fetch.EAGER) Map<String, String> timestamp) {}
            """));
    assertThat(compilation).succeededWithoutWarnings();
  }
}
