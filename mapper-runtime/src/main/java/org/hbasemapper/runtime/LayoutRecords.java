package org.hbasemapper.runtime;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.jspecify.annotations.NullUnmarked;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The stored layouts {@link SchemaManager} keeps in table descriptors: checks the layout a live table
 * records for each entity against the running build's ({@link LiveLayouts}), refuses a change that
 * breaks the stored rows before anything is changed, and records the running layouts that call for
 * it. Logs as the manager does.
 */
@NullUnmarked
final class LayoutRecords {
  private static final Logger LOG = LoggerFactory.getLogger(SchemaManager.class);

  private final Connection connection;
  private final LiveLayouts layouts = new LiveLayouts(LayoutRecords::classExists);

  LayoutRecords(Connection connection) {
    this.connection = connection;
  }

  /** The checks of {@code mapped}'s layouts against its live table, for {@code operation}. */
  List<LayoutCheck> check(String operation, TableSchema mapped) {
    if (mapped.layoutValues().isEmpty()) {
      return List.of();
    }
    try (Admin admin = connection.getAdmin()) {
      return check(admin, mapped);
    } catch (IOException e) {
      throw SchemaManager.failure(operation, mapped, e);
    }
  }

  private List<LayoutCheck> check(Admin admin, TableSchema mapped) throws IOException {
    if (mapped.layoutValues().isEmpty()) {
      return List.of();
    }
    TableName name = mapped.tableName();
    return layouts.check(admin.tableExists(name) ? admin.getDescriptor(name) : null, mapped);
  }

  /** The lines {@link SchemaManager#differences} adds for the layouts the table records. */
  List<String> differences(Admin admin, TableSchema mapped) throws IOException {
    return check(admin, mapped).stream().flatMap(c -> c.differences().stream()).toList();
  }

  /** The layout checks of {@code mapped}, unless one breaks the stored rows: then nothing is changed. */
  List<LayoutCheck> refuseBreaking(String operation, TableSchema mapped) {
    List<LayoutCheck> checked = check(operation, mapped);
    refuse(operation, mapped, checked);
    return checked;
  }

  private static void refuse(String operation, TableSchema mapped, List<LayoutCheck> checked) {
    List<String> problems = checked.stream().flatMap(c -> c.problems().stream()).toList();
    if (!problems.isEmpty()) {
      throw new LayoutMismatchException("SchemaManager." + operation, mapped.tableName().getNameAsString(), problems);
    }
  }

  /**
   * Writes the running layouts that call for it into the table descriptor, in one change that reopens no
   * region: those {@code ensure} records, and with {@code unknownToo} those of a table recording none. A
   * layout taken over from a renamed class leaves the old class's in place: it may be another service's
   * entity, which would then lose its own. Checks again against the descriptor it changes, so that a
   * deploy that recorded another layout meanwhile is not overwritten.
   */
  List<String> record(String operation, TableSchema mapped, boolean unknownToo) {
    if (mapped.layoutValues().isEmpty()) {
      return List.of();
    }
    Map<String, String> texts = mapped.layoutValues();
    Map<String, String> set = new LinkedHashMap<>();
    List<String> lines = new ArrayList<>();
    TableName name = mapped.tableName();
    try (Admin admin = connection.getAdmin()) {
      TableDescriptor live = admin.getDescriptor(name);
      List<LayoutCheck> checked = layouts.check(live, mapped);
      refuse(operation, mapped, checked);
      for (LayoutCheck check : checked) {
        if (check.state() == LayoutCheck.State.UNKNOWN && !unknownToo) {
          LOG.warn("{}: {}", check.table(), check.notes().get(0));
          continue;
        }
        if (!check.recordedByEnsure() && check.state() != LayoutCheck.State.UNKNOWN) {
          continue;
        }
        String key = TableSchema.LAYOUT_KEY_PREFIX + check.entity();
        set.put(key, texts.get(key));
        boolean renamed = check.recordedFor() != null && !check.recordedFor().equals(check.entity());
        lines.add("recorded the layout of " + check.simpleName() + " (" + key + ")"
            + (renamed ? ", compared with " + check.recordedFor() + "'s, which stays recorded" : ""));
      }
      if (set.isEmpty()) {
        return List.of();
      }
      TableDescriptorBuilder altered = TableDescriptorBuilder.newBuilder(live);
      set.forEach(altered::setValue);
      try {
        admin.modifyTable(altered.build(), false); // descriptor values only: the regions need not reopen
      } catch (IOException e) {
        if (!recorded(admin.getDescriptor(name), set)) {
          throw e;
        }
        // another instance of this build, starting at the same time, recorded the same layouts
      }
    } catch (IOException e) {
      throw SchemaManager.failure(operation, mapped, e);
    }
    LOG.info("Recorded in table {}: {}", name, lines);
    return lines;
  }

  private static boolean recorded(TableDescriptor live, Map<String, String> set) {
    return set.entrySet().stream().allMatch(e -> e.getValue().equals(live.getValue(e.getKey())));
  }

  /**
   * Whether this build has class {@code name}, a canonical name as the layout records it (a nested
   * class's binary name has {@code $} where its canonical name has a dot): else a layout recorded for
   * it is taken for a renamed class's.
   */
  static boolean classExists(String name) {
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    for (String binary = name; ; ) {
      for (ClassLoader loader : new ClassLoader[] {context, LayoutRecords.class.getClassLoader()}) {
        if (loader != null && loads(loader, binary)) {
          return true;
        }
      }
      int dot = binary.lastIndexOf('.');
      if (dot < 0) {
        return false;
      }
      binary = binary.substring(0, dot) + '$' + binary.substring(dot + 1);
    }
  }

  private static boolean loads(ClassLoader loader, String name) {
    try {
      Class.forName(name, false, loader);
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false; // not in this loader
    }
  }
}
