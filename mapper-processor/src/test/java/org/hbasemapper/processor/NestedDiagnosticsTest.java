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
 * The diagnostics of nested values ({@code @Embedded}) and collection cells: one test per diagnostic,
 * checking the message, the line it points at and the error count (docs/diagnostics.md, "Nested values
 * and collections").
 */
class NestedDiagnosticsTest {

  @Test
  void collectionOfAnUnsupportedElementType() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column List<Object> things;
        }
        """, Messages.unsupportedElementType("things", "java.util.List<java.lang.Object>", "java.lang.Object"),
        "List<Object> things");
  }

  @Test
  void collectionOfCollections() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        record E(@RowKey long id, @Column Set<List<String>> nested) {}
        """, Messages.unsupportedElementType("nested", "java.util.Set<java.util.List<java.lang.String>>",
        "java.util.List<java.lang.String>"), "Set<List<String>> nested");
  }

  @Test
  void rawCollection() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @SuppressWarnings("rawtypes")
        class E {
          @RowKey long id;
          @Column List things;
        }
        """, Messages.unsupportedElementType("things", "java.util.List", "its raw element type"), "List things");
  }

  @Test
  void collectionsOfEveryBuiltInTypeCompile() {
    JavaFileObject entity = source("E", """
        @Table(name = "e", defaultFamily = "d") @Family(name = "d") @Family(name = "m")
        record E(@RowKey long id,
            @Column List<String> strings, @Column Set<Integer> ints, @Column List<Long> longs,
            @Column List<Boolean> flags, @Column Set<java.math.BigDecimal> decimals, @Column List<byte[]> blobs,
            @Column List<Instant> instants, @Column Set<LocalDate> days, @Column List<UUID> ids,
            @Column Set<java.util.concurrent.TimeUnit> units, @Column List<Date> dates,
            @DynamicColumns(family = "m", fetch = Fetch.EAGER) Map<String, List<String>> tagsByKey) {}
        """);
    Compilation compilation = compile(entity);
    assertThat(compilation).succeededWithoutWarnings();
  }
}
