package org.hbasemapper.samples.purchase;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.layout.LayoutFormatException;
import org.hbasemapper.layout.LayoutText;
import org.hbasemapper.mapreduce.EntityCells;
import org.hbasemapper.mapreduce.Migration;
import org.hbasemapper.mapreduce.MigrationReport;
import org.hbasemapper.mapreduce.StoredRow;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.EmbeddedHBase;

/**
 * The purchases stored unsalted ({@link Purchase}, {@code shop:purchase}) moved to the salted
 * {@link SaltedPurchase} ({@code shop:purchase_salted}): the recipe of docs/migration.md. The old rows
 * are read through the layout the unsalted version stored, kept as
 * {@code shop.purchase.v1.layout} beside this class, not through {@code Purchase}.
 *
 * <p>{@code main} runs it on an embedded HBase: stores 20,000 purchases, migrates them, prints the
 * report and a user's most recent purchases read from the salted table.
 */
public final class PurchaseMigration {
  private PurchaseMigration() {}

  /** The layout the unsalted purchases were stored with. */
  public static EntityLayout oldLayout() {
    String name = "shop.purchase.v1.layout";
    try (InputStream in = PurchaseMigration.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException(name + " is missing beside " + PurchaseMigration.class.getName());
      }
      return LayoutText.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), name)
          .entity(Purchase.class.getName()).orElseThrow();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (LayoutFormatException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  /** One old purchase as the salted entity: the same fields, read by name. */
  public static SaltedPurchase salted(StoredRow row) {
    return new SaltedPurchase(row.getString("userId"), row.getInstant("time"), row.getString("productId"),
        row.getBigDecimal("price"), row.getInt("quantity"));
  }

  /**
   * Creates the salted table if needed and copies every purchase into it, resuming from
   * {@code checkpoint} when an earlier run stopped.
   *
   * @param options the namespace mapping of both tables
   */
  public static MigrationReport migrate(Connection connection, MapperOptions options, Path checkpoint) {
    new SchemaManager(connection, options).createIfMissing(SaltedPurchaseMapper.INSTANCE.schema());
    TableName old = PurchaseMapper.INSTANCE.schema().mapped(options).tableName();
    return Migration.from(connection, old, oldLayout())
        .to(EntityCells.of(new SaltedPurchaseDao(connection, options)), PurchaseMigration::salted)
        .checkpoint(checkpoint)
        .run();
  }

  /** Stores {@code users} x {@code perUser} unsalted purchases. */
  public static void storeUnsalted(Connection connection, MapperOptions options, int users, int perUser) {
    SchemaManager schemas = new SchemaManager(connection, options);
    schemas.drop(PurchaseMapper.INSTANCE.schema());
    schemas.create(PurchaseMapper.INSTANCE.schema());
    List<Purchase> all = new ArrayList<>();
    Instant t0 = Instant.parse("2024-05-01T00:00:00Z");
    for (int user = 0; user < users; user++) {
      for (int i = 0; i < perUser; i++) {
        all.add(new Purchase(String.format("u%03d", user), t0.plus(Duration.ofMinutes(37L * i)), "p" + (i * 7 % 100),
            BigDecimal.valueOf(100 + i % 900, 2), 1 + i % 3));
      }
    }
    new PurchaseDao(connection, options).putAll(all);
  }

  /** Runs the migration of 20,000 purchases on an embedded HBase and prints what it did. */
  public static void main(String[] args) throws IOException {
    PrintStream out = System.out;
    Path work = Files.createTempDirectory("purchase-migration-");
    try (EmbeddedHBase hbase = EmbeddedHBase.start()) {
      Connection connection = hbase.connection();
      MapperOptions options = MapperOptions.defaults();
      storeUnsalted(connection, options, 100, 200);
      out.println("stored 20,000 purchases in shop:purchase (unsalted)");
      MigrationReport report = migrate(connection, options, work.resolve("purchase.checkpoint"));
      out.printf("migrated to shop:purchase_salted: %,d read, %,d written, %,d skipped, %,d bad; %d sampled rows "
          + "compared, %s%n", report.read(), report.written(), report.skipped(), report.badRows(), report.sampled(),
          report.consistent() ? "all equal" : report.mismatches().size() + " differ: " + report.mismatches());
      out.println("new SaltedPurchaseDao(connection).query().userId(\"u007\").limit(3).list():");
      new SaltedPurchaseDao(connection).query().userId("u007").limit(3).list()
          .forEach(p -> out.printf("  %s  %s  %s%n", p.time(), p.productId(), p.price().toPlainString()));
    }
  }
}
