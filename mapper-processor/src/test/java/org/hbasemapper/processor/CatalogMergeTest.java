package org.hbasemapper.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.hbasemapper.runtime.catalog.CatalogEntry;
import org.hbasemapper.runtime.catalog.MapperCatalog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A compilation of only some sources into the output of an earlier one, as an IDE makes after an edit:
 * the catalog keeps the entries of the sources not compiled again, and drops those whose source lost
 * its annotation or whose classes are gone. Compiled with javac into directories (compile-testing keeps
 * its output in memory, one compilation each), then loaded through {@link MapperCatalog#load}.
 */
class CatalogMergeTest {
  private static final String USER = """
      package a.users;
      import org.hbasemapper.annotations.*;
      @Table(name = "user") @Family(name = "d")
      public record User(@RowKey long id, @Column(family = "d") String name) {}
      """;
  private static final String SHOP = """
      package b.shop;
      import org.hbasemapper.annotations.*;
      @Table(name = "shop") @Family(name = "d")
      public record Shop(@RowKey long id, @Column(family = "d") String name) {}
      """;
  private static final String SHOPS = """
      package b.shop;
      import org.hbasemapper.annotations.Repository;
      import org.hbasemapper.runtime.CrudRepository;
      @Repository
      public interface ShopRepository extends CrudRepository<Shop, ShopMapper.Key> {}
      """;

  @TempDir
  Path dir;
  private Path classes;
  private Path generated;

  @BeforeEach
  void directories() throws IOException {
    classes = Files.createDirectories(dir.resolve("classes"));
    generated = Files.createDirectories(dir.resolve("generated"));
  }

  private Path source(String name, String text) throws IOException {
    Path file = dir.resolve("src").resolve(name.replace('.', '/') + ".java");
    Files.createDirectories(file.getParent());
    return Files.writeString(file, text, StandardCharsets.UTF_8);
  }

  private void compile(Path... sources) throws IOException {
    compile(List.of(), sources);
  }

  /** Compiles {@code sources} with the processor into {@code classes}, which is on the class path as well. */
  private void compile(List<String> options, Path... sources) throws IOException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      List<File> classPath = new ArrayList<>();
      files.getLocation(StandardLocation.CLASS_PATH).forEach(classPath::add);
      classPath.add(classes.toFile());
      files.setLocation(StandardLocation.CLASS_PATH, classPath);
      files.setLocation(StandardLocation.CLASS_OUTPUT, List.of(classes.toFile()));
      files.setLocation(StandardLocation.SOURCE_OUTPUT, List.of(generated.toFile()));
      List<String> all = new ArrayList<>(List.of(Unchecked.OFF, "-Xlint:all,-processing", "-Werror"));
      all.addAll(options);
      JavaCompiler.CompilationTask task = javac.getTask(null, files, diagnostics, all, null,
          files.getJavaFileObjectsFromPaths(List.of(sources)));
      task.setProcessors(List.of(new MapperProcessor()));
      boolean ok = task.call();
      assertThat(diagnostics.getDiagnostics()).as("diagnostics")
          .noneMatch(d -> d.getKind() == Diagnostic.Kind.ERROR || d.getKind() == Diagnostic.Kind.WARNING);
      assertThat(ok).isTrue();
    }
  }

  /** The catalogs in {@code classes}, as a framework finds them: the type and kind of each entry. */
  private List<String> entries() throws IOException {
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
      List<String> entries = new ArrayList<>();
      for (MapperCatalog catalog : MapperCatalog.load(loader)) {
        for (CatalogEntry<?> entry : catalog.entries()) {
          entries.add(catalog.getClass().getName() + ": " + entry.type().getName() + " " + entry.kind());
        }
      }
      return entries;
    }
  }

  @Test
  void compilingOneEntityAgainKeepsTheOthers() throws IOException {
    Path user = source("a.users.User", USER);
    compile(user, source("b.shop.Shop", SHOP), source("b.shop.ShopRepository", SHOPS));
    List<String> full = entries();
    assertThat(full).containsExactly(
        "a.users.HBaseMapperCatalog: a.users.UserDao DAO",
        "a.users.HBaseMapperCatalog: a.users.UserAsyncDao ASYNC_DAO",
        "a.users.HBaseMapperCatalog: b.shop.ShopDao DAO",
        "a.users.HBaseMapperCatalog: b.shop.ShopAsyncDao ASYNC_DAO",
        "a.users.HBaseMapperCatalog: b.shop.ShopRepository REPOSITORY");
    String fullSource = Files.readString(generated.resolve("a/users/HBaseMapperCatalog.java"));

    compile(user);
    assertThat(entries()).isEqualTo(full);
    assertThat(Files.readString(generated.resolve("a/users/HBaseMapperCatalog.java"))).isEqualTo(fullSource);
    assertThat(Files.readString(classes.resolve(CatalogStep.SERVICES))).isEqualTo("a.users.HBaseMapperCatalog\n");
  }

  @Test
  void anEntityCompiledAgainWithoutTableLeavesTheCatalog() throws IOException {
    Path user = source("a.users.User", USER);
    compile(user, source("b.shop.Shop", SHOP));
    Path shop = source("b.shop.Shop", SHOP.replace("@Table(name = \"shop\") @Family(name = \"d\")", ""));

    compile(user, shop);
    assertThat(entries()).containsExactly(
        "a.users.HBaseMapperCatalog: a.users.UserDao DAO",
        "a.users.HBaseMapperCatalog: a.users.UserAsyncDao ASYNC_DAO");
  }

  @Test
  void anEntityWhoseClassesAreGoneLeavesTheCatalog() throws IOException {
    Path user = source("a.users.User", USER);
    compile(user, source("b.shop.Shop", SHOP));
    try (Stream<Path> shopClasses = Files.list(classes.resolve("b/shop"))) {
      for (Path file : shopClasses.toList()) {
        Files.delete(file); // as a build deletes the outputs of a deleted source
      }
    }

    compile(user);
    assertThat(entries()).containsExactly(
        "a.users.HBaseMapperCatalog: a.users.UserDao DAO",
        "a.users.HBaseMapperCatalog: a.users.UserAsyncDao ASYNC_DAO");
  }

  private static final String OWN_CATALOG = """
      package com.acme;
      import java.util.List;
      import org.hbasemapper.runtime.catalog.CatalogEntry;
      import org.hbasemapper.runtime.catalog.MapperCatalog;
      public final class OwnCatalog implements MapperCatalog {
        @Override public List<CatalogEntry<?>> entries() { return List.of(); }
      }
      """;

  /** A provider of the application's own, copied from its resources, stays in the services file. */
  @Test
  void theServicesFileKeepsTheApplicationsOwnProviders() throws IOException {
    Path user = source("a.users.User", USER);
    compile(user, source("com.acme.OwnCatalog", OWN_CATALOG));
    Path services = classes.resolve(CatalogStep.SERVICES);
    Files.writeString(services, "# the application's own\ncom.acme.OwnCatalog\n" + Files.readString(services));
    compile(user);
    assertThat(Files.readString(services))
        .isEqualTo("# the application's own\ncom.acme.OwnCatalog\na.users.HBaseMapperCatalog\n");
  }

  /**
   * A provider whose class is gone (the catalog of an earlier compilation in another package, left in
   * a stale output without its listing) leaves the services file: {@code ServiceLoader} would fail on it.
   */
  @Test
  void providersWhoseClassesAreGoneLeaveTheServicesFile() throws IOException {
    Path user = source("a.users.User", USER);
    compile(user);
    Path services = classes.resolve(CatalogStep.SERVICES);
    Files.writeString(services, "old.place.HBaseMapperCatalog\n" + Files.readString(services));

    compile(user);
    assertThat(Files.readString(services)).isEqualTo("a.users.HBaseMapperCatalog\n");
    assertThat(entries()).containsExactly("a.users.HBaseMapperCatalog: a.users.UserDao DAO",
        "a.users.HBaseMapperCatalog: a.users.UserAsyncDao ASYNC_DAO");
  }

  /** A renamed catalog replaces the earlier one in the services file: both would list the same classes. */
  @Test
  void aRenamedCatalogReplacesTheEarlierOne() throws IOException {
    Path user = source("a.users.User", USER);
    compile(user);
    compile(List.of("-Ahbasemapper.catalog=a.users.Catalog"), user);
    assertThat(Files.readString(classes.resolve(CatalogStep.SERVICES))).isEqualTo("a.users.Catalog\n");
    assertThat(entries()).containsExactly("a.users.Catalog: a.users.UserDao DAO",
        "a.users.Catalog: a.users.UserAsyncDao ASYNC_DAO");
  }
}
