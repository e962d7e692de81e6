package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * The catalog of the generated classes ({@code HBaseMapperCatalog}) beyond its golden file: its services
 * file, its name and package, the option naming it, entities of several packages, and the diagnostics.
 * {@link CatalogMergeTest} covers compilations of only some sources.
 */
class CatalogTest {
  private static final JavaFileObject USER = JavaFileObjects.forSourceString("a.users.User", """
      package a.users;
      import org.hbasemapper.annotations.*;
      @Table(name = "user") @Family(name = "d")
      public record User(@RowKey long id, @Column(family = "d") String name) {}
      """);
  private static final JavaFileObject SHOP = JavaFileObjects.forSourceString("b.shop.Shop", """
      package b.shop;
      import org.hbasemapper.annotations.*;
      @Table(name = "shop") @Family(name = "d")
      public record Shop(@RowKey long id, @Column(family = "d") String name) {}
      """);

  private static Compilation compile(List<String> options, JavaFileObject... sources) {
    List<String> all = new ArrayList<>(List.of(Unchecked.OFF, "-Xlint:all,-processing", "-Werror"));
    all.addAll(options);
    return Compiler.javac().withProcessors(new MapperProcessor()).withOptions(all).compile(sources);
  }

  private static Compilation compileWarning(JavaFileObject... sources) {
    return Compiler.javac().withProcessors(new MapperProcessor()).withOptions(Unchecked.OFF, "-Xlint:all,-processing")
        .compile(sources);
  }

  private static String services(Compilation compilation) {
    return text(compilation.generatedFile(StandardLocation.CLASS_OUTPUT, CatalogStep.SERVICES).orElseThrow());
  }

  private static String catalog(Compilation compilation, String name) {
    return text(compilation.generatedSourceFile(name).orElseThrow());
  }

  private static String text(JavaFileObject file) {
    try {
      return file.getCharContent(true).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void theServicesFileNamesTheCatalog() {
    Compilation compilation = compile(List.of(), USER);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(services(compilation)).isEqualTo("a.users.HBaseMapperCatalog\n");
    assertThat(catalog(compilation, "a.users.HBaseMapperCatalog"))
        .contains("public final class HBaseMapperCatalog implements MapperCatalog")
        .contains("c -> new UserDao(c.connection(), c.options())")
        .contains("c -> new UserAsyncDao(c.asyncConnection(), c.executor(), c.options())");
  }

  @Test
  void theListingNamesEveryEntryForACompilationOfOnlySomeSources() {
    Compilation compilation = compile(List.of(), USER);
    String listing = text(compilation.generatedFile(StandardLocation.CLASS_OUTPUT, CatalogStep.LISTING).orElseThrow());
    assertThat(listing.lines().skip(1).toList()).containsExactly(
        "catalog\ta.users.HBaseMapperCatalog",
        "DAO\ta.users/UserDao\ta.users/UserDao\ta.users/UserMapper\ta.users.User",
        "ASYNC_DAO\ta.users/UserAsyncDao\ta.users/UserAsyncDao\ta.users/UserMapper\ta.users.User");
  }

  @Test
  void entitiesOfSeveralPackagesGetOneCatalogInTheFirstPackage() {
    JavaFileObject shops = JavaFileObjects.forSourceString("b.shop.ShopRepository", """
        package b.shop;
        import org.hbasemapper.annotations.Repository;
        import org.hbasemapper.runtime.CrudRepository;
        @Repository
        public interface ShopRepository extends CrudRepository<Shop, ShopMapper.Key> {}
        """);
    Compilation compilation = compile(List.of(), SHOP, shops, USER);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation.generatedSourceFile("b.shop.HBaseMapperCatalog")).isEmpty();
    assertThat(services(compilation)).isEqualTo("a.users.HBaseMapperCatalog\n");
    String catalog = catalog(compilation, "a.users.HBaseMapperCatalog");
    assertThat(catalog).contains("import b.shop.ShopDao;", "import b.shop.ShopRepository;");
    // by entity in the order of their names, then the repositories
    assertThat(catalog.indexOf("// a.users.User")).isLessThan(catalog.indexOf("// b.shop.Shop"));
    assertThat(catalog.indexOf("// b.shop.Shop")).isLessThan(catalog.indexOf("// b.shop.ShopRepository"));
  }

  /** The group DAO is public even when its interface is not, so a catalog in another package lists it. */
  @Test
  void aGroupOfAPackagePrivateInterfaceInAnotherPackageIsListed() {
    JavaFileObject rows = JavaFileObjects.forSourceString("b.shop.OrderRow", """
        package b.shop;
        import org.hbasemapper.annotations.*;
        sealed interface OrderRow permits OrderRow.Header, OrderRow.Item {
          @Table(name = "orders", defaultFamily = "d") @Family(name = "d") @RecordType(value = "H", order = 1)
          record Header(@RowKey(order = 0) long order, String customer) implements OrderRow {}
          @Table(name = "orders", defaultFamily = "d") @Family(name = "d") @RecordType(value = "I", order = 1)
          record Item(@RowKey(order = 0) long order, @RowKey(order = 2) int line, String sku) implements OrderRow {}
        }
        """);
    Compilation compilation = compile(List.of(), USER, rows);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(catalog(compilation, "a.users.HBaseMapperCatalog"))
        .contains("entries.add(new CatalogEntry<>(OrderRowDao.class, CatalogEntry.Kind.GROUP_DAO,\n"
            + "        List.of(OrderRowDao.GROUP.schema()),\n"
            + "        c -> new OrderRowDao(c.connection(), c.options())));");
  }

  @Test
  void theOptionNamesTheCatalog() {
    Compilation compilation = compile(List.of("-Ahbasemapper.catalog=com.acme.ShopCatalog"), SHOP, USER);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(services(compilation)).isEqualTo("com.acme.ShopCatalog\n");
    assertThat(catalog(compilation, "com.acme.ShopCatalog"))
        .startsWith("package com.acme;")
        .contains("public final class ShopCatalog implements MapperCatalog", "import a.users.UserDao;");
    assertThat(compilation.generatedSourceFile("a.users.HBaseMapperCatalog")).isEmpty();
  }

  @Test
  void aCompilationWithoutEntitiesWritesNoCatalog() {
    // the baseline options draw no warning either: the processor runs, and reads them, in every compilation
    Compilation compilation = Compiler.javac().withProcessors(new MapperProcessor())
        .withOptions("-Xlint:all,-processing", "-Werror", "-Ahbasemapper.schemaDir=target/unused", Unchecked.OFF).compile(JavaFileObjects.forSourceString("a.Plain", """
        package a;
        public class Plain {}
        """));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation.generatedFiles()).allSatisfy(
        f -> assertThat(f.getName()).doesNotContain("HBaseMapperCatalog", "META-INF/services"));
  }

  @Test
  void catalogNameInvalid() {
    for (String value : List.of("ShopCatalog", "com.acme.", "com.acme.class", "")) {
      Compilation compilation = compile(List.of("-Ahbasemapper.catalog=" + value), SHOP, USER);
      assertThat(compilation).hadErrorCount(1);
      // on the first entity by name
      assertThat(compilation).hadErrorContaining("-Ahbasemapper.catalog=" + value + " is not the qualified name of "
          + "a class in a package, so no catalog of the generated classes was written; name one such as "
          + "com.example.ShopCatalog").inFile(USER).onLineContaining("public record User");
    }
  }

  @Test
  void catalogNameTaken() {
    JavaFileObject taken = JavaFileObjects.forSourceString("a.users.HBaseMapperCatalog", """
        package a.users;
        public class HBaseMapperCatalog {}
        """);
    Compilation compilation = compile(List.of(), USER, taken);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("the catalog of the generated classes would be "
        + "a.users.HBaseMapperCatalog, a type of this compilation, so none was written; rename the type, or name "
        + "the catalog with -Ahbasemapper.catalog=<package>.<Class>")
        .inFile(taken).onLineContaining("public class HBaseMapperCatalog");
  }

  @Test
  void catalogNameTakenByAGeneratedType() {
    Compilation compilation = compile(List.of("-Ahbasemapper.catalog=a.users.UserDao"), USER);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("the catalog of the generated classes would be a.users.UserDao");
  }

  @Test
  void catalogSkipsRepository() {
    JavaFileObject shops = JavaFileObjects.forSourceString("b.shop.Shops", """
        package b.shop;
        import org.hbasemapper.annotations.Repository;
        import org.hbasemapper.runtime.CrudRepository;
        @Repository
        interface Shops extends CrudRepository<Shop, ShopMapper.Key> {}
        """);
    Compilation compilation = compileWarning(SHOP, shops, USER);
    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningCount(1);
    assertThat(compilation).hadWarningContaining("[hbase:catalog] repository b.shop.Shops is not public, so the "
        + "catalog a.users.HBaseMapperCatalog in another package cannot list it and frameworks reading the catalog "
        + "(the Spring Boot starter) will not provide it; make it public, or put the catalog in its package with "
        + "-Ahbasemapper.catalog=b.shop.HBaseMapperCatalog (silence with @SuppressWarnings(\"hbase:catalog\"))")
        .inFile(shops).onLineContaining("interface Shops");
    assertThat(catalog(compilation, "a.users.HBaseMapperCatalog")).contains("ShopDao").doesNotContain("Shops");
  }

  @Test
  void aPackagePrivateRepositoryInTheCatalogsPackageIsListed() {
    JavaFileObject shops = JavaFileObjects.forSourceString("b.shop.Shops", """
        package b.shop;
        import org.hbasemapper.annotations.Repository;
        import org.hbasemapper.runtime.CrudRepository;
        @Repository
        interface Shops extends CrudRepository<Shop, ShopMapper.Key> {}
        """);
    Compilation compilation = compile(List.of(), SHOP, shops);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(catalog(compilation, "b.shop.HBaseMapperCatalog")).contains("Shops.class, CatalogEntry.Kind.REPOSITORY");
  }

  /** An entity another processor writes after the catalog (here: once it sees the catalog) is warned about. */
  @Test
  void catalogWrittenBefore() {
    Compilation compilation = Compiler.javac().withProcessors(new MapperProcessor(), new LateEntity())
        .withOptions(Unchecked.OFF, "-Xlint:all,-processing").compile(USER);
    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningCount(1);
    JavaFileObject late = compilation.generatedSourceFile("a.users.Late").orElseThrow();
    assertThat(compilation).hadWarningContaining("[hbase:catalog] the classes generated from a.users.Late come after "
        + "the catalog a.users.HBaseMapperCatalog was written (another annotation processor generated a.users.Late "
        + "late in the compilation), so frameworks reading the catalog will not provide them; create them yourself, "
        + "or generate a.users.Late in an earlier round").inFile(late).onLineContaining("public record Late");
    assertThat(catalog(compilation, "a.users.HBaseMapperCatalog")).doesNotContain("Late");
  }

  /** Writes the entity {@code a.users.Late} in the round that sees the catalog. */
  static final class LateEntity extends AbstractProcessor {
    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return Set.of("*");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      for (Element root : round.getRootElements()) {
        if (root.getSimpleName().contentEquals(CatalogStep.SIMPLE_NAME)) {
          write();
        }
      }
      return false;
    }

    private void write() {
      try (var out = processingEnv.getFiler().createSourceFile("a.users.Late").openWriter()) {
        out.write("""
            package a.users;
            import org.hbasemapper.annotations.*;
            @Table(name = "late") @Family(name = "d")
            public record Late(@RowKey long id, @Column(family = "d") String name) {}
            """);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
