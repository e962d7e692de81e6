package org.hbasemapper.it.live;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.layout.LayoutText;
import org.hbasemapper.layout.TableLayout;
import org.hbasemapper.processor.MapperProcessor;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.TableSchema;

/**
 * Another build of an entity, as the next deploy of a service would run it: its source compiled with
 * the processor at test time, its classes loaded before this build's of the same names (a class loader
 * per build, as two services have), on this build's runtime.
 */
final class NextDeploy {
  private final ClassLoader loader;

  private NextDeploy(ClassLoader loader) {
    this.loader = loader;
  }

  /** Compiles {@code source}, declaring {@code className}, with the processor and no baseline. */
  static NextDeploy compile(String className, String source) {
    Path dir = temp();
    Path classes = dir.resolve("classes");
    List<String> errors = javac(dir, className, source, List.of("-d", classes.toString(),
        "-Ahbasemapper.schemaCheck=off", "-Ahbasemapper.schemaReport=false"));
    assertThat(errors).as("the next build of %s compiles", className).isEmpty();
    return new NextDeploy(new BuildLoader(classes, NextDeploy.class.getClassLoader()));
  }

  /**
   * The errors of compiling {@code source} against a baseline holding {@code deployed}, the layout of
   * {@code table} the deployed build stores: what the processor says of the change at compile time.
   */
  static List<String> compileErrors(EntityLayout deployed, String table, String className, String source) {
    Path dir = temp();
    try {
      Path baseline = Files.createDirectories(dir.resolve("layouts"));
      Files.writeString(baseline.resolve(TableLayout.fileName(table)),
          LayoutText.render(new TableLayout(table, List.of(deployed))), StandardCharsets.UTF_8);
      return javac(dir, className, source, List.of("-proc:only", "-d", dir.resolve("classes").toString(),
          "-Ahbasemapper.schemaDir=" + baseline, "-Ahbasemapper.schemaCheck=verify",
          "-Ahbasemapper.schemaReport=false"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The schema of the mapper generated for {@code className} in this build. */
  TableSchema schema(String className) {
    try {
      Object mapper = loader.loadClass(className + "Mapper").getField("INSTANCE").get(null);
      return ((EntityMapper<?, ?>) mapper).schema();
    } catch (ReflectiveOperationException e) {
      throw new AssertionError("no mapper generated for " + className, e);
    }
  }

  private static List<String> javac(Path dir, String className, String source, List<String> options) {
    try {
      Path file = dir.resolve("src").resolve(className.replace('.', '/') + ".java");
      Files.createDirectories(file.getParent());
      Files.createDirectories(dir.resolve("classes"));
      Files.createDirectories(dir.resolve("generated"));
      Files.writeString(file, source, StandardCharsets.UTF_8);
      JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
      DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
      try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT,
          StandardCharsets.UTF_8)) {
        List<String> all = new ArrayList<>(options);
        all.addAll(List.of("-classpath", System.getProperty("java.class.path"), "-s",
            dir.resolve("generated").toString(), "-implicit:none", "-encoding", "UTF-8"));
        JavaCompiler.CompilationTask task = javac.getTask(null, files, diagnostics, all, null,
            files.getJavaFileObjects(file));
        task.setProcessors(List.of(new MapperProcessor()));
        task.call();
      }
      return diagnostics.getDiagnostics().stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
          .map(d -> d.getMessage(Locale.ROOT)).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Path temp() {
    try {
      return Files.createTempDirectory("next-deploy");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Loads the classes of one build before the parent's classes of the same names. */
  private static final class BuildLoader extends ClassLoader {
    private final Path classes;

    BuildLoader(Path classes, ClassLoader parent) {
      super(parent);
      this.classes = classes;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      synchronized (getClassLoadingLock(name)) {
        Class<?> loaded = findLoadedClass(name);
        if (loaded == null) {
          Path file = classes.resolve(name.replace('.', '/') + ".class");
          if (!Files.isRegularFile(file)) {
            return super.loadClass(name, resolve);
          }
          try {
            byte[] bytes = Files.readAllBytes(file);
            loaded = defineClass(name, bytes, 0, bytes.length);
          } catch (IOException e) {
            throw new ClassNotFoundException(name, e);
          }
        }
        if (resolve) {
          resolveClass(loaded);
        }
        return loaded;
      }
    }
  }
}
