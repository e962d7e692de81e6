package org.hbasemapper.benchmarks;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Table;
import org.hbasemapper.benchmarks.model.Sale;
import org.hbasemapper.benchmarks.model.SaleDao;
import org.hbasemapper.benchmarks.model.SaltedSale;
import org.hbasemapper.benchmarks.model.SaltedSaleDao;
import org.hbasemapper.benchmarks.model.SaltedSaleMapper;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.layout.LayoutText;
import org.hbasemapper.mapreduce.BulkLoad;
import org.hbasemapper.mapreduce.BulkLoadReport;
import org.hbasemapper.mapreduce.EntityCells;
import org.hbasemapper.mapreduce.Migration;
import org.hbasemapper.mapreduce.MigrationReport;
import org.hbasemapper.mapreduce.StoredRow;
import org.hbasemapper.mapreduce.StoredRowReader;
import org.hbasemapper.test.EmbeddedHBase;

/**
 * {@code e2e.migration}: 1,000,000 sales stored unsalted ({@link Sale}, {@code bench:sale}) migrated
 * to the salted layout ({@link SaltedSale}, 8 buckets) by {@link Migration} from one JVM, against a
 * {@link BulkLoad} of the same 1,000,000 salted sales made in memory. The old rows are read through
 * their stored layout (the baseline text below), not through {@code Sale}. Each side starts from a
 * freshly created salted table; the old table is loaded once, untimed.
 *
 * <p>Arguments: {@code --rows N} (default 1,000,000); {@code --chunk N} old rows per chunk (default
 * {@link Migration#DEFAULT_CHUNK_ROWS}); {@code --cluster host:port} and {@code --fs uri} as in
 * {@link BulkLoadRun}, so that this JVM's heap (for example {@code -Xmx256m}) holds only the client.
 * Prints the times, the ratio and the peak heap.
 */
public final class MigrationRun {
  /** The stored layout of {@code bench:sale}, as the processor's baseline holds it. */
  static final String SALE_LAYOUT = """
      entity org.hbasemapper.benchmarks.model.Sale
        key userId utf8 width=8
        key time int64 descending
        key productId utf8 variable
        family d versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        cell d:price decimal field=price
        cell d:quantity int32 field=quantity
      """;

  private MigrationRun() {}

  public static void main(String[] args) throws Exception {
    List<String> list = List.of(args);
    int rows = list.contains("--rows") ? Integer.parseInt(list.get(list.indexOf("--rows") + 1)) : 1_000_000;
    int chunk = list.contains("--chunk") ? Integer.parseInt(list.get(list.indexOf("--chunk") + 1))
        : Migration.DEFAULT_CHUNK_ROWS;
    Path work = Files.createTempDirectory("migration-run-");
    if (list.contains("--cluster")) {
      String[] at = list.get(list.indexOf("--cluster") + 1).split(":");
      Configuration conf = HBaseConfiguration.create();
      conf.set("hbase.zookeeper.quorum", at[0]);
      conf.set("hbase.zookeeper.property.clientPort", at[1]);
      if (list.contains("--fs")) {
        conf.set("fs.defaultFS", list.get(list.indexOf("--fs") + 1));
      }
      try (Connection connection = ConnectionFactory.createConnection(conf)) {
        run(connection, rows, chunk, work);
      }
    } else {
      try (EmbeddedHBase hbase = EmbeddedHBase.start()) {
        run(hbase.connection(), rows, chunk, work);
      }
    }
  }

  private static void run(Connection connection, int rows, int chunk, Path work) throws Exception {
    SaleDao old = new SaleDao(connection);
    BulkLoadRun.fresh(connection, old.schema());
    long start = System.nanoTime();
    BulkLoad.of(connection, EntityCells.of(old)).workDirectory(work)
        .load(() -> BulkLoadRun.entities(rows, MigrationRun::sale));
    System.out.printf(Locale.ROOT, "old table %s: %,d sales bulk loaded in %.0f ms (untimed setup)%n",
        old.schema().tableName(), rows, (System.nanoTime() - start) / 1e6);

    SaltedSaleDao salted = new SaltedSaleDao(connection);
    BulkLoadRun.fresh(connection, salted.schema());
    start = System.nanoTime();
    BulkLoadReport bulk = BulkLoad.of(connection, EntityCells.of(salted)).workDirectory(work)
        .load(() -> BulkLoadRun.entities(rows, BulkLoadRun::plain));
    double bulkMs = (System.nanoTime() - start) / 1e6;
    System.out.printf(Locale.ROOT, "e2e.migration  bulk load    %9.0f ms  (read %d, written %d, loaded %d ms; %d runs)%n",
        bulkMs, bulk.reading().toMillis(), bulk.writing().toMillis(), bulk.loading().toMillis(), bulk.runs());
    require(salted, rows);

    EntityLayout layout = LayoutText.parseEntity(SALE_LAYOUT, "bench:sale");
    // what the migration adds to a bulk load: the scan of the old table, each row read through the layout and mapped
    StoredRowReader reader = StoredRowReader.of(old.schema().tableName(), layout);
    start = System.nanoTime();
    long mapped = 0;
    try (Table table = connection.getTable(old.schema().tableName());
        ResultScanner scanner = table.getScanner(reader.scan())) {
      for (Result result : scanner) {
        StoredRow row = reader.read(result);
        mapped += toSalted(row).quantity() >= 0 ? 1 : 0;
      }
    }
    double scanMs = (System.nanoTime() - start) / 1e6;
    System.out.printf(Locale.ROOT, "e2e.migration  scan + map   %9.0f ms  (%,d old rows read through the layout and "
        + "mapped, nothing written)%n", scanMs, mapped);

    BulkLoadRun.fresh(connection, salted.schema());
    Path checkpoint = work.resolve("sale.checkpoint");
    start = System.nanoTime();
    MigrationReport report = Migration.from(connection, old.schema().tableName(), layout)
        .to(SaltedSaleMapper.INSTANCE, MigrationRun::toSalted)
        .checkpoint(checkpoint)
        .workDirectory(work)
        .chunkRows(chunk)
        .onProgress(p -> System.out.printf(Locale.ROOT, "  chunk %d loaded at %d ms: %,d read, %,d written%n",
            p.chunks(), p.elapsed().toMillis(), p.read(), p.written()))
        .run();
    double migrationMs = (System.nanoTime() - start) / 1e6;
    System.out.printf(Locale.ROOT, "e2e.migration  migration    %9.0f ms  (%,d read, %,d written, %d chunks of %,d; "
        + "%d sampled, %d mismatches)%n", migrationMs, report.read(), report.written(), report.chunks(), chunk,
        report.sampled(), report.mismatches().size());
    require(salted, rows);
    if (report.written() != rows || !report.consistent()) {
      throw new IllegalStateException("the migration did not copy every row as it should: " + report);
    }
    System.out.printf(Locale.ROOT, "e2e.migration migration/bulk = %.2f, migration/(bulk + scan) = %.2f%n",
        migrationMs / bulkMs, migrationMs / (bulkMs + scanMs));
    System.out.println("heapUsedMaxMiB=" + MemoryRun.peak() + " maxHeapMiB=" + Runtime.getRuntime().maxMemory() / (1 << 20));
  }

  private static SaltedSale toSalted(StoredRow row) {
    return new SaltedSale(row.getString("userId"), row.getInstant("time"), row.getString("productId"),
        row.getBigDecimal("price"), row.getInt("quantity"));
  }

  private static void require(SaltedSaleDao dao, int rows) {
    long n = dao.query().count();
    if (n != rows) {
      throw new IllegalStateException(dao.schema().tableName() + " holds " + n + " rows, not " + rows);
    }
  }

  private static Sale sale(int i) {
    return new Sale(BulkLoadRun.USERS[i % 10_000], Instant.ofEpochMilli(1_700_000_000_000L + i), "p" + (i % 500),
        BigDecimal.valueOf(i % 10_000, 2), i % 7);
  }

}
