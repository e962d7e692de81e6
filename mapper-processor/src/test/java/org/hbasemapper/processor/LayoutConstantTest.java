package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.layout.LayoutText;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.TableSchema;
import org.junit.jupiter.api.Test;

/**
 * The generated mapper's {@code LAYOUT}: a text block that holds, once compiled, exactly the layout the
 * baseline writes, whatever the names in it, and that the schema hands to the runtime.
 */
class LayoutConstantTest {

  /** The schema of {@code mapper}, loaded from the classes {@code compilation} generated. */
  private static TableSchema schema(Compilation compilation, String mapper) throws ReflectiveOperationException {
    Map<String, byte[]> classes = new HashMap<>();
    for (JavaFileObject file : compilation.generatedFiles()) {
      if (file.getKind() == JavaFileObject.Kind.CLASS) {
        String path = file.toUri().getPath();
        String name = path.substring(path.indexOf("CLASS_OUTPUT/") + "CLASS_OUTPUT/".length(), path.length() - 6);
        try (InputStream in = file.openInputStream()) {
          classes.put(name.replace('/', '.'), in.readAllBytes());
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }
    ClassLoader loader = new ClassLoader(LayoutConstantTest.class.getClassLoader()) {
      @Override
      protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classes.get(name);
        if (bytes == null) {
          throw new ClassNotFoundException(name);
        }
        return defineClass(name, bytes, 0, bytes.length);
      }
    };
    Object instance = loader.loadClass(mapper).getField("INSTANCE").get(null);
    return ((EntityMapper<?, ?>) instance).schema();
  }

  @Test
  void namesThatNeedQuotingAndEscapesSurviveTheTextBlock() throws Exception {
    JavaFileObject odd = JavaFileObjects.forSourceString("kt.Odd", """
        package kt;
        import org.hbasemapper.annotations.*;
        @Table(name = "odd", namespace = "kt") @Family(name = "d")
        public record Odd(@RowKey long id,
            @Column(family = "d", qualifier = "say \\"\\"\\"hi\\"\\"\\" \\\\ back") String quoted,
            @Column(family = "d", qualifier = "caf\\u00e9 \\\\u0041") String accented) {}
        """);
    Compilation compilation = Compiler.javac().withProcessors(new MapperProcessor())
        .withOptions(Unchecked.OFF, "-Xlint:all,-processing", "-Werror").compile(odd);
    assertThat(compilation).succeededWithoutWarnings();

    EntityLayout layout = schema(compilation, "kt.OddMapper").layout().orElseThrow();

    assertThat(layout.cells()).extracting(EntityLayout.Cell::qualifier)
        .containsExactly("say \"\"\"hi\"\"\" \\ back", "caf\u00e9 \\u0041");
    assertThat(LayoutText.renderEntity(layout)).contains("cell d:\"say \\\"\\\"\\\"hi\\\"\\\"\\\" \\\\ back\" utf8 "
        + "field=quoted\n");
    assertThat(compilation.generatedSourceFile("kt.OddMapper").orElseThrow().getCharContent(true).toString())
        .contains("private static final String LAYOUT = \"\"\"\n      entity kt.Odd\n");
  }

  @Test
  void aSchemaCarriesTheLayoutTheBaselineWrites() throws Exception {
    JavaFileObject user = JavaFileObjects.forSourceString("kt.User", """
        package kt;
        import org.hbasemapper.annotations.*;
        @Table(name = "user", namespace = "kt") @Family(name = "info")
        public record User(@RowKey(width = 8) String id, @Column(family = "info") String nick) {}
        """);
    Compilation compilation = Compiler.javac().withProcessors(new MapperProcessor())
        .withOptions(Unchecked.OFF).compile(user);
    assertThat(compilation).succeededWithoutWarnings();

    TableSchema schema = schema(compilation, "kt.UserMapper");

    assertThat(LayoutText.renderEntity(schema.layout().orElseThrow())).isEqualTo("""
        entity kt.User
          key id utf8 width=8
          family info versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 \
        block-cache=true in-memory=false
          cell info:nick utf8 field=nick
        """);
  }
}
