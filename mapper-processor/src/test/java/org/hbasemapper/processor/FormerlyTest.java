package org.hbasemapper.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.hbasemapper.processor.DiagnosticsTest.compile;
import static org.hbasemapper.processor.DiagnosticsTest.expectError;
import static org.hbasemapper.processor.DiagnosticsTest.source;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.UncheckedIOException;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.report.SchemaReport;
import org.junit.jupiter.api.Test;

/**
 * {@code @Column(formerly = ...)}: where it applies, the former qualifiers it may name, the presence
 * cell it may not be, and the schema report that shows it. What the generated code does with it is
 * golden ({@code GeneratedSourcesTest#columnsMovedToNewQualifiersReadTheirFormerCells}).
 */
class FormerlyTest {

  @Test
  void aCounterCannotMove() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column(formerly = "v") @Counter long views;
        }
        """, Messages.formerlyNotApplicable("views", "a @Counter"), "long views");
  }

  @Test
  void theVersionCannotMove() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column(formerly = "ver") @Version long version;
        }
        """, Messages.formerlyNotApplicable("version", "the @Version"), "long version");
  }

  @Test
  void aVersionsMapCannotMove() {
    expectError("""
        @Table(name = "e") @Family(name = "d", maxVersions = 3)
        class E {
          @RowKey long id;
          @Column(formerly = "p") @Versions(max = 3) NavigableMap<Long, String> prices;
        }
        """, Messages.formerlyNotApplicable("prices", "a @Versions field"), "prices;");
  }

  @Test
  void aKeyComponentHasNoColumnToMove() {
    // a key component, a dynamic family and the timestamp take no @Column at all: changing a key is a new table
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey @Column(formerly = "uid") long id;
          @Column String name;
        }
        """, Messages.conflictingRoles("id", "@RowKey", "@Column"), "long id");
  }

  @Test
  void aFormerQualifierIsNotTheColumnsOwn() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column(qualifier = "nick", formerly = "nick") String nickname;
        }
        """, Messages.formerlyOwnQualifier("nickname", "d:nick"), "String nickname");
  }

  @Test
  void aFormerQualifierIsNoOtherColumn() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column String nick;
          @Column(formerly = "nick") String nickname;
        }
        """, Messages.formerlyTaken("nickname", "d:nick", "the column of field 'nick'"), "String nickname");
  }

  @Test
  void aFormerQualifierIsNoOtherColumnsFormerOne() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column(formerly = "n") String nickname;
          @Column(formerly = {"x", "n"}) String name;
        }
        """, Messages.formerlyTaken("name", "d:n", "a former qualifier of field 'nickname'"), "String name");
  }

  @Test
  void aFormerQualifierIsNotThePresenceMarker() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @PresenceMarker
        class E {
          @RowKey long id;
          @Column(formerly = "_") String nickname;
        }
        """, Messages.formerlyTaken("nickname", "d:_", "the @PresenceMarker's cell"), "String nickname");
  }

  @Test
  void aQualifierOfAnotherFamilyIsFree() {
    Compilation compilation = compile(source("E", """
        @Table(name = "e") @Family(name = "d") @Family(name = "o")
        class E {
          @RowKey long id;
          @Column(family = "o") String nick;
          @Column(family = "d", qualifier = "nn", formerly = {"nick", "n"}) String nickname;
        }
        """));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void aMovedPrimitiveIsNeverThePresenceCell() {
    // rows stored before the move lack info:age: taken for absent, putIfAbsent would overwrite them
    JavaFileObject e = source("E", """
        @Table(name = "e") @Family(name = "d")
        record E(@RowKey long id, @Column(formerly = "years") int age, @Column boolean active) {}
        """);
    Compilation compilation = compile(e);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generated(compilation, "test/EMapper.java")).contains(".presence(\"d\", \"active\")");

    JavaFileObject f = source("F", """
        @Table(name = "f") @Family(name = "d")
        record F(@RowKey long id, @Column(formerly = "years") int age, @Column String name) {}
        """);
    Compilation alone = compile(f);
    assertThat(alone).succeededWithoutWarnings();
    assertThat(generated(alone, "test/FMapper.java")).doesNotContain(".presence(");
    assertThat(generated(alone, "test/FDao.java")).doesNotContain("public boolean putIfAbsent");
  }

  @Test
  void theSchemaReportListsTheFormerQualifiers() {
    Compilation compilation = compile(source("E", """
        @Table(name = "e") @Family(name = "d")
        record E(@RowKey long id, @Column(formerly = {"nick", "n"}) String nickname, @Column String city) {}
        """));
    assertThat(compilation).succeededWithoutWarnings();
    String markdown = report(compilation, SchemaReport.MARKDOWN);
    assertThat(markdown).contains("| d:nickname | nickname | java.lang.String | cell, formerly d:nick, d:n |\n");
    assertThat(markdown).contains("| d:city | city | java.lang.String | cell |\n");
    String json = report(compilation, SchemaReport.JSON);
    assertThat(json).contains("\"formerly\": [\n");
    assertThat(json.replaceAll("\\s+", "")).contains("\"qualifier\":\"nickname\",\"field\":\"nickname\","
        + "\"type\":\"java.lang.String\",\"counter\":false,\"versions\":1,\"formerly\":[\"nick\",\"n\"]}");
    assertThat(json.replaceAll("\\s+", "")).contains("\"versions\":1}");
  }

  private static String generated(Compilation compilation, String path) {
    return text(compilation.generatedFile(StandardLocation.SOURCE_OUTPUT, path).orElseThrow());
  }

  private static String report(Compilation compilation, String path) {
    return text(compilation.generatedFile(StandardLocation.CLASS_OUTPUT, path).orElseThrow());
  }

  private static String text(JavaFileObject file) {
    try {
      return file.getCharContent(true).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
