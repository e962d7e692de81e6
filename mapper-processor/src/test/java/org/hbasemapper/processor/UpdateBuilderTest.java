package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.hbasemapper.processor.DiagnosticsTest.compile;
import static org.hbasemapper.processor.DiagnosticsTest.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The generated {@code update(...)} of the DAOs and what its builder accepts: the field constants of
 * the entity's own columns. Key fields have no constant, fields of another entity and increments of
 * a column that is not a {@code Long} have the wrong type: each is a compile error, not a runtime one.
 */
class UpdateBuilderTest {
  private static final String ENTITY = """
      @Table(name = "e") @Family(name = "d")
      record E(@RowKey(order = 0) long id, @RowKey(order = 1) String part, @Column(family = "d") String name,
          @Column(family = "d") Long total, @Column(family = "d") @Counter long hits) {}
      """;
  private static final String OTHER = """
      @Table(name = "o") @Family(name = "d")
      record O(@RowKey long id, @Column(family = "d") String name) {}
      """;

  private static Compilation compileCaller(String body) {
    JavaFileObject caller = caller(body);
    return compile(source("E", ENTITY), source("O", OTHER), caller);
  }

  private static JavaFileObject caller(String body) {
    return JavaFileObjects.forSourceString("test.Caller", """
        package test;
        class Caller {
          boolean call(EDao dao, EAsyncDao async, EMapper.Key key) throws Exception {
        """ + body + """
          }
        }
        """);
  }

  @Test
  void updateByKeyAndByComponentsCompilesOnBothDaos() {
    Compilation compilation = compileCaller("""
            boolean a = dao.update(1L, "p").set(EQuery.NAME, "n").remove(EQuery.TOTAL).increment(EQuery.HITS, 2)
                .onlyIf(EQuery.NAME.isNull()).apply();
            boolean b = dao.update(key).increment(EQuery.TOTAL, -1).apply();
            return a && b && async.update(1L, "p").set(EQuery.TOTAL, 3L).apply().get()
                && async.update(key).remove(EQuery.NAME).apply().get();
        """);
    assertThat(compilation).succeeded();
    assertThat(compilation).generatedSourceFile("test.EDao").contentsAsUtf8String()
        .contains("public RowUpdate<E> update(long id, String part) {");
    assertThat(compilation).generatedSourceFile("test.EAsyncDao").contentsAsUtf8String()
        .contains("public AsyncRowUpdate<E> update(long id, String part) {");
  }

  @Test
  void aKeyFieldCannotBeSet() {
    String body = """
            return dao.update(1L, "p").set(EQuery.ID, 2L).apply();
        """;
    Compilation compilation = compileCaller(body);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(caller(body))
        .onLineContaining("EQuery.ID");
  }

  @Test
  void aFieldOfAnotherEntityCannotBeSet() {
    String body = """
            return dao.update(1L, "p").set(OQuery.NAME, "n").apply();
        """;
    Compilation compilation = compileCaller(body);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("OrderedField<test.O,java.lang.String> cannot be converted to "
        + "org.hbasemapper.runtime.filter.ColumnField<test.E,T>").inFile(caller(body))
        .onLineContaining("OQuery.NAME");
  }

  @Test
  void onlyLongColumnsCanBeIncremented() {
    String body = """
            return dao.update(1L, "p").increment(EQuery.NAME, 1).apply();
        """;
    Compilation compilation = compileCaller(body);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("OrderedField<test.E,java.lang.String> cannot be "
        + "converted to org.hbasemapper.runtime.filter.ColumnField<test.E,java.lang.Long>")
        .inFile(caller(body)).onLineContaining("EQuery.NAME");
  }
}
