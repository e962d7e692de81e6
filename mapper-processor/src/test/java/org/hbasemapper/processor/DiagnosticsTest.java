package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.hbasemapper.processor.diagnostics.Messages;
import org.junit.jupiter.api.Test;

/**
 * One test per diagnostic: the message, the file and line it points at, and the error count. An
 * entity with errors generates nothing.
 */
class DiagnosticsTest {
  private static final String IMPORTS = "package test;\n"
      + "import java.util.*;\n"
      + "import java.time.*;\n"
      + "import org.hbasemapper.annotations.*;\n";

  static Compilation compile(JavaFileObject... sources) {
    return Compiler.javac().withProcessors(new MapperProcessor()).withOptions(Unchecked.OFF).compile(sources);
  }

  static JavaFileObject source(String name, String body) {
    return JavaFileObjects.forSourceString("test." + name, IMPORTS + body);
  }

  /** Compiles {@code body} as test.E and expects exactly one error, {@code message}, on the line containing {@code line}. */
  static void expectError(String body, String message, String line) {
    JavaFileObject source = source("E", body);
    Compilation compilation = compile(source);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(message).inFile(source).onLineContaining(line);
  }

  @Test
  void noRowKeyIsAnError() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @Column String name;
        }
        """, Messages.noRowKey("E"), "class E");
  }

  @Test
  void duplicateKeyOrder() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(order = 0) long a;
          @RowKey(order = 0) long b;
        }
        """, Messages.duplicateKeyOrder("b", 0, "a"), "long b");
  }

  @Test
  void keyOrderGap() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(order = 0) long a;
          @RowKey(order = 2) long b;
        }
        """, Messages.keyOrderGap("b", 2, 1), "long b");
  }

  @Test
  void variableWidthComponentThatIsNotLast() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(order = 0) String userId;
          @RowKey(order = 1) long time;
        }
        """, Messages.variableWidthNotLast("userId"), "String userId");
  }

  @Test
  void widthOnATypeWithANaturalWidth() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(width = 4) long id;
        }
        """, Messages.widthOnNaturalWidth("id", "long", 8), "long id");
  }

  @Test
  void negativeWidth() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey(width = -1) String id;
        }
        """, Messages.negativeWidth("id"), "String id");
  }

  @Test
  void keyTypeWithoutKeyCodec() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey java.math.BigDecimal id;
        }
        """, Messages.unsupportedKeyType("id", "java.math.BigDecimal"), "BigDecimal id");
  }

  @Test
  void columnTypeWithoutCodec() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column Object payload;
        }
        """, Messages.unsupportedValueType("payload", "java.lang.Object"), "Object payload");
  }

  @Test
  void dynamicColumnsOnSomethingThatIsNotAMap() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "fans")
        class E {
          @RowKey long id;
          @DynamicColumns(family = "fans") List<Long> fans;
        }
        """, Messages.dynamicColumnsNotMap("fans", "java.util.List<java.lang.Long>"), "List<Long> fans");
  }

  @Test
  void dynamicColumnsKeyWithoutKeyCodec() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "fans")
        class E {
          @RowKey long id;
          @DynamicColumns(family = "fans") Map<Object, String> fans;
        }
        """, Messages.unsupportedMapKeyType("fans", "java.lang.Object"), "Map<Object, String> fans");
  }

  @Test
  void convertCodecOfTheWrongType() {
    JavaFileObject codec = JavaFileObjects.forSourceString("test.IntCodec", """
        package test;
        public class IntCodec implements org.hbasemapper.runtime.codec.ValueCodec<Integer> {
          public byte[] encode(Integer v) { return new byte[0]; }
          public Integer decode(byte[] v) { return 0; }
        }
        """);
    JavaFileObject entity = source("E", """
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Convert(IntCodec.class) String name;
        }
        """);
    Compilation compilation = compile(entity, codec);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.convertWrongType("name", "IntCodec", "java.lang.Integer",
        "java.lang.String")).inFile(entity).onLineContaining("@Convert");
  }

  @Test
  void convertClassThatIsNotACodec() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Convert(String.class) String name;
        }
        """, Messages.convertNotACodec("name", "String"), "@Convert");
  }

  @Test
  void convertCodecThatCannotBeInstantiated() {
    JavaFileObject codec = JavaFileObjects.forSourceString("test.HiddenCodec", """
        package test;
        public class HiddenCodec implements org.hbasemapper.runtime.codec.ValueCodec<String> {
          private HiddenCodec() {}
          public byte[] encode(String v) { return new byte[0]; }
          public String decode(byte[] v) { return ""; }
        }
        """);
    JavaFileObject entity = source("E", """
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Convert(HiddenCodec.class) String name;
        }
        """);
    Compilation compilation = compile(entity, codec);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.convertNotInstantiable("name", "HiddenCodec"))
        .inFile(entity).onLineContaining("@Convert");
  }

  @Test
  void columnNamingAnUndeclaredFamily() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column(family = "info") String name;
        }
        """, Messages.unknownFamily("name", "info", "d", null), "String name");
  }

  @Test
  void undeclaredFamilyWithACloseDeclaredOneIsSuggested() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "info")
        class E {
          @RowKey long id;
          @Column(family = "Info") String name;
        }
        """, Messages.unknownFamily("name", "Info", "d, info", "info"), "String name");
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "info")
        class E {
          @RowKey long id;
          @Column(family = "inof") String name;
        }
        """, "which no @Family declares (declared: d, info); add @Family(name = \"inof\") to the type or fix the "
        + "name; did you mean 'info'?", "String name");
  }

  @Test
  void columnWithoutFamilyWhenSeveralAreDeclared() {
    expectError("""
        @Table(name = "e") @Family(name = "a") @Family(name = "b")
        class E {
          @RowKey long id;
          @Column String name;
        }
        """, Messages.noFamilyForColumn("name"), "String name");
  }

  @Test
  void twoFieldsOnTheSameColumn() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column(qualifier = "n") String name;
          @Column(qualifier = "n") String nick;
        }
        """, Messages.duplicateColumn("nick", "d:n", "name"), "String nick");
  }

  @Test
  void dynamicFamilyThatAlsoHoldsColumns() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column String name;
          @DynamicColumns(family = "d") Map<Long, String> fans;
        }
        """, Messages.dynamicFamilyShared("fans", "d", "name"), "Map<Long, String> fans");
  }

  @Test
  void unmappedFieldWithoutDefaultFamily() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          String forgotten;
        }
        """, Messages.unmappedField("forgotten"), "String forgotten");
  }

  @Test
  void classWithoutNoArgConstructor() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          E(long id) { this.id = id; }
        }
        """, Messages.noConstructor("E"), "class E");
  }

  @Test
  void privateFieldWithoutGetter() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey private long id;
          public void setId(long id) { this.id = id; }
        }
        """, Messages.noGetter("id"), "private long id");
  }

  @Test
  void privateFieldWithoutSetter() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey private long id;
          public long getId() { return id; }
        }
        """, Messages.noSetter("id"), "private long id");
  }

  @Test
  void privateEntity() {
    JavaFileObject source = source("Outer", """
        class Outer {
          @Table(name = "e") @Family(name = "d")
          private static class E {
            @RowKey long id;
            E() {}
          }
        }
        """);
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.privateType("E")).inFile(source).onLineContaining("class E");
  }

  @Test
  void innerClassEntity() {
    JavaFileObject source = source("Outer", """
        class Outer {
          @Table(name = "e") @Family(name = "d")
          class E {
            @RowKey long id;
          }
        }
        """);
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.notTopLevelOrStatic("E")).inFile(source).onLineContaining("class E");
  }

  @Test
  void abstractEntity() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        abstract class E {
          @RowKey long id;
        }
        """, Messages.abstractEntity("E"), "class E");
  }

  @Test
  void invalidTableName() {
    expectError("""
        @Table(name = "-bad") @Family(name = "d")
        class E {
          @RowKey long id;
        }
        """, Messages.invalidTableName("-bad"), "class E");
  }

  @Test
  void invalidNamespace() {
    expectError("""
        @Table(name = "e", namespace = "my-ns") @Family(name = "d")
        class E {
          @RowKey long id;
        }
        """, Messages.invalidNamespace("my-ns"), "class E");
  }

  @Test
  void invalidFamilyName() {
    expectError("""
        @Table(name = "e")
        @Family(name = "a:b")
        class E {
          @RowKey long id;
        }
        """, Messages.invalidFamilyName("a:b"), "@Family(name = \"a:b\")");
  }

  @Test
  void familyDeclaredTwice() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "d")
        class E {
          @RowKey long id;
        }
        """, Messages.duplicateFamily("d"), "class E");
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

  // ---- relations: E's map points at T ---------------------------------------------------------

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

  @Test
  void indexedRowKeyComponent() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey @Indexed long id;
          @Column String x;
        }
        """, Messages.indexedNotPlainColumn("@Indexed on 'id'"), "long id");
  }

  @Test
  void indexedCounter() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Counter @Indexed long views;
        }
        """, Messages.indexedNotPlainColumn("@Indexed on 'views'"), "long views");
  }

  @Test
  void indexedTypeWithoutKeyEncoding() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Indexed java.math.BigDecimal price;
        }
        """, Messages.indexedNotOrderable("@Indexed on 'price'", "java.math.BigDecimal"), "BigDecimal price");
  }

  @Test
  void compositeIndexColumnWithoutKeyEncodingPointsAtTheType() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Index(name = "by_city_price", columns = {"city", "price"})
        class E {
          @RowKey long id;
          @Column String city;
          @Column java.math.BigDecimal price;
        }
        """, Messages.indexedNotOrderable("@Index 'by_city_price' column 'price'", "java.math.BigDecimal"), "class E");
  }

  @Test
  void compositeIndexOfAnUnknownColumn() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Index(name = "by_city", columns = {"cty"})
        class E {
          @RowKey long id;
          @Column String city;
        }
        """, Messages.indexUnknownColumn("by_city", "cty", "city"), "class E");
  }

  @Test
  void compositeIndexWithoutColumns() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Index(name = "nothing", columns = {})
        class E {
          @RowKey long id;
          @Column String city;
        }
        """, Messages.indexNoColumns("nothing"), "class E");
  }

  @Test
  void indexNameUnfitForATableName() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          @Column @Indexed(name = "by city") String city;
        }
        """, Messages.indexNameInvalid("by city"), "String city");
  }

  @Test
  void twoIndexesWithOneName() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Index(name = "city", columns = {"city", "age"})
        class E {
          @RowKey long id;
          @Column @Indexed String city;
          @Column int age;
        }
        """, Messages.indexDuplicateName("city"), "class E");
  }

  @Test
  void lazyDynamicColumnsDeclaredAsAnotherMapType() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "f")
        class E {
          @RowKey long id;
          @DynamicColumns(family = "f", fetch = Fetch.LAZY) TreeMap<Long, String> fans;
        }
        """, Messages.lazyMapType("fans", "java.util.TreeMap<java.lang.Long, java.lang.String>"), "fans;");
  }

  @Test
  void saltBucketsOutOfRange() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Salt(buckets = 300)
        class E {
          @RowKey long id;
        }
        """, Messages.saltBuckets(300), "@Salt");
  }

  @Test
  void hashPrefixLengthAndRegionsOutOfRange() {
    JavaFileObject source = source("E", """
        @Table(name = "e") @Family(name = "d")
        @HashPrefix(length = 17, regions = 0)
        class E {
          @RowKey long id;
        }
        """);
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation).hadErrorContaining(Messages.hashPrefixLength(17)).inFile(source).onLineContaining("@HashPrefix");
    assertThat(compilation).hadErrorContaining(Messages.hashPrefixRegions(0)).inFile(source).onLineContaining("@HashPrefix");
  }

  @Test
  void saltOfAnUnknownComponent() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Salt(of = "host")
        class E {
          @RowKey(order = 0, width = 8) String hostId;
          @RowKey(order = 1) long time;
        }
        """, Messages.prefixUnknownComponent("@Salt", "host", "hostId, time", "hostId"), "@Salt");
  }

  @Test
  void unknownNamesFarFromEveryDeclaredOneGetNoSuggestion() {
    JavaFileObject source = source("E", """
        @Table(name = "e") @Family(name = "d")
        @HashPrefix(of = "zone")
        class E {
          @RowKey(order = 0, width = 8) String hostId;
          @RowKey(order = 1) long time;
        }
        """);
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(1);
    org.assertj.core.api.Assertions.assertThat(compilation.errors().get(0).getMessage(null))
        .isEqualTo(Messages.prefixUnknownComponent("@HashPrefix", "zone", "hostId, time", null))
        .doesNotContain("did you mean");
  }

  @Test
  void saltOfComponentsThatAreNotTheLeadingOnes() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Salt(of = "time")
        class E {
          @RowKey(order = 0, width = 8) String hostId;
          @RowKey(order = 1) long time;
        }
        """, Messages.prefixNotLeading("@Salt", "[time]", "hostId"), "@Salt");
  }

  @Test
  void saltAndHashPrefixTogether() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        @Salt @HashPrefix
        class E {
          @RowKey long id;
        }
        """, Messages.saltAndHashPrefix(), "@Salt @HashPrefix");
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

  @Test
  void everyProblemOfAnEntityIsReportedNotOnlyTheFirst() {
    JavaFileObject source = source("E", """
        @Table(name = "e", namespace = "bad-ns") @Family(name = "d")
        class E {
          @RowKey(order = 0) String a;
          @RowKey(order = 1) long b;
          @Column(family = "x") String c;
          String d;
          @Column @Counter int e;
        }
        """);
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(5);
    assertThat(compilation).hadErrorContaining(Messages.invalidNamespace("bad-ns")).inFile(source)
        .onLineContaining("class E");
    assertThat(compilation).hadErrorContaining(Messages.variableWidthNotLast("a")).inFile(source)
        .onLineContaining("String a");
    assertThat(compilation).hadErrorContaining(Messages.unknownFamily("c", "x", "d", null)).inFile(source)
        .onLineContaining("String c");
    assertThat(compilation).hadErrorContaining(Messages.unmappedField("d")).inFile(source).onLineContaining("String d");
    assertThat(compilation).hadErrorContaining(Messages.counterType("e", "int")).inFile(source).onLineContaining("int e");
  }

  @Test
  void aKeyComponentThatCannotBeModelledDoesNotCascade() {
    // the key's only component has no codec: one error, not also "no @RowKey"
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey Object id;
          @Column String name;
        }
        """, Messages.unsupportedKeyType("id", "java.lang.Object"), "Object id");
  }

  @Test
  void oneBadEntityDoesNotStopTheOthersAndGeneratesNothingItself() throws Exception {
    JavaFileObject bad = source("Bad", """
        @Table(name = "bad") @Family(name = "d")
        class Bad {
          @Column String noKey;
        }
        """);
    JavaFileObject good = source("Good", """
        @Table(name = "good") @Family(name = "d")
        class Good {
          @RowKey long id;
          @Column String name;
        }
        """);
    Compilation compilation = compile(bad, good);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.noRowKey("Bad")).inFile(bad).onLineContaining("class Bad");

    // compile-testing hides generated files of a failed compilation, so look at javac's output directly
    java.nio.file.Path out = java.nio.file.Files.createTempDirectory("generated");
    javax.tools.JavaCompiler javac = javax.tools.ToolProvider.getSystemJavaCompiler();
    javax.tools.JavaCompiler.CompilationTask task = javac.getTask(null, null, d -> { }, java.util.List.of(
        "-proc:only", "-s", out.toString(), "-d", out.toString(), "-classpath", System.getProperty("java.class.path")), null,
        java.util.List.of(bad, good));
    task.setProcessors(java.util.List.of(new MapperProcessor()));
    task.call();
    org.assertj.core.api.Assertions.assertThat(out.resolve("test")).isDirectoryContaining("glob:**/GoodMapper.java")
        .isDirectoryContaining("glob:**/GoodDao.java")
        .isDirectoryContaining("glob:**/GoodQuery.java")
        .isDirectoryNotContaining("glob:**/BadMapper.java")
        .isDirectoryNotContaining("glob:**/BadDao.java");
    try (var files = java.nio.file.Files.walk(out)) {
      files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
    }
  }

  @Test
  void anUnexpectedExceptionBecomesOneErrorOnItsEntityAndTheOthersStillGenerate() {
    JavaFileObject broken = source("Broken", """
        @Table(name = "broken") @Family(name = "d")
        class Broken {
          @RowKey long id;
        }
        """);
    JavaFileObject fine = source("Fine", """
        @Table(name = "fine") @Family(name = "d")
        class Fine {
          @RowKey long id;
        }
        """);
    IllegalStateException boom = new IllegalStateException("boom");
    Compilation compilation = Compiler.javac().withProcessors(new MapperProcessor(model -> {
      if (model.simpleName().equals("Broken")) {
        throw boom;
      }
    })).withOptions(Unchecked.OFF).compile(broken, fine);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.internalError("Broken", boom)).inFile(broken)
        .onLineContaining("class Broken");
  }
}
