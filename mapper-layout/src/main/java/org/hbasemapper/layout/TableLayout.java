package org.hbasemapper.layout;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.hbasemapper.annotations.audience.LimitedPrivate;

/**
 * The stored layout of one table: every entity that maps it, sorted by class name so that the text
 * does not change with the order a compiler happens to see them.
 *
 * @param table {@code namespace:table}
 * @param entities the entities mapping it
 */
@LimitedPrivate({"mapper-processor", "mapper-mapreduce"})
public record TableLayout(String table, List<EntityLayout> entities) {

  /** The version of the text format this library writes and reads. */
  public static final int FORMAT = 1;

  public TableLayout {
    Objects.requireNonNull(table, "table");
    entities = entities.stream().sorted(Comparator.comparing(EntityLayout::entity)).toList();
  }

  /** The entity mapped by class {@code name}. */
  public Optional<EntityLayout> entity(String name) {
    return entities.stream().filter(e -> e.entity().equals(name)).findFirst();
  }

  /** This table with {@code layout} in place of the entity of its name, or added. */
  public TableLayout with(EntityLayout layout) {
    List<EntityLayout> out = new ArrayList<>(entities);
    out.removeIf(e -> e.entity().equals(layout.entity()));
    out.add(layout);
    return new TableLayout(table, out);
  }

  /** This table without the entity of class {@code name}. */
  public TableLayout without(String name) {
    List<EntityLayout> out = new ArrayList<>(entities);
    out.removeIf(e -> e.entity().equals(name));
    return new TableLayout(table, out);
  }

  /** The file name of this table's baseline: {@code namespace.table.layout}. */
  public static String fileName(String table) {
    return table.replace(':', '.') + ".layout";
  }
}
