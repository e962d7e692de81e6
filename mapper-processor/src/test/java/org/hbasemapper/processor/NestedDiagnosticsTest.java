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

  @Test
  void embeddedOnARowKey() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        record E(@RowKey @Embedded Part id, @Column String name) {}
        record Part(long a, long b) {}
        """, Messages.embeddedOnKey("id"), "Part id");
  }

  @Test
  void embeddedOnATypeWithACodec() {
    expectError("""
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, @Embedded String name) {}
        """, Messages.embeddedType("name", "java.lang.String"), "String name");
  }

  @Test
  void embeddedOnAnInterface() {
    expectError("""
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, @Embedded Runnable task) {}
        """, Messages.embeddedType("task", "java.lang.Runnable"), "Runnable task");
  }

  @Test
  void embeddedClassWithoutANonPrivateConstructor() {
    expectError("""
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, @Embedded Money price) {}
        class Money {
          long cents;
          private Money(long cents) { this.cents = cents; }
        }
        """, Messages.embeddedNoConstructor("price", "Money"), "Money price");
  }

  /** An immutable class (a Kotlin data class of vals) is built through its constructor, as an entity class is. */
  @Test
  void anEmbeddedImmutableClassIsBuiltThroughItsConstructor() {
    Compilation compilation = compile(source("E", """
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, @Embedded Money price) {}
        final class Money {
          private final long cents;
          private final String currency;
          private String note;
          Money(long cents, String currency) { this.cents = cents; this.currency = currency; }
          public long getCents() { return cents; }
          public String getCurrency() { return currency; }
          public String getNote() { return note; }
          public void setNote(String note) { this.note = note; }
        }
        """));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.EMapper").contentsAsUtf8String().contains("new Money(");
    assertThat(compilation).generatedSourceFile("test.EMapper").contentsAsUtf8String().contains(".setNote(");
  }

  @Test
  void embeddedTypeThatHoldsItself() {
    expectError("""
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, @Embedded Node head) {}
        record Node(String value, @Embedded Node next) {}
        """, Messages.embeddedCycle("next", "Node -> Node"), "Node next");
  }

  @Test
  void embeddedTypesThatHoldEachOther() {
    expectError("""
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, @Embedded A a) {}
        record A(String x, @Embedded B b) {}
        record B(String y, @Embedded A back) {}
        """, Messages.embeddedCycle("back", "A -> B -> A"), "A back");
  }

  @Test
  void embeddedPrefixCollidesWithAColumn() {
    expectError("""
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, String addr_city, @Embedded(prefix = "addr_") Address address) {}
        record Address(String street, String city) {}
        """, Messages.embeddedColumnTaken("address", "addr_", "field 'addressCity'", "d:addr_city",
        "field 'addr_city'"), "@Embedded(prefix");
  }

  @Test
  void embeddedPrefixesThatCollideOnceConcatenated() {
    // a_ + b_ + c = a_b_c, which the other value's a_b_ + c is too
    expectError("""
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, @Embedded(prefix = "a_") Outer one, @Embedded(prefix = "a_b_") Inner two) {}
        record Outer(@Embedded(prefix = "b_") Inner inner) {}
        record Inner(String c) {}
        """, Messages.embeddedColumnTaken("two", "a_b_", "the presence cell of 'two'", "d:a_b_",
        "the presence cell of 'oneInner'"), "Inner two");
  }

  @Test
  void embeddedFieldNameTakenByAnotherField() {
    expectError("""
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, String homeCity, @Embedded Address home) {}
        record Address(String city) {}
        """, Messages.embeddedNameTaken("home", "the field Address.city", "homeCity", "field 'homeCity'"),
        "Address home");
  }

  @Test
  void keyAnnotationInsideAnEmbeddedType() {
    JavaFileObject entity = source("E", """
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, @Embedded Address home) {}
        record Address(@RowKey long number, String city) {}
        """);
    Compilation compilation = compile(entity);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.embeddedAnnotationNotApplicable("@RowKey", "Address.number"))
        .inFile(entity).onLineContaining("@RowKey long number");
  }

  @Test
  void familyInsideAnEmbeddedType() {
    expectError("""
        @Table(name = "e", defaultFamily = "d") @Family(name = "d") @Family(name = "x")
        record E(@RowKey long id, @Embedded Address home) {}
        record Address(@Column(family = "x") String city) {}
        """, Messages.embeddedFamilyInside("Address.city", "x", "d"), "@Column(family = \"x\")");
  }

  @Test
  void embeddedWithoutAFamily() {
    expectError("""
        @Table(name = "e") @Family(name = "d") @Family(name = "x")
        record E(@RowKey long id, @Column(family = "d") String name, @Embedded Address home) {}
        record Address(String city) {}
        """, Messages.noFamilyForEmbedded("home"), "Address home");
  }

  @Test
  void embeddedTypeWithoutFields() {
    expectError("""
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, @Embedded Nothing nothing) {}
        record Nothing() {}
        """, Messages.embeddedNoFields("nothing", "Nothing"), "Nothing nothing");
  }

  @Test
  void convertOnAnEmbeddedField() {
    expectError("""
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, @Embedded @Convert(Object.class) Address home) {}
        record Address(String city) {}
        """, Messages.annotationNotApplicable("@Convert", "home", "an @Embedded value (its fields are the columns)"),
        "Address home");
  }

  @Test
  void indexedOnAWholeEmbeddedValue() {
    expectError("""
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, @Embedded @Indexed Address home) {}
        record Address(String city) {}
        """, Messages.indexedNotPlainColumn("@Indexed on 'home'"), "Address home");
  }

  @Test
  void unsupportedTypeInsideAnEmbeddedTypeIsReportedOnItsField() {
    JavaFileObject entity = source("E", """
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, @Embedded Address home) {}
        record Address(String city, Object extra) {}
        """);
    Compilation compilation = compile(entity);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.unsupportedValueType("homeExtra", "java.lang.Object"))
        .inFile(entity).onLineContaining("Object extra");
  }

  @Test
  void embeddedValuesInQueriesIndexesAndRepositoriesCompile() {
    JavaFileObject entity = source("E", """
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        @Index(name = "by_zip_street", columns = {"homeZip", "homeStreet"})
        record E(@RowKey long id, @Embedded Address home) {}
        record Address(String street, @Indexed String city, int zip) {}
        """);
    JavaFileObject use = source("Use", """
        class Use {
          Object conditions() {
            return EQuery.HOME_CITY.equalTo("Paris").and(EQuery.HOME_ZIP.greaterThan(75000));
          }
          Object finder(EDao dao) {
            return dao.findByHomeCity("Paris");
          }
        }
        """);
    assertThat(compile(entity, use)).succeededWithoutWarnings();
  }

  private static final JavaFileObject GENERIC_CODEC = com.google.testing.compile.JavaFileObjects.forSourceString(
      "test.TextCodec", """
      package test;
      public class TextCodec<T> implements org.hbasemapper.runtime.codec.ValueCodec<T> {
        private final Class<T> type;
        public TextCodec(Class<T> type) { this.type = type; }
        public byte[] encode(T v) { return v.toString().getBytes(); }
        public T decode(byte[] v) { return type.cast(null); }
      }
      """);

  @Test
  void aGenericCodecIsBuiltWithTheFieldsClass() {
    JavaFileObject entity = source("E", """
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, @Convert(TextCodec.class) Address home) {}
        record Address(String city) {}
        """);
    Compilation compilation = compile(entity, GENERIC_CODEC);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.EMapper").contentsAsUtf8String()
        .contains("private static final ValueCodec<Address> CODEC_HOME = new TextCodec<>(Address.class);");
  }

  @Test
  void aGenericCodecOfAGenericTypeNeedsASubclass() {
    JavaFileObject entity = source("E", """
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, @Convert(TextCodec.class) List<Address> homes) {}
        record Address(String city) {}
        """);
    Compilation compilation = compile(entity, GENERIC_CODEC);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.convertGenericCodec("homes", "TextCodec",
        "java.util.List<test.Address>")).inFile(entity).onLineContaining("@Convert");
  }

  @Test
  void aProjectionNamesTheFieldsOfAnEmbeddedValueNotTheValue() {
    JavaFileObject entity = source("E", """
        @Table(name = "e", defaultFamily = "d") @Family(name = "d")
        record E(@RowKey long id, @Embedded Address home) {}
        record Address(String street, String city) {}
        @Projection(E.class)
        record Card(Address home) {}
        """);
    Compilation compilation = compile(entity);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.projectionNotAField("Card", "home", "E",
        "an @Embedded value (name its fields instead: homeStreet, homeCity)", null))
        .inFile(entity).onLineContaining("record Card");
  }
}
