package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.hbasemapper.processor.DiagnosticsTest.compile;
import static org.hbasemapper.processor.DiagnosticsTest.expectError;
import static org.hbasemapper.processor.DiagnosticsTest.source;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.util.List;
import javax.tools.JavaFileObject;
import org.hbasemapper.processor.diagnostics.Messages;
import org.junit.jupiter.api.Test;

/**
 * Classes built through a constructor, as records are: which constructor the mapper picks, how each
 * field is read (the field, {@code getX()}, {@code isX()}, {@code x()}) and written (a constructor
 * parameter, the field, a setter, Kotlin's {@code setX} for a property {@code isX}), and one test per
 * diagnostic when a field would otherwise be dropped: the message, the line and the error count.
 */
class ConstructorMappingTest {

  private static String mapperSource(Compilation compilation) throws IOException {
    return compilation.generatedSourceFile("test.EMapper").orElseThrow().getCharContent(true).toString();
  }

  private static Compilation compileEntity(String body) {
    Compilation compilation = compile(source("E", body));
    assertThat(compilation).succeededWithoutWarnings();
    return compilation;
  }

  @Test
  void anImmutableClassIsBuiltThroughItsOnlyConstructor() throws IOException {
    String mapper = mapperSource(compileEntity("""
        @Table(name = "e") @Family(name = "d")
        public final class E {
          @RowKey private final long id;
          @Column(family = "d") private final String name;
          @Column(family = "d") private final boolean active;
          @Column(family = "d") private final int rank;

          public E(long id, String name, boolean active, int rank) {
            this.id = id; this.name = name; this.active = active; this.rank = rank;
          }
          public long getId() { return id; }
          public String name() { return name; }
          public boolean isActive() { return active; }
          public int getRank() { return rank; }
        }
        """));
    org.assertj.core.api.Assertions.assertThat(mapper)
        .contains("return new E(\n")
        .contains("entity.getId()").contains("entity.name()").contains("entity.isActive()")
        .contains("entity.getRank()")
        .doesNotContain("new E()");
  }

  @Test
  void constructorParametersMayComeInAnyOrderAndTheRestIsSetAfterwards() throws IOException {
    String mapper = mapperSource(compileEntity("""
        @Table(name = "e") @Family(name = "d")
        public class E {
          @Column(family = "d") private final String name;
          @RowKey private final long id;
          @Column(family = "d") private String note;
          @Column(family = "d") int count;

          public E(long id, String name) { this.id = id; this.name = name; }
          public long getId() { return id; }
          public String getName() { return name; }
          public String getNote() { return note; }
          public void setNote(String note) { this.note = note; }
        }
        """));
    org.assertj.core.api.Assertions.assertThat(mapper)
        .containsPattern("E entity = new E\\(\\s*key\\.id\\(\\),\\s*name\\);")
        .contains("entity.setNote(note)")
        .contains("entity.count = count");
  }

  @Test
  void aMarkedConstructorIsChosenAmongSeveral() throws IOException {
    String mapper = mapperSource(compileEntity("""
        @Table(name = "e") @Family(name = "d")
        public class E {
          @RowKey final long id;
          @Column(family = "d") final String name;

          public E(long id) { this(id, "none"); }
          @MappingConstructor
          public E(long id, String name) { this.id = id; this.name = name; }
        }
        """));
    org.assertj.core.api.Assertions.assertThat(mapper).containsPattern("return new E\\(\\s*key\\.id\\(\\),\\s*name\\);");
  }

  @Test
  void withSeveralConstructorsTheOneWithoutParametersIsUsed() throws IOException {
    String mapper = mapperSource(compileEntity("""
        @Table(name = "e") @Family(name = "d")
        public class E {
          @RowKey long id;
          @Column(family = "d") String name;

          public E() {}
          public E(long id, String name) { this.id = id; this.name = name; }
        }
        """));
    org.assertj.core.api.Assertions.assertThat(mapper).contains("E entity = new E();").contains("entity.name = name");
  }

  @Test
  void kotlinBooleanPropertiesNamedIsXAreReadAndWrittenByTheirKotlinAccessors() throws IOException {
    // what kapt's stub of `var isAdmin: Boolean` and `var isOwner: Boolean?` declares (Lombok's @Data too)
    String mapper = mapperSource(compileEntity("""
        @Table(name = "e") @Family(name = "d")
        public final class E {
          @RowKey private long id;
          @Column(family = "d") private boolean isAdmin;
          @Column(family = "d") private Boolean isOwner;
          @Column(family = "d") private Boolean enabled;

          public long getId() { return id; }
          public void setId(long id) { this.id = id; }
          public boolean isAdmin() { return isAdmin; }
          public void setAdmin(boolean isAdmin) { this.isAdmin = isAdmin; }
          public Boolean isOwner() { return isOwner; }
          public void setOwner(Boolean isOwner) { this.isOwner = isOwner; }
          public Boolean isEnabled() { return enabled; }
          public void setEnabled(Boolean enabled) { this.enabled = enabled; }
        }
        """));
    org.assertj.core.api.Assertions.assertThat(mapper)
        .contains("entity.isAdmin()").contains("entity.setAdmin(")
        .contains("entity.isOwner()").contains("entity.setOwner(")
        .contains("entity.isEnabled()").contains("entity.setEnabled(");
  }

  @Test
  void aTransientFieldTakenByTheConstructorGetsItsDefault() throws IOException {
    String mapper = mapperSource(compileEntity("""
        @Table(name = "e") @Family(name = "d")
        public final class E {
          @RowKey private final long id;
          @Transient private final int cached;

          public E(long id, int cached) { this.id = id; this.cached = cached; }
          public long getId() { return id; }
        }
        """));
    org.assertj.core.api.Assertions.assertThat(mapper).containsPattern("return new E\\(\\s*key\\.id\\(\\),\\s*0\\);");
  }

  @Test
  void constructorParameterThatIsNoField() {
    JavaFileObject source = source("E", """
        @Table(name = "e") @Family(name = "d")
        public final class E {
          @RowKey private final long id;
          @Column(family = "d") private final String name;

          public E(long id, String nmae) { this.id = id; this.name = nmae; }
          public long getId() { return id; }
          public String getName() { return name; }
        }
        """);
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation).hadErrorContaining(Messages.constructorParameterNotAField("E", "nmae", "name"))
        .inFile(source).onLineContaining("public E(long id, String nmae)");
    assertThat(compilation).hadErrorContaining(Messages.finalFieldNotWritable("name", "E"))
        .inFile(source).onLineContaining("private final String name");
  }

  @Test
  void constructorParameterOfAnotherType() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        public class E {
          @RowKey long id;
          @Column(family = "d") Integer rank;
          public E(long id, int rank) { this.id = id; this.rank = rank; }
        }
        """, Messages.constructorParameterType("E", "rank", "int", "java.lang.Integer"), "public E(long id, int rank)");
  }

  @Test
  void twoCandidateConstructors() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        public class E {
          @RowKey final long id;
          @Column(family = "d") final String name;
          public E(long id) { this.id = id; this.name = null; }
          public E(long id, String name) { this.id = id; this.name = name; }
        }
        """, Messages.constructorsAmbiguous("E", java.util.List.of("E(long)", "E(long, String)")), "public class E");
  }

  @Test
  void twoMarkedConstructors() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        public class E {
          @RowKey final long id;
          @Column(family = "d") final String name;
          @MappingConstructor public E(long id) { this.id = id; this.name = null; }
          @MappingConstructor public E(long id, String name) { this.id = id; this.name = name; }
        }
        """, Messages.mappingConstructorTwice("E"), "public E(long id, String name)");
  }

  @Test
  void privateMarkedConstructor() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        public class E {
          @RowKey long id;
          public E() {}
          @MappingConstructor private E(long id) { this.id = id; }
        }
        """, Messages.mappingConstructorPrivate("E"), "private E(long id)");
  }

  @Test
  void finalFieldWithNeitherConstructorParameterNorSetter() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        public class E {
          @RowKey long id;
          @Column(family = "d") final String kind = "a";
        }
        """, Messages.finalFieldNotWritable("kind", "E"), "final String kind");
  }

  @Test
  void fieldNoAccessorCanRead() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        public class E {
          @RowKey private final long id;
          public E(long id) { this.id = id; }
        }
        """, Messages.noGetter("id"), "private final long id");
  }

  @Test
  void constructorParametersNamedLikeJavacsStandIns() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        public final class E {
          @RowKey final long id;
          @Column(family = "d") final String name;
          public E(long arg0, String arg1) { this.id = arg0; this.name = arg1; }
        }
        """, Messages.constructorParameterNamesUnknown("E"), "public final class E");
  }

  @Test
  void anEntityOfAnotherModuleCompiledWithoutParameterNamesServesARepository() throws Exception {
    // the entity's module: compiled (and its mapper generated) without -parameters, so its class file
    // names the constructor's parameters arg0, arg1
    java.nio.file.Path classes = java.nio.file.Files.createTempDirectory("entity-module");
    javax.tools.JavaCompiler javac = javax.tools.ToolProvider.getSystemJavaCompiler();
    javax.tools.JavaCompiler.CompilationTask task = javac.getTask(null, null, null, List.of(
        "-d", classes.toString(), "-classpath", System.getProperty("java.class.path"), Unchecked.OFF), null,
        List.of(source("E", """
            @Table(name = "e") @Family(name = "d")
            public final class E {
              @RowKey private final long id;
              @Column(family = "d") private final String name;
              public E(long id, String name) { this.id = id; this.name = name; }
              public long getId() { return id; }
              public String getName() { return name; }
            }
            """)));
    task.setProcessors(List.of(new MapperProcessor()));
    org.assertj.core.api.Assertions.assertThat(task.call()).isTrue();

    Compilation compilation = com.google.testing.compile.Compiler.javac().withProcessors(new MapperProcessor())
        .withOptions(Unchecked.OFF)
        .withClasspath(java.util.stream.Stream.concat(java.util.stream.Stream.of(classes.toFile()),
            java.util.Arrays.stream(System.getProperty("java.class.path").split(java.io.File.pathSeparator))
                .map(java.io.File::new)).toList())
        .compile(source("Repo", """
            @Repository
            public interface Repo extends org.hbasemapper.runtime.CrudRepository<E, EMapper.Key> {
              List<E> findById(long id);
            }
            """));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.RepoImpl");
  }

  @Test
  void aLombokClassSeenBeforeLombokRan() {
    // javac hands the class to processors in processor-path order: before Lombok, @Value has added nothing
    JavaFileObject lombok = com.google.testing.compile.JavaFileObjects.forSourceString("lombok.Value",
        "package lombok; public @interface Value {}");
    JavaFileObject entity = source("E", """
        @lombok.Value
        @Table(name = "e") @Family(name = "d")
        public class E {
          @RowKey long id;
          @Column(family = "d") String name;
        }
        """);
    Compilation compilation = compile(lombok, entity);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.lombokAfterMapper("E")).inFile(entity)
        .onLineContaining("public class E");
  }

  private static final String ENTITY = """
      @Table(name = "e") @Family(name = "d")
      public record E(@RowKey long id, @Column(family = "d") String name, @Column(family = "d") int rank) {}
      """;

  @Test
  void aClassIsAProjectionBuiltThroughItsConstructor() throws IOException {
    Compilation compilation = compile(source("E", ENTITY), source("Line", """
        @Projection(E.class)
        public final class Line {
          private final String name;
          private final long id;
          public Line(long id, String name) { this.id = id; this.name = name; }
          public long getId() { return id; }
          public String getName() { return name; }
        }
        """), source("Ranked", """
        public class Ranked {
          final int rank;
          public Ranked() { this(0); }
          @MappingConstructor
          public Ranked(int rank) { this.rank = rank; }
        }
        """), source("Repo", """
        @Repository
        public interface Repo extends org.hbasemapper.runtime.CrudRepository<E, EMapper.Key> {
          List<Ranked> findById(long id);
        }
        """));
    assertThat(compilation).succeededWithoutWarnings();
    org.assertj.core.api.Assertions.assertThat(
            compilation.generatedSourceFile("test.LineProjection").orElseThrow().getCharContent(true).toString())
        .containsPattern("return new Line\\(\\s*key\\.id\\(\\),\\s*name\\);");
    org.assertj.core.api.Assertions.assertThat(
            compilation.generatedSourceFile("test.RankedProjection").orElseThrow().getCharContent(true).toString())
        .containsPattern("return new Ranked\\(\\s*rank\\);");
  }

  @Test
  void aClassProjectionWithSeveralConstructorsAndNoneMarked() {
    JavaFileObject projection = source("Line", """
        @Projection(E.class)
        public final class Line {
          final long id;
          final String name;
          public Line(long id) { this(id, null); }
          public Line(long id, String name) { this.id = id; this.name = name; }
        }
        """);
    Compilation compilation = compile(source("E", ENTITY), projection);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.projectionNotRecord("Line")).inFile(projection)
        .onLineContaining("public final class Line");
  }

  @Test
  void aClassProjectionParameterThatIsNoField() {
    JavaFileObject projection = source("Line", """
        @Projection(E.class)
        public final class Line {
          public Line(long id, String nmae) {}
        }
        """);
    Compilation compilation = compile(source("E", ENTITY), projection);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("projection Line has component 'nmae'").inFile(projection)
        .onLineContaining("public Line(long id, String nmae)");
  }
}
