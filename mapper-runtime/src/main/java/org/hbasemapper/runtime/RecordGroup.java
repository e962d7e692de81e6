package org.hbasemapper.runtime;

import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.annotations.audience.Internal;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;

/**
 * The mapper of a group of record types sharing one table: the entities a sealed interface permits,
 * each declaring {@code @RecordType}. A row is read as the member whose code its key carries, and an
 * entity written through its own member's mapper. Keys are raw row keys: the members' keys differ.
 * Held in a constant by the generated {@code <Group>Dao}; stateless and thread-safe.
 *
 * @param <G> the group's type (the sealed interface)
 */
@Internal
@NullUnmarked
public final class RecordGroup<G> implements EntityMapper<G, byte[]> {

  /**
   * One record type of the group.
   *
   * @param type the entity class
   * @param mapper its generated mapper
   * @param <G> the group's type
   * @param <T> the entity type
   */
  @Internal
  public record Member<G, T extends G>(Class<T> type, EntityMapper<T, ?> mapper) {
    Put toPut(G entity) {
      return mapper.toPut(type.cast(entity));
    }

    byte[] rowKey(G entity) {
      return mapper.rowKey(type.cast(entity));
    }
  }

  private final String name;
  private final List<Member<G, ?>> members;
  private final TableSchema schema;
  private final RecordTypeKey recordType;

  private RecordGroup(String name, List<Member<G, ?>> members) {
    this.name = name;
    this.members = List.copyOf(members);
    List<TableSchema> schemas = new ArrayList<>();
    for (Member<G, ?> m : this.members) {
      schemas.add(m.mapper().schema());
    }
    this.schema = TableSchema.group(name, schemas);
    this.recordType = schema.recordType();
  }

  /** The member {@code type}, read and written by {@code mapper}. */
  public static <G, T extends G> Member<G, T> member(Class<T> type, EntityMapper<T, ?> mapper) {
    return new Member<>(type, mapper);
  }

  /**
   * The group {@code name} of {@code members}, in the order of the sealed interface's {@code permits}.
   *
   * @throws IllegalArgumentException when the members do not share a table and its key layout up to the
   *     record type (see {@link TableSchema#group})
   */
  @SafeVarargs
  public static <G> RecordGroup<G> of(String name, Member<G, ?>... members) {
    return new RecordGroup<>(name, List.of(members));
  }

  /** The group's simple name. */
  public String name() {
    return name;
  }

  /** The members, in group order. */
  public List<Member<G, ?>> members() {
    return members;
  }

  /** The member whose code {@code row} carries; null when the row is of no member's record type. */
  public @Nullable Member<G, ?> memberOf(byte[] row) {
    int i = recordType.indexIn(row);
    return i < 0 ? null : members.get(i);
  }

  /**
   * The index in {@link #members()} of the member whose code {@code row} carries.
   *
   * @throws MappingException naming the table and row when the row is of no member's record type
   */
  public int indexOf(byte[] row) {
    int i = recordType.indexIn(row);
    if (i < 0) {
      throw MappingException.forRowKey(schema.tableName().getNameAsString(), name, row,
          "the row is of no record type of " + name + " " + recordType.codes());
    }
    return i;
  }

  /** The index in {@link #members()} of the member {@code entity} is an instance of; -1 when none. */
  public int indexOf(G entity) {
    for (int i = 0; i < members.size(); i++) {
      if (members.get(i).type().isInstance(entity)) {
        return i;
      }
    }
    return -1;
  }

  /** The member {@code entity} is an instance of. */
  public Member<G, ?> memberOf(G entity) {
    int i = indexOf(entity);
    if (i < 0) {
      throw new IllegalArgumentException(entity.getClass().getName() + " is not a record type of " + name);
    }
    return members.get(i);
  }

  @Override
  public Put toPut(G entity) {
    return memberOf(entity).toPut(entity);
  }

  @Override
  public G fromResult(Result result) {
    return fromResult(result, null);
  }

  @Override
  public G fromResult(Result result, WideRowSource rows) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Member<G, ?> m = members.get(indexOf(result.getRow()));
    return rows == null ? m.mapper().fromResult(result) : m.mapper().fromResult(result, rows);
  }

  /** The row key itself: members' keys differ, so the group's key is the raw row key. */
  @Override
  public byte[] encodeKey(byte[] key) {
    return key.clone();
  }

  /** The row key itself; read it with the member's mapper ({@link #memberOf(byte[])}). */
  @Override
  public byte[] decodeKey(byte[] row) {
    return row.clone();
  }

  @Override
  public byte[] keyOf(G entity) {
    return memberOf(entity).rowKey(entity);
  }

  @Override
  public TableSchema schema() {
    return schema;
  }

  @Override
  public String toString() {
    return "RecordGroup[" + name + " " + recordType.codes() + "]";
  }
}
