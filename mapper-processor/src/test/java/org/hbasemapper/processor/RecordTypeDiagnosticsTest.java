package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.hbasemapper.processor.DiagnosticsTest.compile;
import static org.hbasemapper.processor.DiagnosticsTest.expectError;
import static org.hbasemapper.processor.DiagnosticsTest.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.hbasemapper.processor.diagnostics.Messages;
import org.junit.jupiter.api.Test;

/**
 * The diagnostics of record types: one entity's own {@code @RecordType} (message, line, count), then
 * the rules across entities sharing a table, each an error on the later entity naming both, and the
 * groups of sealed interfaces.
 */
class RecordTypeDiagnosticsTest {
  private static final String HEADER = """
      @Table(name = "orders", namespace = "book", defaultFamily = "d") @Family(name = "d")
      @RecordType(value = "H", order = 2)
      record OrderHeader(@RowKey(order = 0, width = 16) String customer, @RowKey(order = 1) long order,
          String name) {}
      """;

  /** Compiles the header and {@code body} as test.LineItem; expects one error, {@code message}, on {@code line} of it. */
  private static void expectErrorOnSecond(String body, String message, String line) {
    JavaFileObject header = source("OrderHeader", HEADER);
    JavaFileObject item = source("LineItem", body);
    Compilation compilation = compile(header, item);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(message).inFile(item).onLineContaining(line);
  }

  @Test
  void emptyCode() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @RecordType(value = "", order = 1)
        class E {
          @RowKey(order = 0) long id;
        }
        """, Messages.recordTypeEmpty("E"), "@RecordType");
  }

  @Test
  void orderOfAComponent() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @RecordType(value = "I", order = 1)
        class E {
          @RowKey(order = 0) long order;
          @RowKey(order = 1) int line;
        }
        """, Messages.recordTypeOrderTaken("E", 1, "line"), "@RecordType");
  }

  @Test
  void orderOutOfRange() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @RecordType(value = "I", order = 3)
        class E {
          @RowKey(order = 0) long order;
          @RowKey(order = 1) int line;
        }
        """, Messages.recordTypeOrderOutOfRange("E", 3, 2), "@RecordType");
  }

  @Test
  void componentsAroundTheCodeAreNumberedWithIt() {
    Compilation compilation = compile(source("E", """
        @Table(name = "e") @Family(name = "d")
        @RecordType(value = "I", order = 0)
        class E {
          @RowKey(order = 1) long order;
          @RowKey(order = 2) String line;
          @Column String sku;
        }
        """));
    assertThat(compilation).succeeded();
  }

  @Test
  void variableWidthComponentBeforeTheCode() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @RecordType(value = "I", order = 1)
        class E {
          @RowKey(order = 0) String customer;
          @Column String sku;
        }
        """, Messages.variableWidthBeforeRecordType("customer", "E"), "String customer");
  }

  @Test
  void saltOverTheWholeKey() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @RecordType(value = "I", order = 1)
        @Salt(buckets = 8)
        class E {
          @RowKey(order = 0) long order;
          @RowKey(order = 2) int line;
        }
        """, Messages.prefixOverRecordType("@Salt", "E", "order"), "@Salt");
  }

  @Test
  void hashPrefixOfAComponentAfterTheCode() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @RecordType(value = "I", order = 1)
        @HashPrefix(of = {"order", "line"})
        class E {
          @RowKey(order = 0) long order;
          @RowKey(order = 2) int line;
        }
        """, Messages.prefixOverRecordType("@HashPrefix", "E", "order"), "@HashPrefix");
  }

  @Test
  void sharingATableWithoutRecordTypes() {
    JavaFileObject a = source("A", """
        @Table(name = "t", defaultFamily = "d") @Family(name = "d")
        record A(@RowKey long id, String name) {}
        """);
    JavaFileObject b = source("B", """
        @Table(name = "t", defaultFamily = "d") @Family(name = "d")
        record B(@RowKey long id, @RowKey(order = 1) int line, String sku) {}
        """);
    Compilation compilation = compile(a, b);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.sharedTableWithoutRecordType("B", "A", "default:t", "A and B"))
        .inFile(b).onLineContaining("record B");
  }

  @Test
  void twoViewsOfTheSameRowsShareATableWithoutRecordTypes() {
    Compilation compilation = compile(source("User", """
        @Table(name = "user", namespace = "weibo") @Family(name = "info") @Family(name = "fans")
        record User(@RowKey long id, @Column(family = "info") String nickname,
            @DynamicColumns(family = "fans", fetch = Fetch.EAGER) Map<Long, String> fans) {}
        """), source("Star", """
        @Table(name = "user", namespace = "weibo") @Family(name = "info") @Family(name = "fans")
        record Star(@RowKey long id, @Column(family = "info") String nickname,
            @DynamicColumns(family = "fans", fetch = Fetch.LAZY) Map<Long, String> fans) {}
        """));
    assertThat(compilation).succeeded();
  }

  @Test
  void sharingATableWhereOnlyOneDeclaresARecordType() {
    expectErrorOnSecond("""
        @Table(name = "orders", namespace = "book", defaultFamily = "d") @Family(name = "d")
        record LineItem(@RowKey(order = 0, width = 16) String customer, @RowKey(order = 1) long order,
            @RowKey(order = 2) int line, String sku) {}
        """, Messages.sharedTableWithoutRecordType("LineItem", "OrderHeader", "book:orders", "LineItem"),
        "record LineItem");
  }

  @Test
  void twoRecordTypesWithOneCode() {
    expectErrorOnSecond("""
        @Table(name = "orders", namespace = "book", defaultFamily = "d") @Family(name = "d")
        @RecordType(value = "H", order = 2)
        record LineItem(@RowKey(order = 0, width = 16) String customer, @RowKey(order = 1) long order,
            @RowKey(order = 3) int line, String sku) {}
        """, Messages.recordTypeCodeTaken("LineItem", "OrderHeader", "book:orders", "H"), "@RecordType");
  }

  @Test
  void codesOfDifferentLengths() {
    expectErrorOnSecond("""
        @Table(name = "orders", namespace = "book", defaultFamily = "d") @Family(name = "d")
        @RecordType(value = "IT", order = 2)
        record LineItem(@RowKey(order = 0, width = 16) String customer, @RowKey(order = 1) long order,
            @RowKey(order = 3) int line, String sku) {}
        """, Messages.recordTypeWidthDiffers("LineItem", "OrderHeader", "book:orders", "IT", 2, "H", 1),
        "@RecordType");
  }

  @Test
  void differentComponentsBeforeTheCode() {
    expectErrorOnSecond("""
        @Table(name = "orders", namespace = "book", defaultFamily = "d") @Family(name = "d")
        @RecordType(value = "I", order = 2)
        record LineItem(@RowKey(order = 0, width = 16) String customer, @RowKey(order = 1) int order,
            @RowKey(order = 3) int line, String sku) {}
        """, Messages.sharedKeyLayoutDiffers("LineItem", "OrderHeader", "book:orders",
            "customer String(16), order int, then the code at order 2",
            "customer String(16), order long, then the code at order 2"), "record LineItem");
  }

  @Test
  void differentFamilyOptions() {
    expectErrorOnSecond("""
        @Table(name = "orders", namespace = "book", defaultFamily = "d") @Family(name = "d", maxVersions = 3)
        @RecordType(value = "I", order = 2)
        record LineItem(@RowKey(order = 0, width = 16) String customer, @RowKey(order = 1) long order,
            @RowKey(order = 3) int line, String sku) {}
        """, Messages.sharedFamiliesDiffer("LineItem", "OrderHeader", "book:orders",
            "family 'd': VERSIONS 3 in LineItem, VERSIONS 1 in OrderHeader"),
        "record LineItem");
  }

  @Test
  void differentSalt() {
    expectErrorOnSecond("""
        @Table(name = "orders", namespace = "book", defaultFamily = "d") @Family(name = "d")
        @RecordType(value = "I", order = 2)
        @Salt(buckets = 4, of = "customer")
        record LineItem(@RowKey(order = 0, width = 16) String customer, @RowKey(order = 1) long order,
            @RowKey(order = 3) int line, String sku) {}
        """, Messages.sharedKeyPrefixDiffers("LineItem", "OrderHeader", "book:orders",
            "@Salt(buckets = 4, of = [customer])", "none"), "record LineItem");
  }

  @Test
  void indexOfOneNameInTwoRecordTypes() {
    JavaFileObject header = source("OrderHeader", """
        @Table(name = "orders", namespace = "book", defaultFamily = "d") @Family(name = "d")
        @RecordType(value = "H", order = 2)
        record OrderHeader(@RowKey(order = 0, width = 16) String customer, @RowKey(order = 1) long order,
            @Indexed(name = "by_sku") String sku) {}
        """);
    JavaFileObject item = source("LineItem", """
        @Table(name = "orders", namespace = "book", defaultFamily = "d") @Family(name = "d")
        @RecordType(value = "I", order = 2)
        record LineItem(@RowKey(order = 0, width = 16) String customer, @RowKey(order = 1) long order,
            @RowKey(order = 3) int line,
            @Indexed(name = "by_sku") String sku) {}
        """);
    Compilation compilation = compile(header, item);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.sharedIndexName("LineItem", "OrderHeader", "book:orders",
        "by_sku")).inFile(item).onLineContaining("@Indexed");
  }

  @Test
  void recordTypesThatAgreeCompileTogether() {
    Compilation compilation = compile(source("OrderHeader", HEADER), source("LineItem", """
        @Table(name = "orders", namespace = "book", defaultFamily = "d") @Family(name = "d")
        @RecordType(value = "I", order = 2)
        record LineItem(@RowKey(order = 0, width = 16) String customer, @RowKey(order = 1) long order,
            @RowKey(order = 3) int line, String sku) {}
        """));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void aGroupWhoseQueryWouldTakeTheNameOfAType() {
    JavaFileObject row = source("OrderRow", """
        sealed interface OrderRow permits OrderHeader, LineItem {}
        """);
    JavaFileObject taken = source("OrderRowQuery", """
        class OrderRowQuery {}
        """);
    Compilation compilation = compile(row, taken, source("OrderHeader", HEADER.replace(") {}", ") implements OrderRow {}")),
        source("LineItem", """
            @Table(name = "orders", namespace = "book", defaultFamily = "d") @Family(name = "d")
            @RecordType(value = "I", order = 2)
            record LineItem(@RowKey(order = 0, width = 16) String customer, @RowKey(order = 1) long order,
                @RowKey(order = 3) int line, String sku) implements OrderRow {}
            """));
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.groupNameTaken("OrderRow", "OrderRowQuery"))
        .inFile(row).onLineContaining("sealed interface OrderRow");
  }

  /** {@code delete(long)} beside the group query's {@code delete()}: a plain overload. */
  @Test
  void aGroupComponentNamedLikeAMethodOfGroupQueryWithOtherParameters() throws Exception {
    Compilation compilation = compile(source("Row", """
        sealed interface Row permits A, B {}
        """), source("A", """
        @Table(name = "t", defaultFamily = "d") @Family(name = "d")
        @RecordType(value = "A", order = 1)
        record A(@RowKey(order = 0) long delete, String name) implements Row {}
        """), source("B", """
        @Table(name = "t", defaultFamily = "d") @Family(name = "d")
        @RecordType(value = "B", order = 1)
        record B(@RowKey(order = 0) long delete, @RowKey(order = 2) int line, String sku) implements Row {}
        """));
    assertThat(compilation).succeeded();
    org.assertj.core.api.Assertions.assertThat(compilation.generatedSourceFile("test.RowQuery").orElseThrow()
        .getCharContent(true).toString()).contains(" delete(long delete)");
  }

  /**
   * A method of GroupQuery, read from the classpath: a stand-in GroupQuery compiled with the group plays
   * that base, with a {@code delete(long)} that a stage method for the component {@code delete} would override.
   */
  @Test
  void aGroupComponentWhoseStageMethodIsAMethodOfGroupQuery() {
    JavaFileObject base = JavaFileObjects.forSourceString("org.hbasemapper.runtime.dao.GroupQuery", """
        package org.hbasemapper.runtime.dao;
        import org.hbasemapper.runtime.query.KeyQuery;
        import org.hbasemapper.runtime.query.QueryState;
        public abstract class GroupQuery<G, Q extends GroupQuery<G, Q>> extends KeyQuery<G, Q> {
          protected GroupQuery(GroupDao<G> dao, QueryState<G> state) {
            super(state);
          }
          public long delete(long limit) {
            return 0;
          }
        }
        """);
    JavaFileObject row = source("Row", """
        sealed interface Row permits A, B {}
        """);
    Compilation compilation = compile(row, base, source("A", """
        @Table(name = "t", defaultFamily = "d") @Family(name = "d")
        @RecordType(value = "A", order = 1)
        record A(@RowKey(order = 0) long delete, String name) implements Row {}
        """), source("B", """
        @Table(name = "t", defaultFamily = "d") @Family(name = "d")
        @RecordType(value = "B", order = 1)
        record B(@RowKey(order = 0) long delete, @RowKey(order = 2) int line, String sku) implements Row {}
        """));
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.groupKeyNameClashesWithQuery("Row", "delete", "RowQuery",
        "delete(long)", "delete(long)", "GroupQuery", true)).inFile(row).onLineContaining("sealed interface Row");
  }
}
