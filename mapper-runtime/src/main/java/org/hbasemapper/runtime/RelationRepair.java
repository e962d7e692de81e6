package org.hbasemapper.runtime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellUtil;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.KeyOnlyFilter;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.observe.Observer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes a relation's inverse family match its owner family again, after writes that failed
 * between the owner row and the target rows (HBase is atomic per row only). The owner is the
 * truth: every owner entry gets its inverse entry (added, or its value corrected), and every
 * inverse entry without an owner entry is deleted.
 *
 * <pre>{@code
 * RelationRepair.Report report = RelationRepair.repair(connection, ShopDao.ITEMS);
 * }</pre>
 *
 * It scans both families whole (in batches), so run it from a maintenance job, not per request.
 * Writes racing with it can be repaired again by the next run.
 */
@Api
public final class RelationRepair {
  private static final Logger LOG = LoggerFactory.getLogger(RelationRepair.class);
  private static final int CHUNK = 500;

  private RelationRepair() {}

  /**
   * What a repair found and did.
   *
   * @param ownerEntries owner entries read
   * @param inverseWritten inverse entries that were missing or had another value, now written
   * @param inverseEntries inverse entries read
   * @param inverseDeleted inverse entries with no owner entry, now deleted
   */
  @Api
  public record Report(long ownerEntries, long inverseWritten, long inverseEntries, long inverseDeleted) {}

  /** Repairs the inverse of {@code link} over {@code connection}, which stays the caller's. */
  public static Report repair(Connection connection, RelationLink link) {
    return repair(connection, link, MapperOptions.defaults());
  }

  /**
   * Repairs the inverse of {@code link} in the tables where {@code options} map its owner and target,
   * as the DAOs built with those options write them:
   * {@code RelationRepair.repair(connection, ShopDao.ITEMS, options)}; the listener of {@code options}
   * hears of it as the operation {@code relation.repair} of the owner entity on its table: the
   * entries read as its rows, the inverse entries written or deleted as its relation repairs.
   */
  public static Report repair(Connection connection, RelationLink link, MapperOptions options) {
    RelationLink mapped = link.mapped(options);
    Observer observer = Observer.of(options.listener(), mapped.owner().entityName(), mapped.owner().tableName());
    return observer.observed("relation.repair", report -> report.ownerEntries() + report.inverseEntries(), op -> {
      Report report = repairInverse(connection, mapped);
      op.relationRepairs(report.inverseWritten() + report.inverseDeleted());
      return report;
    });
  }

  private static Report repairInverse(Connection connection, RelationLink mapped) {
    if (!mapped.hasInverse()) {
      return new Report(0, 0, 0, 0);
    }
    try (Table owners = connection.getTable(mapped.owner().tableName());
        Table targets = connection.getTable(mapped.target().tableName())) {
      long[] forward = addMissingInverses(owners, targets, mapped);
      long[] backward = deleteOrphanInverses(owners, targets, mapped);
      Report report = new Report(forward[0], forward[1], backward[0], backward[1]);
      LOG.info("relation {} repaired: {}", mapped.name(), report);
      return report;
    } catch (IOException e) {
      throw new HBaseAccessException("repair of relation " + mapped.name(),
          mapped.target().tableName().getNameAsString(), null, e);
    }
  }

  private static long[] addMissingInverses(Table owners, Table targets, RelationLink link) throws IOException {
    long read = 0;
    long written = 0;
    byte[] inverseFamily = link.inverseFamily();
    if (inverseFamily == null) {
      throw new IllegalArgumentException("relation " + link.name() + " has no inverse family to repair");
    }
    List<Put> wanted = new ArrayList<>(CHUNK);
    Scan scan = new Scan().addFamily(link.family()).setBatch(1000).setAllowPartialResults(true);
    if (link.owner().recordType() != null) {
      scan.setFilter(link.owner().recordType().rowFilter()); // the family of the table's other record types
    }
    try (ResultScanner scanner = owners.getScanner(scan)) {
      for (Result result : scanner) {
        for (Cell cell : result.rawCells()) {
          read++;
          byte[] ownerRow = CellUtil.cloneRow(cell);
          wanted.add(new Put(link.targetRow(CellUtil.cloneQualifier(cell)), true)
              .addColumn(inverseFamily, link.inverseQualifier(ownerRow), CellUtil.cloneValue(cell)));
          if (wanted.size() == CHUNK) {
            written += writeDifferent(targets, wanted, inverseFamily);
            wanted.clear();
          }
        }
      }
    }
    written += writeDifferent(targets, wanted, inverseFamily);
    return new long[] {read, written};
  }

  /** Writes the puts whose cell is not stored with that value yet; returns how many. */
  private static long writeDifferent(Table targets, List<Put> wanted, byte[] inverseFamily) throws IOException {
    if (wanted.isEmpty()) {
      return 0;
    }
    List<Get> gets = new ArrayList<>(wanted.size());
    for (Put put : wanted) {
      Cell cell = put.getFamilyCellMap().get(inverseFamily).get(0);
      gets.add(new Get(put.getRow()).addColumn(inverseFamily, CellUtil.cloneQualifier(cell)));
    }
    Result[] stored = targets.get(gets);
    List<Put> missing = new ArrayList<>();
    for (int i = 0; i < wanted.size(); i++) {
      Cell want = wanted.get(i).getFamilyCellMap().get(inverseFamily).get(0);
      byte[] have = stored[i].getValue(inverseFamily, CellUtil.cloneQualifier(want));
      if (have == null || !Arrays.equals(have, CellUtil.cloneValue(want))) {
        missing.add(wanted.get(i));
      }
    }
    targets.put(missing);
    return missing.size();
  }

  private static long[] deleteOrphanInverses(Table owners, Table targets, RelationLink link) throws IOException {
    long read = 0;
    long deleted = 0;
    byte[] inverseFamily = link.inverseFamily();
    List<byte[][]> candidates = new ArrayList<>(CHUNK); // target row, inverse qualifier
    Filter keysOnly = new KeyOnlyFilter();
    Scan scan = new Scan().addFamily(inverseFamily).setBatch(1000).setAllowPartialResults(true)
        .setFilter(link.target().recordType() == null ? keysOnly
            : new FilterList(link.target().recordType().rowFilter(), keysOnly));
    try (ResultScanner scanner = targets.getScanner(scan)) {
      for (Result result : scanner) {
        for (Cell cell : result.rawCells()) {
          read++;
          candidates.add(new byte[][] {CellUtil.cloneRow(cell), CellUtil.cloneQualifier(cell)});
          if (candidates.size() == CHUNK) {
            deleted += deleteOrphans(owners, targets, link, candidates);
            candidates.clear();
          }
        }
      }
    }
    deleted += deleteOrphans(owners, targets, link, candidates);
    return new long[] {read, deleted};
  }

  private static long deleteOrphans(Table owners, Table targets, RelationLink link, List<byte[][]> candidates)
      throws IOException {
    if (candidates.isEmpty()) {
      return 0;
    }
    byte[] family = link.family();
    List<Get> gets = new ArrayList<>(candidates.size());
    for (byte[][] c : candidates) {
      gets.add(new Get(link.ownerRow(c[1])).addColumn(family, link.qualifier(c[0])).setFilter(new KeyOnlyFilter()));
    }
    Result[] present = owners.get(gets);
    List<Delete> orphans = new ArrayList<>();
    for (int i = 0; i < candidates.size(); i++) {
      if (present[i].isEmpty()) {
        orphans.add(new Delete(candidates.get(i)[0]).addColumns(link.inverseFamily(), candidates.get(i)[1]));
      }
    }
    int count = orphans.size();
    targets.delete(orphans); // empties the list as the deletes succeed
    return count;
  }
}
