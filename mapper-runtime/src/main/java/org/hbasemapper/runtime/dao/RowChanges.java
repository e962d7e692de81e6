package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Increment;
import org.apache.hadoop.hbase.client.Mutation;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.RowMutations;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.ColumnSchema;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.codec.CodecException;
import org.hbasemapper.runtime.codec.LongValueCodec;
import org.hbasemapper.runtime.filter.ColumnField;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.filter.FieldCells;
import org.hbasemapper.runtime.filter.WriteConditions;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * The changes of one partial update of one row ({@link RowUpdate}, {@link AsyncRowUpdate}), checked as
 * they are given, so that every mistake is an {@link IllegalArgumentException} before any I/O: a
 * field of another entity, the {@code @Version} field, a null value, a value the codec cannot hold,
 * a field changed twice, an increment of a column that is not an 8-byte long, a condition HBase
 * cannot decide. Not thread-safe: one per update, used by one thread.
 */
@NullUnmarked
final class RowChanges<E> {
  static final String OPERATION = "update";
  /** The value of the {@code @PresenceMarker} cell, as the generated mappers write it. */
  private static final byte[] PRESENT = {0x01};

  enum Kind { SET, REMOVE, INCREMENT }

  /**
   * One change: of {@code column}, whose cells are {@code cells} ({family, qualifier}: its own, then
   * the former ones), to {@code value} (SET), by {@code delta} (INCREMENT), or removed.
   */
  record Change(Kind kind, String field, ColumnSchema column, List<byte[][]> cells, byte[] value, long delta) {
    byte[] family() {
      return cells.get(0)[0];
    }

    byte[] qualifier() {
      return cells.get(0)[1];
    }
  }

  private final TableSchema schema;
  private final byte[] row;
  private final AuditDates audit;
  private final Instant time;
  private final Map<String, Change> changes = new LinkedHashMap<>();
  private Condition<E> condition;
  private Long expectedVersion;
  private boolean applied;

  RowChanges(TableSchema schema, byte[] row) {
    this(schema, row, Instant.now());
  }

  /** The changes of an update of {@code row} made at {@code time}: its {@code @LastModifiedDate}, if any. */
  RowChanges(TableSchema schema, byte[] row, Instant time) {
    this.schema = schema;
    this.row = row;
    this.audit = AuditDates.of(schema);
    this.time = time;
  }

  /** The time of this update, for its audit dates. */
  Instant time() {
    return time;
  }

  /**
   * Whether the row needs its {@code @CreatedDate} stored once this update landed
   * ({@link AuditDates#createdIfAbsent}): the entity has one, the update does not set it, and it may
   * have created the row (it has no condition, which only a stored row can meet).
   */
  boolean needsCreatedDate() {
    ColumnSchema created = audit.createdColumn();
    return created != null && condition == null && expectedVersion == null && !changes.containsKey(created.field());
  }

  AuditDates audit() {
    return audit;
  }

  TableSchema schema() {
    return schema;
  }

  byte[] row() {
    return row;
  }

  /** The changes, in the order given. */
  List<Change> changes() {
    return List.copyOf(changes.values());
  }

  /** The caller's condition, or null. */
  Condition<E> condition() {
    return condition;
  }

  /** The version the caller expects stored, or null when it names none. */
  Long expectedVersion() {
    return expectedVersion;
  }

  <T> void set(ColumnField<E, T> field, T value) {
    ColumnSchema column = column(field, "set");
    if (value == null) {
      throw refused(field, column, "set needs a value; a null field is a missing cell: use remove("
          + FieldCells.field(field) + ") to delete it");
    }
    byte[] bytes;
    try {
      bytes = FieldCells.encode(field, value);
    } catch (CodecException | ClassCastException e) {
      throw new IllegalArgumentException(where(field, column) + ": the value cannot be stored ("
          + e.getMessage() + "); give a value its codec can write", e);
    }
    add(field, new Change(Kind.SET, FieldCells.field(field), column, FieldCells.columns(field), bytes, 0));
  }

  void remove(ColumnField<E, ?> field) {
    ColumnSchema column = column(field, "remove");
    add(field, new Change(Kind.REMOVE, FieldCells.field(field), column, FieldCells.columns(field), null, 0));
  }

  void increment(ColumnField<E, Long> field, long delta) {
    ColumnSchema column = column(field, "increment");
    if (!column.counter() && !(FieldCells.codec(field) instanceof LongValueCodec)) {
      throw refused(field, column, "increment needs a @Counter or a long column stored in 8 bytes, and "
          + FieldCells.field(field) + " is " + column.type() + " with codec "
          + FieldCells.codec(field).getClass().getSimpleName() + "; use set");
    }
    if (column.moved()) {
      throw refused(field, column, "increment of a column with former qualifiers would start from its new "
          + "cell and ignore the value reads give it; use set, or finish the move first");
    }
    add(field, new Change(Kind.INCREMENT, FieldCells.field(field), column, FieldCells.columns(field), null, delta));
  }

  void onlyIf(Condition<E> condition) {
    if (condition == null) {
      throw new IllegalArgumentException(OPERATION + " of " + where() + ": onlyIf needs a condition");
    }
    if (this.condition != null) {
      throw new IllegalArgumentException(OPERATION + " of " + where() + ": onlyIf is given once; combine "
          + "conditions with and()");
    }
    WriteConditions.filter(condition, schema, OPERATION); // refuses what HBase cannot decide, before any I/O
    this.condition = condition;
  }

  void ifVersion(long expected) {
    if (schema.versionColumn() == null) {
      throw new IllegalArgumentException(OPERATION + " of " + where() + ": ifVersion checks a @Version, and "
          + schema.entityName() + " has none; use onlyIf");
    }
    if (expected < 0) {
      throw new IllegalArgumentException(OPERATION + " of " + where() + ": ifVersion(" + expected
          + "): versions are 0 (no version stored) or above");
    }
    if (expectedVersion != null) {
      throw new IllegalArgumentException(OPERATION + " of " + where() + ": ifVersion is given once");
    }
    this.expectedVersion = expected;
  }

  /**
   * Marks the update applied, refusing a second apply and an update that changes nothing; called
   * before any I/O.
   */
  void startApply() {
    if (applied) {
      throw new IllegalStateException(OPERATION + " of " + where() + " was applied already; an update is "
          + "applied once: start another with update(key)");
    }
    if (changes.isEmpty()) {
      throw new IllegalArgumentException(OPERATION + " of " + where() + " changes nothing; set, remove or "
          + "increment a field before apply()");
    }
    applied = true;
  }

  /** The server filter of the caller's condition; null without one. */
  @Nullable Filter conditionFilter() {
    return condition == null ? null : WriteConditions.filter(condition, schema, OPERATION);
  }

  /**
   * The one row mutation of this update: the cells set (a {@code Put}), the cells removed with the
   * former cells of their columns (a {@code Delete}), the increments, and the cells every update adds
   * ({@link #addCellsOfEveryUpdate}); each part present only when it holds a cell.
   */
  RowMutations mutations() {
    Put put = new Put(row);
    Delete delete = new Delete(row);
    Increment increment = new Increment(row);
    increment.setReturnResults(false); // apply() answers whether it applied, not the new values
    for (Change change : changes.values()) {
      switch (change.kind()) {
        case SET -> put.addColumn(change.family(), change.qualifier(), change.value());
        case REMOVE -> change.cells().forEach(cell -> delete.addColumns(cell[0], cell[1]));
        case INCREMENT -> increment.addColumn(change.family(), change.qualifier(), change.delta());
      }
    }
    addCellsOfEveryUpdate(put, increment);
    List<Mutation> parts = new ArrayList<>(3);
    for (Mutation m : List.of(put, delete, increment)) {
      if (!m.isEmpty()) {
        parts.add(m);
      }
    }
    try {
      return RowMutations.of(parts);
    } catch (IOException e) { // parts of one row: never
      throw new IllegalStateException(e);
    }
  }

  /**
   * The cells every update adds beside the caller's changes, in the same atomic mutation: the
   * {@code @Version} bump, an increment by one (from no cell, version 1), so that a whole-entity write
   * by someone who read the row before this update is refused as stale; and the
   * {@code @PresenceMarker}, which every row the mapper writes carries, so that a row an update
   * creates counts as stored; and the {@code @LastModifiedDate}, the time of the update.
   */
  void addCellsOfEveryUpdate(Put put, Increment increment) {
    if (audit.active()) {
      audit.stampModified(put, time);
    }
    ColumnSchema version = schema.versionColumn();
    if (version != null) {
      increment.addColumn(Bytes.toBytes(version.family()), Bytes.toBytes(version.qualifier()), 1L);
    }
    ColumnSchema presence = schema.presenceColumn();
    if (presence != null && TableSchema.MARKER_FIELD.equals(presence.field())) {
      put.addColumn(Bytes.toBytes(presence.family()), Bytes.toBytes(presence.qualifier()), PRESENT);
    }
  }

  /** The column of {@code field}, which must be a single-valued column of this entity other than its version. */
  private ColumnSchema column(ColumnField<E, ?> field, String method) {
    if (field == null) {
      throw new IllegalArgumentException(OPERATION + " of " + where() + ": " + method + " needs a field");
    }
    byte[][] cell = FieldCells.columns(field).get(0);
    String family = Bytes.toString(cell[0]);
    String qualifier = Bytes.toString(cell[1]);
    ColumnSchema found = null;
    if (FieldCells.entity(field).equals(schema.entityName())) {
      for (ColumnSchema c : schema.columns()) {
        if (!c.dynamic() && c.family().equals(family) && qualifier.equals(c.qualifier())
            && c.field().equals(FieldCells.field(field))) {
          found = c;
        }
      }
    }
    if (found == null) {
      throw new IllegalArgumentException(OPERATION + " of " + where() + ": " + method + "(" + FieldCells.entity(field)
          + "." + FieldCells.field(field) + ") names a field that is not a column of " + schema.entityName()
          + "; use the constants of " + schema.entityName() + "Query");
    }
    ColumnSchema modified = audit.modifiedColumn();
    if (modified != null && modified.field().equals(found.field())) {
      throw new IllegalArgumentException(OPERATION + " of " + where() + ": " + method + "(" + found.field()
          + ") changes the @LastModifiedDate, which the DAO writes itself with the time of every update; "
          + "leave it out");
    }
    if (found.version()) {
      throw refused(field, found, "this is the @Version field, which every update increments by one; check "
          + "it with ifVersion(expected)");
    }
    if (found.versioned()) {
      throw refused(field, found, "a @Versions field keeps several versions of its cell; write it with put");
    }
    return found;
  }

  private void add(ColumnField<E, ?> field, Change change) {
    Change before = changes.putIfAbsent(change.field(), change);
    if (before != null) {
      throw refused(field, change.column(), "the field is already changed by this update ("
          + before.kind().name().toLowerCase(java.util.Locale.ROOT) + "); change each field once");
    }
  }

  private IllegalArgumentException refused(ColumnField<E, ?> field, ColumnSchema column, String why) {
    return new IllegalArgumentException(where(field, column) + ": " + why);
  }

  private String where(ColumnField<E, ?> field, ColumnSchema column) {
    return OPERATION + " of " + schema.entityName() + "." + FieldCells.field(field) + " (table "
        + schema.tableName().getNameAsString() + ", row " + RowBytes.hex(row) + ", column " + column.label() + ")";
  }

  /** The entity, its table and the row, for messages. */
  String where() {
    return schema.entityName() + " (table " + schema.tableName().getNameAsString() + ", row " + RowBytes.hex(row)
        + ")";
  }
}
