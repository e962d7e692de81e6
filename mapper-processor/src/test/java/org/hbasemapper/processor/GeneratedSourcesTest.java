package org.hbasemapper.processor;

import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Golden files of generated source, one entity per shape, compared as exact text: every change to
 * the generated code, down to a blank line or a word of javadoc, shows up as a reviewable diff of
 * {@code src/test/resources/golden/expected}. The generated code must compile without a single
 * warning. {@code -Dgolden.update=true} regenerates the golden files ({@link Golden}).
 */
class GeneratedSourcesTest {
  /** The golden entities, with the codec one of them converts with, and repositories and projections over two of them. */
  private static final List<String> ENTITIES = List.of("User", "Purchase", "Member", "Shop", "Item", "Event",
      "Document", "Conversation", "Article", "Account", "TenthsCodec", "PurchaseRepository", "SaleLine",
      "MemberRepository", "MemberCard", "OrderHeader", "LineItem", "OrderRow", "Profile", "ProfileCard");

  private static Compilation compilation;

  @BeforeAll
  static void compileGolden() {
    compilation = Compiler.javac()
        .withProcessors(new MapperProcessor())
        .withOptions(Unchecked.OFF, "-Xlint:all,-processing", "-Werror")
        .compile(ENTITIES.stream().map(e -> JavaFileObjects.forResource("golden/entities/" + e + ".java")).toList());
  }

  private static String text(JavaFileObject file) {
    try {
      return file.getCharContent(true).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The generated {@code golden.<Entity>Mapper}, {@code Dao}, {@code Query}, {@code AsyncDao} and
   * {@code AsyncQuery} are their golden files, or become them.
   */
  private static void assertGolden(String entity) {
    assertThat(compilation).succeededWithoutWarnings();
    for (String kind : List.of("Mapper", "Dao", "Query", "AsyncDao", "AsyncQuery")) {
      assertGoldenSource(entity + kind);
    }
  }

  /** The generated {@code golden.<name>} is its golden file, or becomes it. */
  private static void assertGoldenSource(String name) {
    assertThat(compilation).succeededWithoutWarnings();
    String actual = text(compilation.generatedSourceFile("golden." + name).orElseThrow());
    if (Golden.UPDATE) {
      Golden.write(name + ".java", actual);
    } else {
      assertWithMessage("generated %s differs from golden/expected/%s.java; if the change is intended, rerun with "
          + "-Dgolden.update=true and review the diff", name, name)
          .that(actual).isEqualTo(Golden.read(name + ".java"));
    }
  }

  @Test
  void classEntityWithGettersSettersAndADynamicFamily() {
    assertGolden("User");
  }

  @Test
  void recordEntityWithCompositeKeyTimestampCounterAndTransient() {
    assertGolden("Purchase");
  }

  @Test
  void indexedColumnAndCoveringCompositeIndex() {
    assertGolden("Member");
  }

  @Test
  void relationWithInverseOnBothSides() {
    assertGolden("Shop");
    assertGolden("Item");
  }

  @Test
  void saltOverTheWholeKeyAndAFamilyWithTtl() {
    assertGolden("Event");
  }

  @Test
  void hashPrefixOfTheLeadingComponent() {
    assertGolden("Document");
  }

  @Test
  void lazyDynamicFamilyKeptInMemory() {
    assertGolden("Conversation");
  }

  @Test
  void versionedColumnInAFamilyKeepingFiveVersions() {
    assertGolden("Article");
  }

  @Test
  void versionCounterTimestampAndConvertedColumn() {
    assertGolden("Account");
  }

  @Test
  void recordTypesSharingATableAndTheirGroup() {
    assertGolden("OrderHeader");
    assertGolden("LineItem");
    assertGoldenSource("OrderRowDao");
    assertGoldenSource("OrderRowQuery");
  }

  @Test
  void repositoryOverTheSeedPurchasesWithEveryKeyPlanAndAProjection() {
    assertGoldenSource("PurchaseRepositoryImpl");
    assertGoldenSource("SaleLineProjection");
  }

  @Test
  void repositoryOverIndexesAndAnAnnotatedProjection() {
    assertGoldenSource("MemberRepositoryImpl");
    assertGoldenSource("MemberCardProjection");
  }

  @Test
  void columnsMovedToNewQualifiersReadTheirFormerCells() {
    assertGolden("Profile");
    assertGoldenSource("ProfileCardProjection");
  }

  @Test
  void catalogOfEveryEntityGroupAndRepository() {
    assertGoldenSource("HBaseMapperCatalog");
  }

  /** No golden file is left over from an entity or a generated type that no longer exists, none is missing. */
  @Test
  void everyGoldenSourceIsGeneratedAndEveryGeneratedSourceHasAGolden() {
    // while the switch is on, the other tests are still writing the files this one lists
    assumeFalse(Golden.UPDATE);
    Set<String> generated = compilation.generatedSourceFiles().stream()
        .map(f -> f.getName().replaceAll(".*/", "")).collect(Collectors.toCollection(TreeSet::new));
    assertThat(compilation).succeededWithoutWarnings();
    assertWithMessage("generated sources vs golden/expected/*.java").that(Golden.sources()).isEqualTo(generated);
  }

  @Test
  void fieldsNamedLikeTheGeneratedLocalsStillCompile() {
    Compilation clash = Compiler.javac()
        .withProcessors(new MapperProcessor())
        .withOptions(Unchecked.OFF, "-Xlint:all,-processing", "-Werror")
        .compile(JavaFileObjects.forSourceString("test.Clash", """
            package test;
            import java.util.Map;
            import org.hbasemapper.annotations.*;
            @Table(name = "clash")
            @Family(name = "d")
            @Family(name = "m")
            public record Clash(
                @RowKey(order = 0, width = 8) String key,
                @RowKey(order = 1) long row,
                @Column(family = "d") String result, @Column(family = "d") String cells,
                @Column(family = "d") String cell, @Column(family = "d") String family,
                @Column(family = "d") String q, @Column(family = "d") int qOffset, @Column(family = "d") int qLength,
                @Column(family = "d") String v, @Column(family = "d") int vOffset, @Column(family = "d") int vLength,
                @Column(family = "d") long offset, @Column(family = "d") String entry, @Column(family = "d") String i,
                @Column(family = "d") String e, @Column(family = "d") String put, @Column(family = "d") String entity,
                @DynamicColumns(family = "m", fetch = Fetch.EAGER) Map<String, String> timestamp) {}
            """));
    assertThat(clash).succeededWithoutWarnings();
  }
}
