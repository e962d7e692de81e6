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
 * The names the asynchronous DAO and query add: the types themselves ({@code <Entity>AsyncDao},
 * {@code <Entity>AsyncQuery}) and the methods their runtime base classes have that the blocking ones
 * do not ({@code executor}, {@code publisher}).
 */
class AsyncNamesTest {

  @Test
  void aTypeOfTheSourcesNamedLikeTheAsyncQuery() {
    JavaFileObject entity = source("E", """
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
        }
        """);
    Compilation compilation = compile(entity, source("EAsyncQuery", "class EAsyncQuery {}\n"));
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.asyncNameTaken("E", "EAsyncQuery"))
        .inFile(entity).onLineContaining("class E {");
  }

  @Test
  void anEntityNamedLikeAnotherWithAsyncAfterIt() {
    // one error, on the entity whose asynchronous names are taken: the other one keeps its own names
    JavaFileObject shop = source("Shop", """
        @Table(name = "shop") @Family(name = "d")
        class Shop {
          @RowKey long id;
        }
        """);
    JavaFileObject shopAsync = source("ShopAsync", """
        @Table(name = "shop_async") @Family(name = "d")
        class ShopAsync {
          @RowKey long id;
        }
        """);
    Compilation compilation = compile(shop, shopAsync);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(
            Messages.asyncNamesOfAnotherEntity("Shop", "ShopAsyncDao", "ShopAsyncQuery", "ShopAsync"))
        .inFile(shop).onLineContaining("class Shop {");
  }

  @Test
  void aGroupNamedLikeAnEntityWithAsyncAfterIt() {
    JavaFileObject group = source("ShopAsync", """
        sealed interface ShopAsync permits A, B {}
        """);
    Compilation compilation = compile(group, source("Shop", """
        @Table(name = "shop") @Family(name = "d")
        class Shop {
          @RowKey long id;
        }
        """), source("A", """
        @Table(name = "t", defaultFamily = "d") @Family(name = "d")
        @RecordType(value = "A", order = 1)
        record A(@RowKey(order = 0) long id, String name) implements ShopAsync {}
        """), source("B", """
        @Table(name = "t", defaultFamily = "d") @Family(name = "d")
        @RecordType(value = "B", order = 1)
        record B(@RowKey(order = 0) long id, @RowKey(order = 2) int line) implements ShopAsync {}
        """));
    assertThat(compilation).hadErrorCount(2);
    for (String generated : new String[] {"ShopAsyncDao", "ShopAsyncQuery"}) {
      assertThat(compilation).hadErrorContaining(Messages.groupNameTaken("ShopAsync", generated))
          .inFile(group).onLineContaining("sealed interface ShopAsync");
    }
  }

  @Test
  void dynamicFieldNamedLikeAMethodOfTheAsyncDao() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "f")
        class E {
          @RowKey long id;
          @DynamicColumns(family = "f") Map<Long, String> executor;
        }
        """, Messages.dynamicNameClashesWithDao("executor", "EAsyncDao", "AsyncEntityDao"),
        "Map<Long, String> executor");
  }

  /** {@code publisher(long)} beside {@code publisher()} is a plain overload, in the query and the lookup alike. */
  @Test
  void keyComponentsAndIndexColumnsNamedPublisherAreOverloads() {
    Compilation compilation = compile(source("E", """
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long publisher;
        }
        """), source("F", """
        @Table(name = "f") @Family(name = "d")
        @Index(name = "by_city_publisher", columns = {"city", "publisher"})
        class F {
          @RowKey long id;
          @Column String city;
          @Column String publisher;
        }
        """));
    assertThat(compilation).succeeded();
  }

  /**
   * A method only the asynchronous query's base class has, read from the classpath: a stand-in
   * AsyncKeyQuery compiled with the entity plays that base, with a {@code publisher(long)}.
   */
  @Test
  void keyComponentWhoseStageMethodIsAMethodOfTheAsyncQueryOnly() {
    JavaFileObject base = JavaFileObjects.forSourceString("org.hbasemapper.runtime.query.AsyncKeyQuery", """
        package org.hbasemapper.runtime.query;
        public abstract class AsyncKeyQuery<E, Q extends AsyncKeyQuery<E, Q>> extends QueryStage<E, Q> {
          protected AsyncKeyQuery(QueryState<E> state) {
            super(state);
          }
          public void publisher(long bufferSize) {}
        }
        """);
    JavaFileObject entity = source("E", """
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long publisher;
        }
        """);
    Compilation compilation = compile(entity, base);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.keyNameClashesWithQuery("publisher", "EAsyncQuery",
        "publisher(long)", "publisher(long)", "AsyncKeyQuery", true)).inFile(entity).onLineContaining("long publisher");
  }

  @Test
  void compositeIndexColumnWhoseStageMethodIsAMethodOfTheAsyncLookupOnly() {
    JavaFileObject base = JavaFileObjects.forSourceString("org.hbasemapper.runtime.index.AsyncIndexQuery", """
        package org.hbasemapper.runtime.index;
        public class AsyncIndexQuery<E> {
          public AsyncIndexQuery(IndexQuery.State<E> state) {}
          public void publisher(Object anything) {}
        }
        """);
    JavaFileObject entity = source("E", """
        @Table(name = "e") @Family(name = "d")
        @Index(name = "by_city_publisher", columns = {"city", "publisher"})
        class E {
          @RowKey long id;
          @Column String city;
          @Column String publisher;
        }
        """);
    Compilation compilation = compile(entity, base);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.indexColumnClashesWithLookup("by_city_publisher", "publisher",
        "publisher(String)", "publisher(Object)", "AsyncIndexQuery", false)).inFile(entity).onLineContaining("class E");
  }
}
