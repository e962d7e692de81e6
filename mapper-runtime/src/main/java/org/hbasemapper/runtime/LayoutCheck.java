package org.hbasemapper.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.layout.LayoutChange;

/**
 * How the layout a live table records for one entity ({@link TableSchema#LAYOUT_KEY_PREFIX}) compares
 * with the running build's ({@link TableSchema#layout()}): what {@link SchemaManager#checkLayouts}
 * finds, and what {@link SchemaManager#differences} lists of it.
 *
 * @param entity the entity's class name
 * @param table the live table, {@code namespace:table}
 * @param state how the two compare
 * @param recordedFor the class whose recorded layout was compared: {@code entity}, or the class it was
 *     renamed from; null when none was
 * @param changes every difference between the recorded layout and the running one, breaking ones first
 * @param problems why the running build must not use the table as it is, one line each: a breaking
 *     change in the words of the processor's compile error ({@link LayoutChange#describe()}), or an
 *     unreadable recorded layout; empty unless {@link #breaking()}
 * @param notes what else differs, one line each: compatible changes, a layout not recorded yet or
 *     unknown, with the call that records it
 */
@Api
public record LayoutCheck(String entity, String table, State state, String recordedFor, List<LayoutChange> changes,
    List<String> problems, List<String> notes) {

  /** How the recorded layout and the running build's compare. */
  @Api
  public enum State {
    /** The table does not exist. */
    NO_TABLE,
    /** The recorded layout is the running build's. */
    SAME,
    /**
     * They differ, and every stored row reads with the running build (a new column, a removed one, a
     * breaking change accepted with {@code @AcceptLayoutChange}): {@code ensure} records the new one.
     */
    COMPATIBLE,
    /** Stored rows would become unreadable, unreachable or misread: {@code ensure} refuses. */
    BREAKING,
    /** The recorded text cannot be read (edited by hand, or written by a newer hbase-mapper). */
    UNREADABLE,
    /** The table records the layouts of other entities, not this one's: {@code ensure} records it. */
    NEW,
    /**
     * The table records no layout at all (created before hbase-mapper recorded layouts, or not by
     * {@code SchemaManager}): compared by families and options only until
     * {@link SchemaManager#recordLayout} records it.
     */
    UNKNOWN
  }

  public LayoutCheck {
    Objects.requireNonNull(entity, "entity");
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(state, "state");
    changes = List.copyOf(changes);
    problems = List.copyOf(problems);
    notes = List.copyOf(notes);
  }

  /** What {@link SchemaManager#differences} lists for it: the problems, then the notes; empty when {@code SAME}. */
  public List<String> differences() {
    List<String> out = new ArrayList<>(problems);
    out.addAll(notes);
    return out;
  }

  /** Whether the running build must not write to the table's rows as they are: {@code BREAKING} or {@code UNREADABLE}. */
  public boolean breaking() {
    return state == State.BREAKING || state == State.UNREADABLE;
  }

  /** Whether {@code ensure} records the running build's layout: {@code COMPATIBLE} or {@code NEW}. */
  public boolean recordedByEnsure() {
    return state == State.COMPATIBLE || state == State.NEW;
  }

  /** The entity's simple name, for messages. */
  public String simpleName() {
    return entity.substring(entity.lastIndexOf('.') + 1);
  }
}
