package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.hbasemapper.processor.DiagnosticsTest.compile;
import static org.hbasemapper.processor.DiagnosticsTest.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.util.List;
import javax.tools.JavaFileObject;
import org.hbasemapper.processor.diagnostics.Messages;
import org.junit.jupiter.api.Test;

/**
 * Fields inherited from {@code @MappedSuperclass} classes (chains of them, abstract or not, in the
 * entity's package or another), mapped as the entity's own before them; a superclass with mapping
 * annotations but no marker is an error; interfaces change nothing.
 */
class InheritanceTest {

  private static String mapperSource(Compilation compilation) throws IOException {
    return compilation.generatedSourceFile("test.EMapper").orElseThrow().getCharContent(true).toString();
  }

  private static final String AUDITED = """
      @MappedSuperclass
      public abstract class Audited {
        @Column(family = "d") @Version long version;
        @Column(family = "d") @CreatedDate Instant created;
        @Column(family = "d") @LastModifiedDate Instant modified;
      }
      """;

  @Test
  void fieldsOfAMappedSuperclassAreMappedBeforeTheEntitysOwn() throws IOException {
    Compilation compilation = compile(source("Audited", AUDITED), source("E", """
        @Table(name = "e") @Family(name = "d")
        public class E extends Audited {
          @RowKey long id;
          @Column(family = "d") String text;
        }
        """));
    assertThat(compilation).succeededWithoutWarnings();
    org.assertj.core.api.Assertions.assertThat(mapperSource(compilation))
        .containsSubsequence("QUALIFIER_VERSION", "QUALIFIER_CREATED", "QUALIFIER_MODIFIED", "QUALIFIER_TEXT")
        .contains("entity.version = version").contains("entity.created = created")
        .contains(".version(\"d\", \"version\", \"version\")");
  }

  @Test
  void aChainOfMappedSuperclassesWithTheKeyAtItsRoot() throws IOException {
    Compilation compilation = compile(source("Keyed", """
        @MappedSuperclass
        public class Keyed {
          @RowKey private long id;
          public long getId() { return id; }
          public void setId(long id) { this.id = id; }
        }
        """), source("Named", """
        @MappedSuperclass
        public abstract class Named extends Keyed {
          @Column(family = "d") String name;
        }
        """), source("E", """
        @Table(name = "e") @Family(name = "d")
        public class E extends Named {
          @Column(family = "d") int rank;
        }
        """));
    assertThat(compilation).succeededWithoutWarnings();
    org.assertj.core.api.Assertions.assertThat(mapperSource(compilation))
        .contains("entity.getId()").contains("entity.name = name").contains("entity.rank = rank");
  }

  @Test
  void aConstructorMayTakeInheritedFields() throws IOException {
    Compilation compilation = compile(source("Base", """
        @MappedSuperclass
        public abstract class Base {
          @RowKey private final long id;
          @Column(family = "d") @CreatedDate private final Instant created;
          protected Base(long id, Instant created) { this.id = id; this.created = created; }
          public long getId() { return id; }
          public Instant getCreated() { return created; }
        }
        """), source("E", """
        @Table(name = "e") @Family(name = "d")
        public final class E extends Base {
          @Column(family = "d") private final String text;
          public E(long id, Instant created, String text) { super(id, created); this.text = text; }
          public String getText() { return text; }
        }
        """));
    assertThat(compilation).succeededWithoutWarnings();
    org.assertj.core.api.Assertions.assertThat(mapperSource(compilation))
        .containsPattern("return new E\\(\\s*key\\.id\\(\\),\\s*created,\\s*text\\);");
  }

  @Test
  void aMappedSuperclassInAnotherPackageIsReadThroughItsPublicAccessors() throws IOException {
    JavaFileObject base = JavaFileObjects.forSourceString("test.base.Stamped", """
        package test.base;
        import java.time.Instant;
        import org.hbasemapper.annotations.*;
        @MappedSuperclass
        public abstract class Stamped {
          @Column(family = "d") @LastModifiedDate protected Instant modified;
          public Instant getModified() { return modified; }
          public void setModified(Instant modified) { this.modified = modified; }
        }
        """);
    Compilation compilation = compile(base, source("E", """
        @Table(name = "e") @Family(name = "d")
        public class E extends test.base.Stamped {
          @RowKey long id;
        }
        """));
    assertThat(compilation).succeededWithoutWarnings();
    org.assertj.core.api.Assertions.assertThat(mapperSource(compilation))
        .contains("entity.getModified()").contains("entity.setModified(modified)");
  }

  @Test
  void aFieldOfAnotherPackagesSuperclassWithoutPublicAccessorsCannotBeRead() {
    JavaFileObject base = JavaFileObjects.forSourceString("test.base.Stamped", """
        package test.base;
        import java.time.Instant;
        import org.hbasemapper.annotations.*;
        @MappedSuperclass
        public abstract class Stamped {
          @Column(family = "d") @LastModifiedDate protected Instant modified;
        }
        """);
    Compilation compilation = compile(base, source("E", """
        @Table(name = "e") @Family(name = "d")
        public class E extends test.base.Stamped {
          @RowKey long id;
        }
        """));
    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation).hadErrorContaining(Messages.noGetter("modified")).inFile(base)
        .onLineContaining("protected Instant modified");
    assertThat(compilation).hadErrorContaining(Messages.noSetter("modified")).inFile(base)
        .onLineContaining("protected Instant modified");
  }

  @Test
  void superclassWithMappingAnnotationsButNoMarker() {
    JavaFileObject entity = source("E", """
        @Table(name = "e") @Family(name = "d")
        public class E extends Base {
          @RowKey long id;
        }
        """);
    Compilation compilation = compile(source("Base", """
        public abstract class Base {
          @Column(family = "d") @CreatedDate Instant created;
          @Transient String cache;
          String plain;
        }
        """), entity);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.superclassNotMapped("E", "Base", List.of("created", "cache")))
        .inFile(entity).onLineContaining("public class E extends Base");
  }

  @Test
  void aSuperclassWithoutMappingAnnotationsIsNoPartOfTheMapping() {
    Compilation compilation = compile(source("Base", """
        public abstract class Base {
          String plain;
        }
        """), source("E", """
        @Table(name = "e") @Family(name = "d")
        public class E extends Base {
          @RowKey long id;
        }
        """));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void aMappedSuperclassFieldIsCheckedLikeTheEntitysOwnAndReportedWhereItIsDeclared() {
    JavaFileObject base = source("Base", """
        @MappedSuperclass
        public abstract class Base {
          @Column(family = "x") String note;
        }
        """);
    Compilation compilation = compile(base, source("E", """
        @Table(name = "e") @Family(name = "d")
        public class E extends Base {
          @RowKey long id;
        }
        """));
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.unknownFamily("note", "x", "d", null)).inFile(base)
        .onLineContaining("String note");
  }

  @Test
  void aFieldWhoseTypeIsATypeParameterOfAGenericSuperclass() {
    JavaFileObject base = source("Base", """
        @MappedSuperclass
        public abstract class Base<ID> {
          @RowKey ID id;
        }
        """);
    Compilation compilation = compile(base, source("E", """
        @Table(name = "e") @Family(name = "d")
        public class E extends Base<Long> {
          @Column(family = "d") String name;
        }
        """));
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.fieldOfTypeParameter("id", "ID", "Base")).inFile(base)
        .onLineContaining("ID id;");
  }

  @Test
  void recordsAndClassesImplementingInterfacesKeepWorking() {
    Compilation compilation = compile(source("Named", """
        public interface Named {
          String name();
          default String label() { return "#" + name(); }
        }
        """), source("R", """
        @Table(name = "r") @Family(name = "d")
        public record R(@RowKey long id, @Column(family = "d") String name) implements Named, Comparable<R> {
          public int compareTo(R o) { return Long.compare(id, o.id); }
        }
        """), source("E", """
        @Table(name = "e") @Family(name = "d")
        public class E implements Named, java.io.Serializable {
          @RowKey long id;
          @Column(family = "d") String name;
          public String name() { return name; }
        }
        """));
    assertThat(compilation).succeededWithoutWarnings();
  }
}
