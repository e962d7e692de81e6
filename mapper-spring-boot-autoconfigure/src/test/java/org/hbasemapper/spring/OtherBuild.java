package org.hbasemapper.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.hbasemapper.processor.MapperProcessor;

/**
 * Another build of the application's entities, as another deploy of the service runs them: a source
 * compiled with the processor at test time, its classes (the entity, its mapper and DAOs, and their
 * catalog) loaded before this build's of the same names, so that a context started with
 * {@link #classLoader()} finds that build's catalog.
 */
final class OtherBuild {
  private final ClassLoader loader;

  private OtherBuild(ClassLoader loader) {
    this.loader = loader;
  }

  /** Compiles {@code source}, declaring {@code className}, with the processor. */
  static OtherBuild compile(String className, String source) {
    try {
      Path dir = Files.createTempDirectory("other-build");
      Path file = dir.resolve("src").resolve(className.replace('.', '/') + ".java");
      Path classes = Files.createDirectories(dir.resolve("classes"));
      Path generated = Files.createDirectories(dir.resolve("generated"));
      Files.createDirectories(file.getParent());
      Files.writeString(file, source, StandardCharsets.UTF_8);
      JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
      DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
      try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT,
          StandardCharsets.UTF_8)) {
        JavaCompiler.CompilationTask task = javac.getTask(null, files, diagnostics, List.of("-d", classes.toString(),
            "-s", generated.toString(), "-classpath", System.getProperty("java.class.path"), "-implicit:none",
            "-Ahbasemapper.schemaCheck=off", "-Ahbasemapper.schemaReport=false"), null, files.getJavaFileObjects(file));
        task.setProcessors(List.of(new MapperProcessor()));
        task.call();
      }
      assertThat(diagnostics.getDiagnostics()).filteredOn(d -> d.getKind() == Diagnostic.Kind.ERROR)
          .as("the other build of %s compiles", className).isEmpty();
      return new OtherBuild(new BuildLoader(classes, OtherBuild.class.getClassLoader()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The class loader of this build: its classes first, then the test's. */
  ClassLoader classLoader() {
    return loader;
  }

  /**
   * Loads the classes of one build before the parent's classes of the same names; a resource it has
   * (the catalog's {@code META-INF/services} line) hides the parent's.
   */
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

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
      Path file = classes.resolve(name);
      return Files.isRegularFile(file) ? Collections.enumeration(List.of(file.toUri().toURL()))
          : super.getResources(name);
    }

    @Override
    public URL getResource(String name) {
      Path file = classes.resolve(name);
      try {
        return Files.isRegularFile(file) ? file.toUri().toURL() : super.getResource(name);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
