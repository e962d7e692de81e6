package org.hbasemapper.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.util.List;
import javax.tools.JavaFileObject;
import org.hbasemapper.processor.diagnostics.Messages;
import org.junit.jupiter.api.Test;

/**
 * One test per repository and projection diagnostic: the message, the file and line it points at, and
 * the error count. The repositories are compiled with the seeds' purchases entity, whose key is
 * {@code userId (8 bytes) -> time (descending) -> productId}, with an indexed {@code status}.
 */
class RepositoryDiagnosticsTest {
  static final String IMPORTS = "package test;\n"
      + "import java.math.BigDecimal;\n"
      + "import java.time.*;\n"
      + "import java.util.*;\n"
      + "import java.util.stream.Stream;\n"
      + "import org.hbasemapper.annotations.*;\n"
      + "import org.hbasemapper.runtime.CrudRepository;\n"
      + "import org.hbasemapper.runtime.Page;\n"
      + "import org.hbasemapper.runtime.PageRequest;\n";

  static final String PURCHASE = """
      @Table(name = "purchase", namespace = "shop", defaultFamily = "d")
      @Family(name = "d")
      public record Purchase(
          @RowKey(order = 0, width = 8) String userId,
          @RowKey(order = 1, descending = true) Instant time,
          @RowKey(order = 2) String productId,
          BigDecimal price,
          int quantity,
          @Indexed String status,
          @Timestamp Instant written) {}
      """;

  static JavaFileObject source(String name, String body) {
    return JavaFileObjects.forSourceString("test." + name, IMPORTS + body);
  }

  static Compilation compile(JavaFileObject... sources) {
    return Compiler.javac().withProcessors(new MapperProcessor()).withOptions(Unchecked.OFF).compile(sources);
  }

  /** Compiles the purchases and {@code body} as test.R, expecting exactly one error, {@code message}, on {@code line} of R. */
  static void expectError(String body, String message, String line) {
    JavaFileObject repository = source("R", body);
    Compilation compilation = compile(source("Purchase", PURCHASE), repository);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(message).inFile(repository).onLineContaining(line);
  }

  /** A repository over the purchases declaring {@code methods}. */
  static String repository(String methods) {
    return "@Repository\ninterface R extends CrudRepository<Purchase, PurchaseMapper.Key> {\n" + methods + "\n}\n";
  }

  private static final List<String> FIELDS = List.of("userId", "time", "productId", "price", "quantity", "status");

  // ---- the interface ------------------------------------------------------------------------------

  @Test
  void repositoryOnAClass() {
    expectError("""
        @Repository
        abstract class R implements CrudRepository<Purchase, PurchaseMapper.Key> {}
        """, Messages.repositoryNotInterface("R"), "abstract class R");
  }

  @Test
  void repositoryThatExtendsNoCrudRepository() {
    expectError("""
        @Repository
        interface R {}
        """, Messages.repositoryNotCrudRepository("R"), "interface R");
  }

  @Test
  void repositoryOverATypeWithoutTable() {
    expectError("""
        @Repository
        interface R extends CrudRepository<String, String> {}
        """, Messages.repositoryEntityNotTable("R", "java.lang.String"), "interface R");
  }

  @Test
  void repositoryWithAnotherKeyThanTheGeneratedOne() {
    expectError("""
        @Repository
        interface R extends CrudRepository<Purchase, String> {}
        """, Messages.repositoryKeyType("R", "Purchase", "java.lang.String", "PurchaseMapper.Key"), "interface R");
  }

  @Test
  void repositoryNamingATypeThatNeverExists() {
    JavaFileObject repository = source("R", """
        @Repository
        interface R extends CrudRepository<Purchase, PurchaseMapper.Key> {
          List<Purchase> findByUserId(Missing userId);
        }
        """);
    Compilation compilation = compile(source("Purchase", PURCHASE), repository);
    assertThat(compilation).failed();
    // javac reports the unknown symbol too
    assertThat(compilation).hadErrorContaining(Messages.repositoryUnresolved("R", "Missing")).inFile(repository)
        .onLineContaining("interface R");
  }

  @Test
  void aRepositoryOfAnEntityWithErrorsIsLeftAlone() {
    JavaFileObject bad = source("Bad", """
        @Table(name = "bad") @Family(name = "d")
        record Bad(@RowKey(order = 0) String a, @RowKey(order = 1) long b) {}
        """);
    Compilation compilation = compile(bad, source("R", """
        @Repository
        interface R extends CrudRepository<Bad, BadMapper.Key> {
          List<Bad> findByB(long b);
        }
        """));
    assertThat(compilation).failed();
    // the entity's own error, and javac's for the key record it never got; nothing about the repository
    assertThat(compilation).hadErrorContaining(Messages.variableWidthNotLast("a"));
    org.assertj.core.api.Assertions.assertThat(compilation.errors())
        .noneMatch(e -> e.getMessage(null).contains("@Repository"));
  }

  @Test
  void everyBadMethodIsReportedAndABadRepositoryDoesNotStopTheOthers() throws Exception {
    JavaFileObject bad = source("Bad", """
        @Repository
        interface Bad extends CrudRepository<Purchase, PurchaseMapper.Key> {
          List<Purchase> findByUserIdd(String userId);
          List<Purchase> findByProductId(String productId);
          List<Purchase> findByUserId(String userId);
        }
        """);
    JavaFileObject good = source("Good", """
        @Repository
        interface Good extends CrudRepository<Purchase, PurchaseMapper.Key> {
          List<Purchase> findByUserId(String userId);
        }
        """);
    Compilation compilation = compile(source("Purchase", PURCHASE), bad, good);
    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation).hadErrorContaining("'userIdd'").inFile(bad).onLineContaining("findByUserIdd");
    assertThat(compilation).hadErrorContaining("would read the whole table").inFile(bad)
        .onLineContaining("findByProductId");
    java.nio.file.Path out = java.nio.file.Files.createTempDirectory("generated");
    try {
      javax.tools.JavaCompiler javac = javax.tools.ToolProvider.getSystemJavaCompiler();
      javax.tools.JavaCompiler.CompilationTask task = javac.getTask(null, null, d -> { }, List.of("-proc:only", "-s",
          out.toString(), "-d", out.toString(), "-classpath", System.getProperty("java.class.path")), null,
          List.of(source("Purchase", PURCHASE), bad, good));
      task.setProcessors(List.of(new MapperProcessor()));
      task.call();
      org.assertj.core.api.Assertions.assertThat(out.resolve("test")).isDirectoryContaining("glob:**/GoodImpl.java")
          .isDirectoryNotContaining("glob:**/BadImpl.java");
    } finally {
      try (var files = java.nio.file.Files.walk(out)) {
        files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }

  // ---- method names -------------------------------------------------------------------------------

  @Test
  void methodWithoutASubject() {
    expectError(repository("  List<Purchase> purchasesOf(String userId);"),
        Messages.unknownQuerySubject("purchasesOf"), "purchasesOf");
  }

  @Test
  void unknownPropertyWithASuggestion() {
    expectError(repository("  List<Purchase> findByUserIdd(String userId);"),
        Messages.unknownProperty("findByUserIdd", "userIdd", "Purchase", FIELDS, "userId"), "findByUserIdd");
  }

  @Test
  void propertyNamesAreCaseSensitive() {
    expectError(repository("  List<Purchase> findByUserid(String userId);"),
        Messages.unknownProperty("findByUserid", "userid", "Purchase", FIELDS, "userId"), "findByUserid");
  }

  @Test
  void unknownPropertyInOrderBy() {
    expectError(repository("  List<Purchase> findByUserIdOrderByTimme(String userId);"),
        Messages.unknownProperty("findByUserIdOrderByTimme", "timme", "Purchase", FIELDS, "time"), "OrderByTimme");
  }

  @Test
  void propertyThatPredicatesCannotTest() {
    expectError(repository("  List<Purchase> findByUserIdAndWritten(String userId, Instant written);"),
        Messages.propertyNotQueryable("findByUserIdAndWritten", "written", "the @Timestamp"), "findByUserIdAndWritten");
  }

  @Test
  void unsupportedKeyword() {
    expectError(repository("  List<Purchase> findByUserIdAndStatusLike(String userId, String status);"),
        Messages.unsupportedKeyword("findByUserIdAndStatusLike", "Like"), "StatusLike");
  }

  @Test
  void distinctIsAnUnsupportedKeyword() {
    expectError(repository("  List<Purchase> findDistinctByUserId(String userId);"),
        Messages.unsupportedKeyword("findDistinctByUserId", "Distinct"), "findDistinctByUserId");
  }

  @Test
  void predicatesJoinedByOr() {
    expectError(repository("  List<Purchase> findByUserIdOrStatus(String userId, String status);"),
        Messages.orNotSupported("findByUserIdOrStatus", List.of("UserId", "Status")), "findByUserIdOrStatus");
  }

  @Test
  void topZero() {
    expectError(repository("  List<Purchase> findTop0ByUserId(String userId);"),
        Messages.topZero("findTop0ByUserId"), "findTop0ByUserId");
  }

  @Test
  void limitOnACount() {
    expectError(repository("  long countTop3ByUserId(String userId);"),
        Messages.limitNotApplicable("countTop3ByUserId", "a count"), "countTop3ByUserId");
  }

  @Test
  void limitOnAPage() {
    expectError(repository("  Page<Purchase> findTop3ByUserId(String userId, PageRequest page);"),
        Messages.limitNotApplicable("findTop3ByUserId", "a Page (its size is the PageRequest's)"), "findTop3ByUserId");
  }

  @Test
  void startingWithOnAComponentThatIsNotLast() {
    expectError(repository("  List<Purchase> findByUserIdStartingWith(String prefix);"),
        Messages.startingWithNotLastStringKey("findByUserIdStartingWith", "userId", "is not the last row-key component"),
        "findByUserIdStartingWith");
  }

  @Test
  void startingWithOnAColumn() {
    expectError(repository("  List<Purchase> findByUserIdAndStatusStartingWith(String userId, String prefix);"),
        Messages.startingWithNotLastStringKey("findByUserIdAndStatusStartingWith", "status",
            "is not a row-key component"), "StatusStartingWith");
  }

  @Test
  void nullTestOnAKeyComponent() {
    expectError(repository("  List<Purchase> findByUserIdAndProductIdIsNull(String userId);"),
        Messages.keywordNotApplicable("findByUserIdAndProductIdIsNull", "IsNull", "productId",
            "a row-key component always has a value; IsNull and IsNotNull test whether a column has a cell"),
        "ProductIdIsNull");
  }

  @Test
  void rangeOnAConvertedTypeWithoutOrder() {
    JavaFileObject repository = source("R", """
        @Repository
        interface R extends CrudRepository<Place, PlaceMapper.Key> {
          List<Place> findByIdAndSpotGreaterThan(long id, Place.Spot spot);
        }
        """);
    Compilation compilation = compile(source("Place", """
        @Table(name = "place") @Family(name = "d")
        public record Place(@RowKey long id, @Column(family = "d") @Convert(SpotCodec.class) Spot spot) {
          public record Spot(int x, int y) {}
        }
        """), source("SpotCodec", """
        public final class SpotCodec implements org.hbasemapper.runtime.codec.ValueCodec<Place.Spot> {
          @Override public byte[] encode(Place.Spot s) { return new byte[] {(byte) s.x(), (byte) s.y()}; }
          @Override public Place.Spot decode(byte[] b) { return new Place.Spot(b[0], b[1]); }
        }
        """), repository);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.keywordNotApplicable("findByIdAndSpotGreaterThan", "GreaterThan",
        "spot", "its type test.Place.Spot has no order (a @Convert type that is not Comparable): compare it with Is, "
            + "In, IsNull or IsNotNull")).inFile(repository).onLineContaining("findByIdAndSpotGreaterThan");
  }

  // ---- parameters and return types ----------------------------------------------------------------

  @Test
  void fewerParametersThanTheNameAsksFor() {
    expectError(repository("  List<Purchase> findByUserIdAndTimeBetween(String userId, Instant from);"),
        Messages.parameterCount("findByUserIdAndTimeBetween", 2, 3, "userId =: 1, time between: 2"),
        "findByUserIdAndTimeBetween");
  }

  @Test
  void parameterOfAnotherTypeThanItsField() {
    expectError(repository("  List<Purchase> findByUserIdAndTimeAfter(String userId, long after);"),
        Messages.parameterType("findByUserIdAndTimeAfter", "after", "time >", "long", "java.time.Instant"),
        "findByUserIdAndTimeAfter");
  }

  @Test
  void inParameterThatIsNotACollectionOfTheField() {
    expectError(repository("  List<Purchase> findByUserIdIn(List<Long> userIds);"),
        Messages.parameterType("findByUserIdIn", "userIds", "userId in", "java.util.List<java.lang.Long>",
            "java.util.Collection<? extends java.lang.String>"), "findByUserIdIn");
  }

  @Test
  void unsupportedReturnType() {
    expectError(repository("  Set<Purchase> findByUserId(String userId);"),
        Messages.unsupportedReturnType("findByUserId", "java.util.Set<test.Purchase>", "find",
            "List<Purchase>, Stream<Purchase>, Optional<Purchase>, Purchase or Page<Purchase>, or the same of a "
                + "projection (a record, or a class built through its constructor)"), "findByUserId");
  }

  @Test
  void countThatReturnsRows() {
    expectError(repository("  List<Purchase> countByUserId(String userId);"),
        Messages.unsupportedReturnType("countByUserId", "java.util.List<test.Purchase>", "count", "long or int"),
        "countByUserId");
  }

  @Test
  void pageWithoutPageRequest() {
    expectError(repository("  Page<Purchase> findByUserId(String userId);"),
        Messages.pageWithoutPageRequest("findByUserId"), "findByUserId");
  }

  @Test
  void pageRequestWithoutPage() {
    expectError(repository("  List<Purchase> findByUserId(String userId, PageRequest page);"),
        Messages.pageRequestWithoutPage("findByUserId"), "findByUserId");
  }

  // ---- plans --------------------------------------------------------------------------------------

  @Test
  void aMethodThatWouldScanTheWholeTable() {
    expectError(repository("  List<Purchase> findByProductIdAndQuantity(String productId, int quantity);"),
        Messages.needsFullScan("findByProductIdAndQuantity", "Purchase", List.of("userId"), false,
            List.of("productId"), List.of("quantity"), List.of("status")), "findByProductIdAndQuantity");
  }

  @Test
  void allowScanAcceptsTheScan() {
    Compilation compilation = compile(source("Purchase", PURCHASE), source("R", repository(
        "  @AllowScan List<Purchase> findByProductIdAndQuantity(String productId, int quantity);")));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void inOnAKeyComponentThatWouldNeedAScan() {
    expectError(repository("  List<Purchase> findByProductIdIn(Collection<String> productIds);"),
        Messages.inNeedsScan("findByProductIdIn", "productId", List.of("userId", "time")), "findByProductIdIn");
  }

  @Test
  void orderByThatIsNotTheKeyOrder() {
    expectError(repository("  List<Purchase> findByUserIdOrderByProductIdDesc(String userId);"),
        Messages.orderByNotKeyOrder("findByUserIdOrderByProductIdDesc", "productId", "NOT_NEXT", "time"),
        "findByUserIdOrderByProductIdDesc");
  }

  @Test
  void pageOverSeveralKeyRanges() {
    expectError(repository(
            "  Page<Purchase> findByUserIdAndTimeIn(String userId, Collection<Instant> times, PageRequest page);"),
        Messages.pageNotSupported("findByUserIdAndTimeIn", false), "findByUserIdAndTimeIn");
  }

  // ---- projections --------------------------------------------------------------------------------

  @Test
  void projectionComponentThatIsNoField() {
    expectError(repository("""
          record Line(String productId, String note) {}
          List<Line> findLinesByUserId(String userId);
        """), Messages.projectionNotAField("R.Line", "note", "Purchase", "not a field", null), "record Line");
  }

  @Test
  void projectionComponentOfAnotherType() {
    expectError(repository("""
          record Line(String productId, double price) {}
          List<Line> findLinesByUserId(String userId);
        """), Messages.projectionTypeMismatch("R.Line", "price", "double", "Purchase", "java.math.BigDecimal"),
        "record Line");
  }

  @Test
  void projectionOfTwoEntities() {
    JavaFileObject tag = source("Tag", "public record Tag(String status) {}\n");
    Compilation compilation = compile(source("Purchase", PURCHASE), source("Account", """
            @Table(name = "account") @Family(name = "d")
            public record Account(@RowKey long id, @Column(family = "d") String status) {}
            """), tag,
        source("R", repository("  List<Tag> findByUserId(String userId);")),
        source("A", """
            @Repository
            interface A extends CrudRepository<Account, AccountMapper.Key> {
              List<Tag> findById(long id);
            }
            """));
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining(Messages.projectionOfTwoEntities("Tag", "Purchase", "Account"))
        .inFile(tag).onLineContaining("record Tag");
  }

  @Test
  void projectionThatIsNotARecord() {
    expectError("""
        @Projection(Purchase.class)
        class R {
          String productId;
        }
        """, Messages.projectionNotRecord("R"), "class R");
  }

  @Test
  void projectionOfATypeWithoutTable() {
    expectError("""
        @Projection(String.class)
        record R(String productId) {}
        """, Messages.projectionEntityNotTable("R", "java.lang.String"), "record R");
  }
}
