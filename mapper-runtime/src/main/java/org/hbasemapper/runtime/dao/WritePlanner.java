package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Table;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.index.IndexMaintainer;

/**
 * Plans the writes of one DAO ({@link WritePlan}): what each changes in the data table, in the
 * indexes ({@link IndexMaintainer}, from the rows as stored) and in the relations' targets
 * ({@link RelationUpkeep}). Thread-safe; one per DAO.
 */
final class WritePlanner<E> {
  private final EntityMapper<E, ?> mapper;
  private final IndexMaintainer<E> indexes;
  private final RelationUpkeep relations;

  WritePlanner(EntityMapper<E, ?> mapper, IndexMaintainer<E> indexes, RelationUpkeep relations) {
    this.mapper = mapper;
    this.indexes = indexes;
    this.relations = relations;
  }

  /** Whether writes have index upkeep at all. */
  boolean indexed() {
    return indexes.active();
  }

  /** The write of {@code puts} (built from {@code entities}, same order); cells of null fields stay as stored. */
  WritePlan<E> put(Table table, List<? extends E> entities, List<Put> puts) throws IOException {
    return plan(puts, null, indexes.planWrite(table, entities, puts, true), Map.of());
  }

  /** The write of {@code put} (built from {@code entity}) that makes its row exactly the entity. */
  WritePlan<E> replace(Table table, E entity, Put put) throws IOException {
    Delete gone = Replacement.deletes(table, mapper, entity, put);
    return plan(List.of(put), gone, indexes.planWrite(table, List.of(entity), List.of(put), false),
        relations.unlinkedBy(gone));
  }

  /** The delete of the whole row {@code row}. */
  WritePlan<E> delete(Table table, byte[] row) throws IOException {
    Map<RelationLink, List<byte[]>> linked = relations.stored(table, row);
    return plan(List.of(), new Delete(row), indexes.planDelete(table, List.of(row)), linked);
  }

  private WritePlan<E> plan(List<Put> puts, Delete delete, IndexMaintainer.Plan entries,
      Map<RelationLink, List<byte[]>> unlinked) {
    return new WritePlan<>(indexes, relations, mapper.schema(), puts, delete, entries, unlinked);
  }
}
