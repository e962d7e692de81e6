package org.hbasemapper.mapreduce.job;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.apache.hadoop.hbase.mapreduce.MultiTableInputFormat;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.Reducer;
import org.hbasemapper.mapreduce.EntityInput;
import org.hbasemapper.mapreduce.EntityOutput;
import org.hbasemapper.mapreduce.EntityTableMapper;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Entity-typed MapReduce jobs, run by Hadoop's local runner against the embedded HBase: a typed query
 * as the input (one scan per salt bucket), entities written through their DAO as the output.
 */
@HBaseTest
class EntityJobTest {
  private static final int USERS = 50;
  private static final int PURCHASES = 20_000;

  @BeforeAll
  static void purchases(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.drop(PurchaseMapper.INSTANCE.schema());
    schemas.create(PurchaseMapper.INSTANCE.schema());
    List<Purchase> all = new ArrayList<>(PURCHASES);
    for (int i = 0; i < PURCHASES; i++) {
      // user u<k> has k+1 shares of every 1275 purchases: totals differ per user
      all.add(new Purchase("u" + user(i), 1_700_000_000_000L + i, "item-" + (i % 31), (long) i));
    }
    new PurchaseDao(connection).putAll(all);
  }

  private static int user(int i) {
    int slot = i % (USERS * (USERS + 1) / 2);
    int k = 0;
    while (slot >= k + 1) {
      slot -= k + 1;
      k++;
    }
    return k;
  }

  private static Map<String, Long> expectedTotals() {
    Map<String, Long> totals = new TreeMap<>();
    for (int i = 0; i < PURCHASES; i++) {
      totals.merge("u" + user(i), 1L, Long::sum);
    }
    return totals;
  }

  private static void freshTotals(Connection connection) {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.drop(UserTotalMapper.INSTANCE.schema());
    schemas.create(UserTotalMapper.INSTANCE.schema());
  }

  /** Counts purchases per user. */
  public static class PerUser extends EntityTableMapper<Purchase, Text, LongWritable> {
    private static final LongWritable ONE = new LongWritable(1);

    @Override
    protected EntityMapper<Purchase, ?> entityMapper() {
      return PurchaseMapper.INSTANCE;
    }

    @Override
    protected void map(Purchase purchase, Context context) throws IOException, InterruptedException {
      context.write(new Text(purchase.userId()), ONE);
    }
  }

  /** Writes one total per user, banded. */
  public static class Total extends Reducer<Text, LongWritable, NullWritable, UserTotal> {
    @Override
    protected void reduce(Text user, Iterable<LongWritable> ones, Context context)
        throws IOException, InterruptedException {
      long n = 0;
      for (LongWritable one : ones) {
        n += one.get();
      }
      context.write(NullWritable.get(), new UserTotal(user.toString(), n, n >= 500 ? "high" : "low"));
    }
  }

  /** A mapper of another entity. */
  public static class Wrong extends EntityTableMapper<UserTotal, Text, LongWritable> {
    @Override
    protected EntityMapper<UserTotal, ?> entityMapper() {
      return UserTotalMapper.INSTANCE;
    }

    @Override
    protected void map(UserTotal total, Context context) {}
  }

  private static Job countJob(Connection connection, EntityInput<Purchase> input) throws IOException {
    Job job = Job.getInstance(connection.getConfiguration(), "purchases per user");
    job.getConfiguration().setInt("mapreduce.local.map.tasks.maximum", 2);
    input.configure(job, PerUser.class, Text.class, LongWritable.class, false);
    job.setReducerClass(Total.class);
    job.setNumReduceTasks(1);
    EntityOutput.configure(job, UserTotalDao.class);
    return job;
  }

  @Test
  void aJobCountsPurchasesPerUserFromTheSaltedTableAndWritesTotalsThroughTheDao(Connection connection)
      throws Exception {
    freshTotals(connection);
    EntityInput<Purchase> input = EntityInput.of(new PurchaseDao(connection).query());
    assertThat(input.scans()).as("one scan per salt bucket").hasSize(4);
    Job job = countJob(connection, input);

    assertThat(job.waitForCompletion(false)).isTrue();

    assertThat(new MultiTableInputFormat() {{ setConf(job.getConfiguration()); }}.getSplits(job))
        .as("a split per region of each bucket's scan").hasSize(4);
    assertThat(job.getCounters().findCounter(EntityOutput.Counter.ENTITIES).getValue()).isEqualTo(USERS);
    UserTotalDao totals = new UserTotalDao(connection);
    Map<String, Long> read = totals.query().list().stream()
        .collect(Collectors.toMap(UserTotal::userId, UserTotal::purchases, (a, b) -> a, TreeMap::new));
    assertThat(read).isEqualTo(expectedTotals());
    long high = expectedTotals().values().stream().filter(n -> n >= 500).count();
    assertThat(totals.findByBand("high").list()).as("the output kept the index").hasSize((int) high)
        .allMatch(t -> t.purchases() >= 500);
  }

  @Test
  void aKeyPrefixReadsOneBucketOnly(Connection connection) throws Exception {
    freshTotals(connection);
    EntityInput<Purchase> input = EntityInput.of(new PurchaseDao(connection).query().userId("u7"));
    assertThat(input.scans()).hasSize(1);

    assertThat(countJob(connection, input).waitForCompletion(false)).isTrue();

    assertThat(new UserTotalDao(connection).query().list()).containsExactly(
        new UserTotal("u7", expectedTotals().get("u7"), "low"));
  }

  @Test
  void whatOnlyAClientCanDoIsRefusedWhenTheInputIsMade(Connection connection) {
    PurchaseDao dao = new PurchaseDao(connection);
    assertThatThrownBy(() -> EntityInput.of(dao.query().limit(10).reversed()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the query on Purchase in table mrjob:purchase cannot be a MapReduce job's input: it uses "
            + "limit(10) (a job reads its splits in no order: count in the mapper), reversed() (a job reads its "
            + "splits in no order); remove them from the query");
    assertThatThrownBy(() -> EntityInput.of(dao.query().skipBadData(e -> {})))
        .hasMessageContaining("skipBadData(...) (use EntityInput.skipBadRows())");
  }

  @Test
  void aMapperOfAnotherEntityIsRefused(Connection connection) throws IOException {
    Job job = Job.getInstance(connection.getConfiguration());
    @SuppressWarnings({"unchecked", "rawtypes"})
    Class<EntityTableMapper<Purchase, ?, ?>> wrong = (Class) Wrong.class;
    assertThatThrownBy(() -> EntityInput.of(new PurchaseDao(connection).query())
        .configure(job, wrong, Text.class, LongWritable.class, false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("the job's mapper " + Wrong.class.getName() + " maps UserTotal, but the input reads "
            + "Purchase from table mrjob:purchase");
  }

  @Test
  void badRowsFailTheJobOrAreCountedAndSkipped(Connection connection) throws Exception {
    PurchaseDao dao = new PurchaseDao(connection);
    Purchase victim = new Purchase("u3", 1L, "bad", 1L);
    dao.put(victim);
    try (Table table = connection.getTable(PurchaseMapper.INSTANCE.schema().tableName())) {
      table.put(new Put(PurchaseMapper.INSTANCE.rowKey(victim))
          .addColumn(Bytes.toBytes("d"), Bytes.toBytes("cents"), new byte[] {1, 2, 3}));
    }
    try {
      freshTotals(connection);
      Job failing = countJob(connection, EntityInput.of(dao.query().userId("u3")));
      assertThat(failing.waitForCompletion(false)).as("a bad row fails the task").isFalse();

      freshTotals(connection);
      Job skipping = countJob(connection, EntityInput.of(dao.query().userId("u3")).skipBadRows());
      assertThat(skipping.waitForCompletion(false)).isTrue();
      assertThat(skipping.getCounters().findCounter(EntityInput.Counter.BAD_ROWS).getValue()).isEqualTo(1);
      assertThat(new UserTotalDao(connection).get("u3").orElseThrow().purchases())
          .isEqualTo(expectedTotals().get("u3"));
    } finally {
      dao.delete(PurchaseMapper.INSTANCE.keyOf(victim));
    }
  }

  @Test
  void anOutputTableThatDiffersStopsTheJobBeforeItStarts(Connection connection) throws IOException {
    Job job = Job.getInstance(connection.getConfiguration());
    EntityInput.of(new PurchaseDao(connection).query()).configure(job, PerUser.class, Text.class, LongWritable.class,
        false);
    job.setReducerClass(Total.class);
    EntityOutput.configure(job, UserTotalDao.class, MapperOptions.defaults().withNamespace("mrjob", "mrjob_missing"));

    assertThatThrownBy(() -> job.waitForCompletion(false))
        .hasMessageStartingWith("The output of UserTotal into mrjob_missing:user_total is refused: the tables "
            + "differ from the entities in ")
        .hasMessageContaining("table mrjob_missing:user_total does not exist")
        .hasMessageEndingWith("SchemaManager.ensure brings them in line; the job did not start");
  }
}
