package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.hbasemapper.processor.DiagnosticsTest.compile;
import static org.hbasemapper.processor.DiagnosticsTest.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.hbasemapper.processor.diagnostics.Messages;
import org.junit.jupiter.api.Test;

/**
 * Kotlin classes as the processor sees them through kapt: Java stubs carrying {@code @kotlin.Metadata}
 * (the metadata here is what kapt 2.4 wrote for the classes named in each test). The messages are
 * worded for Kotlin; a repository names kapt's placeholder for the generated key; a sealed interface
 * is read as sealed from its metadata.
 */
class KotlinStubsTest {
  /** {@code kotlin.Metadata} as kotlin-stdlib declares it, for the stubs to carry. */
  static final JavaFileObject METADATA = JavaFileObjects.forSourceString("kotlin.Metadata", """
      package kotlin;
      @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
      public @interface Metadata {
        int k() default 1;
        int[] mv() default {};
        String[] d1() default {};
        String[] d2() default {};
        int xi() default 0;
      }
      """);
  /** kapt's stand-in for a type the Kotlin source names and the same run generates. */
  static final JavaFileObject PLACEHOLDER = JavaFileObjects.forSourceString("error.NonExistentClass", """
      package error;
      public final class NonExistentClass {}
      """);
  /** {@code sealed interface Row}. */
  static final String SEALED = "@kotlin.Metadata(mv = {2, 4, 0}, k = 1, xi = 48, d1 = {\"\\u0000\\u000e\\n\\u0002\\u0018\\u0002\\n\\u0002\\u0010\\u0000\\n\\u0002\\u0018\\u0002\\n\\u0000\\bv\\u0018\\u00002\\u00020\\u0001\\u0082\\u0001\\u0001\\u0002\\u00a8\\u0006\\u0003\\u00c0\\u0006\\u0003\"}, d2 = {\"Ls/Row;\", \"\", \"Ls/R1;\", \"s\"})";
  /** {@code class Holder(var email: Email = ..., ...)} where {@code Email} is a value class. */
  static final String HOLDER = "@kotlin.Metadata(mv = {2, 4, 0}, k = 1, xi = 48, d1 = {\"\\u0000 \\n\\u0002\\u0018\\u0002\\n\\u0002\\u0010\\u0000\\n\\u0000\\n\\u0002\\u0018\\u0002\\n\\u0002\\b\\u0002\\n\\u0002\\u0010\\u000e\\n\\u0000\\n\\u0002\\u0010\\u000b\\n\\u0002\\b\\u000f\\u0018\\u00002\\u00020\\u0001B1\\u0012\\b\\b\\u0002\\u0010\\u0002\\u001a\\u00020\\u0003\\u0012\\n\\b\\u0002\\u0010\\u0004\\u001a\\u0004\\u0018\\u00010\\u0003\\u0012\\b\\b\\u0002\\u0010\\u0005\\u001a\\u00020\\u0006\\u0012\\b\\b\\u0002\\u0010\\u0007\\u001a\\u00020\\b\\u00a2\\u0006\\u0004\\b\\t\\u0010\\nR\\u001c\\u0010\\u0002\\u001a\\u00020\\u0003X\\u0086\\u000e\\u00a2\\u0006\\u0010\\n\\u0002\\u0010\\u000f\\u001a\\u0004\\b\\u000b\\u0010\\f\\\"\\u0004\\b\\r\\u0010\\u000eR\\u001e\\u0010\\u0004\\u001a\\u0004\\u0018\\u00010\\u0003X\\u0086\\u000e\\u00a2\\u0006\\u0010\\n\\u0002\\u0010\\u000f\\u001a\\u0004\\b\\u0010\\u0010\\f\\\"\\u0004\\b\\u0011\\u0010\\u000eR\\u001a\\u0010\\u0005\\u001a\\u00020\\u0006X\\u0086\\u000e\\u00a2\\u0006\\u000e\\n\\u0000\\u001a\\u0004\\b\\u0012\\u0010\\f\\\"\\u0004\\b\\u0013\\u0010\\u000eR\\u001a\\u0010\\u0007\\u001a\\u00020\\bX\\u0086\\u000e\\u00a2\\u0006\\u000e\\n\\u0000\\u001a\\u0004\\b\\u0007\\u0010\\u0014\\\"\\u0004\\b\\u0015\\u0010\\u0016\\u00a8\\u0006\\u0017\"}, d2 = {\"Ls/Holder;\", \"\", \"email\", \"Ls/Email;\", \"email2\", \"plain\", \"\", \"isAdmin\", \"\", \"<init>\", \"(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/internal/DefaultConstructorMarker;)V\", \"getEmail-6lvpIQY\", \"()Ljava/lang/String;\", \"setEmail-CSCdo7Y\", \"(Ljava/lang/String;)V\", \"Ljava/lang/String;\", \"getEmail2-k_8EEVA\", \"setEmail2-qBQNgmQ\", \"getPlain\", \"setPlain\", \"()Z\", \"setAdmin\", \"(Z)V\", \"s\"})";
  /** A class, as far as the class flags go; no mangled accessors. */
  static final String KOTLIN_CLASS = "@kotlin.Metadata(mv = {2, 4, 0}, k = 1, xi = 48, d1 = {\"\\u0000 \\n\\u0002\\u0018\\u0002\\n\\u0002\\u0010\\u0000\\n\\u0000\\n\\u0002\\u0018\\u0002\\n\\u0002\\b\\u0002\\n\\u0002\\u0010\\u000e\\n\\u0000\\n\\u0002\\u0010\\u000b\\n\\u0002\\b\\u000f\\u0018\\u00002\\u00020\\u0001B1\\u0012\\b\\b\\u0002\\u0010\\u0002\\u001a\\u00020\\u0003\\u0012\\n\\b\\u0002\\u0010\\u0004\\u001a\\u0004\\u0018\\u00010\\u0003\\u0012\\b\\b\\u0002\\u0010\\u0005\\u001a\\u00020\\u0006\\u0012\\b\\b\\u0002\\u0010\\u0007\\u001a\\u00020\\b\\u00a2\\u0006\\u0004\\b\\t\\u0010\\nR\\u001c\\u0010\\u0002\\u001a\\u00020\\u0003X\\u0086\\u000e\\u00a2\\u0006\\u0010\\n\\u0002\\u0010\\u000f\\u001a\\u0004\\b\\u000b\\u0010\\f\\\"\\u0004\\b\\r\\u0010\\u000eR\\u001e\\u0010\\u0004\\u001a\\u0004\\u0018\\u00010\\u0003X\\u0086\\u000e\\u00a2\\u0006\\u0010\\n\\u0002\\u0010\\u000f\\u001a\\u0004\\b\\u0010\\u0010\\f\\\"\\u0004\\b\\u0011\\u0010\\u000eR\\u001a\\u0010\\u0005\\u001a\\u00020\\u0006X\\u0086\\u000e\\u00a2\\u0006\\u000e\\n\\u0000\\u001a\\u0004\\b\\u0012\\u0010\\f\\\"\\u0004\\b\\u0013\\u0010\\u000eR\\u001a\\u0010\\u0007\\u001a\\u00020\\bX\\u0086\\u000e\\u00a2\\u0006\\u000e\\n\\u0000\\u001a\\u0004\\b\\u0007\\u0010\\u0014\\\"\\u0004\\b\\u0015\\u0010\\u0016\\u00a8\\u0006\\u0017\"})";

  @Test
  void aValProperty() {
    JavaFileObject source = source("E", KOTLIN_CLASS + """

        @Table(name = "e") @Family(name = "d")
        public final class E {
          @RowKey private long id;
          @Column(family = "d") private final String name = null;
          public E() {}
          public long getId() { return id; }
          public void setId(long id) { this.id = id; }
          public String getName() { return name; }
        }
        """);
    Compilation compilation = compile(METADATA, source);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.kotlinFinalNotInConstructor("name", "E")).inFile(source)
        .onLineContaining("String name");
  }

  @Test
  void aPrivateProperty() {
    JavaFileObject source = source("E", KOTLIN_CLASS + """

        @Table(name = "e") @Family(name = "d")
        public final class E {
          @RowKey private long id;
          @Column(family = "d") private String secret;
          public E() {}
          public long getId() { return id; }
          public void setId(long id) { this.id = id; }
        }
        """);
    Compilation compilation = compile(METADATA, source);
    assertThat(compilation).hadErrorContaining(Messages.kotlinNoGetter("secret")).inFile(source)
        .onLineContaining("String secret");
  }

  @Test
  void aPropertyOfAValueClassType() {
    JavaFileObject source = source("Holder", HOLDER + """

        @Table(name = "e") @Family(name = "d")
        public final class Holder {
          @RowKey private long id;
          @Column(family = "d") private String email;
          public Holder() {}
          public long getId() { return id; }
          public void setId(long id) { this.id = id; }
        }
        """);
    Compilation compilation = compile(METADATA, source);
    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation).hadErrorContaining(Messages.kotlinValueClassProperty("email", "getter")).inFile(source)
        .onLineContaining("String email");
    assertThat(compilation).hadErrorContaining(Messages.kotlinValueClassProperty("email", "setter")).inFile(source)
        .onLineContaining("String email");
  }

  /** A data class of vals taking a value class: Kotlin compiles its constructor as private. */
  @Test
  void aConstructorTakingAValueClass() {
    JavaFileObject source = source("Holder", HOLDER + """

        @Table(name = "e") @Family(name = "d")
        public final class Holder {
          @RowKey private final long id;
          @Column(family = "d") private final String email;
          private Holder(long id, String email) { this.id = id; this.email = email; }
          public long getId() { return id; }
        }
        """);
    Compilation compilation = compile(METADATA, source);
    assertThat(compilation).hadErrorContaining(Messages.kotlinValueClassConstructor("Holder")).inFile(source)
        .onLineContaining("class Holder");
  }

  /** A class with only its primary constructor (a data class of vals) is built through it. */
  @Test
  void aClassWithOnlyItsPrimaryConstructorIsBuiltThroughIt() {
    JavaFileObject source = source("E", KOTLIN_CLASS + """

        @Table(name = "e") @Family(name = "d")
        public final class E {
          @RowKey private final long id;
          @Column(family = "d") private final String name;
          public E(long id, String name) { this.id = id; this.name = name; }
          public long getId() { return id; }
          public String getName() { return name; }
        }
        """);
    Compilation compilation = compile(METADATA, source);
    assertThat(compilation).succeeded();
  }

  @Test
  void aClassWithoutAPublicConstructor() {
    JavaFileObject source = source("E", KOTLIN_CLASS + """

        @Table(name = "e") @Family(name = "d")
        public final class E {
          @RowKey long id;
          private E(long id) { this.id = id; }
        }
        """);
    Compilation compilation = compile(METADATA, source);
    assertThat(compilation).hadErrorContaining(Messages.kotlinNoConstructor("E")).inFile(source)
        .onLineContaining("class E");
  }

  @Test
  void theJavaWordingStaysForJavaClasses() {
    JavaFileObject source = source("E", """
        @Table(name = "e") @Family(name = "d")
        public final class E {
          @RowKey private long id;
          public long getId() { return id; }
        }
        """);
    assertThat(compile(source)).hadErrorContaining(Messages.noSetter("id"));
  }

  @Test
  void aRepositoryOverAnEntityOfTheSameModuleNamesKaptsPlaceholderForTheKey() {
    JavaFileObject entity = source("Score", KOTLIN_CLASS + """

        @Table(name = "score") @Family(name = "d")
        public final class Score {
          @RowKey(order = 0, width = 8) String player;
          @RowKey(order = 1) int round;
          @Column(family = "d") int points;
        }
        """);
    JavaFileObject repository = source("ScoreRepository", KOTLIN_CLASS + """

        @Repository
        public interface ScoreRepository extends org.hbasemapper.runtime.CrudRepository<Score, error.NonExistentClass> {
          java.util.List<Score> findByPlayer(String player);
        }
        """);
    // kapt runs the processors only: the generated Java is compiled later, against what kotlinc made
    Compilation compilation = Compiler.javac().withProcessors(new MapperProcessor()).withOptions(Unchecked.OFF, "-proc:only")
        .compile(METADATA, PLACEHOLDER, entity, repository);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.ScoreRepositoryImpl").contentsAsUtf8String()
        .contains("public Optional<Score> findById(ScoreMapper.Key id)");
  }

  @Test
  void aKotlinSealedInterfaceOverRecordTypesIsAGroup() {
    JavaFileObject group = source("OrderRow", SEALED + """

        public interface OrderRow {}
        """);
    Compilation compilation = compile(METADATA, group, header(KOTLIN_CLASS), item(KOTLIN_CLASS));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.OrderRowDao");
  }

  @Test
  void aKotlinInterfaceWhoseMetadataCannotBeReadIsReported() {
    JavaFileObject group = source("OrderRow", """
        @kotlin.Metadata(mv = {9, 0, 0}, k = 1, d1 = {"\\u0001unknown"})
        public interface OrderRow {}
        """);
    Compilation compilation = compile(METADATA, group, header(KOTLIN_CLASS), item(KOTLIN_CLASS));
    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningContaining(Messages.kotlinInterfaceUnreadable("OrderRow")).inFile(group)
        .onLineContaining("interface OrderRow");
  }

  private static JavaFileObject header(String metadata) {
    return source("OrderHeader", metadata + """

        @Table(name = "orders", defaultFamily = "d") @Family(name = "d")
        @RecordType(value = "H", order = 2)
        public final class OrderHeader implements OrderRow {
          @RowKey(order = 0, width = 8) String customer;
          @RowKey(order = 1) long order;
          String name;
        }
        """);
  }

  private static JavaFileObject item(String metadata) {
    return source("LineItem", metadata + """

        @Table(name = "orders", defaultFamily = "d") @Family(name = "d")
        @RecordType(value = "I", order = 2)
        public final class LineItem implements OrderRow {
          @RowKey(order = 0, width = 8) String customer;
          @RowKey(order = 1) long order;
          @RowKey(order = 3) int line;
          String sku;
        }
        """);
  }
}
