package org.hbasemapper.runtime.dao;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.DoNotRetryIOException;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Mutation;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.BatchWriteException;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.IndexUpkeepException;
import org.hbasemapper.runtime.KeyPart;
import org.hbasemapper.runtime.RecordGroup;
import org.hbasemapper.runtime.RecordTypeKey;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.WriteOutcomeUnknownException;
import org.hbasemapper.runtime.bytes.RowBytes;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.io.Futures;
import org.hbasemapper.runtime.io.MultiRowMutations;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.scan.Collect;
import org.jspecify.annotations.NullUnmarked;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The atomic writes of a {@link GroupDao}: the rows under one parent (the key bytes before the record
 * type code, which the table's {@code KeyPrefix} split restriction keeps in one region) put or deleted
 * in one call of HBase's {@code MultiRowMutationEndpoint}, all of them or none, with the
 * {@code @Version} of every versioned row and a condition on one row checked in the same call.
 *
 * <p>Everything that can refuse a call is checked before anything is written: the rows (mapped and
 * checked by their members' DAOs), one parent, a condition the servers can decide, and the
 * coprocessor in the table's descriptor, read once per DAO and remembered once found. Index entries
 * live in tables of their own and follow the usual order: new entries before the rows, old ones
 * removed after; a refused call takes its new entries back.
 *
 * <p>Every step is a future over the group's {@link TableIo}, as the members' own writes are: complete
 * when returned on the blocking connection (the blocking group DAO joins them), never blocking on the
 * asynchronous one. Thread-safe; one per group DAO.
 */
@NullUnmarked
final class AtomicGroupWrite<G> {
  private static final Logger LOG = LoggerFactory.getLogger(AtomicGroupWrite.class);

  private final TableIo io;
  private final RecordGroup<G> group;
  private final TableSchema schema;
  private final List<? extends EntityOperations<? extends G, ?>> members;
  /** Whether the table's descriptor was seen naming the coprocessor; a table lacking it is read again next call. */
  private volatile boolean endpointSeen;

  /**
   * The atomic writes of {@code group} in table {@code schema} through {@code io}, whose rows are
   * mapped, planned and kept up by {@code members}, the operations of its members' DAOs in the group's order.
   */
  AtomicGroupWrite(TableIo io, RecordGroup<G> group, TableSchema schema,
      List<? extends EntityOperations<? extends G, ?>> members) {
    this.io = io;
    this.group = group;
    this.schema = schema;
    this.members = members;
  }

  /** One member's rows of a call, mapped, and their write plan once made. */
  private static final class MemberRows<T> {
    final EntityOperations<T, ?> ops;
    final List<T> entities = new ArrayList<>();
    final List<Put> puts = new ArrayList<>();
    WritePlan<T> plan;

    MemberRows(EntityOperations<T, ?> ops) {
      this.ops = ops;
    }

    EntityOperations<T, ?> ops() {
      return ops;
    }
  }

  /** The rows of a call, mapped and checked, before anything is sent. */
  private record Prepared(List<MemberRows<?>> sending, byte[] parent, MultiRowMutations.Check condition) {}

  /**
   * Writes {@code rows} atomically, with {@code condition} (null: none) checked on the row of member
   * {@code conditionMember} under their parent; the future holds whether they were written. Without a
   * condition, a refused call is a stale {@code @Version}, failing the future with a
   * {@link StaleEntityException}. Bad rows fail it before anything is sent.
   */
  CompletableFuture<Boolean> putAll(Iterable<? extends G> rows, int conditionMember, Condition<?> condition,
      Operation operation) {
    String name = "putAllAtomically";
    return Futures.attempt(() -> {
      Prepared prepared = prepare(name, rows, conditionMember, condition);
      return requireEndpoint(name).thenCompose(v -> write(name, prepared, condition != null, operation));
    });
  }

  /** Maps and checks every row of a call, refusing what the call cannot take; sends nothing. */
  private Prepared prepare(String name, Iterable<? extends G> rows, int conditionMember, Condition<?> condition) {
    requireParent(name);
    if (rows == null) {
      throw new IllegalArgumentException(name + ": rows is null (" + where() + ")");
    }
    List<MemberRows<?>> byMember = new ArrayList<>();
    members.forEach(m -> byMember.add(new MemberRows<>(m)));
    TreeMap<byte[], Integer> seen = new TreeMap<>(Bytes.BYTES_COMPARATOR);
    byte[] parent = null;
    int position = 0;
    for (G row : rows) {
      int at = position++;
      if (row == null) {
        throw new IllegalArgumentException(name + ": rows[" + at + "] is null (" + where() + ")");
      }
      int member = group.indexOf(row);
      if (member < 0) {
        throw new IllegalArgumentException(name + ": rows[" + at + "] is a " + row.getClass().getName()
            + ", which is no record type of " + where());
      }
      Put put = add(byMember.get(member), row, at);
      Integer before = seen.put(put.getRow(), at);
      if (before != null) {
        throw new IllegalArgumentException(name + ": rows[" + before + "] and rows[" + at + "] are the same row "
            + RowBytes.hex(put.getRow()) + " (" + where() + "); an atomic write takes each row once");
      }
      byte[] own = parentOf(put.getRow());
      if (parent == null) {
        parent = own;
      } else if (!Arrays.equals(parent, own)) {
        throw new IllegalArgumentException(name + ": rows[0] and rows[" + at + "] are under different parents ("
            + parentText(parent) + " and " + parentText(own) + ") of " + where() + "; an atomic write takes the rows "
            + "of one parent, which one region holds: write each parent's rows in a call of its own");
      }
    }
    if (parent == null) {
      throw new IllegalArgumentException(name + ": no rows (" + where() + "); an atomic write takes one or more "
          + "rows of one parent");
    }
    MultiRowMutations.Check conditionCheck = condition == null ? null
        : check(name, conditionMember, condition, parent);
    return new Prepared(byMember.stream().filter(m -> !m.entities.isEmpty()).toList(), parent, conditionCheck);
  }

  /** The writes of a prepared call: index entries, the call, then upkeep, or the refusal's answer. */
  private CompletableFuture<Boolean> write(String name, Prepared prepared, boolean conditional, Operation operation) {
    List<Put> puts = new ArrayList<>();
    List<MultiRowMutations.Check> checks = new ArrayList<>();
    for (MemberRows<?> m : prepared.sending()) {
      versionChecks(m, checks);
      puts.addAll(m.puts);
    }
    if (prepared.condition() != null) {
      checks.add(prepared.condition());
    }
    List<MemberRows<?>> sending = prepared.sending();
    return planAndWriteEntries(name, sending, operation, puts.get(0).getRow())
        .thenCompose(v -> send(name, puts, checks))
        .thenCompose(applied -> {
          if (applied) {
            return afterRows(name, sending).thenApply(v -> true);
          }
          return withdraw(sending).thenCompose(withdrawal -> {
            if (conditional) {
              LOG.debug("{} of {} rows under {} in {} refused by its condition or a version", name, puts.size(),
                  parentText(prepared.parent()), schema.tableName());
              return CompletableFuture.completedFuture(false);
            }
            return stale(sending, withdrawal).thenApply(stale -> {
              throw stale;
            });
          });
        });
  }

  /** Maps {@code row} (rows[{@code at}]) with its member's checks and adds it; its put. */
  private static <T> Put add(MemberRows<T> m, Object row, int at) {
    @SuppressWarnings("unchecked") // an instance of the member's type: the caller found its member by it
    T entity = (T) row;
    EntityOperations.Mapped<T> mapped;
    try {
      mapped = m.ops().map(List.of(entity));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("putAllAtomically: rows[" + at + "]: " + e.getMessage(), e);
    }
    BatchWriteException refused = mapped.report().exception();
    if (refused != null) { // a cell over the size limit: HBase would refuse the whole call
      throw new IllegalArgumentException("putAllAtomically: rows[" + at + "] cannot be written: "
          + refused.getMessage(), refused);
    }
    Put put = mapped.puts().get(0);
    m.entities.add(entity);
    m.puts.add(put);
    return put;
  }

  /** Gives the puts of a versioned member the next version, and adds the check of each row's stored one. */
  private static <T> void versionChecks(MemberRows<T> m, List<MultiRowMutations.Check> checks) {
    VersionCheck<T> versions = m.ops().versions();
    if (!versions.active()) {
      return;
    }
    for (int i = 0; i < m.entities.size(); i++) {
      Put put = m.puts.get(i);
      byte[] expected = versions.nextExpected(m.entities.get(i), put);
      checks.add(MultiRowMutations.Check.cell(put.getRow(), versions.family(), versions.qualifier(), expected));
    }
  }

  /**
   * The check of {@code condition} on the row of member {@code member} under {@code parent}, which the
   * member's key must determine (no key component after the code) and the servers must decide.
   */
  private MultiRowMutations.Check check(String name, int member, Condition<?> condition, byte[] parent) {
    TableSchema type = group.members().get(member).mapper().schema();
    RecordTypeKey code = schema.recordType();
    List<KeyPart> key = type.rowKey();
    if (key.size() != code.position() + 1) {
      throw new IllegalArgumentException(name + ": a condition on " + type.entityName() + " names no one row under"
          + " a parent (its key goes on after the record type with " + key.get(code.position() + 1).field()
          + "); conditions go on a record type whose key ends at its code, such as the parent's header (" + where()
          + ")");
    }
    if (!condition.decidedOnServers()) {
      throw new IllegalArgumentException(name + ": condition " + condition + " on " + type.entityName()
          + " is not decided by HBase alone (a value only this JVM can compare); an atomic write checks its "
          + "condition on the region server: use equality, absence or a condition on a column HBase compares ("
          + where() + ")");
    }
    byte[] row = Bytes.add(parent, code.code(member));
    return MultiRowMutations.Check.filter(row, condition.serverFilter());
  }

  /**
   * Plans each member's rows (the index entries they change, from the rows as stored) and writes their
   * new index entries; a failure takes back those written and fails, nothing else written.
   */
  private CompletableFuture<Void> planAndWriteEntries(String name, List<MemberRows<?>> sending, Operation operation,
      byte[] first) {
    List<MemberRows<?>> written = new ArrayList<>();
    CompletableFuture<Void> done = CompletableFuture.completedFuture(null);
    for (MemberRows<?> m : sending) {
      done = done.thenCompose(v -> plan(m, operation));
    }
    for (MemberRows<?> m : sending) {
      done = done.thenCompose(v -> {
        written.add(m);
        return m.plan.writeEntries();
      });
    }
    return done.handle((v, failure) -> failure == null ? CompletableFuture.<Void>completedFuture(null)
        : withdraw(written).<Void>thenApply(ignored -> {
          Throwable t = Futures.unwrap(failure);
          if (t instanceof IOException e) {
            throw new HBaseAccessException(name + " of group " + group.name(), schema.tableName().getNameAsString(),
                first, e, "nothing was written; new index entries written before were taken back");
          }
          throw Futures.rethrowUnchecked(t);
        })).thenCompose(f -> f);
  }

  private static <T> CompletableFuture<Void> plan(MemberRows<T> m, Operation operation) {
    return m.ops().plans().put(m.entities, m.puts, operation).thenAccept(plan -> m.plan = plan);
  }

  /** The call itself; a failure after which the rows may have landed is a {@link WriteOutcomeUnknownException}. */
  private CompletableFuture<Boolean> send(String name, List<? extends Mutation> mutations,
      List<MultiRowMutations.Check> checks) {
    byte[] first = mutations.get(0).getRow();
    return io.mutateRows(schema.tableName(), mutations, checks).handle((applied, failure) -> {
      if (failure == null) {
        return applied;
      }
      Throwable t = Futures.unwrap(failure);
      IOException refused = refusedBeforeApplying(t);
      if (refused != null) {
        throw new HBaseAccessException(name + " of group " + group.name(), schema.tableName().getNameAsString(),
            first, refused, "nothing was written" + (String.valueOf(refused.getMessage()).contains("out of range")
                ? "; the rows are in two regions: the table lacks the KeyPrefix split restriction, which "
                    + "SchemaManager.ensure sets" : ""));
      }
      if (t instanceof IOException e) {
        throw new WriteOutcomeUnknownException(name, group.name(), schema.tableName().getNameAsString(), first,
            "every row under the parent holds this write or none does; read them, or repeat the call", e);
      }
      throw Futures.rethrowUnchecked(t);
    });
  }

  /**
   * The failure of a call the server refused before it applied anything ({@link DoNotRetryIOException},
   * which the asynchronous client may carry as the cause of another), else null.
   */
  private static IOException refusedBeforeApplying(Throwable failure) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof DoNotRetryIOException e) {
        return e;
      }
    }
    return null;
  }

  /** Takes back the new index entries of {@code planned}; the first failure, which reads tolerate. */
  private static CompletableFuture<Optional<IOException>> withdraw(List<MemberRows<?>> planned) {
    CompletableFuture<Optional<IOException>> first = CompletableFuture.completedFuture(Optional.empty());
    for (MemberRows<?> m : planned) {
      if (m.plan != null) {
        first = first.thenCompose(before -> m.plan.withdraw().thenApply(failed -> before.isPresent() ? before : failed));
      }
    }
    return first;
  }

  /**
   * The error of a call its {@code @Version} checks refused: of the first versioned row found holding
   * another version than its entity's (read after the call), else of the first versioned row.
   */
  private CompletableFuture<StaleEntityException> stale(List<MemberRows<?>> sending,
      Optional<IOException> withdrawal) {
    List<CompletableFuture<List<StaleRow>>> reads = new ArrayList<>();
    for (MemberRows<?> m : sending) {
      reads.add(staleRows(m, withdrawal));
    }
    return Futures.all(reads).thenApply(v -> {
      StaleEntityException fallback = null;
      for (CompletableFuture<List<StaleRow>> read : reads) {
        for (StaleRow row : read.join()) {
          if (row.differs()) {
            return row.error();
          }
          fallback = fallback == null ? row.error() : fallback;
        }
      }
      if (fallback == null) { // without a condition, only versioned rows carry checks
        throw new IllegalStateException("an atomic write without a condition or versioned row was refused");
      }
      return fallback;
    });
  }

  /** A versioned row of a refused call, and whether it holds another version than its entity's. */
  private record StaleRow(StaleEntityException error, boolean differs) {}

  /** Each versioned row of {@code m}, read after the refused call; none for a member without {@code @Version}. */
  private static <T> CompletableFuture<List<StaleRow>> staleRows(MemberRows<T> m, Optional<IOException> withdrawal) {
    VersionCheck<T> versions = m.ops().versions();
    if (!versions.active()) {
      return CompletableFuture.completedFuture(List.of());
    }
    TableName table = m.ops().schema().tableName();
    List<CompletableFuture<StaleRow>> rows = new ArrayList<>();
    for (int i = 0; i < m.entities.size(); i++) {
      Put put = m.puts.get(i);
      T entity = m.entities.get(i);
      rows.add(m.ops().io().get(table, versions.landedRead(put, null))
          // the call was refused all the same: a row that cannot be read is named by what is known
          .exceptionally(failure -> Result.EMPTY_RESULT)
          .thenApply(stored -> {
            VersionCheck.Found found = versions.found(stored, put, null);
            return new StaleRow(versions.stale(entity, put.getRow(), found.version(), found.holdsWrite(), withdrawal),
                found.version() != versions.stored(put) - 1);
          }));
    }
    return Futures.all(rows).thenApply(v -> rows.stream().map(CompletableFuture::join).toList());
  }

  /** Once the rows landed: each member's index upkeep (entries of old values removed), then relation inverses. */
  private static CompletableFuture<Void> afterRows(String name, List<MemberRows<?>> sending) {
    List<IndexUpkeepException> failures = new ArrayList<>();
    CompletableFuture<Void> done = CompletableFuture.completedFuture(null);
    for (MemberRows<?> m : sending) {
      done = done.thenCompose(v -> complete(name, m)).thenAccept(failed -> {
        if (failed != null) {
          failures.add(failed);
        }
      });
    }
    return done.thenRun(() -> throwFirst(failures));
  }

  private static <T> CompletableFuture<IndexUpkeepException> complete(String name, MemberRows<T> m) {
    WritePlan<T> plan = m.plan;
    List<byte[]> rows = m.puts.stream().map(Put::getRow).toList();
    IndexMaintainer.Plan left = m.ops().plans().unfinished().take(rows);
    CompletableFuture<Void> done = plan.complete(left);
    if (m.ops().relations().active()) {
      for (Put put : m.puts) {
        done = done.thenCompose(v -> m.ops().relations().afterWrite(put));
      }
    }
    return done.handle((v, failure) -> {
      if (failure == null) {
        return null;
      }
      IOException cause = ioFailure(failure);
      m.ops().plans().unfinished().left(plan.entries().after(left), rows);
      return m.ops().upkeepFailure(name, plan, cause);
    });
  }

  /** The first of {@code failures}, the others suppressed in it; nothing when there are none. */
  private static void throwFirst(List<IndexUpkeepException> failures) {
    if (failures.isEmpty()) {
      return;
    }
    IndexUpkeepException first = failures.get(0);
    failures.subList(1, failures.size()).forEach(first::addSuppressed);
    throw first;
  }

  /** The I/O failure {@code failure} carries; a failure of another kind is thrown as it is. */
  private static IOException ioFailure(Throwable failure) {
    Throwable t = Futures.unwrap(failure);
    if (t instanceof IOException e) {
      return e;
    }
    throw Futures.rethrowUnchecked(t);
  }

  /**
   * Deletes every row {@code query} reads, atomically; the future holds how many: a key-only scan
   * learns them, then one call deletes exactly those. A row written under the parent between the scan
   * and the call is not among them and stays.
   */
  CompletableFuture<Long> delete(QueryState<G> query, Operation operation) {
    String name = "deleteAtomically";
    return Futures.attempt(() -> {
      requireParent(name);
      RecordTypeKey code = schema.recordType();
      if (!query.fixesOneValueOfEach(code.position())) {
        List<String> shared = schema.rowKey().subList(0, code.position()).stream().map(KeyPart::field).toList();
        throw new IllegalArgumentException(name + ": the query does not fix each key component the record types "
            + "share " + shared + " to one value, so it may read the rows of several parents; an atomic delete takes "
            + "the rows of one parent (" + where() + ")");
      }
      return requireEndpoint(name)
          .thenCompose(v -> rowKeys(query))
          .thenCompose(rows -> rows.isEmpty() ? CompletableFuture.completedFuture(0L) : delete(name, rows, operation));
    });
  }

  /** Every row key {@code query} reads, in one list: one call deletes them all, so all are held at once. */
  private CompletableFuture<List<byte[]>> rowKeys(QueryState<G> query) {
    if (io.isAsync()) {
      return Collect.list(query.rowKeyPublisher());
    }
    try (Stream<byte[]> keys = query.rowKeys()) {
      return CompletableFuture.completedFuture(keys.toList());
    }
  }

  private CompletableFuture<Long> delete(String name, List<byte[]> rows, Operation operation) {
    byte[] parent = parentOf(rows.get(0));
    for (byte[] row : rows) {
      if (!Arrays.equals(parent, parentOf(row))) { // the query's check makes this impossible; the call would fail
        throw new IllegalStateException(name + ": rows " + RowBytes.hex(rows.get(0)) + " and " + RowBytes.hex(row)
            + " are under different parents (" + where() + ")");
      }
    }
    List<DeletePlan<?>> plans = new ArrayList<>();
    CompletableFuture<Void> planned = CompletableFuture.completedFuture(null);
    for (byte[] row : rows) {
      EntityOperations<? extends G, ?> member = members.get(group.indexOf(row));
      if (member.indexes().active() || member.relations().active()) {
        member.mapper().decodeKey(row); // a row that is no key of the type fails, as its DAO's delete would
        planned = planned.thenCompose(v -> DeletePlan.of(member, row, operation).thenAccept(plans::add));
      }
    }
    return planned
        .handle((v, failure) -> {
          if (failure != null) {
            throw new HBaseAccessException(name + " of group " + group.name(), schema.tableName().getNameAsString(),
                rows.get(0), ioFailure(failure), "nothing was deleted");
          }
          return v;
        })
        .thenCompose(v -> send(name, rows.stream().map(Delete::new).toList(), List.of()))
        .thenCompose(v -> {
          List<IndexUpkeepException> failures = new ArrayList<>();
          CompletableFuture<Void> done = CompletableFuture.completedFuture(null);
          for (DeletePlan<?> p : plans) {
            done = done.thenCompose(x -> p.complete(name)).thenAccept(failed -> {
              if (failed != null) {
                failures.add(failed);
              }
            });
          }
          return done.thenRun(() -> throwFirst(failures));
        })
        .thenApply(v -> (long) rows.size());
  }

  /** The upkeep of one deleted row of a member with indexes or relations. */
  private record DeletePlan<T>(EntityOperations<T, ?> ops, WritePlan<T> plan) {
    static <T> CompletableFuture<DeletePlan<T>> of(EntityOperations<T, ?> ops, byte[] row, Operation operation) {
      return ops.plans().delete(row, operation).thenApply(plan -> new DeletePlan<>(ops, plan));
    }

    CompletableFuture<IndexUpkeepException> complete(String name) {
      IndexMaintainer.Plan left = ops.plans().unfinished().take(List.of(plan.row()));
      return plan.complete(left).thenCompose(v -> plan.writeInverses()).handle((v, failure) -> {
        if (failure == null) {
          return null;
        }
        IOException cause = ioFailure(failure);
        ops.plans().unfinished().left(plan.row(), null, 0, plan.entries().after(left));
        return ops.upkeepFailure(name, plan, cause);
      });
    }
  }

  /** Refuses a group whose record type code comes first: its rows have no parent that one region holds. */
  private void requireParent(String name) {
    if (schema.recordType().offset() == 0) {
      throw new IllegalStateException(name + ": the record types of " + where() + " share no key component before "
          + "their code, so their rows have no parent that one region holds; atomic writes need one");
    }
  }

  /**
   * Refuses, before any write, a table whose descriptor does not name the coprocessor. The descriptor
   * is read on the first call and not again once it named it; a table lacking it is read again on the
   * next call, so that a DAO sees {@code SchemaManager.ensure} adding it.
   */
  private CompletableFuture<Void> requireEndpoint(String name) {
    if (endpointSeen) {
      return CompletableFuture.completedFuture(null);
    }
    TableName table = schema.tableName();
    return io.descriptor(table).handle((descriptor, failure) -> {
      if (failure != null) {
        throw new HBaseAccessException(name + " of group " + group.name() + " (reading the table's descriptor)",
            table.getNameAsString(), null, ioFailure(failure), "nothing was written");
      }
      if (!descriptor.hasCoprocessor(MultiRowMutations.ENDPOINT)) {
        throw new IllegalStateException(name + ": table " + table.getNameAsString() + " does not load the coprocessor "
            + MultiRowMutations.ENDPOINT + ", which applies the rows of one parent atomically; add it with "
            + "SchemaManager.ensure(" + group.name() + "Dao.GROUP.schema()) (nothing was written)");
      }
      endpointSeen = true;
      return null;
    });
  }

  /** The key bytes before the record type code: salt or hash prefix and the shared components. */
  private byte[] parentOf(byte[] row) {
    return Arrays.copyOf(row, Math.min(row.length, schema.recordType().offset()));
  }

  private static String parentText(byte[] parent) {
    return RowBytes.hex(parent);
  }

  /** The group and its table, for messages. */
  private String where() {
    return "group " + group.name() + ", table " + schema.tableName().getNameAsString();
  }
}
