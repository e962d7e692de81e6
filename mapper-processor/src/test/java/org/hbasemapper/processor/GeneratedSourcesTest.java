package org.hbasemapper.processor;

import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Golden files of generated source, one entity per shape, compared as exact text: every change to
 * the generated code, down to a blank line or a word of javadoc, shows up as a reviewable diff of
 * {@code src/test/resources/golden/expected}. The generated code must compile without a single
 * warning. {@code -Dgolden.update=true} regenerates the golden files ({@link Golden}).
 *
 * <p>Which golden covers which entity shape: each golden file of {@code golden/expected}, by the
 * golden entity it is generated from and what that entity stands for (a new shape gets its entity
 * and a row here; {@code everyGoldenFileIsInTheIndex} fails while a golden file is missing from the
 * table or the table names a file that is none).
 *
 * <pre>
 * golden/entities         shape it covers                                 golden/expected
 * User                    a class with getters and setters; a             UserMapper.java, UserDao.java,
 *                         one-component long key; columns of one family;  UserQuery.java, UserAsyncDao.java,
 *                         an eager dynamic family (fans)                  UserAsyncQuery.java
 *
 * Purchase                a record; a composite key (fixed-width String,  PurchaseMapper.java, PurchaseDao.java,
 *                         descending Instant, variable-width String       PurchaseQuery.java, PurchaseAsyncDao.java,
 *                         last); a default family with compression; a     PurchaseAsyncQuery.java
 *                         counter under its own qualifier; the cell
 *                         timestamp; a @Transient component
 *
 * Member                  an @Indexed column and a covering               MemberMapper.java, MemberDao.java,
 *                         composite @Index                                MemberQuery.java, MemberAsyncDao.java,
 *                                                                         MemberAsyncQuery.java
 *
 * Shop, Item              a @Relation with its inverse on both sides      ShopMapper.java, ShopDao.java,
 *                         (eager dynamic families of target keys)         ShopQuery.java, ShopAsyncDao.java,
 *                                                                         ShopAsyncQuery.java, ItemMapper.java,
 *                                                                         ItemDao.java, ItemQuery.java,
 *                                                                         ItemAsyncDao.java, ItemAsyncQuery.java
 *
 * Event                   @Salt over the whole key; a composite long and  EventMapper.java, EventDao.java,
 *                         int key; a family with a TTL                    EventQuery.java, EventAsyncDao.java,
 *                                                                         EventAsyncQuery.java
 *
 * Document                @HashPrefix of the leading component (4 bytes,  DocumentMapper.java, DocumentDao.java,
 *                         16 regions)                                     DocumentQuery.java, DocumentAsyncDao.java,
 *                                                                         DocumentAsyncQuery.java
 *
 * Conversation            a lazy dynamic family (Fetch.LAZY), kept in     ConversationMapper.java,
 *                         memory                                          ConversationDao.java,
 *                                                                         ConversationQuery.java,
 *                                                                         ConversationAsyncDao.java,
 *                                                                         ConversationAsyncQuery.java
 *
 * Article                 a @Versions column reading 3 of the 5 versions  ArticleMapper.java, ArticleDao.java,
 *                         its family keeps; a @PresenceMarker             ArticleQuery.java, ArticleAsyncDao.java,
 *                                                                         ArticleAsyncQuery.java
 *
 * Account, TenthsCodec    the optimistic @Version, a @Counter in a        AccountMapper.java, AccountDao.java,
 *                         family of its own, the @Timestamp, a column     AccountQuery.java, AccountAsyncDao.java,
 *                         converted with @Convert(TenthsCodec)            AccountAsyncQuery.java
 *
 * OrderHeader, LineItem   two @RecordType entities sharing one table,     OrderHeaderMapper.java,
 *                         the code at key position 2                      OrderHeaderDao.java,
 *                                                                         OrderHeaderQuery.java,
 *                                                                         OrderHeaderAsyncDao.java,
 *                                                                         OrderHeaderAsyncQuery.java,
 *                                                                         LineItemMapper.java, LineItemDao.java,
 *                                                                         LineItemQuery.java, LineItemAsyncDao.java,
 *                                                                         LineItemAsyncQuery.java
 *
 * OrderRow                the sealed interface grouping those record      OrderRowDao.java, OrderRowQuery.java,
 *                         types                                           OrderRowAsyncDao.java,
 *                                                                         OrderRowAsyncQuery.java
 *
 * PurchaseRepository,     a @Repository over Purchase with every key      PurchaseRepositoryImpl.java,
 * SaleLine                plan (get, multi-get, key range, prefix,        SaleLineProjection.java
 *                         accepted scan, page, stream, count, exists,
 *                         delete) and a projection record
 *
 * MemberRepository,       a @Repository over Member's indexes, and        MemberRepositoryImpl.java,
 * MemberCard              a @Projection                                   MemberCardProjection.java
 *
 * Profile, ProfileCard    columns moved to new qualifiers                 ProfileMapper.java, ProfileDao.java,
 *                         (@Column(formerly)), one of them indexed, and   ProfileQuery.java, ProfileAsyncDao.java,
 *                         a projection reading their former cells         ProfileAsyncQuery.java,
 *                                                                         ProfileCardProjection.java
 *
 * Ticket, Stamped,        an immutable class built through its            TicketMapper.java, TicketDao.java,
 * TicketLine              constructor (getX, x(), Kotlin's isX), a field  TicketQuery.java, TicketAsyncDao.java,
 *                         written by its setter, the @Version and a       TicketAsyncQuery.java,
 *                         @LastModifiedDate of a @MappedSuperclass; a     TicketLineProjection.java
 *                         projection that is a class
 *
 * Customer, Address,      @Embedded records (one type twice, a nested     CustomerMapper.java, CustomerDao.java,
 * Geo, Card               one, a renamed qualifier) and an embedded       CustomerQuery.java,
 *                         class; an @Index on an embedded field; a List   CustomerAsyncDao.java,
 *                         and a Set in one cell                           CustomerAsyncQuery.java
 *
 * all of them             the catalog of every entity, group and          HBaseMapperCatalog.java
 *                         repository
 *
 * User, Purchase,         the schema report (SchemaReportTest), the       schema.md, schema.json
 * PurchaseRepository,     record types drawn as one table, the columns
 * SaleLine, OrderHeader,  a mapped superclass declares
 * LineItem, OrderRow,
 * Ticket, Stamped
 * </pre>
 */
class GeneratedSourcesTest {
  /** The golden entities, with the codec one of them converts with, and repositories and projections over two of them. */
  private static final List<String> ENTITIES = List.of("User", "Purchase", "Member", "Shop", "Item", "Event",
      "Document", "Conversation", "Article", "Account", "TenthsCodec", "PurchaseRepository", "SaleLine",
      "MemberRepository", "MemberCard", "OrderHeader", "LineItem", "OrderRow", "Profile", "ProfileCard", "Ticket",
      "Stamped", "TicketLine", "Customer", "Address", "Geo", "Card");

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
    assertGoldenSource("OrderRowAsyncDao");
    assertGoldenSource("OrderRowAsyncQuery");
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
  void immutableClassWithInheritedColumnsAndAClassProjection() {
    assertGolden("Ticket");
    assertGoldenSource("TicketLineProjection");
  }

  @Test
  void embeddedValuesAndCollectionCells() {
    assertGolden("Customer");
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

  /**
   * The index in this class's javadoc names every golden file, this test's and SchemaReportTest's, and
   * no other, and every golden entity.
   */
  @Test
  void everyGoldenFileIsInTheIndex() throws IOException {
    String source = Files.readString(Path.of("src/test/java/org/hbasemapper/processor/GeneratedSourcesTest.java"));
    String index = source.substring(source.indexOf("<pre>"), source.indexOf("</pre>"));
    Set<String> listed = new TreeSet<>();
    Matcher names = Pattern.compile("\\b\\w+\\.(java|md|json)\\b").matcher(index);
    while (names.find()) {
      listed.add(names.group());
    }
    Set<String> goldens;
    try (Stream<Path> files = Files.list(Path.of("src/test/resources/golden/expected"))) {
      goldens = files.map(f -> f.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
    }
    assertWithMessage("golden files named in the index of GeneratedSourcesTest's javadoc vs golden/expected")
        .that(listed).isEqualTo(goldens);
    try (Stream<Path> files = Files.list(Path.of("src/test/resources/golden/entities"))) {
      for (String entity : files.map(f -> f.getFileName().toString().replace(".java", "")).sorted().toList()) {
        assertWithMessage("golden entity %s in the index of GeneratedSourcesTest's javadoc", entity)
            .that(Pattern.compile("\\b" + entity + "\\b").matcher(index).find()).isTrue();
      }
    }
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
