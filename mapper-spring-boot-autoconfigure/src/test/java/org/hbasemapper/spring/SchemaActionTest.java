package org.hbasemapper.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.hadoop.hbase.NamespaceDescriptor;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.util.Bytes;
import org.apache.log4j.AppenderSkeleton;
import org.apache.log4j.Level;
import org.apache.log4j.spi.LoggingEvent;
import org.hbasemapper.layout.LayoutText;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.LayoutMismatchException;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.catalog.CatalogEntry;
import org.hbasemapper.spring.HBaseMapperProperties.SchemaAction;
import org.hbasemapper.spring.entities.PurchaseMapper;
import org.hbasemapper.test.EmbeddedHBase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * hbasemapper.schema-action, on the embedded HBase's purchase table, and on a table built by hand whose
 * index was added after it held a row; the next deploy of the service is a context started on another
 * build of Purchase ({@link OtherBuild}).
 */
@ExtendWith(OutputCaptureExtension.class)
class SchemaActionTest {
  private static final TableSchema PURCHASE = PurchaseMapper.INSTANCE.schema();
  private static final String LAYOUT_KEY = "hbasemapper.layout.org.hbasemapper.spring.entities.Purchase";
  private static final String LAYOUT_UNKNOWN = "layout unknown: springtest:purchase records no layout of Purchase "
      + "(created before hbase-mapper recorded layouts, or not by SchemaManager), so only its families and options are "
      + "compared; once its rows are known to be Purchase's as this build maps them, record the layout with "
      + "SchemaManager.recordLayout(schema)";
  private static final String WIDER = "Purchase.userId changes the width of key part 0 from 8 bytes to 16 bytes: "
      + "every row already stored in springtest:purchase becomes unreachable by get, queries, pages and repositories";
  private static OtherBuild wider;
  private final Connection connection = EmbeddedHBase.shared().connection();
  private final SchemaManager schemas = new SchemaManager(connection);
  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(HBaseMapperAutoConfiguration.class));

  @BeforeEach
  void noTable() throws IOException {
    schemas.drop(PURCHASE);
    // the tables created with the Admin API below need it, whichever test runs first
    try (Admin admin = connection.getAdmin()) {
      if (Arrays.stream(admin.listNamespaces()).noneMatch("springtest"::equals)) {
        admin.createNamespace(NamespaceDescriptor.create("springtest").build());
      }
    }
  }

  @AfterEach
  void tableAsDeclared() {
    schemas.drop(PURCHASE);
    schemas.createIfMissing(PURCHASE);
  }

  @Test
  void noneLeavesTheTablesAlone() {
    runner.withPropertyValues("hbasemapper.schema-action=none").run(context -> {
      assertThat(context).hasNotFailed();
      assertThat(schemas.exists(PURCHASE)).isFalse();
    });
  }

  @Test
  void createCreatesMissingTables() {
    runner.withPropertyValues("hbasemapper.schema-action=create").run(context -> {
      assertThat(context).hasNotFailed();
      assertThat(schemas.differences(PURCHASE)).isEmpty();
    });
  }

  @Test
  void validateFailsStartUpListingEveryDifference() throws IOException {
    createWithFamilyXOnly();
    runner.withPropertyValues("hbasemapper.schema-action=validate").run(context -> {
      assertThat(context).hasFailed();
      assertThat(context.getStartupFailure()).rootCause().isInstanceOf(HBaseStartupException.class)
          .hasMessage("""
              hbasemapper.schema-action=validate: the live tables differ from the entities in 2 place(s):
                - springtest:purchase: family 'd' is missing
                - springtest:purchase: family 'x' exists but is not declared
              Set hbasemapper.schema-action=update to bring them in line (it adds and changes, never drops), \
              or change them yourself""");
    });
  }

  @Test
  void validateNamesAMissingTable() {
    runner.withPropertyValues("hbasemapper.schema-action=validate").run(context ->
        assertThat(context.getStartupFailure()).rootCause()
            .hasMessageContaining("- springtest:purchase: table springtest:purchase does not exist"));
  }

  @Test
  void validatePassesWhenTheTablesAgree() {
    schemas.createIfMissing(PURCHASE);
    runner.withPropertyValues("hbasemapper.schema-action=validate").run(context -> assertThat(context).hasNotFailed());
  }

  @Test
  void updateAddsWhatIsMissingAndDropsNothing() throws IOException {
    createWithFamilyXOnly();
    runner.withPropertyValues("hbasemapper.schema-action=update").run(context -> {
      assertThat(context).hasNotFailed();
      assertThat(schemas.differences(PURCHASE)).containsExactly("family 'x' exists but is not declared",
          LAYOUT_UNKNOWN);
    });
  }

  @Test
  void validateWarnsOfAnIndexThatIsNotBuiltAndStarts() throws IOException {
    TableSchema visits = visits(true, "d");
    addIndexBesideARow(visits);
    List<String> warnings = warningsOf(() -> initializer(SchemaAction.VALIDATE, visits).afterPropertiesSet());
    assertThat(warnings).containsExactly("hbasemapper.schema-action=validate: springtest:visit: index city of Visit "
        + "(table springtest:visit_idx_city) is building: rows stored in table springtest:visit before the index table "
        + "existed have no entry yet, so a lookup would miss them; once every writer of the table declares the index, "
        + "run new IndexAdmin(connection).rebuild(VisitMapper.INSTANCE, \"city\", IndexAdmin.Progress.none()); until "
        + "then lookups through it throw IndexNotBuiltException");
  }

  @Test
  void validateFailsOnTheOtherDifferencesOnlyAndWarnsOfTheIndex() throws IOException {
    addIndexBesideARow(visits(true, "d"));
    TableSchema withFamilyE = visits(true, "d", "e");
    List<String> warnings = warningsOf(() -> assertThatThrownBy(
        () -> initializer(SchemaAction.VALIDATE, withFamilyE).afterPropertiesSet())
        .isInstanceOf(HBaseStartupException.class)
        .hasMessageStartingWith("""
            hbasemapper.schema-action=validate: the live tables differ from the entities in 1 place(s):
              - springtest:visit: family 'e' is missing
            Set"""));
    assertThat(warnings).singleElement().asString().contains("index city of Visit (table springtest:visit_idx_city) "
        + "is building");
  }

  @Test
  void updateWarnsOfAnIndexItCreatesBesideRows() throws IOException {
    TableSchema visits = visits(true, "d");
    schemas.drop(visits);
    schemas.createIfMissing(visits(false, "d"));
    putARow();
    List<String> warnings = warningsOf(() -> initializer(SchemaAction.UPDATE, visits).afterPropertiesSet());
    assertThat(warnings).singleElement().asString().startsWith("hbasemapper.schema-action=update: springtest:visit: "
        + "index city of Visit (table springtest:visit_idx_city) is building");
  }

  /** Table {@code springtest:visit} with {@code families}; its column d:city is indexed when {@code indexed}. */
  private static TableSchema visits(boolean indexed, String... families) {
    TableSchema.Builder builder = TableSchema.builder("springtest", "visit", "Visit").keyPart("id", "String", 0, false);
    for (String family : families) {
      builder.family(FamilySchema.of(family));
    }
    builder.column("d", "city", "city", "String");
    if (indexed) {
      builder.index("city", false, "city");
    }
    return builder.build();
  }

  /** The table of {@code indexed} without its index, a row, then the index table: building. */
  private void addIndexBesideARow(TableSchema indexed) throws IOException {
    schemas.drop(indexed);
    schemas.createIfMissing(visits(false, "d"));
    putARow();
    schemas.createIfMissing(indexed);
    assertThat(schemas.unbuiltIndexes(indexed)).hasSize(1);
  }

  private void putARow() throws IOException {
    try (Table table = connection.getTable(TableName.valueOf("springtest:visit"))) {
      table.put(new Put(Bytes.toBytes("v1")).addColumn(Bytes.toBytes("d"), Bytes.toBytes("city"), Bytes.toBytes("Oslo")));
    }
  }

  /** The schema action on {@code table} alone, as a catalog listing only it would have it run. */
  private SchemaInitializer initializer(SchemaAction action, TableSchema table) {
    CatalogEntry<Object> entry = new CatalogEntry<>(Object.class, CatalogEntry.Kind.DAO, List.of(table), c -> new Object());
    return new SchemaInitializer(connection, MapperOptions.defaults(), new MapperCatalogs(List.of(entry)), action);
  }

  /** The warnings the schema action logs while {@code run} runs. */
  private static List<String> warningsOf(Runnable run) {
    List<String> warnings = new CopyOnWriteArrayList<>();
    org.apache.log4j.Logger logger = org.apache.log4j.Logger.getLogger(SchemaInitializer.class);
    AppenderSkeleton appender = new AppenderSkeleton() {
      @Override
      protected void append(LoggingEvent event) {
        if (event.getLevel().equals(Level.WARN)) {
          warnings.add(event.getRenderedMessage());
        }
      }

      @Override
      public void close() {}

      @Override
      public boolean requiresLayout() {
        return false;
      }
    };
    logger.addAppender(appender);
    try {
      run.run();
    } finally {
      logger.removeAppender(appender);
    }
    return warnings;
  }

  @Test
  void validateWarnsOfAnUnknownLayoutAndStarts(CapturedOutput output) throws IOException {
    try (Admin admin = connection.getAdmin()) {
      admin.createTable(TableDescriptorBuilder.newBuilder(PURCHASE.tableName())
          .setColumnFamily(PURCHASE.families().get(0).toDescriptor()).build());
    }
    runner.withPropertyValues("hbasemapper.schema-action=validate").run(context -> {
      assertThat(context).hasNotFailed();
      assertThat(output).contains("hbasemapper.schema-action=validate: springtest:purchase: " + LAYOUT_UNKNOWN);
    });
  }

  @Test
  void updateRecordsTheLayoutAndTheNextDeployOnABreakingLayoutDoesNotStartNorChangeAnything() throws IOException {
    runner.withPropertyValues("hbasemapper.schema-action=update").run(context -> assertThat(context).hasNotFailed());
    TableDescriptor recorded = descriptor();
    assertThat(recorded.getValue(LAYOUT_KEY)).isEqualTo(LayoutText.renderEntity(PURCHASE.layout().orElseThrow()));

    runner.withClassLoader(wider().classLoader()).withPropertyValues("hbasemapper.schema-action=update")
        .run(context -> {
          assertThat(context).hasFailed();
          assertThat(context.getStartupFailure()).rootCause().isInstanceOf(LayoutMismatchException.class);
          assertThat(context.getStartupFailure()).cause().isInstanceOf(HBaseStartupException.class)
              .hasMessageStartingWith("hbasemapper.schema-action=update changed nothing in springtest:purchase: the "
                  + "running build's layout does not read the rows stored there (1 problem): " + WIDER)
              .hasMessageEndingWith("no table was changed")
              .hasMessageNotContaining("\n");
        });
    assertThat(descriptor()).as("nothing changed").isEqualTo(recorded);
    runner.withPropertyValues("hbasemapper.schema-action=update").run(context -> assertThat(context).hasNotFailed());
  }

  @Test
  void validateFailsOnALayoutThatBreaksTheStoredRows() {
    runner.withClassLoader(wider().classLoader()).withPropertyValues("hbasemapper.schema-action=create")
        .run(context -> assertThat(context).hasNotFailed());

    runner.withPropertyValues("hbasemapper.schema-action=validate").run(context -> {
      assertThat(context).hasFailed();
      assertThat(context.getStartupFailure()).rootCause().isInstanceOf(HBaseStartupException.class)
          .hasMessageStartingWith("hbasemapper.schema-action=validate: the live tables differ from the entities in "
              + "1 place(s):\n  - springtest:purchase: Purchase.userId changes the width of key part 0 from 16 bytes "
              + "to 8 bytes: every row already stored in springtest:purchase becomes unreachable")
          .hasMessageContaining("(recorded layout: " + LAYOUT_KEY + ")\n")
          .hasMessageEndingWith("\nA layout that breaks the stored rows is applied by neither: follow one of the ways "
              + "forward listed with it (docs/production.md#the-live-tables-layout)");
    });
  }

  /** The next deploy of the service: Purchase with a wider user id, a change that strands every stored row. */
  private static OtherBuild wider() {
    if (wider == null) {
      wider = OtherBuild.compile("org.hbasemapper.spring.entities.Purchase", """
          package org.hbasemapper.spring.entities;

          import java.time.Instant;
          import org.hbasemapper.annotations.Family;
          import org.hbasemapper.annotations.RowKey;
          import org.hbasemapper.annotations.Table;

          @Table(name = "purchase", namespace = "springtest", defaultFamily = "d")
          @Family(name = "d")
          public record Purchase(
              @RowKey(order = 0, width = 16) String userId,
              @RowKey(order = 1, descending = true) Instant time,
              String productId,
              long cents) {}
          """);
    }
    return wider;
  }

  private TableDescriptor descriptor() throws IOException {
    try (Admin admin = connection.getAdmin()) {
      return admin.getDescriptor(PURCHASE.tableName());
    }
  }

  private void createWithFamilyXOnly() throws IOException {
    try (Admin admin = connection.getAdmin()) {
      if (!Arrays.asList(admin.listNamespaces()).contains("springtest")) { // when this runs first in the JVM
        admin.createNamespace(NamespaceDescriptor.create("springtest").build());
      }
      admin.createTable(TableDescriptorBuilder.newBuilder(PURCHASE.tableName())
          .setColumnFamily(ColumnFamilyDescriptorBuilder.of("x")).build());
    }
  }
}
