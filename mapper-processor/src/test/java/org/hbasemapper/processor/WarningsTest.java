package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.hbasemapper.processor.DiagnosticsTest.compile;
import static org.hbasemapper.processor.DiagnosticsTest.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.hbasemapper.processor.diagnostics.Messages;
import org.hbasemapper.processor.diagnostics.Warning;
import org.junit.jupiter.api.Test;

/**
 * One test per schema warning: the entity compiles and generates its code, the warning states the
 * rule, names its tag, points at the element, and {@code @SuppressWarnings("hbase:<tag>")} silences it.
 */
class WarningsTest {

  /** Compiles {@code body} as test.E, expects success and exactly one warning on the line containing {@code line}. */
  static void expectWarning(String body, Warning warning, String message, String line) {
    JavaFileObject source = source("E", body);
    Compilation compilation = compile(source);
    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningCount(1);
    assertThat(compilation).hadWarningContaining("[" + warning.tag() + "] " + message).inFile(source)
        .onLineContaining(line);
    assertThat(compilation).hadWarningContaining("@SuppressWarnings(\"" + warning.tag() + "\")");
    assertThat(compilation).generatedSourceFile("test.EMapper");
  }

  static void expectNoWarning(String body) {
    Compilation compilation = compile(source("E", body));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void moreThanThreeFamilies() {
    expectWarning("""
        @Table(name = "e")
        @Family(name = "a") @Family(name = "b") @Family(name = "c") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column(family = "a") String x;
        }
        """, Warning.FAMILIES, Messages.tooManyFamilies("E", 4), "class E");
  }

  @Test
  void leadingTimeComponentWithoutSaltIsAHotspot() {
    expectWarning("""
        @Table(name = "e", defaultFamily = "d")
        class E {
          @RowKey(order = 0) Instant at;
          @RowKey(order = 1, width = 8) String host;
          double value;
        }
        """, Warning.HOTSPOT, Messages.monotonicLeadingKey("at", "is a point in time (java.time.Instant)"),
        "Instant at");
  }

  @Test
  void leadingSequenceNamedLongIsAHotspot() {
    expectWarning("""
        @Table(name = "e", defaultFamily = "d")
        class E {
          @RowKey long createdTime;
          String v;
        }
        """, Warning.HOTSPOT, Messages.monotonicLeadingKey("createdTime", "is named like a time or sequence ('created')"),
        "long createdTime");
    expectWarning("""
        @Table(name = "e", defaultFamily = "d")
        class E {
          @RowKey(descending = true) long event_seq;
          String v;
        }
        """, Warning.HOTSPOT, Messages.monotonicLeadingKey("event_seq", "is named like a time or sequence ('seq')"),
        "long event_seq");
  }

  @Test
  void timeLedKeysThatAreSaltedOrLedByAnOwnerDoNotWarn() {
    expectNoWarning("""
        @Table(name = "e", defaultFamily = "d")
        @Salt(buckets = 8)
        class E {
          @RowKey(order = 0) Instant at;
          String v;
        }
        """);
    expectNoWarning("""
        @Table(name = "e", defaultFamily = "d")
        class E {
          @RowKey(order = 0, width = 8) String userId;
          @RowKey(order = 1, descending = true) Instant time;
          @RowKey(order = 2) long timestamp2;
          String v;
        }
        """);
    expectNoWarning("""
        @Table(name = "e", defaultFamily = "d")
        class E {
          @RowKey long userId;
          String stamp;
        }
        """);
  }

  @Test
  void fixedKeyLongerThan64Bytes() {
    expectWarning("""
        @Table(name = "e", defaultFamily = "d")
        class E {
          @RowKey(order = 0, width = 60) String tenant;
          @RowKey(order = 1) long id;
          String v;
        }
        """, Warning.KEY_LENGTH, Messages.longKey("E", 68, 64), "class E");
  }

  @Test
  void theRecordTypeCodeCountsInTheKeyLength() {
    expectWarning("""
        @Table(name = "e", defaultFamily = "d")
        @RecordType(value = "AB", order = 1)
        class E {
          @RowKey(order = 0, width = 55) String tenant;
          @RowKey(order = 2) long id;
          String v;
        }
        """, Warning.KEY_LENGTH, Messages.longKey("E", 65, 64), "class E");
  }

  @Test
  void longFamilyName() {
    expectWarning("""
        @Table(name = "e")
        @Family(name = "details")
        class E {
          @RowKey long id;
          @Column(family = "details") String v;
        }
        """, Warning.FAMILY_NAME, Messages.longFamilyName("details", 6), "@Family(name = \"details\")");
  }

  @Test
  void versionedFamilyOfCounters() {
    expectWarning("""
        @Table(name = "e")
        @Family(name = "d")
        @Family(name = "c", maxVersions = 3)
        class E {
          @RowKey long id;
          @Column(family = "d") String v;
          @Column(family = "c") @Counter long views;
          @Column(family = "c") @Counter long likes;
        }
        """, Warning.COUNTER_VERSIONS, Messages.counterFamilyVersions("c", 3), "class E");
    // javac 17 cannot place a diagnostic on one of several repeated @Family annotations (they are
    // wrapped in a synthetic @Families): the message names the family and points at the type.
    // A single @Family is pointed at directly:
    expectWarning("""
        @Table(name = "e")
        @Family(name = "c", maxVersions = 3)
        class E {
          @RowKey long id;
          @Column(family = "c") @Counter long views;
        }
        """, Warning.COUNTER_VERSIONS, Messages.counterFamilyVersions("c", 3), "maxVersions = 3");
  }

  @Test
  void aVersionedFamilyWithOtherColumnsDoesNotWarn() {
    expectNoWarning("""
        @Table(name = "e")
        @Family(name = "c", maxVersions = 3)
        class E {
          @RowKey long id;
          @Column(family = "c") @Counter long views;
          @Column(family = "c") String title;
        }
        """);
  }

  @Test
  void dynamicFamilyLeftEagerByDefault() {
    expectWarning("""
        @Table(name = "e")
        @Family(name = "d") @Family(name = "fans")
        class E {
          @RowKey long id;
          @Column(family = "d") String name;
          @DynamicColumns(family = "fans") Map<Long, String> fans;
        }
        """, Warning.EAGER, Messages.eagerByDefault("fans", "fans"), "Map<Long, String> fans");
  }

  @Test
  void aWrittenFetchChoiceDoesNotWarn() {
    expectNoWarning("""
        @Table(name = "e")
        @Family(name = "d") @Family(name = "p") @Family(name = "f")
        class E {
          @RowKey long id;
          @Column(family = "d") String name;
          @DynamicColumns(family = "p", fetch = Fetch.EAGER) Map<Long, String> parents;
          @DynamicColumns(family = "f", fetch = Fetch.LAZY) Map<Long, String> fans;
        }
        """);
  }

  @Test
  void suppressWarningsOnTheElementOrTheTypeSilencesItsTagOnly() {
    expectNoWarning("""
        @Table(name = "e", defaultFamily = "d")
        class E {
          @SuppressWarnings("hbase:hotspot") @RowKey Instant at;
          String v;
        }
        """);
    expectNoWarning("""
        @Table(name = "e", defaultFamily = "d")
        @SuppressWarnings({"unused", "hbase:hotspot"})
        class E {
          @RowKey Instant at;
          String v;
        }
        """);
    expectNoWarning("""
        @Table(name = "e")
        @Family(name = "details") @Family(name = "b") @Family(name = "c") @Family(name = "d")
        @SuppressWarnings("hbase:all")
        class E {
          @RowKey Instant at;
          @Column(family = "details") String v;
        }
        """);
    // another tag does not silence it
    expectWarning("""
        @Table(name = "e", defaultFamily = "d")
        @SuppressWarnings("hbase:families")
        class E {
          @RowKey Instant at;
          String v;
        }
        """, Warning.HOTSPOT, Messages.monotonicLeadingKey("at", "is a point in time (java.time.Instant)"),
        "Instant at");
  }

  @Test
  void anEntityWithErrorsGetsNoWarnings() {
    JavaFileObject source = source("E", """
        @Table(name = "e", defaultFamily = "d")
        @Family(name = "details")
        class E {
          @RowKey Instant at;
          Object v;
        }
        """);
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadWarningCount(0);
  }

  @Test
  void everyDiagnosticIsDocumented() throws Exception {
    String doc = java.nio.file.Files.readString(java.nio.file.Path.of("../docs/diagnostics.md"));
    for (java.lang.reflect.Method m : Messages.class.getDeclaredMethods()) {
      if (java.lang.reflect.Modifier.isPublic(m.getModifiers())) {
        org.assertj.core.api.Assertions.assertThat(doc).as("docs/diagnostics.md").contains("### `" + m.getName() + "`");
      }
    }
    for (Warning w : Warning.values()) {
      org.assertj.core.api.Assertions.assertThat(doc).contains("`" + w.tag() + "`");
    }
  }
}
