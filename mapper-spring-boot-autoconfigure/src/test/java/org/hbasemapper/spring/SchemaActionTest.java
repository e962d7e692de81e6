package org.hbasemapper.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.spring.entities.PurchaseMapper;
import org.hbasemapper.test.EmbeddedHBase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** hbasemapper.schema-action, on the embedded HBase's purchase table. */
class SchemaActionTest {
  private static final TableSchema PURCHASE = PurchaseMapper.INSTANCE.schema();
  private final Connection connection = EmbeddedHBase.shared().connection();
  private final SchemaManager schemas = new SchemaManager(connection);
  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(HBaseMapperAutoConfiguration.class));

  @BeforeEach
  void noTable() {
    schemas.drop(PURCHASE);
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
      assertThat(schemas.differences(PURCHASE)).containsExactly("family 'x' exists but is not declared");
    });
  }

  private void createWithFamilyXOnly() throws IOException {
    try (Admin admin = connection.getAdmin()) {
      admin.createTable(TableDescriptorBuilder.newBuilder(PURCHASE.tableName())
          .setColumnFamily(ColumnFamilyDescriptorBuilder.of("x")).build());
    }
  }
}
