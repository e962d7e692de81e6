package org.hbasemapper.dynamic;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.runtime.codec.ValueCodec;

/**
 * Compiles sources in this JVM, as the tests need them twice: with the annotation processor, for the
 * errors it reports, and without it, for classes to hand to a runtime mapper. The class path is the
 * annotations and the runtime, as a user's entities have it.
 */
final class Javac {
  private Javac() {}

  /** A compilation unit: {@code refused.Name}, its text. */
  record Source(String className, String text) {
    JavaFileObject file() {
      return new SimpleJavaFileObject(URI.create("string:///" + className.replace('.', '/') + ".java"),
          JavaFileObject.Kind.SOURCE) {
        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
          return text;
        }
      };
    }
  }

  /**
   * The annotation processor, a new instance: named, not imported, so that compiling these tests does not
   * read its class file (and the annotations of its own build).
   */
  static Processor processor() {
    try {
      return (Processor) Class.forName("org.hbasemapper.processor.MapperProcessor").getDeclaredConstructor()
          .newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("mapper-processor is not on the test class path", e);
    }
  }

  /**
   * The errors {@code processor} reports on {@code sources}, by the class name of the source they are in.
   * What it writes (sources of the entities it accepts, its catalog and schema report) goes under
   * {@code target/}, never into the module's directory.
   */
  static Map<String, List<String>> errors(List<Source> sources, Processor processor) {
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    Path written = Path.of("target", "refusal-processor");
    try {
      Files.createDirectories(written.resolve("classes"));
      Files.createDirectories(written.resolve("sources"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<String> options = List.of("-proc:only", "-classpath", classPath(), "-Ahbasemapper.schemaCheck=off",
        "-d", written.resolve("classes").toString(), "-s", written.resolve("sources").toString());
    JavaCompiler.CompilationTask task = javac.getTask(null, null, diagnostics, options, null,
        sources.stream().map(Source::file).toList());
    task.setProcessors(List.of(processor));
    task.call();
    Map<String, List<String>> out = new LinkedHashMap<>();
    sources.forEach(s -> out.put(s.className(), new ArrayList<>()));
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() != Diagnostic.Kind.ERROR) {
        continue;
      }
      String file = d.getSource() == null ? "" : d.getSource().toUri().getPath();
      String className = file.substring(1, file.length() - ".java".length()).replace('/', '.');
      out.computeIfAbsent(className, k -> new ArrayList<>()).add(d.getMessage(Locale.ROOT));
    }
    return out;
  }

  /**
   * A class loader holding {@code sources} compiled without any processor (with {@code -parameters} when
   * {@code parameterNames}), its parent this test's loader, which holds the annotations and the runtime.
   */
  static ClassLoader compile(List<Source> sources, boolean parameterNames) {
    try {
      Path out = Files.createTempDirectory("runtime-mapper-sources");
      DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
      JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
      List<String> options = new ArrayList<>(List.of("-proc:none", "-classpath", classPath(), "-d", out.toString()));
      if (parameterNames) {
        options.add("-parameters");
      }
      try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
        boolean ok = javac.getTask(null, files, diagnostics, options, null,
            sources.stream().map(Source::file).toList()).call();
        if (!ok) {
          throw new IllegalStateException("the sources do not compile: " + diagnostics.getDiagnostics());
        }
      }
      return new URLClassLoader(new URL[] {out.toUri().toURL()}, Javac.class.getClassLoader());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String classPath() {
    return String.join(java.io.File.pathSeparator, location(Table.class), location(ValueCodec.class));
  }

  private static String location(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
