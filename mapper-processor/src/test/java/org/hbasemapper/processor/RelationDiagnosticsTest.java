package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.hbasemapper.processor.DiagnosticsTest.compile;
import static org.hbasemapper.processor.DiagnosticsTest.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import javax.tools.JavaFileObject;
import org.hbasemapper.processor.diagnostics.Messages;
import org.junit.jupiter.api.Test;

/**
 * The diagnostics of relations, E's map pointing at T: the map and its target, the inverse on T,
 * and a valid pair compiling on both sides. One test per diagnostic: the message, the file and line
 * it points at, and the error count.
 */
class RelationDiagnosticsTest {
  private static final String SHOP_HEAD = """
      @Table(name = "e") @Family(name = "d") @Family(name = "item")
      class E {
        @RowKey long id;
        @Column(family = "d") String name;
      """;

  /** Compiles E (with {@code relationField}) and T; expects {@code count} errors, {@code message} on E's line containing {@code line}. */
  static Compilation expectRelationError(String relationField, String target, int count, String message, String line) {
    JavaFileObject e = source("E", SHOP_HEAD + relationField + "\n}\n");
    JavaFileObject t = source("T", target);
    Compilation compilation = compile(e, t);
    assertThat(compilation).hadErrorCount(count);
    assertThat(compilation).hadErrorContaining(message).inFile(e).onLineContaining(line);
    return compilation;
  }

  static final String ITEM = """
      @Table(name = "t") @Family(name = "d") @Family(name = "shop")
      class T {
        @RowKey long id;
        @Column(family = "d") String title;
        @DynamicColumns(family = "shop", fetch = Fetch.EAGER) Map<Long, String> shops;
      }
      """;

  @Test
  void relationWithoutDynamicColumns() {
    expectRelationError("""
          @Relation(target = T.class) @Column(family = "d") String other;
        """, ITEM, 1, Messages.relationNotDynamic("other"), "String other");
  }

  @Test
  void relationToATypeWithoutTable() {
    expectRelationError("""
          @Relation(target = String.class)
          @DynamicColumns(family = "item", fetch = Fetch.EAGER) Map<Long, String> items;
        """, ITEM, 1, Messages.relationTargetNotTable("items", "String"), "@Relation(target = String.class)");
  }

  @Test
  void relationKeysOfAnotherTypeThanTheTargetsKey() {
    expectRelationError("""
          @Relation(target = T.class)
          @DynamicColumns(family = "item", fetch = Fetch.EAGER) Map<String, String> items;
        """, ITEM, 1, Messages.relationKeyType("items", "java.lang.String", "T", "(long id)"), "@Relation(target = T.class)");
  }

  @Test
  void relationInverseNeedsASingleComponentOwnerKey() {
    JavaFileObject e = source("E", """
        @Table(name = "e") @Family(name = "d") @Family(name = "item")
        class E {
          @RowKey(order = 0) long region;
          @RowKey(order = 1) long id;
          @Relation(target = T.class, inverse = "shops")
          @DynamicColumns(family = "item", fetch = Fetch.EAGER) Map<Long, String> items;
        }
        """);
    Compilation compilation = compile(e, source("T", ITEM));
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.relationOwnerKey("items", "E")).inFile(e)
        .onLineContaining("@Relation(target = T.class");
  }

  @Test
  void relationInverseThatTheTargetLacks() {
    expectRelationError("""
          @Relation(target = T.class, inverse = "nope")
          @DynamicColumns(family = "item", fetch = Fetch.EAGER) Map<Long, String> items;
        """, ITEM, 1, Messages.relationInverseMissing("items", "nope", "T", null), "inverse = \"nope\"");
  }

  @Test
  void relationInverseWithACloseNameIsSuggested() {
    expectRelationError("""
          @Relation(target = T.class, inverse = "Shop")
          @DynamicColumns(family = "item", fetch = Fetch.EAGER) Map<Long, String> items;
        """, ITEM, 1, Messages.relationInverseMissing("items", "Shop", "T", "shops"), "inverse = \"Shop\"");
  }

  @Test
  void relationInverseKeyedByAnotherTypeThanTheOwnersKeyNamesTheInverse() {
    JavaFileObject e = source("E", """
        @Table(name = "e") @Family(name = "d") @Family(name = "item")
        class E {
          @RowKey String id;
          @Relation(target = T.class, inverse = "shops")
          @DynamicColumns(family = "item", fetch = Fetch.EAGER) Map<Long, String> items;
        }
        """);
    Compilation compilation = compile(e, source("T", ITEM));
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.relationInverseKeyType("items", "shops", "T", "E",
        "java.lang.String", "java.util.Map<java.lang.Long, java.lang.String>")).inFile(e)
        .onLineContaining("inverse = \"shops\"");
    assertThat(compilation).hadErrorContaining("declare T.shops with keys of type java.lang.String");
  }

  @Test
  void relationInverseOfOtherTypes() {
    expectRelationError("""
          @Relation(target = T.class, inverse = "shops")
          @DynamicColumns(family = "item", fetch = Fetch.EAGER) Map<Long, Integer> items;
        """, ITEM, 1, Messages.relationInverseValueType("items", "java.util.Map<java.lang.Long, java.lang.Integer>",
        "shops", "T", "java.util.Map<java.lang.Long, java.lang.String>"), "inverse = \"shops\"");
    // neither side is assumed right: the message offers to change either
    expectRelationError("""
          @Relation(target = T.class, inverse = "shops")
          @DynamicColumns(family = "item", fetch = Fetch.EAGER) Map<Long, Integer> items;
        """, ITEM, 1, "(change 'items' or T.shops)", "inverse = \"shops\"");
  }

  @Test
  void relationsThatDoNotPointAtEachOther() {
    Compilation compilation = expectRelationError("""
          @Relation(target = T.class, inverse = "shops")
          @DynamicColumns(family = "item", fetch = Fetch.EAGER) Map<Long, String> items;
        """, """
        @Table(name = "t") @Family(name = "d") @Family(name = "shop")
        class T {
          @RowKey long id;
          @Relation(target = E.class, inverse = "wrong")
          @DynamicColumns(family = "shop", fetch = Fetch.EAGER) Map<Long, String> shops;
        }
        """, 2, Messages.relationInverseMismatch("items", "shops", "T", "E", "E.wrong"), "inverse = \"shops\"");
    assertThat(compilation).hadErrorContaining(
        "the @Relation on T.shops points at E.wrong; change it to @Relation(target = E.class, inverse = \"items\")");
    assertThat(compilation).hadErrorContaining(Messages.relationInverseMissing("shops", "wrong", "E", null));
  }

  @Test
  void aValidRelationCompilesOnBothSides() {
    JavaFileObject e = source("E", SHOP_HEAD + """
          @Relation(target = T.class, inverse = "shops")
          @DynamicColumns(family = "item", fetch = Fetch.EAGER) Map<Long, String> items;
        }
        """);
    JavaFileObject t = source("T", """
        @Table(name = "t") @Family(name = "d") @Family(name = "shop")
        class T {
          @RowKey long id;
          @Relation(target = E.class, inverse = "items")
          @DynamicColumns(family = "shop", fetch = Fetch.EAGER) Map<Long, String> shops;
        }
        """);
    Compilation compilation = Compiler.javac().withProcessors(new MapperProcessor())
        .withOptions(Unchecked.OFF, "-Xlint:all,-processing", "-Werror").compile(e, t);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.EDao").contentsAsUtf8String()
        .contains("public static final RelationLink ITEMS");
    assertThat(compilation).generatedSourceFile("test.EDao").contentsAsUtf8String()
        .contains("RelationRow<Long, String, T> items(long id)");
  }
}
