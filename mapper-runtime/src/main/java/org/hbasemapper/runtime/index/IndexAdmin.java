package org.hbasemapper.runtime.index;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.BufferedMutator;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.NamespacedMapper;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.io.TableIo;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds and checks secondary indexes from the data table, batch by batch, so that it works on a
 * large table and on a real cluster while writers run:
 *
 * <ul>
 *   <li>{@link #rebuild}: writes the entry of every data row, then removes the entries that match
 *       no data row and are older than the rebuild (entries written meanwhile by the DAO are kept);
 *   <li>{@link #verify}: reports the data rows whose entry is missing and the entries that match no
 *       data row; with {@code repair}, writes the missing ones and removes the stale ones older
 *       than the {@link #grace(Duration) grace} age.
 * </ul>
 *
 * <p>A rebuild that completes marks the index built ({@link IndexSchema#STATE}); {@code verify}, even
 * with repair, leaves the state as it is.
 *
 * <pre>{@code
 * IndexReport report = new IndexAdmin(connection).verify(users, "nickname", false,
 *     (phase, rows) -> log.info("{}: {} rows", phase, rows));
 * }</pre>
 *
 * <p>Built with {@link MapperOptions} that map namespaces, it works on the data and index tables the
 * DAOs built with the same options use. Holds the caller's connection and never closes it.
 */
@Api
public final class IndexAdmin {
  private static final Logger LOG = LoggerFactory.getLogger(IndexAdmin.class);

  /** Called after each batch: the phase ({@code "data"} or {@code "index"}) and the rows scanned in it. */
  @FunctionalInterface
  @Api
  public interface Progress {
    /** {@code rows} rows of {@code phase} scanned so far. */
    void progress(String phase, long rows);

    /** A listener that ignores progress. */
    static Progress none() {
      return (phase, rows) -> { };
    }
  }

  private final Connection connection;
  private final MapperOptions options;
  private final int batch;
  private final Duration grace;

  /** An admin over {@code connection}: batches of 500 rows, a grace age of one minute. */
  public IndexAdmin(Connection connection) {
    this(connection, MapperOptions.defaults());
  }

  /** As {@link #IndexAdmin(Connection)}, on the tables where {@code options} map the entities' namespaces. */
  public IndexAdmin(Connection connection, MapperOptions options) {
    this(connection, Objects.requireNonNull(options, "options"), 500, Duration.ofMinutes(1));
  }

  private IndexAdmin(Connection connection, MapperOptions options, int batch, Duration grace) {
    this.connection = connection;
    this.options = options;
    this.batch = batch;
    this.grace = grace;
  }

  /** The same admin reading {@code rows} rows per batch. */
  public IndexAdmin batchSize(int rows) {
    if (rows < 1) {
      throw new IllegalArgumentException("batch must be >= 1, was " + rows);
    }
    return new IndexAdmin(connection, options, rows, grace);
  }

  /**
   * The same admin removing stale entries only once older than {@code age}: an entry is written
   * just before its data row, and a younger one may belong to a write still under way.
   */
  public IndexAdmin grace(Duration age) {
    return new IndexAdmin(connection, options, batch, Objects.requireNonNull(age));
  }

  /**
   * Rebuilds index {@code index} of {@code mapper}'s entity from the data table
   * ({@code admin.rebuild(MemberMapper.INSTANCE, "nickname", progress)}), and when it completes marks
   * the index {@linkplain IndexSchema#BUILT built} in its table's descriptor, so that lookups, which
   * refuse an index that is {@linkplain IndexSchema#BUILDING building}, read it (DAOs notice within a
   * few seconds). A rebuild that fails half-way leaves the state as it was; run it again.
   *
   * <p>Run it once every writer of the table declares the index: the rebuild writes the entries of
   * the rows it finds, and writes keep the index current only through DAOs that know it.
   */
  public <E> IndexReport rebuild(EntityMapper<E, ?> mapper, String index, Progress progress) {
    IndexMaintainer<E> m = maintainer(mapper);
    IndexSchema schema = m.schema().index(index);
    long started = System.currentTimeMillis();
    long dataRows = 0;
    long written = 0;
    try (Table data = connection.getTable(m.schema().tableName());
        ResultScanner scanner = data.getScanner(dataScan(m.schema()));
        BufferedMutator out = connection.getBufferedMutator(schema.tableName())) {
      Result[] rows;
      while ((rows = scanner.next(batch)).length > 0) {
        for (Result row : rows) {
          byte[] values = m.mapper().indexValues(schema, m.mapper().fromResult(row), null);
          if (values != null) {
            out.mutate(IndexRows.entryOf(schema, IndexKeys.rowKey(values, row.getRow()), row));
            written++;
          }
        }
        dataRows += rows.length;
        out.flush();
        progress.progress("data", dataRows);
      }
    } catch (IOException e) {
      throw failure("rebuild", schema, e);
    }
    Stale stale = stale(m, schema, started - grace.toMillis(), progress);
    markBuilt(schema);
    LOG.info("Rebuilt index {} of {}: {} data rows, {} entries written, {} stale removed", index,
        m.schema().tableName(), dataRows, written, stale.removed);
    return new IndexReport(index, dataRows, stale.scanned, 0, stale.found, written, stale.removed);
  }

  /**
   * Checks index {@code index} of {@code mapper}'s entity against the data table: missing entries
   * (data rows with values but no entry) and stale ones (entries no data row matches). With
   * {@code repair}, writes the missing entries and removes stale ones older than the grace age.
   */
  public <E> IndexReport verify(EntityMapper<E, ?> mapper, String index, boolean repair, Progress progress) {
    IndexMaintainer<E> m = maintainer(mapper);
    IndexSchema schema = m.schema().index(index);
    long dataRows = 0;
    long missing = 0;
    long written = 0;
    try (Table data = connection.getTable(m.schema().tableName());
        Table indexTable = connection.getTable(schema.tableName());
        ResultScanner scanner = data.getScanner(dataScan(m.schema()))) {
      Result[] rows;
      while ((rows = scanner.next(batch)).length > 0) {
        List<Put> expected = new ArrayList<>();
        for (Result row : rows) {
          byte[] values = m.mapper().indexValues(schema, m.mapper().fromResult(row), null);
          if (values != null) {
            expected.add(IndexRows.entryOf(schema, IndexKeys.rowKey(values, row.getRow()), row));
          }
        }
        List<Get> gets = new ArrayList<>(expected.size());
        for (Put put : expected) {
          gets.add(new Get(put.getRow()).addColumn(IndexCells.FAMILY, IndexCells.REFERENCE));
        }
        boolean[] present = indexTable.exists(gets);
        List<Put> repairs = new ArrayList<>();
        for (int i = 0; i < present.length; i++) {
          if (!present[i]) {
            missing++;
            repairs.add(expected.get(i));
          }
        }
        if (repair && !repairs.isEmpty()) {
          indexTable.put(repairs);
          written += repairs.size();
        }
        dataRows += rows.length;
        progress.progress("data", dataRows);
      }
    } catch (IOException e) {
      throw failure("verify", schema, e);
    }
    Stale stale = stale(m, schema, repair ? System.currentTimeMillis() - grace.toMillis() : Long.MIN_VALUE,
        progress);
    if (missing > 0 || stale.found > 0) {
      LOG.warn("Index {} of {}: {} missing and {} stale entries{}", index, m.schema().tableName(), missing,
          stale.found, repair ? " (repaired: " + written + " written, " + stale.removed + " removed)" : "");
    }
    return new IndexReport(index, dataRows, stale.scanned, missing, stale.found, written, stale.removed);
  }

  /**
   * Records in the index table's descriptor that {@code index} is built, unless it says so already
   * (or says nothing: a table created before states were recorded), which spares the table a
   * descriptor change.
   */
  private void markBuilt(IndexSchema index) {
    try (Admin admin = connection.getAdmin()) {
      TableDescriptor descriptor = admin.getDescriptor(index.tableName());
      if (!IndexSchema.BUILT.equals(IndexSchema.state(descriptor))) {
        admin.modifyTable(TableDescriptorBuilder.newBuilder(descriptor).setValue(IndexSchema.STATE, IndexSchema.BUILT)
            .build());
        LOG.info("Index {} (table {}) is built", index.name(), index.tableName());
      }
    } catch (IOException e) {
      throw failure("state change", index, e);
    }
  }

  private record Stale(long scanned, long found, long removed) {}

  /**
   * Scans the index table, checks every entry against its data row, and removes the stale entries
   * written before {@code removeBefore} (none when {@code Long.MIN_VALUE}).
   */
  private <E> Stale stale(IndexMaintainer<E> m, IndexSchema schema, long removeBefore,
      Progress progress) {
    EntityMapper<E, ?> mapper = m.mapper();
    long scanned = 0;
    long found = 0;
    long removed = 0;
    Scan scan = new Scan().addColumn(IndexCells.FAMILY, IndexCells.REFERENCE).setCaching(batch);
    try (Table indexTable = connection.getTable(schema.tableName());
        Table data = connection.getTable(m.schema().tableName());
        ResultScanner scanner = indexTable.getScanner(scan)) {
      Result[] entries;
      while ((entries = scanner.next(batch)).length > 0) {
        List<Get> gets = new ArrayList<>(entries.length);
        for (Result entry : entries) {
          byte[] row = entry.getValue(IndexCells.FAMILY, IndexCells.REFERENCE);
          gets.add(m.fullRead(row == null ? entry.getRow() : row));
        }
        Result[] stored = data.get(gets);
        List<Delete> deletes = new ArrayList<>();
        for (int i = 0; i < entries.length; i++) {
          byte[] key = entries[i].getRow();
          byte[] row = entries[i].getValue(IndexCells.FAMILY, IndexCells.REFERENCE);
          E entity = row == null || stored[i].isEmpty() ? null : mapper.fromResult(stored[i]);
          if (entity != null && HitCheck.matches(mapper.indexValues(schema, entity, null), key, row)) {
            continue;
          }
          found++;
          Cell reference = entries[i].getColumnLatestCell(IndexCells.FAMILY, IndexCells.REFERENCE);
          long ts = reference == null ? entries[i].rawCells()[0].getTimestamp() : reference.getTimestamp();
          if (ts < removeBefore) {
            deletes.add(new Delete(key, ts));
          }
        }
        IndexRows.batch(indexTable, deletes);
        removed += deletes.size();
        scanned += entries.length;
        progress.progress("index", scanned);
      }
    } catch (IOException e) {
      throw failure("check", schema, e);
    }
    return new Stale(scanned, found, removed);
  }

  /**
   * A scan of the data table reading what the mapper needs (eager families, versions), and in a table
   * several record types share, only the rows of the entity's.
   */
  private Scan dataScan(TableSchema schema) throws IOException {
    Scan scan = new Scan().setCaching(batch);
    if (schema.recordType() != null) {
      scan.setFilter(schema.recordType().rowFilter());
    }
    if (schema.hasLazyFamilies()) {
      schema.eagerFamilies().forEach(f -> scan.addFamily(Bytes.toBytes(f)));
    }
    if (schema.readVersions() > 1) {
      scan.readVersions(schema.readVersions());
    }
    return scan;
  }

  /** An upkeep of {@code mapper}'s indexes whose re-reads of data rows read every family and version. */
  private <E> IndexMaintainer<E> maintainer(EntityMapper<E, ?> mapper) {
    int versions = Math.max(1, mapper.schema().readVersions());
    return new IndexMaintainer<>(TableIo.blocking(connection), NamespacedMapper.of(mapper, options), row -> {
      try {
        return new Get(row).readVersions(versions);
      } catch (IOException e) {
        throw new IllegalStateException("cannot read " + versions + " versions", e);
      }
    });
  }

  private static HBaseAccessException failure(String what, IndexSchema schema, IOException e) {
    return new HBaseAccessException(what + " of index " + schema.name(), schema.tableName().getNameAsString(), null, e);
  }
}
