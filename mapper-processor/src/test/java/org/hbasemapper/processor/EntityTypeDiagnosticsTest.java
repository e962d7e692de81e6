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
 * The diagnostics of the entity type and its table: the type's shape (constructor, accessors, not
 * private, inner or abstract) and the table's and namespace's names. One test per diagnostic: the
 * message, the file and line it points at, and the error count.
 */
class EntityTypeDiagnosticsTest {
  @Test
  void classWithoutAUsableConstructor() {
    expectError("""
        @Table(name = "e") @Family(name = "d")
        class E {
          @RowKey long id;
          private E(long id) { this.id = id; }
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
}
