package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.hbasemapper.processor.DiagnosticsTest.compile;
import static org.hbasemapper.processor.DiagnosticsTest.expectError;
import static org.hbasemapper.processor.DiagnosticsTest.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.hbasemapper.processor.diagnostics.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Names in generated code: valid entities whose fields would give two generated members one name,
 * or a generated member the name of an inherited one, either compile (private names are allocated
 * with a suffix) or get an error on the field; never an error inside generated code.
 */
class GeneratedNamesTest {

  /** Compiles {@code body} as test.E with every lint warning an error, so generated code must be clean. */
  private static Compilation compileStrict(String body, JavaFileObject... others) {
    JavaFileObject[] sources = java.util.stream.Stream.concat(java.util.stream.Stream.of(source("E", body)),
        java.util.stream.Stream.of(others)).toArray(JavaFileObject[]::new);
    return Compiler.javac().withProcessors(new MapperProcessor())
        .withOptions(Unchecked.OFF, "-Xlint:all,-processing", "-Werror")
        .compile(sources);
  }

  private static String generated(Compilation compilation, String type) throws Exception {
    return compilation.generatedSourceFile(type).orElseThrow().getCharContent(true).toString();
  }

  @ParameterizedTest
  @ValueSource(strings = {"String", "long"})
  void aDynamicFamilyNamedIndexClashesWithTheDaoBaseClass(String keyType) {
    // with a String key the accessor index(String) would override EntityDao's final index(String);
    // with another key type it would overload it: both are refused by name
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "f")
        class E {
          @RowKey %s id;
          @Column(family = "d") String x;
          @DynamicColumns(family = "f", fetch = Fetch.EAGER) Map<Long, String> index;
        }
        """.formatted(keyType), Messages.dynamicNameClashesWithDao("index", "EDao", "EntityDao"),
        "Map<Long, String> index");
  }

  @Test
  void aDynamicFamilyNamedQueryClashesWithTheGeneratedQueryMethod() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "f")
        class E {
          @RowKey long id;
          @Column(family = "d") String x;
          @DynamicColumns(family = "f", fetch = Fetch.EAGER) Map<Long, String> query;
        }
        """, Messages.dynamicNameClashesWithDao("query", "EDao", "EDao"), "Map<Long, String> query");
  }

  @Test
  void fieldsWithOneConstantNameGetDistinctConstants() throws Exception {
    Compilation compilation = compileStrict("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey String id;
          @Column(family = "d") String userId;
          @Column(family = "d") String user_id;
        }
        """);
    assertThat(compilation).succeededWithoutWarnings();
    String mapper = generated(compilation, "test.EMapper");
    org.assertj.core.api.Assertions.assertThat(mapper)
        .contains("QUALIFIER_USER_ID = \"userId\"")
        .contains("QUALIFIER_USER_ID_2 = \"user_id\"")
        .contains("CODEC_USER_ID_2");
  }

  /**
   * Every kind of generated constant, local, parameter and nested type, each given a name another
   * one has or that would shadow what the generated code reads: the output compiles without a warning.
   */
  @Test
  void everyPrivateGeneratedNameIsAllocated() throws Exception {
    Compilation compilation = compileStrict("""
        @Table(name = "e")
        @Family(name = "d") @Family(name = "a-b") @Family(name = "a_b") @Family(name = "m") @Family(name = "n")
        @Family(name = "c")
        @Index(name = "pair", columns = {"userId", "user_id"})
        @Index(name = "codec_user_id", columns = "name")
        @SuppressWarnings("hbase:all")
        class E {
          @RowKey(order = 0, width = 4) String x;
          @RowKey(order = 1, width = 4) String X;
          @RowKey(order = 2) long delta;
          @RowKey(order = 3) long EMapper;
          @RowKey(order = 4) long FAMILY_VIEWS;
          @Column(family = "d") @Indexed String userId;
          @Column(family = "d") @Indexed(name = "second") String user_id;
          @Column(family = "a-b") String SCHEMA;
          @Column(family = "a_b") String TABLE;
          @Column(family = "d") String Math;
          @Column(family = "d") String MapperSupport;
          @Column(family = "d") String QUALIFIER_NAME;
          @Column(family = "d") String name;
          @Column(family = "d") int count;
          @Column(family = "d") boolean hasCount;
          @Column(family = "d") String key;
          @Column(family = "d") String keyValue;
          @Column(family = "c") @Counter long views;
          @Column(family = "c") @Counter long Views2;
          @Relation(target = T.class)
          @DynamicColumns(family = "m", fetch = Fetch.EAGER) Map<Long, String> itemIds;
          @Relation(target = T.class)
          @DynamicColumns(family = "n", fetch = Fetch.LAZY) Map<Long, String> item_ids;
          @Timestamp long at;
        }
        """, source("T", """
        @Table(name = "t") @Family(name = "d")
        class T {
          @RowKey long id;
          @Column(family = "d") String title;
        }
        """));
    assertThat(compilation).succeededWithoutWarnings();
    org.assertj.core.api.Assertions.assertThat(generated(compilation, "test.EMapper"))
        .contains("FAMILY_A_B = \"a-b\"", "FAMILY_A_B_2 = \"a_b\"")
        .contains("KEY_X = ", "KEY_X_2 = ", "KEYS_ITEM_IDS_2")
        // public index names first, then the codecs of the indexed columns
        .contains("String INDEX_PAIR = \"pair\"", "String INDEX_USER_ID = \"userId\"",
            "String INDEX_SECOND = \"second\"", "String INDEX_CODEC_USER_ID = \"codec_user_id\"")
        .contains("INDEX_CODEC_USER_ID_2 = ", "INDEX_CODEC_USER_ID_3 = ")
        .contains("String MathValue", "String keyValue = entity.key", "String keyValue2 = entity.keyValue")
        .contains("boolean hasCount2 = false", "boolean hasHasCount = false")
        .contains("byte[] encodedX2");
    org.assertj.core.api.Assertions.assertThat(generated(compilation, "test.EDao"))
        .contains("RelationLink ITEM_IDS ", "RelationLink ITEM_IDS_2 ")
        .contains("FAMILY_VIEWS_2 = ", "incrementViews(", "incrementViews2(")
        .contains("long EMapperValue, long FAMILY_VIEWS,\n      long delta2)");
    org.assertj.core.api.Assertions.assertThat(generated(compilation, "test.EQuery"))
        .contains("class AfterX ", "class AfterX2 ");
  }

  /** A stage method with the parameters of an inherited method would override it: Java cannot have both. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "limit     | int     | limit(int)        | QueryStage",
      "offset    | long    | offset(long)      | QueryStage",
      "reversed  | boolean | reversed(boolean) | QueryStage",
      "batchSize | int     | batchSize(int)    | QueryStage"})
  void keyComponentsWhoseStageMethodHasTheParametersOfAnInheritedOne(String name, String type, String inherited,
      String declaredIn) {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(order = 0) long id;
          @RowKey(order = 1) %s %s;
        }
        """.formatted(type, name), Messages.keyNameClashesWithQuery(name, "EQuery and EAsyncQuery",
        name + "(" + type + ")", inherited, declaredIn, true), type + " " + name + ";");
  }

  /**
   * A stage method beside an inherited one that an argument for either fits: a call would run the one
   * its argument's exact type picks ({@code limit(5)} is the modifier even for a {@code long} key).
   */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "limit     | long    | limit(int)          | QueryStage",
      "limit     | Integer | limit(int)          | QueryStage",
      "limit     | short   | limit(int)          | QueryStage",
      "offset    | int     | offset(long)        | QueryStage",
      "offset    | Long    | offset(long)        | QueryStage",
      "reversed  | Boolean | reversed(boolean)   | QueryStage",
      "families  | String  | families(String...) | QueryStage",
      "equals    | String  | equals(Object)      | Object"})
  void keyComponentsWhoseStageMethodACallCouldConfuseWithAnInheritedOne(String name, String type, String inherited,
      String declaredIn) {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(order = 0) long id;
          @RowKey(order = 1) %s %s;
        }
        """.formatted(type, name), Messages.keyNameClashesWithQuery(name, "EQuery and EAsyncQuery",
        name + "(" + type + ")", inherited, declaredIn, false), type + " " + name + ";");
  }

  /**
   * A key component named like a terminal or modifier of the query whose type no argument of that
   * method fits is a plain overload: {@code page(String)} beside {@code page(PageRequest)}, {@code count(long)}
   * beside {@code count()}. The blocking and the asynchronous query both get it, and compile cleanly.
   */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "page | String", "page | long", "limit | String", "offset | String", "count | long", "list | String",
      "first | String", "stream | String", "publisher | long", "reversed | String", "families | long",
      "batchSize | String", "skipBadData | String", "where | String", "select | String", "cellTimeRange | long",
      "state | long", "with | long"})
  void keyComponentsNamedLikeAQueryMethodThatTakesOtherArguments(String name, String type) throws Exception {
    Compilation compilation = compileStrict("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(order = 0) long id;
          @RowKey(order = 1) %s %s;
        }
        """.formatted(type, name));
    assertThat(compilation).succeededWithoutWarnings();
    org.assertj.core.api.Assertions.assertThat(generated(compilation, "test.EQuery"))
        .contains("public RangeQuery<E> " + name + "(" + type + " ");
    org.assertj.core.api.Assertions.assertThat(generated(compilation, "test.EAsyncQuery"))
        .contains("public AsyncRangeQuery<E> " + name + "(" + type + " ");
  }

  @ParameterizedTest
  @ValueSource(strings = {"hashCode", "toString", "getClass", "notify", "notifyAll", "wait", "clone", "finalize"})
  void keyComponentsThatCannotBeKeyRecordComponents(String name) {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(order = 0) long id;
          @RowKey(order = 1) long %s;
        }
        """.formatted(name), Messages.keyNameReservedByRecord(name, "EMapper"), "long " + name + ";");
  }

  @Test
  void twoCountersWithOneIncrementMethod() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column(qualifier = "v1") @Counter long views;
          @Column(qualifier = "v2") @Counter long Views;
        }
        """, Messages.daoMethodTwice("incrementViews", "EDao", "@Counter field 'views'", "@Counter field 'Views'"),
        "long Views");
  }

  @Test
  void aCounterWhoseIncrementIsADynamicFamilysAccessor() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "f")
        class E {
          @RowKey long id;
          @Column(family = "d") @Counter long views;
          @DynamicColumns(family = "f", fetch = Fetch.EAGER) Map<Long, String> incrementViews;
        }
        """, Messages.daoMethodTwice("incrementViews", "EDao", "@DynamicColumns field 'incrementViews'",
        "@Counter field 'views'"), "long views");
  }

  @Test
  void twoIndexesWithOneFinder() {
    // "by_city" drops its "by_" and finds by city, like the index named after the field
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Index(name = "by_city", columns = {"city", "age"})
        class E {
          @RowKey long id;
          @Column @Indexed String city;
          @Column int age;
        }
        """, Messages.daoMethodTwice("findByCity", "EDao", "index 'city'", "index 'by_city'"), "class E");
  }

  @Test
  void anIndexedFieldWhoseRangeFinderIsAnotherIndexsFinder() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Indexed String city;
          @Column @Indexed(name = "city_between") String town;
        }
        """, Messages.daoMethodTwice("findByCityBetween", "EDao", "index 'city'", "index 'city_between'"),
        "String town");
  }

  /**
   * The stages before an MD5 prefix is fixed keep their state (and a group's DAO) in fields of their own: a
   * component named {@code state}, {@code dao} or {@code with} as the equality method's parameter leaves them alone.
   */
  @ParameterizedTest
  @ValueSource(strings = {"state", "dao", "with"})
  void keyComponentsNamedLikeAPendingStagesFields(String name) throws Exception {
    Compilation compilation = compileStrict("""
        @Table(name = "e") @Family(name = "d")
        @HashPrefix(length = 4, of = {"%s", "id"})
        class E {
          @RowKey(order = 0, width = 8) String %s;
          @RowKey(order = 1) long id;
          @RowKey(order = 2) long at;
        }
        """.formatted(name, name));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "limit     | int  | limit(int)     | true",
      "batchSize | int  | batchSize(int) | true",
      "offset    | long | offset(long)   | true",
      "limit     | long | limit(int)     | false",
      "offset    | int  | offset(long)   | false"})
  void compositeIndexColumnsWhoseStageMethodClashesWithOneOfTheLookup(String name, String type, String inherited,
      boolean sameParameters) {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Index(name = "pair", columns = {"city", "%s"})
        class E {
          @RowKey long id;
          @Column String city;
          @Column %s %s;
        }
        """.formatted(name, type, name), Messages.indexColumnClashesWithLookup("pair", name,
        name + "(" + type + ")", inherited, "IndexQuery", sameParameters), "class E");
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "page | int", "limit | String", "skipBadData | String", "repairStale | int", "state | int", "count | long",
      "publisher | String"})
  void compositeIndexColumnsNamedLikeALookupMethodThatTakesOtherArguments(String name, String type) throws Exception {
    Compilation compilation = compileStrict("""
        @Table(name = "e") @Family(name = "d")
        @Index(name = "pair", columns = {"city", "%s"})
        class E {
          @RowKey long id;
          @Column String city;
          @Column %s %s;
        }
        """.formatted(name, type, name));
    assertThat(compilation).succeededWithoutWarnings();
    org.assertj.core.api.Assertions.assertThat(generated(compilation, "test.EDao"))
        .contains("public IndexQuery<E> " + name + "(" + type + " ");
  }

  /**
   * The base classes' methods are read from the classpath, not from a list: a method the DAO base class
   * gains is a clash as soon as it exists. A stand-in EntityDao compiled with the entity plays that base.
   */
  @Test
  void methodsTheDaoBaseClassGainsAreClashesToo() {
    JavaFileObject base = JavaFileObjects.forSourceString("org.hbasemapper.runtime.dao.EntityDao", """
        package org.hbasemapper.runtime.dao;
        public abstract class EntityDao<E, K> {
          protected final void incrementViews() {}
          public void findByCity() {}
          void packagePrivateIsNotInherited() {}
        }
        """);
    JavaFileObject entity = source("E", """
        @Table(name = "e") @Family(name = "d") @Family(name = "f")
        class E {
          @RowKey long id;
          @Column(family = "d") @Counter long views;
          @Column(family = "d") @Indexed String city;
          @DynamicColumns(family = "f", fetch = Fetch.EAGER) Map<Long, String> packagePrivateIsNotInherited;
        }
        """);
    Compilation compilation = compile(entity, base);
    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation).hadErrorContaining(Messages.counterNameClashesWithDao("views", "incrementViews", "EDao",
        "EntityDao")).inFile(entity).onLineContaining("long views");
    assertThat(compilation).hadErrorContaining(Messages.indexNameClashesWithDao("city", "findByCity", "EDao",
        "EntityDao")).inFile(entity).onLineContaining("String city");
  }

  @Test
  void dynamicFieldNamedLikeADaoMethod() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "f")
        class E {
          @RowKey long id;
          @Column(family = "d") String x;
          @DynamicColumns(family = "f") Map<Long, String> delete;
        }
        """, Messages.dynamicNameClashesWithDao("delete", "EDao", "EntityDao"), "Map<Long, String> delete");
  }

  @Test
  void keyComponentNamedLikeAQueryMethod() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long limit;
        }
        """, Messages.keyNameClashesWithQuery("limit", "EQuery and EAsyncQuery", "limit(long)", "limit(int)",
        "QueryStage", false), "long limit");
  }
}
