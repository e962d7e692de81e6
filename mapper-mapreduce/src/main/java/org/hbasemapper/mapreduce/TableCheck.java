package org.hbasemapper.mapreduce;

import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.SchemaManager;

/** The check every load makes before it writes anything: the tables are there, as the entity needs them. */
@LimitedPrivate("mapper-spark")
public final class TableCheck {
  private TableCheck() {}

  /**
   * Refuses, with every difference {@link SchemaManager#differences} finds, tables that are missing or
   * differ from the entity's data and index tables and its relations' target tables.
   *
   * @throws BulkLoadException naming the differences; nothing was loaded
   */
  public static void refuseDiffering(Connection connection, EntityCells<?> cells, String what) {
    List<String> differences = differences(connection, cells);
    if (!differences.isEmpty()) {
      throw new BulkLoadException(what + " refused: " + describe(differences) + "; nothing was loaded", List.of(),
          null);
    }
  }

  /** The differences, as one sentence that ends in what to do. */
  public static String describe(List<String> differences) {
    return "the tables differ from the entities in " + differences.size() + " place(s): "
        + String.join("; ", differences) + ". SchemaManager.ensure brings them in line";
  }

  /**
   * Every difference of the entity's data and index tables and its relations' target tables, but an
   * index that is not built: a load writes the entries of its own rows, keeping such an index as
   * current as a DAO's writes do, and only {@code IndexAdmin.rebuild} builds it.
   */
  public static List<String> differences(Connection connection, EntityCells<?> cells) {
    SchemaManager schemas = new SchemaManager(connection);
    List<String> differences = new ArrayList<>(schemas.differences(cells.schema()));
    differences.removeAll(schemas.unbuiltIndexes(cells.schema()));
    for (RelationLink link : cells.relations()) {
      if (!link.target().tableName().equals(cells.schema().tableName())) {
        schemas.differences(link.target()).forEach(d -> differences.add("relation " + link.name() + ": " + d));
      }
    }
    return differences;
  }
}
