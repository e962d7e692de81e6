package org.hbasemapper.mapreduce;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellComparator;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.KeyValue;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.RegionLocator;
import org.apache.hadoop.hbase.io.ImmutableBytesWritable;
import org.apache.hadoop.hbase.mapreduce.MultiTableHFileOutputFormat;
import org.apache.hadoop.hbase.util.MapReduceExtendedCell;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.Reducer;
import org.apache.hadoop.mapreduce.TaskInputOutputContext;
import org.apache.hadoop.mapreduce.lib.output.FileOutputCommitter;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.annotations.audience.Internal;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.dao.EntityDao;

/**
 * A bulk load as the output of a MapReduce job, for loads larger than one JVM should sort: the job's
 * mappers write entities through a {@link #writer} (their data rows, index entries and relation
 * inverse entries, as {@link EntityCells} makes them), the shuffle sorts the rows and partitions them
 * by the regions of every table involved, and HBase's {@link MultiTableHFileOutputFormat} writes one
 * set of HFiles per region; {@link #load} then hands them to HBase, the index and relation tables
 * first and the data table last.
 *
 * <pre>{@code
 * BulkLoadOutput<Sale> output = BulkLoadOutput.of(connection, new SaleDao(connection));
 * output.configure(job, new Path("/tmp/sales-hfiles"));    // reducers, partitions, output format
 * // in the job's mapper: writer = BulkLoadOutput.writer(context, SaleMapper.INSTANCE); writer.write(sale);
 * if (job.waitForCompletion(true)) {
 *   output.load(new Path("/tmp/sales-hfiles"));
 * }
 * }</pre>
 *
 * <p>Refused when the job is configured: tables that are missing or differ from the entity. Failed
 * by the job (nothing is loaded, since {@link #load} is not reached): an entity the mapper refuses, and
 * two entities with the same row key (a reducer sees both; the task fails naming the key). What a
 * bulk load skips is in {@link BulkLoad}. All cells get one timestamp, the time the job was configured.
 *
 * @param <E> the entity type
 */
@Api
public final class BulkLoadOutput<E> {
  /** The job's counters. */
  @Api
  public enum Counter {
    /** Entities the mappers wrote. */
    ENTITIES,
    /** Rows those entities make, in all tables. */
    ROWS
  }

  static final String TIMESTAMP = "hbasemapper.bulk.timestamp";
  static final String DATA_TABLE = "hbasemapper.bulk.data-table";
  static final String ENTITY = "hbasemapper.bulk.entity";
  static final String TABLES = "hbasemapper.bulk.tables";
  static final String NAMESPACES = "hbasemapper.bulk.namespace.";
  /** The attribute that marks an entity's data row, which only one entity may write. */
  static final String DATA_ROW = "hbasemapper.data-row";
  private static final byte[] DATA_ROW_MARK = {1};
  /** The file a reducer leaves in the output directory, with its message, when it refuses the load. */
  static final String REFUSED = "_REFUSED";

  private final Connection connection;
  private final EntityCells<E> cells;
  private final MapperOptions options;

  private BulkLoadOutput(Connection connection, EntityCells<E> cells, MapperOptions options) {
    this.connection = Objects.requireNonNull(connection, "connection");
    this.cells = cells;
    this.options = options;
  }

  /**
   * The bulk load output of {@code dao}'s entity, into the tables it uses (its namespace mapping
   * included), over {@code connection} (the caller's, never closed here).
   */
  public static <E> BulkLoadOutput<E> of(Connection connection, EntityDao<E, ?> dao) {
    return new BulkLoadOutput<>(connection, EntityCells.of(dao), dao.options());
  }

  /** Every table the job writes HFiles for: the data table, its index tables, relation targets. */
  public List<TableName> tables() {
    return cells.tables();
  }

  /**
   * Configures {@code job}'s map output, partitioner (one reducer per region of every table), reducer
   * and output format to write HFiles below {@code output}, which must not exist yet.
   *
   * @throws BulkLoadException when a table is missing or differs from the entity (nothing is written)
   */
  public void configure(Job job, Path output) throws IOException {
    String what = "Bulk load of " + cells.schema().entityName() + " into " + cells.schema().tableName();
    TableCheck.refuseDiffering(connection, cells, what);
    Configuration conf = job.getConfiguration();
    job.setMapOutputKeyClass(ImmutableBytesWritable.class);
    job.setMapOutputValueClass(Put.class);
    List<RegionLocator> locators = new ArrayList<>();
    try (Admin admin = connection.getAdmin()) {
      List<Object> infos = new ArrayList<>();
      Constructor<?> tableInfo = tableInfo();
      for (TableName table : tables()) {
        RegionLocator locator = connection.getRegionLocator(table);
        locators.add(locator);
        infos.add(tableInfo.newInstance(admin.getDescriptor(table), locator));
      }
      configureIncrementalLoad(job, infos);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("this hbase-mapreduce has no HFileOutputFormat2.TableInfo(TableDescriptor, "
          + "RegionLocator): use the HBase version hbase-mapper is built with", e);
    } finally {
      for (RegionLocator locator : locators) {
        locator.close();
      }
    }
    job.setReducerClass(RowReducer.class);
    FileOutputFormat.setOutputPath(job, output);
    conf.setLong(TIMESTAMP, System.currentTimeMillis());
    conf.set(DATA_TABLE, cells.schema().tableName().getNameAsString());
    conf.set(ENTITY, cells.schema().entityName());
    conf.setStrings(TABLES, tables().stream().map(TableName::getNameAsString).toArray(String[]::new));
    JobOptions.write(conf, NAMESPACES, options);
  }

  @SuppressWarnings("unchecked")
  private static void configureIncrementalLoad(Job job, List<Object> infos) throws IOException {
    // TableInfo is package-private in hbase-mapreduce; the list is only handed back to it
    MultiTableHFileOutputFormat.configureIncrementalLoad(job, (List) infos);
  }

  private static Constructor<?> tableInfo() throws ReflectiveOperationException {
    Class<?> type = Class.forName("org.apache.hadoop.hbase.mapreduce.HFileOutputFormat2$TableInfo");
    Constructor<?> constructor = type.getConstructor(org.apache.hadoop.hbase.client.TableDescriptor.class,
        RegionLocator.class);
    constructor.setAccessible(true);
    return constructor;
  }

  /**
   * Hands the HFiles a successful job wrote below {@code output} to HBase: the index and relation
   * tables first, the data table last. Each table's HFiles are removed once loaded (HBase moves them when
   * {@code output} is on the cluster's file system and copies them when not); the directory is left for the
   * caller to delete.
   *
   * @return the tables loaded, in order (none when an earlier call loaded everything)
   * @throws BulkLoadException when the job did not succeed (with the reason a reducer refused the load,
   *     such as two entities with one key), nothing loaded; or naming the tables loaded before a failure:
   *     running {@code load} again loads what is left
   */
  public List<TableName> load(Path output) throws IOException {
    Configuration conf = connection.getConfiguration();
    FileSystem fs = output.getFileSystem(conf);
    String what = "Bulk load of " + cells.schema().entityName() + " from " + output;
    Path refused = new Path(output, REFUSED);
    if (fs.exists(refused)) {
      try (java.io.InputStream in = fs.open(refused)) {
        throw new BulkLoadException(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8), List.of(),
            null);
      }
    }
    if (!fs.exists(output)) {
      throw new BulkLoadException(what + " refused: the directory does not exist; run the job configured with "
          + "configure(job, " + output + ") to the end first; nothing was loaded", List.of(), null);
    }
    if (!fs.exists(new Path(output, FileOutputCommitter.SUCCEEDED_FILE_NAME))) {
      throw new BulkLoadException(what + " refused: the job that writes the HFiles has not succeeded (no "
          + FileOutputCommitter.SUCCEEDED_FILE_NAME + " in the directory; its task logs say why); run it to the end "
          + "first; nothing was loaded", List.of(), null);
    }
    Map<TableName, Path> directories = new LinkedHashMap<>();
    for (TableName table : tables()) {
      // as MultiTableHFileOutputFormat lays them out: <namespace>/<table>, the default namespace left out
      Path dir = new Path(output, table.getNameAsString().replace(':', '/'));
      if (hasFiles(fs, dir)) {
        directories.put(table, dir);
      }
    }
    return HFileLoader.loadAll(conf, cells.schema().tableName(), directories, what, table -> {});
  }

  /** Whether {@code dir} holds a file in one of its family directories (a load moves them away). */
  private static boolean hasFiles(FileSystem fs, Path dir) throws IOException {
    if (!fs.exists(dir)) {
      return false;
    }
    for (org.apache.hadoop.fs.FileStatus family : fs.listStatus(dir)) {
      if (family.isDirectory() && fs.listStatus(family.getPath()).length > 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * The writer of a job's mapper (or reducer) whose output this is: each entity becomes its rows.
   * {@code mapper} and {@code relations} are the generated ones ({@code <Entity>Mapper.INSTANCE}, the
   * DAO's {@code RelationLink} constants); the namespace mapping comes from the job.
   *
   * @throws IllegalStateException when the job was not configured by {@link #configure} for this entity
   *     and these relations
   */
  public static <E> Writer<E> writer(TaskInputOutputContext<?, ?, ImmutableBytesWritable, Put> context,
      EntityMapper<E, ?> mapper, RelationLink... relations) {
    Configuration conf = context.getConfiguration();
    EntityCells<E> cells = EntityCells.of(mapper, Arrays.asList(relations), JobOptions.read(conf, NAMESPACES));
    String[] expected = conf.getStrings(TABLES);
    String[] actual = cells.tables().stream().map(TableName::getNameAsString).toArray(String[]::new);
    if (expected == null || !Arrays.equals(expected, actual)) {
      throw new IllegalStateException("the job was configured for a bulk load of " + conf.get(ENTITY, "nothing")
          + " into tables " + (expected == null ? "[]" : Arrays.toString(expected)) + ", but the writer is for "
          + mapper.schema().entityName() + " into " + Arrays.toString(actual) + ": configure the job with "
          + "BulkLoadOutput.of(connection, dao).configure(job, path) and pass the writer the DAO's mapper and "
          + "relation links");
    }
    return new Writer<>(context, cells, conf.getLong(TIMESTAMP, System.currentTimeMillis()));
  }

  /**
   * Writes entities as their rows to a job's output; from one task's thread.
   *
   * @param <E> the entity type
   */
  @Api
  public static final class Writer<E> {
    private final TaskInputOutputContext<?, ?, ImmutableBytesWritable, Put> context;
    private final EntityCells<E> cells;
    private final long timestamp;
    private final org.apache.hadoop.mapreduce.Counter entities;
    private final org.apache.hadoop.mapreduce.Counter rows;

    Writer(TaskInputOutputContext<?, ?, ImmutableBytesWritable, Put> context, EntityCells<E> cells, long timestamp) {
      this.context = context;
      this.cells = cells;
      this.timestamp = timestamp;
      this.entities = context.getCounter(Counter.ENTITIES);
      this.rows = context.getCounter(Counter.ROWS);
    }

    /**
     * Writes {@code entity}'s rows.
     *
     * @throws IllegalArgumentException as {@link EntityMapper#toPut} does (a null or too long key
     *     component), naming the entity and field
     */
    public void write(E entity) throws IOException, InterruptedException {
      // the audit dates of every row of the job: its one timestamp
      List<EntityCells.TableRow> out = cells.rowsOf(Objects.requireNonNull(entity, "entity"),
          Instant.ofEpochMilli(timestamp));
      for (int i = 0; i < out.size(); i++) {
        EntityCells.TableRow row = out.get(i);
        Put put = new Put(row.put().getRow(), timestamp);
        if (i == 0) {
          put.setAttribute(DATA_ROW, DATA_ROW_MARK); // a relation inverse entry may go to the same row
        }
        for (KeyValue cell : row.cells(timestamp)) {
          put.add(cell);
        }
        byte[] key = MultiTableHFileOutputFormat.createCompositeKey(row.table().getNameAsString(),
            new ImmutableBytesWritable(put.getRow()));
        context.write(new ImmutableBytesWritable(key), put);
      }
      entities.increment(1);
      rows.increment(out.size());
    }
  }

  /**
   * Sorts the cells of one row of one table, as HBase's {@code PutSortReducer} does, refusing two
   * entities' data rows with one key. Public for Hadoop, which creates it.
   */
  @Internal
  public static final class RowReducer extends Reducer<ImmutableBytesWritable, Put, ImmutableBytesWritable, Cell> {
    private String dataTable;

    @Override
    protected void setup(Context context) {
      dataTable = context.getConfiguration().get(DATA_TABLE);
    }

    @Override
    protected void reduce(ImmutableBytesWritable key, Iterable<Put> puts, Context context)
        throws IOException, InterruptedException {
      TreeSet<Cell> sorted = new TreeSet<>(CellComparator.getInstance());
      int count = 0;
      for (Put put : puts) {
        if (put.getAttribute(DATA_ROW) != null) {
          count++;
        }
        for (List<Cell> family : put.getFamilyCellMap().values()) {
          for (Cell cell : family) {
            sorted.add(new KeyValue(CellUtil.cloneRow(cell), CellUtil.cloneFamily(cell), CellUtil.cloneQualifier(cell),
                cell.getTimestamp(), KeyValue.Type.Put, CellUtil.cloneValue(cell)));
          }
        }
      }
      if (count > 1) {
        byte[] row = CellUtil.cloneRow(sorted.first());
        String message = "Bulk load of " + context.getConfiguration().get(ENTITY) + " into " + dataTable
            + " refused: " + count + " entities of the job have the same row key " + RowBytes.hex(row)
            + " (a load writes each row once: remove the duplicates first, or write them with EntityOutput, where the"
            + " last put wins); nothing was loaded";
        Path output = FileOutputFormat.getOutputPath(context);
        try (java.io.OutputStream out = output.getFileSystem(context.getConfiguration())
            .create(new Path(output, REFUSED), true)) {
          out.write(message.getBytes(java.nio.charset.StandardCharsets.UTF_8)); // for load(), after the job failed
        }
        throw new IOException(message);
      }
      for (Cell cell : sorted) {
        context.write(key, new MapReduceExtendedCell(cell));
      }
    }
  }
}
