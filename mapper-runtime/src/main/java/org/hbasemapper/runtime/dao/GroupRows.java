package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import org.apache.hadoop.hbase.TableName;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.NamespacedMapper;
import org.hbasemapper.runtime.RecordGroup;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.filter.Condition;

import org.jspecify.annotations.NullUnmarked;

/** The checks and bookkeeping the blocking and the asynchronous group DAO share. */
@NullUnmarked
final class GroupRows {
  private GroupRows() {}

  /**
   * Checks the members' DAOs of {@code group}, given by their mappers and options in the group's order:
   * one per record type, in its order, all with one namespace mapping. Returns that one's options.
   */
  static MapperOptions checkMembers(RecordGroup<?> group, List<? extends EntityMapper<?, ?>> mappers,
      List<MapperOptions> options) {
    if (mappers.size() != group.members().size()) {
      throw new IllegalArgumentException(group.name() + " has " + group.members().size() + " record types, got "
          + mappers.size() + " DAOs");
    }
    MapperOptions first = mappers.isEmpty() ? MapperOptions.defaults() : options.get(0);
    for (int i = 0; i < mappers.size(); i++) {
      EntityMapper<?, ?> mapper = mappers.get(i);
      if (NamespacedMapper.declared(mapper) != group.members().get(i).mapper()) {
        throw new IllegalArgumentException(group.name() + ": DAO " + i + " is of "
            + mapper.schema().entityName() + ", not of record type "
            + group.members().get(i).mapper().schema().entityName() + " (the DAOs go in the group's order)");
      }
      if (!options.get(i).namespaces().equals(first.namespaces())) {
        throw new IllegalArgumentException(group.name() + ": DAO " + i + " maps namespaces "
            + options.get(i).namespaces() + ", DAO 0 " + first.namespaces()
            + " (the record types share one table: build their DAOs with the same options)");
      }
    }
    return first;
  }

  /**
   * The rows of a putAll by record type, in the group's order, each type's in their order: a null row
   * or one of no record type is an {@link IllegalArgumentException} naming its position.
   */
  static <G> List<List<G>> byType(RecordGroup<G> group, Iterable<? extends G> rows, String where) {
    if (rows == null) {
      throw new IllegalArgumentException("putAll: rows is null (" + where + ")");
    }
    List<List<G>> byType = new ArrayList<>();
    group.members().forEach(m -> byType.add(new ArrayList<>()));
    int position = 0;
    for (G row : rows) {
      if (row == null) {
        throw new IllegalArgumentException("putAll: rows[" + position + "] is null (" + where + ")");
      }
      int i = group.indexOf(row);
      if (i < 0) {
        throw new IllegalArgumentException("putAll: rows[" + position + "] is a " + row.getClass().getName()
            + ", which is no record type of " + where);
      }
      byType.get(i).add(row);
      position++;
    }
    return byType;
  }

  /**
   * One member's rows mapped by {@code map}, its DAO's mapping; a row it refuses is an
   * {@link IllegalArgumentException} saying which member's rows it counts in.
   */
  static <T> T mapped(String where, TableSchema member, Supplier<T> map) {
    try {
      return map.get();
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("putAll of " + where + ", its " + member.entityName()
          + " rows (counted among themselves): " + e.getMessage(), e);
    }
  }

  /** The index of record type {@code type} among the members, for a condition on its row; refused when it is none. */
  static int conditionMember(RecordGroup<?> group, Class<?> type, Condition<?> condition, String where) {
    Objects.requireNonNull(condition, "condition");
    for (int i = 0; i < group.members().size(); i++) {
      if (group.members().get(i).type() == type) {
        return i;
      }
    }
    throw new IllegalArgumentException("putAllAtomically: " + type + " is no record type of " + where);
  }

  /** {@code e}, listing also the rows of {@code later} types, which the batch did not attempt. */
  static <G> BatchWriteException withLaterRows(RecordGroup<G> group, TableName table, BatchWriteException e,
      List<List<G>> later) {
    List<byte[]> notAttempted = new ArrayList<>(e.notAttemptedRows());
    later.forEach(rows -> rows.forEach(row -> notAttempted.add(group.keyOf(row))));
    if (notAttempted.size() == e.notAttemptedRows().size()) {
      return e;
    }
    IOException cause = e.getCause() instanceof IOException io ? io : new IOException(e.getMessage(), e);
    BatchWriteException out = new BatchWriteException(table, e.failedRows(), notAttempted,
        e.upkeepIncompleteRows(), e.unknownRows(), cause);
    for (Throwable suppressed : e.getSuppressed()) {
      out.addSuppressed(suppressed);
    }
    return out;
  }
}
