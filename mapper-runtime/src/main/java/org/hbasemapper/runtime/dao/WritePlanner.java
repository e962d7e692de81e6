package org.hbasemapper.runtime.dao;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Put;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.RelationLink;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Operation;
import org.jspecify.annotations.NullUnmarked;

/**
 * Plans the writes of one DAO ({@link WritePlan}): what each changes in the data table, in the
 * indexes ({@link IndexMaintainer}, from the rows as stored) and in the relations' targets
 * ({@link RelationUpkeep}). The reads go through the maintainer's {@link TableIo}, so a plan is a
 * future: complete at once on a blocking connection. Thread-safe; one per DAO.
 */
@NullUnmarked
final class WritePlanner<E> {
  private final EntityMapper<E, ?> mapper;
  private final IndexMaintainer<E> indexes;
  private final RelationUpkeep relations;
  private final UnfinishedUpkeep unfinished = new UnfinishedUpkeep();

  WritePlanner(EntityMapper<E, ?> mapper, IndexMaintainer<E> indexes, RelationUpkeep relations) {
    this.mapper = mapper;
    this.indexes = indexes;
    this.relations = relations;
  }

  /** The index upkeep that writes of this DAO left unfinished, which later writes of the same rows finish. */
  UnfinishedUpkeep unfinished() {
    return unfinished;
  }

  /** Whether writes have index upkeep at all. */
  boolean indexed() {
    return indexes.active();
  }

  /** The write of {@code puts} (built from {@code entities}, same order); cells of null fields stay as stored. */
  CompletableFuture<WritePlan<E>> put(List<? extends E> entities, List<Put> puts) {
    return put(entities, puts, Operation.NONE);
  }

  /** {@link #put(List, List)} for {@code operation}, which hears of the index entries the write restores. */
  CompletableFuture<WritePlan<E>> put(List<? extends E> entities, List<Put> puts, Operation operation) {
    return indexes.planWrite(entities, puts, true)
        .thenApply(entries -> plan(puts, null, entries.observedBy(operation), Map.of()));
  }

  /**
   * The write of {@code put} (built from {@code entity}) that makes its row exactly the entity: the
   * cells it removes and its index changes, read at once.
   */
  CompletableFuture<WritePlan<E>> replace(E entity, Put put, Operation operation) {
    CompletableFuture<Delete> gone = Replacement.deletes(indexes.io(), mapper, entity, put);
    CompletableFuture<IndexMaintainer.Plan> entries = indexes.planWrite(List.of(entity), List.of(put), false);
    return gone.thenCombine(entries, (deletes, plan) -> plan(List.of(put), deletes, plan.observedBy(operation),
        relations.unlinkedBy(deletes)));
  }

  /** The delete of the whole row {@code row}: its relation entries and its index entries, read at once. */
  CompletableFuture<WritePlan<E>> delete(byte[] row, Operation operation) {
    return delete(new Delete(row), operation);
  }

  /** {@link #delete(byte[], Operation)} sending {@code delete}, a whole-row delete (up to its timestamp). */
  CompletableFuture<WritePlan<E>> delete(Delete delete, Operation operation) {
    byte[] row = delete.getRow();
    CompletableFuture<Map<RelationLink, List<byte[]>>> linked = relations.stored(mapper.schema().tableName(), row);
    CompletableFuture<IndexMaintainer.Plan> entries = indexes.planDelete(List.of(row));
    return linked.thenCombine(entries, (unlinked, plan) -> plan(List.of(), delete, plan.observedBy(operation),
        unlinked));
  }

  private WritePlan<E> plan(List<Put> puts, Delete delete, IndexMaintainer.Plan entries,
      Map<RelationLink, List<byte[]>> unlinked) {
    return new WritePlan<>(indexes, relations, mapper.schema(), puts, delete, entries, unlinked);
  }
}
