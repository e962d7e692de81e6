package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.hbasemapper.processor.DiagnosticsTest.compile;
import static org.hbasemapper.processor.DiagnosticsTest.expectError;
import static org.hbasemapper.processor.DiagnosticsTest.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import javax.tools.JavaFileObject;
import org.hbasemapper.processor.diagnostics.Messages;
import org.junit.jupiter.api.Test;

/**
 * The presence cell, which {@code putIfAbsent} tests: a cell every stored row has (the
 * {@code @PresenceMarker}, the {@code @Version}, a primitive column), never a column a field may
 * leave null or empty; without one, {@code putIfAbsent} does not compile. And the diagnostics of
 * {@code @PresenceMarker}.
 */
class PresenceTest {

  private static String mapperSource(Compilation compilation) throws IOException {
    return compilation.generatedSourceFile("test.EMapper").orElseThrow().getCharContent(true).toString();
  }

  private static Compilation compileEntity(String body) {
    Compilation compilation = compile(source("E", body));
    assertThat(compilation).succeededWithoutWarnings();
    return compilation;
  }

  @Test
  void theMarkerComesFirstThenTheVersionThenAPrimitiveColumn() throws IOException {
    String all = """
        @Table(name = "e") @Family(name = "d") @PresenceMarker(qualifier = "here")
        record E(@RowKey long id, @Column(family = "d") String name, @Column(family = "d") int n,
            @Column(family = "d") @Version long version) {}
        """;
    org.assertj.core.api.Assertions.assertThat(mapperSource(compileEntity(all)))
        .contains(".presenceMarker(\"d\", \"here\")")
        .contains("put.addColumn(FAMILY_D, PRESENCE_MARKER, PRESENCE_MARKER_VALUE);");
    org.assertj.core.api.Assertions.assertThat(mapperSource(compileEntity(all.replace("@PresenceMarker(qualifier = \"here\")", ""))))
        .contains(".presence(\"d\", \"version\")")
        .doesNotContain("PRESENCE_MARKER");
    org.assertj.core.api.Assertions.assertThat(mapperSource(compileEntity("""
        @Table(name = "e") @Family(name = "d")
        record E(@RowKey long id, @Column(family = "d") String name, @Column(family = "d") Integer boxed,
            @Column(family = "d") int n) {}
        """))).as("never a nullable column, boxed or not").contains(".presence(\"d\", \"n\")");
  }

  @Test
  void nullableColumnsAndUserCodecsNeverDecidePresence() throws IOException {
    JavaFileObject codec = JavaFileObjects.forSourceString("test.Tenths", """
        package test;
        public final class Tenths implements org.hbasemapper.runtime.codec.ValueCodec<Integer> {
          public byte[] encode(Integer v) { return new byte[0]; }
          public Integer decode(byte[] b) { return 0; }
        }
        """);
    Compilation compilation = compile(codec, source("E", """
        @Table(name = "e") @Family(name = "d")
        record E(@RowKey long id, @Column(family = "d") String name, @Column(family = "d") @Convert(Tenths.class) int t) {}
        """));
    assertThat(compilation).succeeded();
    org.assertj.core.api.Assertions.assertThat(mapperSource(compilation))
        .as("a user codec may encode a value as no bytes, which HBase's absence check takes for no cell")
        .doesNotContain(".presence");
  }

  private static final String CALLER = """
      package test;
      class Caller {
        boolean call(EDao dao, EAsyncDao async, E e) throws Exception {
          return dao.putIfAbsent(e) && async.putIfAbsent(e).get();
        }
      }
      """;

  @Test
  void putIfAbsentDoesNotCompileForAnEntityWithoutAPresenceCell() {
    Compilation compilation = compile(source("E", """
        @Table(name = "e") @Family(name = "d")
        record E(@RowKey long id, @Column(family = "d") String owner, @Column(family = "d") Integer seats) {}
        """), JavaFileObjects.forSourceString("test.Caller", CALLER));
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation).hadErrorContaining("putIfAbsent(E) has protected access in org.hbasemapper.runtime.dao.EntityDao")
        .inFile(JavaFileObjects.forSourceString("test.Caller", CALLER)).onLineContaining("dao.putIfAbsent(e)");
  }

  @Test
  void putIfAbsentCompilesWithAMarkerAVersionOrAPrimitiveColumn() {
    for (String entity : new String[] {
      "@Table(name = \"e\") @Family(name = \"d\") @PresenceMarker\n"
          + "record E(@RowKey long id, @Column(family = \"d\") String owner) {}\n",
      "@Table(name = \"e\") @Family(name = \"d\")\n"
          + "record E(@RowKey long id, @Column(family = \"d\") String owner, @Column(family = \"d\") @Version long v) {}\n",
      "@Table(name = \"e\") @Family(name = \"d\")\n"
          + "record E(@RowKey long id, @Column(family = \"d\") String owner, @Column(family = \"d\") boolean active) {}\n",
    }) {
      Compilation compilation = compile(source("E", entity), JavaFileObjects.forSourceString("test.Caller", CALLER));
      assertThat(compilation).succeeded();
    }
  }

  @Test
  void aMarkerWithoutAFamilyOnAnEntityOfSeveralFamilies() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "x")
        @PresenceMarker
        record E(@RowKey long id, @Column(family = "d") String a, @Column(family = "x") String b) {}
        """, Messages.presenceMarkerNoFamily("E", "[d, x]"), "@PresenceMarker");
  }

  @Test
  void aMarkerFindsTheDefaultFamily() throws IOException {
    org.assertj.core.api.Assertions.assertThat(mapperSource(compileEntity("""
        @Table(name = "e", defaultFamily = "x") @Family(name = "d") @PresenceMarker
        record E(@RowKey long id, @Column(family = "d") String a, String b) {}
        """))).contains(".presenceMarker(\"x\", \"_\")");
  }

  @Test
  void aMarkerInAnUndeclaredFamily() {
    expectError("""
        @Table(name = "e") @Family(name = "data")
        @PresenceMarker(family = "dta")
        record E(@RowKey long id, @Column(family = "data") String a) {}
        """, Messages.presenceMarkerUnknownFamily("dta", "data", "data"), "@PresenceMarker");
  }

  @Test
  void aMarkerInADynamicFamily() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "fans")
        @PresenceMarker(family = "fans")
        record E(@RowKey long id, @Column(family = "d") String a, @DynamicColumns(family = "fans") Map<Long, String> fans) {}
        """, Messages.presenceMarkerInDynamicFamily("fans", "fans"), "@PresenceMarker");
  }

  @Test
  void aMarkerOnAColumnsQualifier() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @PresenceMarker(qualifier = "a")
        record E(@RowKey long id, @Column(family = "d") String a) {}
        """, Messages.presenceMarkerClash("d:a", "a"), "@PresenceMarker");
  }

  @Test
  void aMarkerWithAnEmptyQualifier() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @PresenceMarker(qualifier = "")
        record E(@RowKey long id, @Column(family = "d") String a) {}
        """, Messages.presenceMarkerEmptyQualifier(), "@PresenceMarker");
  }
}
