package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Record types and their groups compile without a warning in the shapes the golden files do not show,
 * and are used the way the docs show: the code first in the key (no shared component), a hash prefix
 * over the shared components, a repository over a record type; and a sealed interface that is not a
 * group gets nothing, silently.
 */
class RecordGroupGenerationTest {
  private static final String IMPORTS = "package test;\n"
      + "import java.util.*;\n"
      + "import org.hbasemapper.annotations.*;\n";

  private static Compilation compile(JavaFileObject... sources) {
    return Compiler.javac().withProcessors(new MapperProcessor()).withOptions(Unchecked.OFF, "-Xlint:all,-processing", "-Werror")
        .compile(sources);
  }

  /** Compiles without -Werror, for tests that expect warnings. */
  private static Compilation compileWarning(JavaFileObject... sources) {
    return Compiler.javac().withProcessors(new MapperProcessor()).withOptions(Unchecked.OFF, "-Xlint:all,-processing")
        .compile(sources);
  }

  private static JavaFileObject source(String name, String body) {
    return JavaFileObjects.forSourceString("test." + name, IMPORTS + body);
  }

  private static JavaFileObject header(String annotations, String implemented) {
    return source("OrderHeader", """
        @Table(name = "orders", namespace = "book", defaultFamily = "d") @Family(name = "d")
        @RecordType(value = "H", order = 2)
        %s
        public record OrderHeader(@RowKey(order = 0, width = 16) String customer, @RowKey(order = 1) long order,
            String name) %s {}
        """.formatted(annotations, implemented));
  }

  private static JavaFileObject item(String annotations, String implemented) {
    return source("LineItem", """
        @Table(name = "orders", namespace = "book", defaultFamily = "d") @Family(name = "d")
        @RecordType(value = "I", order = 2)
        %s
        public record LineItem(@RowKey(order = 0, width = 16) String customer, @RowKey(order = 1) long order,
            @RowKey(order = 3) int line, String sku, int quantity) %s {}
        """.formatted(annotations, implemented));
  }

  private static final JavaFileObject ORDER_ROW = source("OrderRow", """
      public sealed interface OrderRow permits OrderHeader, LineItem {}
      """);

  @Test
  void anOrderIsReadWrittenAndDeletedThroughItsGroup() {
    Compilation compilation = compile(ORDER_ROW, header("", "implements OrderRow"), item("", "implements OrderRow"),
        source("Orders", """
            import org.apache.hadoop.hbase.client.Connection;
            class Orders {
              private final OrderRowDao rows;
              Orders(Connection connection) {
                rows = new OrderRowDao(connection);
              }
              int quantity(String customer, long order) {
                int quantity = 0;
                for (OrderRow row : rows.query().customer(customer).order(order).list()) {
                  if (row instanceof LineItem item) {
                    quantity += item.quantity();
                  }
                }
                return quantity;
              }
              long place(OrderHeader header, List<LineItem> items) {
                List<OrderRow> all = new ArrayList<>();
                all.add(header);
                all.addAll(items);
                rows.putAll(all);
                rows.putAll(items);
                return rows.query().customer(header.customer()).orderBetween(0, header.order()).count();
              }
              long cancel(String customer, long order) {
                return rows.query().customer(customer).order(order).delete();
              }
            }
            """));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void theCodeFirstInTheKeyGivesAGroupWithoutStages() {
    Compilation compilation = compile(source("Row", "public sealed interface Row permits A, B {}"),
        source("A", """
            @Table(name = "t", defaultFamily = "d") @Family(name = "d")
            @RecordType(value = "A", order = 0)
            public record A(@RowKey(order = 1) long id, String name) implements Row {}
            """),
        source("B", """
            @Table(name = "t", defaultFamily = "d") @Family(name = "d")
            @RecordType(value = "B", order = 0)
            public record B(@RowKey(order = 1) String id, String sku) implements Row {}
            """),
        source("Use", """
            class Use {
              List<Row> all(RowDao dao) {
                return dao.query().limit(10).list();
              }
            }
            """));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.RowDao");
    org.assertj.core.api.Assertions.assertThat(compilation.generatedSourceFile("test.RowQuery")).isEmpty();
  }

  @Test
  void aHashPrefixOverTheSharedComponentsGivesStagesWithoutRanges() {
    String hash = "@HashPrefix(of = \"customer\")";
    Compilation compilation = compile(ORDER_ROW, header(hash, "implements OrderRow"), item(hash, "implements OrderRow"),
        source("Use", """
            class Use {
              Optional<OrderRow> first(OrderRowDao dao) {
                return dao.query().customer("c").orderFrom(3).first();
              }
            }
            """));
    assertThat(compilation).succeededWithoutWarnings();
  }

  /**
   * A shared component named {@code dao}, hashed: the group query's stage {@code dao(String)} overloads
   * {@code GroupQuery.dao()}, and the stage before the hash is fixed keeps its DAO in a field of that name.
   */
  @Test
  void aHashedSharedComponentNamedLikeTheGroupQuerysDao() {
    String hash = "@HashPrefix(of = \"dao\")";
    Compilation compilation = compile(source("Row", "public sealed interface Row permits A, B {}"),
        source("A", """
            @Table(name = "t", defaultFamily = "d") @Family(name = "d")
            @RecordType(value = "A", order = 1)
            %s
            public record A(@RowKey(order = 0, width = 8) String dao, String name) implements Row {}
            """.formatted(hash)),
        source("B", """
            @Table(name = "t", defaultFamily = "d") @Family(name = "d")
            @RecordType(value = "B", order = 1)
            %s
            public record B(@RowKey(order = 0, width = 8) String dao, @RowKey(order = 2) int line, String sku)
                implements Row {}
            """.formatted(hash)),
        source("Use", """
            class Use {
              Optional<Row> first(RowDao rows) {
                return rows.query().dao("d1").first();
              }
            }
            """));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void aSealedInterfaceOverOtherTypesGetsNothingButAWarningSayingWhy() {
    JavaFileObject mixed = source("Mixed", "public sealed interface Mixed permits OrderHeader, Note {}");
    JavaFileObject tables = source("Tables", "public sealed interface Tables permits LineItem, Other {}");
    Compilation compilation = compileWarning(mixed,
        source("Note", "public record Note(String text) implements Mixed {}"),
        tables,
        source("Other", """
            @Table(name = "other", defaultFamily = "d") @Family(name = "d")
            @RecordType(value = "O", order = 1)
            public record Other(@RowKey(order = 0) long id, String name) implements Tables {}
            """),
        header("", "implements Mixed"), item("", "implements Tables"));
    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningContaining("[hbase:group] sealed interface Mixed gets no MixedDao to read its "
        + "record types together: it permits Note, which is not a @Table entity; a group permits only @RecordType "
        + "entities of one table (silence with @SuppressWarnings(\"hbase:group\"))")
        .inFile(mixed).onLineContaining("interface Mixed");
    assertThat(compilation).hadWarningContaining("[hbase:group] sealed interface Tables gets no TablesDao to read "
        + "its record types together: its record types map different tables (book:orders, default:other)")
        .inFile(tables).onLineContaining("interface Tables");
    assertThat(compilation).hadWarningCount(2);
    org.assertj.core.api.Assertions.assertThat(compilation.generatedSourceFile("test.MixedDao")).isEmpty();
    org.assertj.core.api.Assertions.assertThat(compilation.generatedSourceFile("test.TablesDao")).isEmpty();
  }

  @Test
  void aSealedInterfaceThatIsNoGroupOnPurposeSilencesTheWarning() {
    Compilation compilation = compile(
        source("Mixed", "@SuppressWarnings(\"hbase:group\") public sealed interface Mixed permits OrderHeader, Note {}"),
        source("Note", "public record Note(String text) implements Mixed {}"),
        header("", "implements Mixed"));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void aRepositoryOverARecordTypePlansOverItsOwnComponents() {
    Compilation compilation = compile(header("", ""), item("", ""), source("LineItems", """
        import org.hbasemapper.runtime.CrudRepository;
        @Repository
        public interface LineItems extends CrudRepository<LineItem, LineItemMapper.Key> {
          List<LineItem> findByCustomerAndOrder(String customer, long order);
          List<LineItem> findByCustomerAndOrderAndLineGreaterThan(String customer, long order, int line);
          long countByCustomer(String customer);
        }
        """));
    assertThat(compilation).succeededWithoutWarnings();
  }
}
