package org.hbasemapper.mapreduce;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.tool.BulkLoadHFiles;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Hands directories of HFiles to HBase's bulk loader in the order a DAO writes: the index and relation
 * tables first, the data table last, so that no data row is visible before its index entries.
 */
@LimitedPrivate("mapper-spark")
public final class HFileLoader {
  private static final Logger LOG = LoggerFactory.getLogger(HFileLoader.class);

  private HFileLoader() {}

  /**
   * Loads each table's directory ({@code <dir>/<family>/<files>}); {@code dataTable} last.
   *
   * @return the tables loaded, in order
   * @throws BulkLoadException naming the tables loaded before the one that failed, and those not loaded
   */
  public static List<TableName> loadAll(Configuration conf, TableName dataTable, Map<TableName, Path> directories,
      String what, Consumer<TableName> starting) {
    List<TableName> order = new ArrayList<>();
    directories.keySet().stream().filter(t -> !t.equals(dataTable)).forEach(order::add);
    if (directories.containsKey(dataTable)) {
      order.add(dataTable);
    }
    List<TableName> loaded = new ArrayList<>();
    BulkLoadHFiles loader = BulkLoadHFiles.create(conf);
    for (TableName table : order) {
      starting.accept(table);
      try {
        loader.bulkLoad(table, directories.get(table));
      } catch (IOException | RuntimeException e) {
        List<TableName> notLoaded = order.subList(order.indexOf(table) + 1, order.size());
        throw new BulkLoadException(what + " failed loading table " + table + " (" + Failures.oneLine(e) + "): "
            + (loaded.isEmpty() ? "no table was loaded before it" : "loaded before it: " + loaded) + "; " + table
            + " may hold part of its cells" + (notLoaded.isEmpty() ? "" : "; not loaded: " + notLoaded)
            + ". Running the same load again is safe (it writes the same values)", loaded, e);
      }
      loaded.add(table);
      removeLoaded(conf, directories.get(table));
    }
    return List.copyOf(loaded);
  }

  /**
   * Deletes a loaded table's directory. HBase moves the HFiles when the directory is on the cluster's own
   * file system and copies them when it is not; without this a second load would load the copies again.
   */
  private static void removeLoaded(Configuration conf, Path directory) {
    try {
      directory.getFileSystem(conf).delete(directory, true);
    } catch (IOException e) {
      LOG.warn("Could not delete {} after loading its HFiles (a second load would load them again, the same values): {}",
          directory, e.toString());
    }
  }
}
