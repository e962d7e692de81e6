package org.hbasemapper.mapreduce;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.layout.LayoutFormatException;
import org.hbasemapper.layout.LayoutText;
import org.hbasemapper.layout.TableLayout;

/**
 * Where the layout of rows already stored comes from, for a {@link StoredRowReader} or a
 * {@link Migration}: the committed baseline file the processor keeps ({@code -Ahbasemapper.schemaDir}),
 * or the live table's descriptor, in which {@code SchemaManager} records the layout of each entity
 * it creates the table for.
 */
@Api
public final class StoredLayouts {
  /**
   * The descriptor metadata key of an entity's layout, followed by its class name; the value is
   * {@link LayoutText#renderEntity} in UTF-8.
   */
  public static final String DESCRIPTOR_KEY_PREFIX = org.hbasemapper.runtime.TableSchema.LAYOUT_KEY_PREFIX;

  private StoredLayouts() {}

  /**
   * The layout of {@code entity} in the baseline file {@code file} ({@code shop.purchase.layout}).
   *
   * @param entity the entity's class name; its simple name will do when only one entity of the file
   *     has it
   * @throws LayoutFormatException when the file is not a layout this version reads (naming the line)
   * @throws IllegalArgumentException when the file has no such entity (naming those it has)
   */
  public static EntityLayout fromBaseline(Path file, String entity) throws IOException, LayoutFormatException {
    TableLayout table = LayoutText.parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
    List<EntityLayout> named = table.entities().stream().filter(e -> e.entity().equals(entity)).toList();
    if (named.isEmpty()) {
      named = table.entities().stream().filter(e -> e.simpleName().equals(entity)).toList();
    }
    if (named.size() != 1) {
      throw new IllegalArgumentException("the baseline " + file + " of table " + table.table()
          + (named.isEmpty() ? " has no entity " : " has several entities named ") + entity + "; it has "
          + (table.entities().isEmpty() ? "none" : String.join(", ", table.entities().stream().map(EntityLayout::entity)
              .toList())) + ": name one of them by its class name");
    }
    return named.get(0);
  }

  /**
   * The layout of {@code entity} recorded in the descriptor of {@code table} (under
   * {@link #DESCRIPTOR_KEY_PREFIX}{@code <entity>}).
   *
   * @param entity the entity's class name, as the layout names it
   * @throws IllegalArgumentException when the table records no layout for the entity (a table
   *     created before layouts were recorded, or by other entities): the message lists the layouts it
   *     does record and says to read the baseline file instead
   * @throws LayoutFormatException when the recorded text is not a layout this version reads
   */
  public static EntityLayout fromTable(Admin admin, TableName table, String entity)
      throws IOException, LayoutFormatException {
    TableDescriptor descriptor = admin.getDescriptor(table);
    String key = DESCRIPTOR_KEY_PREFIX + entity;
    byte[] text = descriptor.getValue(Bytes.toBytes(key));
    if (text == null) {
      Map<String, String> recorded = new TreeMap<>();
      descriptor.getValues().forEach((k, v) -> {
        String name = Bytes.toString(k.get());
        if (name.startsWith(DESCRIPTOR_KEY_PREFIX)) {
          recorded.put(name.substring(DESCRIPTOR_KEY_PREFIX.length()), "");
        }
      });
      throw new IllegalArgumentException("table " + table.getNameAsString() + " records no layout for " + entity
          + " (its descriptor has no " + key + ": "
          + (recorded.isEmpty() ? "it records none, as tables created before hbase-mapper recorded layouts"
              : "it records the layouts of " + String.join(", ", recorded.keySet()))
          + "); read the layout from the committed baseline with StoredLayouts.fromBaseline(file, \"" + entity + "\")");
    }
    return LayoutText.parseEntity(new String(text, StandardCharsets.UTF_8),
        "the descriptor of " + table.getNameAsString() + ", " + key);
  }
}
