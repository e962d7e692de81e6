package org.hbasemapper.runtime;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.layout.EntityLayout;
import org.hbasemapper.layout.LayoutChange;
import org.hbasemapper.layout.LayoutComparison;
import org.hbasemapper.layout.LayoutFormatException;
import org.hbasemapper.layout.LayoutText;
import org.hbasemapper.runtime.LayoutCheck.State;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * Compares the layouts a live table records ({@link TableSchema#LAYOUT_KEY_PREFIX}) with the running
 * build's, by the rules of {@link LayoutComparison}, the ones the processor applies to its baseline: an
 * entity is compared with its own recorded layout, else, as a renamed class, with the layout recorded
 * for a class of the same record type that this build does not have.
 */
@NullUnmarked
final class LiveLayouts {
  private final Predicate<String> classExists;

  /** Checks that take a recorded class for renamed when {@code classExists} says the build lacks it. */
  LiveLayouts(Predicate<String> classExists) {
    this.classExists = classExists;
  }

  /** A check per entity of {@code schema} (one, or each record type of a group); {@code live} is null without a table. */
  List<LayoutCheck> check(TableDescriptor live, TableSchema schema) {
    String table = schema.tableName().getNameAsString();
    List<TableSchema> entities = schema.recordTypes().isEmpty() ? List.of(schema) : schema.recordTypes();
    Map<String, String> recorded = live == null ? Map.of() : recorded(live);
    Set<String> mine = new HashSet<>();
    entities.forEach(e -> e.layout().ifPresent(l -> mine.add(l.entity())));
    Set<String> claimed = new HashSet<>();
    List<LayoutCheck> out = new ArrayList<>();
    for (TableSchema entity : entities) {
      EntityLayout current = entity.layout().orElse(null);
      if (current == null) {
        continue; // built by hand: it does not know how its rows are encoded
      }
      if (live == null) {
        out.add(new LayoutCheck(current.entity(), table, State.NO_TABLE, null, List.of(), List.of(), List.of()));
        continue;
      }
      out.add(check(table, current, entity.layoutText(), recorded, mine, claimed));
    }
    return out;
  }

  private LayoutCheck check(String table, EntityLayout current, String currentText, Map<String, String> recorded,
      Set<String> mine, Set<String> claimed) {
    String name = current.entity();
    String text = recorded.get(name);
    if (text != null) {
      return compare(table, current, currentText, name, text);
    }
    for (Map.Entry<String, String> other : recorded.entrySet()) {
      String was = other.getKey();
      if (mine.contains(was) || claimed.contains(was) || classExists.test(was)) {
        continue;
      }
      EntityLayout stored = parse(table, was, other.getValue());
      if (stored != null && Objects.equals(stored.recordType(), current.recordType())) {
        claimed.add(was);
        return compare(table, current, currentText, was, other.getValue());
      }
    }
    String simple = current.simpleName();
    if (!recorded.isEmpty()) {
      return new LayoutCheck(name, table, State.NEW, null, List.of(), List.of(), List.of("layout of " + simple
          + " not recorded yet: " + table + " records the layouts of " + String.join(", ", recorded.keySet())
          + " but not " + name + "'s (new to the table); SchemaManager.ensure or recordLayout records it"));
    }
    return new LayoutCheck(name, table, State.UNKNOWN, null, List.of(), List.of(), List.of(unknown(table, simple)));
  }

  /** The line that reports a table recording no layout, with the call that records it. */
  static String unknown(String table, String simple) {
    return "layout unknown: " + table + " records no layout of " + simple + " (created before hbase-mapper "
        + "recorded layouts, or not by SchemaManager), so only its families and options are compared; once its rows "
        + "are known to be " + simple + "'s as this build maps them, record the layout with "
        + "SchemaManager.recordLayout(schema)";
  }

  private LayoutCheck compare(String table, EntityLayout current, String currentText, String recordedFor,
      String text) {
    String key = TableSchema.LAYOUT_KEY_PREFIX + recordedFor;
    EntityLayout stored;
    try {
      stored = LayoutText.parseEntity(text, "the layout " + table + " records under " + key);
    } catch (LayoutFormatException e) {
      return new LayoutCheck(current.entity(), table, State.UNREADABLE, recordedFor, List.of(), List.of(
          "the layout " + table + " records under " + key + " cannot be read (" + e.getMessage() + "): if a newer "
              + "hbase-mapper recorded it, deploy that version; else remove it (HBase shell: alter '" + table
              + "', METHOD => 'table_att_unset', NAME => '" + key + "') and record the running build's with "
              + "SchemaManager.recordLayout(schema) once the rows are known to read with it"), List.of());
    }
    List<LayoutChange> changes = LayoutComparison.compare(stored, current, table);
    EntityLayout.Accepted accepted = current.accepted().stream()
        .filter(a -> a.from().equals(stored.fingerprint())).findFirst().orElse(null);
    List<String> problems = new ArrayList<>();
    List<String> lines = new ArrayList<>();
    for (LayoutChange change : changes) {
      if (!change.breaking()) {
        lines.add("compatible layout change (ensure records it): " + change.message());
      } else if (accepted != null) {
        lines.add("breaking layout change accepted with @AcceptLayoutChange(from = \"" + accepted.from()
            + "\") because \"" + accepted.reason() + "\" (ensure records it): " + change.message());
      } else {
        problems.add(change.describe() + " (recorded layout: " + key + ")");
      }
    }
    boolean breaking = !problems.isEmpty();
    boolean renamed = !recordedFor.equals(current.entity());
    if (!breaking && renamed) {
      lines.add("layout of " + current.simpleName() + " recorded as " + recordedFor + ", a class this build does "
          + "not have, taken for its former name (ensure records it as " + current.entity() + ")");
    }
    if (breaking) {
      return new LayoutCheck(current.entity(), table, State.BREAKING, recordedFor, changes, problems, lines);
    }
    if (!renamed && text.equals(currentText)) {
      return new LayoutCheck(current.entity(), table, State.SAME, recordedFor, changes, List.of(), List.of());
    }
    if (lines.isEmpty()) {
      lines.add("compatible layout change (ensure records it): the layout of " + current.simpleName()
          + " recorded in " + table + " differs from the running build's in no stored byte");
    }
    return new LayoutCheck(current.entity(), table, State.COMPATIBLE, recordedFor, changes, List.of(), lines);
  }

  private static @Nullable EntityLayout parse(String table, String entity, String text) {
    try {
      return LayoutText.parseEntity(text, table + " " + TableSchema.LAYOUT_KEY_PREFIX + entity);
    } catch (LayoutFormatException e) {
      return null;
    }
  }

  /** The layouts {@code live} records, entity class name to text, sorted by name. */
  static Map<String, String> recorded(TableDescriptor live) {
    Map<String, String> out = new TreeMap<>();
    live.getValues().forEach((k, v) -> {
      String key = Bytes.toString(k.get(), k.getOffset(), k.getLength());
      if (key.startsWith(TableSchema.LAYOUT_KEY_PREFIX)) {
        out.put(key.substring(TableSchema.LAYOUT_KEY_PREFIX.length()), Bytes.toString(v.get(), v.getOffset(),
            v.getLength()));
      }
    });
    return out;
  }
}
