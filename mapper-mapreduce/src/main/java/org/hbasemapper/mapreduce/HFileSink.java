package org.hbasemapper.mapreduce;

import java.io.Closeable;
import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.KeyValue;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.io.hfile.CacheConfig;
import org.apache.hadoop.hbase.io.hfile.HFileContext;
import org.apache.hadoop.hbase.io.hfile.HFileContextBuilder;
import org.apache.hadoop.hbase.regionserver.HStoreFile;
import org.apache.hadoop.hbase.regionserver.StoreFileWriter;
import org.apache.hadoop.hbase.regionserver.StoreUtils;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.LimitedPrivate;

/**
 * Writes the sorted cells of one load as HFiles: one file per (table, region, family), split at the
 * start keys the table's regions had when the load began, each family with the compression, block
 * size, encoding and bloom filter of the table's descriptor (as HFileOutputFormat2 does), laid out
 * {@code <staging>/<table>/<family>/<file>} for {@code BulkLoadHFiles}. A region that split since is
 * handled by the loader, which splits a file that spans two regions. mapper-spark's tasks write a
 * region's HFiles each with one of these. Not thread-safe.
 */
@LimitedPrivate("mapper-spark")
public final class HFileSink implements Closeable {
  /** What was written for one table. */
  @LimitedPrivate("mapper-spark")
  public static final class Written {
    private final Path directory;
    private int files;
    private int regions;
    private long bytes;
    private long cells;

    Written(Path directory) {
      this.directory = directory;
    }

    /** The table's directory: {@code <staging>/<namespace>_<table>}, a directory per family in it. */
    public Path directory() {
      return directory;
    }

    /** HFiles written. */
    public int files() {
      return files;
    }

    /** Regions that received cells. */
    public int regions() {
      return regions;
    }

    /** Cells written. */
    public long cells() {
      return cells;
    }

    /** Bytes of the cells, before compression. */
    public long bytes() {
      return bytes;
    }

    /** As a load report tells it. */
    public BulkLoadReport.TableLoad load() {
      return new BulkLoadReport.TableLoad(files, regions, cells, bytes);
    }
  }

  private final Configuration conf;
  private final FileSystem fs;
  private final Path staging;
  private final Map<TableName, Written> written = new LinkedHashMap<>();

  private TableName table;
  private Written current;
  private TableDescriptor descriptor;
  private byte[][] startKeys;
  private int region = -1;
  private final Map<byte[], StoreFileWriter> writers = new TreeMap<>(Bytes.BYTES_COMPARATOR);
  private byte[] lastFamily;
  private StoreFileWriter lastWriter;

  /** A sink writing below {@code staging}, on {@code fs}. */
  public HFileSink(Configuration conf, FileSystem fs, Path staging) {
    this.conf = conf;
    this.fs = fs;
    this.staging = staging;
  }

  /**
   * Starts the cells of {@code name}, whose regions start at {@code regionStarts} (sorted; the first
   * is empty); closes the files of the table before.
   */
  public void startTable(TableName name, TableDescriptor tableDescriptor, List<byte[]> regionStarts) throws IOException {
    closeRegion();
    this.table = name;
    this.descriptor = tableDescriptor;
    this.startKeys = regionStarts.toArray(new byte[0][]);
    Arrays.sort(startKeys, Bytes.BYTES_COMPARATOR);
    this.region = -1;
    this.current = new Written(new Path(staging, name.getNamespaceAsString() + "_" + name.getQualifierAsString()));
    written.put(name, current);
  }

  /** Appends {@code cell}, which sorts after every cell appended to this table before. */
  public void append(KeyValue cell) throws IOException {
    Written w = current;
    int at = regionOf(cell);
    if (at != region) {
      closeRegion();
      region = at;
      w.regions++;
    }
    StoreFileWriter writer = lastWriter;
    if (writer == null || !Bytes.equals(lastFamily, 0, lastFamily.length, cell.getFamilyArray(),
        cell.getFamilyOffset(), cell.getFamilyLength())) {
      byte[] family = CellUtil.cloneFamily(cell);
      writer = writers.get(family);
      if (writer == null) {
        writer = open(family);
        writers.put(family, writer);
      }
      lastFamily = family;
      lastWriter = writer;
    }
    writer.append(cell);
    w.cells++;
    w.bytes += cell.getLength();
  }

  /** What was written, by table, in the order the tables were started. */
  public Map<TableName, Written> written() {
    return written;
  }

  @Override
  public void close() throws IOException {
    closeRegion();
  }

  /** The region of {@code cell}'s row: the last whose start key is not after it. Rows come sorted. */
  private int regionOf(KeyValue cell) {
    int at = Math.max(region, 0);
    while (at + 1 < startKeys.length && Bytes.compareTo(startKeys[at + 1], 0, startKeys[at + 1].length,
        cell.getRowArray(), cell.getRowOffset(), cell.getRowLength()) <= 0) {
      at++;
    }
    return at;
  }

  private StoreFileWriter open(byte[] family) throws IOException {
    ColumnFamilyDescriptor cf = descriptor.getColumnFamily(family);
    if (cf == null) {
      throw new IOException("table " + table + " has no family '" + Bytes.toString(family) + "'");
    }
    HFileContext context = new HFileContextBuilder()
        .withCompression(cf.getCompressionType())
        .withChecksumType(StoreUtils.getChecksumType(conf))
        .withBytesPerCheckSum(StoreUtils.getBytesPerChecksum(conf))
        .withBlockSize(cf.getBlocksize())
        .withDataBlockEncoding(cf.getDataBlockEncoding())
        .withColumnFamily(family)
        .withTableName(table.getName())
        .withIncludesTags(true)
        .build();
    Path dir = new Path(current.directory, Bytes.toString(family));
    fs.mkdirs(dir);
    current.files++;
    return new StoreFileWriter.Builder(conf, CacheConfig.DISABLED, fs)
        .withOutputDir(dir)
        .withBloomType(cf.getBloomFilterType())
        .withFileContext(context)
        .build();
  }

  private void closeRegion() throws IOException {
    IOException first = null;
    for (StoreFileWriter writer : writers.values()) {
      try {
        writer.appendFileInfo(HStoreFile.BULKLOAD_TIME_KEY, Bytes.toBytes(System.currentTimeMillis()));
        writer.appendFileInfo(HStoreFile.BULKLOAD_TASK_KEY, Bytes.toBytes("hbase-mapper BulkLoad"));
        writer.appendFileInfo(HStoreFile.MAJOR_COMPACTION_KEY, Bytes.toBytes(false));
        writer.appendFileInfo(HStoreFile.EXCLUDE_FROM_MINOR_COMPACTION_KEY, Bytes.toBytes(false));
        writer.appendTrackedTimestampsToMetadata();
        writer.close();
      } catch (IOException e) {
        if (first == null) {
          first = e;
        }
      }
    }
    writers.clear();
    lastFamily = null;
    lastWriter = null;
    if (first != null) {
      throw first;
    }
  }
}
