package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.hbasemapper.processor.DiagnosticsTest.compile;
import static org.hbasemapper.processor.DiagnosticsTest.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.hbasemapper.processor.diagnostics.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every mapping annotation on every kind of mapped element either works or is one compile error on
 * the field, never silently ignored. The matrix here is the one docs/diagnostics.md shows; a test
 * keeps the two equal.
 */
class AnnotationCombinationsTest {

  /** An element kind: its annotations and its type, as a field {@code x} of the entity below. */
  private record Kind(String name, String annotations, String type) {}

  private static final List<Kind> KINDS = List.of(
      new Kind("key component", "@RowKey(order = 1)", "long"),
      new Kind("column", "@Column(family = \"d\")", "long"),
      new Kind("dynamic family", "@DynamicColumns(family = \"f\", fetch = Fetch.EAGER)", "Map<Long, Long>"),
      new Kind("versions", "@Column(family = \"d\") @Versions(max = 3)", "NavigableMap<Long, Long>"),
      new Kind("counter", "@Column(family = \"d\") @Counter", "long"),
      new Kind("version", "@Column(family = \"d\") @Version", "long"),
      new Kind("timestamp", "@Timestamp", "long"),
      new Kind("transient", "@Transient", "long"));

  /** Each annotation as it is added to an element. */
  private static final Map<String, String> ANNOTATIONS = new LinkedHashMap<>();

  static {
    ANNOTATIONS.put("@RowKey", "@RowKey(order = 1)");
    ANNOTATIONS.put("@Column", "@Column(family = \"d\")");
    ANNOTATIONS.put("@DynamicColumns", "@DynamicColumns(family = \"f\", fetch = Fetch.EAGER)");
    ANNOTATIONS.put("@Versions", "@Versions(max = 3)");
    ANNOTATIONS.put("@Counter", "@Counter");
    ANNOTATIONS.put("@Version", "@Version");
    ANNOTATIONS.put("@Timestamp", "@Timestamp");
    ANNOTATIONS.put("@Transient", "@Transient");
    ANNOTATIONS.put("@Indexed", "@Indexed");
    ANNOTATIONS.put("@Relation", "@Relation(target = T.class)");
    ANNOTATIONS.put("@Convert", "@Convert(LongCodec.class)");
    ANNOTATIONS.put("@CreatedDate", "@CreatedDate");
    ANNOTATIONS.put("@LastModifiedDate", "@LastModifiedDate");
  }

  /**
   * One cell: {@code annotation} added to an element of {@code kind}; {@code diagnostic} is the name of
   * the {@code Messages} method reporting it and {@code message} its text, or both null when it works.
   * {@code type} replaces the kind's type where the annotation needs another one to work.
   */
  record Cell(String annotation, String kind, String diagnostic, String message, String type) {
    @Override
    public String toString() {
      return annotation + " on " + kind;
    }
  }

  private static final String X = "x";
  private static final String ROW_KEY = "@RowKey";
  private static final String COLUMN = "@Column";
  private static final String DYNAMIC = "@DynamicColumns";
  private static final String TIMESTAMP = "@Timestamp";
  private static final String TRANSIENT = "@Transient";

  static List<Cell> cells() {
    List<Cell> cells = new ArrayList<>();
    for (Kind kind : KINDS) {
      for (String annotation : ANNOTATIONS.keySet()) {
        cells.add(cell(annotation, kind.name()));
      }
    }
    return cells;
  }

  /** What {@code annotation} on an element of {@code kind} does. */
  private static Cell cell(String annotation, String kind) {
    boolean column = List.of("column", "versions", "counter", "version").contains(kind);
    String role = switch (kind) {
      case "key component" -> ROW_KEY;
      case "dynamic family" -> DYNAMIC;
      case "timestamp" -> TIMESTAMP;
      case "transient" -> TRANSIENT;
      default -> COLUMN;
    };
    String notApplicableKind = switch (kind) {
      case "key component" -> "a @RowKey component";
      case "timestamp" -> "the @Timestamp field";
      case "transient" -> "a @Transient field";
      case "counter" -> "a @Counter (an 8-byte long on the server)";
      case "version" -> "the @Version (an 8-byte long the DAO writes)";
      default -> null;
    };
    switch (annotation) {
      case ROW_KEY, COLUMN, DYNAMIC, TIMESTAMP, TRANSIENT -> {
        if (annotation.equals(role)) {
          return works(annotation, kind);
        }
        List<String> order = List.of(ROW_KEY, COLUMN, DYNAMIC, TIMESTAMP, TRANSIENT);
        String first = order.indexOf(role) < order.indexOf(annotation) ? role : annotation;
        String second = first.equals(role) ? annotation : role;
        return error(annotation, kind, "conflictingRoles", Messages.conflictingRoles(X, first, second));
      }
      case "@Versions" -> {
        return switch (kind) {
          case "column", "versions" -> new Cell(annotation, kind, null, null, "NavigableMap<Long, Long>");
          case "key component", "dynamic family" -> error(annotation, kind, "versionsNotOnColumn",
              Messages.versionsNotOnColumn(X));
          case "counter" -> error(annotation, kind, "versionsOnCounter", Messages.versionsOnCounter(X));
          case "version" -> error(annotation, kind, "versionType", Messages.versionType(X, "long"));
          default -> notApplicable(annotation, kind, notApplicableKind);
        };
      }
      case "@Counter" -> {
        return switch (kind) {
          case "column", "counter" -> works(annotation, kind);
          case "dynamic family" -> error(annotation, kind, "counterOnDynamicColumns",
              Messages.counterOnDynamicColumns(X));
          case "versions" -> error(annotation, kind, "versionsOnCounter", Messages.versionsOnCounter(X));
          case "version" -> error(annotation, kind, "versionType", Messages.versionType(X, "long"));
          default -> notApplicable(annotation, kind, notApplicableKind);
        };
      }
      case "@Version" -> {
        return switch (kind) {
          case "column", "version" -> works(annotation, kind);
          case "key component", "counter" -> error(annotation, kind, "versionType", Messages.versionType(X, "long"));
          case "dynamic family" -> error(annotation, kind, "versionType",
              Messages.versionType(X, "java.util.Map<java.lang.Long, java.lang.Long>"));
          case "versions" -> error(annotation, kind, "versionType",
              Messages.versionType(X, "java.util.NavigableMap<java.lang.Long, java.lang.Long>"));
          default -> notApplicable(annotation, kind, notApplicableKind);
        };
      }
      case "@Indexed" -> {
        return kind.equals("column") ? works(annotation, kind)
            : error(annotation, kind, "indexedNotPlainColumn", Messages.indexedNotPlainColumn("@Indexed on 'x'"));
      }
      case "@Relation" -> {
        return kind.equals("dynamic family") ? works(annotation, kind)
            : error(annotation, kind, "relationNotDynamic", Messages.relationNotDynamic(X));
      }
      case "@Convert" -> {
        return column && !kind.equals("counter") && !kind.equals("version") || kind.equals("dynamic family")
            ? works(annotation, kind) : notApplicable(annotation, kind, notApplicableKind);
      }
      case "@CreatedDate", "@LastModifiedDate" -> {
        String owner = switch (kind) {
          case "key component" -> "a @RowKey component";
          case "dynamic family" -> "a @DynamicColumns family";
          case "versions" -> "a @Versions field";
          case "counter" -> "a @Counter";
          case "version" -> "the @Version";
          case "timestamp" -> "the @Timestamp field";
          case "transient" -> "a @Transient field";
          default -> null;
        };
        return owner == null ? new Cell(annotation, kind, null, null, "Instant")
            : error(annotation, kind, "auditDateNotApplicable", Messages.auditDateNotApplicable(annotation, X, owner));
      }
      default -> throw new IllegalArgumentException(annotation);
    }
  }

  private static Cell works(String annotation, String kind) {
    return new Cell(annotation, kind, null, null, null);
  }

  private static Cell error(String annotation, String kind, String diagnostic, String message) {
    return new Cell(annotation, kind, diagnostic, message, null);
  }

  private static Cell notApplicable(String annotation, String kind, String what) {
    return error(annotation, kind, "annotationNotApplicable", Messages.annotationNotApplicable(annotation, X, what));
  }

  private static final JavaFileObject TARGET = source("T", """
      @Table(name = "t") @Family(name = "d")
      class T {
        @RowKey long id;
        @Column(family = "d") String title;
      }
      """);

  private static final JavaFileObject CODEC = JavaFileObjects.forSourceString("test.LongCodec", """
      package test;
      public final class LongCodec implements org.hbasemapper.runtime.codec.ValueCodec<Long> {
        public byte[] encode(Long v) { return new byte[8]; }
        public Long decode(byte[] v) { return 0L; }
      }
      """);

  @ParameterizedTest(name = "{0}")
  @MethodSource("cells")
  void everyCombinationWorksOrIsOneErrorOnTheField(Cell cell) {
    Kind kind = KINDS.stream().filter(k -> k.name().equals(cell.kind())).findFirst().orElseThrow();
    boolean present = Stream.of(kind.annotations().split(" "))
        .anyMatch(a -> a.split("\\(")[0].equals(cell.annotation()));
    String annotations = present ? kind.annotations() : kind.annotations() + " " + ANNOTATIONS.get(cell.annotation());
    String type = cell.type() != null ? cell.type() : kind.type();
    JavaFileObject entity = source("E", """
        @Table(name = "e") @Family(name = "d", maxVersions = 3) @Family(name = "f")
        class E {
          @RowKey(order = 0) long id;
          @Column(family = "d") String other;
          %s %s x;
        }
        """.formatted(annotations, type));
    Compilation compilation = compile(entity, TARGET, CODEC);
    if (cell.message() == null) {
      assertThat(compilation).succeeded();
    } else {
      assertThat(compilation).hadErrorCount(1);
      assertThat(compilation).hadErrorContaining(cell.message()).inFile(entity).onLineContaining(" x;");
    }
  }

  @Test
  void theMatrixInTheDocsIsTheOneTested() throws Exception {
    List<String> lines = Files.readAllLines(Path.of("../docs/diagnostics.md"));
    int start = lines.indexOf("## Annotation combinations");
    org.assertj.core.api.Assertions.assertThat(start).as("section '## Annotation combinations'").isNotNegative();
    List<String> table = lines.subList(start, lines.size()).stream().dropWhile(l -> !l.startsWith("| annotation"))
        .takeWhile(l -> l.startsWith("|")).toList();
    List<String> header = cellsOf(table.get(0));
    org.assertj.core.api.Assertions.assertThat(header.subList(1, header.size()))
        .containsExactlyElementsOf(KINDS.stream().map(Kind::name).toList());
    List<String> rows = table.stream().skip(2).map(l -> cellsOf(l).get(0)).toList();
    org.assertj.core.api.Assertions.assertThat(rows)
        .containsExactlyElementsOf(ANNOTATIONS.keySet().stream().map(a -> "`" + a + "`").toList());
    for (String row : table.subList(2, table.size())) {
      List<String> docCells = cellsOf(row);
      String annotation = docCells.get(0).replace("`", "");
      for (int i = 0; i < KINDS.size(); i++) {
        Cell cell = cell(annotation, KINDS.get(i).name());
        String expected = cell.diagnostic() == null ? "works"
            : "[`" + cell.diagnostic() + "`](#" + cell.diagnostic().toLowerCase(java.util.Locale.ROOT) + ")";
        org.assertj.core.api.Assertions.assertThat(docCells.get(i + 1)).as(cell.toString()).isEqualTo(expected);
      }
    }
  }

  private static List<String> cellsOf(String row) {
    return Stream.of(row.substring(1, row.length() - 1).split("\\|")).map(String::trim).toList();
  }
}
