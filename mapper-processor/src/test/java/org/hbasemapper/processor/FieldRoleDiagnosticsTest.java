package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.hbasemapper.processor.DiagnosticsTest.compile;
import static org.hbasemapper.processor.DiagnosticsTest.expectError;
import static org.hbasemapper.processor.DiagnosticsTest.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.hbasemapper.processor.diagnostics.Messages;
import org.junit.jupiter.api.Test;

/**
 * The diagnostics of a field's role: one role per field, annotations that do not apply to it, and
 * the types and counts of {@code @Timestamp}, {@code @Counter}, {@code @Version} and
 * {@code @Versions}. One test per diagnostic: the message, the file and line it points at, and the
 * error count.
 */
class FieldRoleDiagnosticsTest {
  @Test
  void twoRolesOnOneField() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Timestamp long updated;
        }
        """, Messages.conflictingRoles("updated", "@Column", "@Timestamp"), "long updated");
  }

  @Test
  void aFieldWithConflictingAnnotationsDoesNotCascade() {
    // the key component is left out of the model, but that is no reason to also report "no @RowKey"
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey @Transient long id;
          @Column String name;
        }
        """, Messages.conflictingRoles("id", "@RowKey", "@Transient"), "long id");
  }

  @Test
  void everyMisplacedAnnotationOfAFieldIsReported() {
    JavaFileObject source = source("E", """
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Timestamp @Counter @Convert(String.class) long at;
        }
        """);
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(2);
    for (String annotation : java.util.List.of("@Counter", "@Convert")) {
      assertThat(compilation).hadErrorContaining(
          Messages.annotationNotApplicable(annotation, "at", "the @Timestamp field")).inFile(source)
          .onLineContaining("long at");
    }
  }

  @Test
  void timestampOfTheWrongType() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Timestamp String when;
        }
        """, Messages.timestampType("when", "java.lang.String"), "String when");
  }

  @Test
  void timestampTwice() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Timestamp long a;
          @Timestamp long b;
        }
        """, Messages.timestampTwice("b", "a"), "long b");
  }

  @Test
  void counterOnANonLongField() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Counter int views;
        }
        """, Messages.counterType("views", "int"), "int views");
  }

  @Test
  void counterOnADynamicFamilyNamesTheWideRowIncrement() {
    expectError("""
        @Table(name = "conversation") @Family(name = "d") @Family(name = "u")
        class E {
          @RowKey long id;
          @Column(family = "d") String title;
          @Counter @DynamicColumns(family = "u", fetch = Fetch.LAZY) Map<String, Long> unread;
        }
        """, "@Counter does not apply to @DynamicColumns field 'unread': @Counter makes one long @Column a counter "
        + "cell. For a counter per map key, remove @Counter, declare the map as Map<K, Long>, and change an entry "
        + "atomically on the server with dao.unread(rowKey).increment(key, delta)", "Map<String, Long> unread");
  }

  @Test
  void counterOnARowKeyComponent() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(order = 0) long id;
          @RowKey(order = 1) @Counter long hits;
          @Column String name;
        }
        """, Messages.annotationNotApplicable("@Counter", "hits", "a @RowKey component"), "long hits");
  }

  @Test
  void versionOnSomethingThatIsNotALong() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Version int version;
        }
        """, Messages.versionType("version", "int"), "int version");
  }

  @Test
  void versionTwice() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Version long a;
          @Column @Version Long b;
        }
        """, Messages.versionTwice("b", "a"), "Long b");
  }

  @Test
  void versionsOnSomethingThatIsNotANavigableMapOfLong() {
    expectError("""
        @Table(name = "e") @Family(name = "d", maxVersions = 3)
        class E {
          @RowKey long id;
          @Column @Versions(max = 3) Map<Long, String> title;
        }
        """, Messages.versionsType("title", "java.util.Map<java.lang.Long, java.lang.String>"), "title;");
  }

  @Test
  void versionsMaxBelowOne() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Versions(max = 0) NavigableMap<Long, String> title;
        }
        """, Messages.versionsMax("title", 0), "@Versions(max = 0)");
  }

  @Test
  void versionsAboveTheFamilysMaxVersions() {
    expectError("""
        @Table(name = "e") @Family(name = "d", maxVersions = 2)
        class E {
          @RowKey long id;
          @Column @Versions(max = 3) NavigableMap<Long, String> title;
        }
        """, Messages.versionsAboveFamily("title", 3, "d", 2), "NavigableMap<Long, String> title");
  }

  @Test
  void versionsOnACounter() {
    expectError("""
        @Table(name = "e") @Family(name = "d", maxVersions = 3)
        class E {
          @RowKey long id;
          @Column @Counter @Versions NavigableMap<Long, Long> views;
        }
        """, Messages.versionsOnCounter("views"), "views;");
    expectError("""
        @Table(name = "e") @Family(name = "d", maxVersions = 3)
        class E {
          @RowKey long id;
          @Column @Counter @Versions long views;
        }
        """, Messages.versionsOnCounter("views"), "@Versions");
  }

  @Test
  void versionsOnAKeyOrADynamicFamily() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "f")
        class E {
          @RowKey @Versions long id;
          @Column(family = "d") String x;
        }
        """, Messages.versionsNotOnColumn("id"), "long id");
  }
}
