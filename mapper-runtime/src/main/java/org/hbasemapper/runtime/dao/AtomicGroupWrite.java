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
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Mutation;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.client.TableDescriptor;
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
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.query.QueryState;
import org.jspecify.annotations.NullUnmarked;
import org.jspecify.annotations.Nullable;
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
 * removed after; a refused call takes its new entries back. Thread-safe; one per group DAO.
 */
@NullUnmarked
final class AtomicGroupWrite<G> {
  private static final Logger LOG = LoggerFactory.getLogger(AtomicGroupWrite.class);

  private final Connection connection;
  private final RecordGroup<G> group;
  private final TableSchema schema;
  private final List<EntityDao<? extends G, ?>> members;
  /** Whether the table's descriptor was seen naming the coprocessor; a table lacking it is read again next call. */
  private volatile boolean endpointSeen;

  AtomicGroupWrite(Connection connection, RecordGroup<G> group, TableSchema schema,
      List<EntityDao<? extends G, ?>> members) {
    this.connection = connection;
    this.group = group;
    this.schema = schema;
    this.members = members;
  }

  /** One member's rows of a call, mapped, and their write plan once made. */
  private static final class MemberRows<T> {
    final EntityDao<T, ?> dao;
    final List<T> entities = new ArrayList<>();
    final List<Put> puts = new ArrayList<>();
    WritePlan<T> plan;

    MemberRows(EntityDao<T, ?> dao) {
      this.dao = dao;
    }

    EntityOperations<T, ?> ops() {
      return dao.operations();
    }
  }

  /**
   * Writes {@code rows} atomically, with {@code condition} (null: none) checked on the row of member
   * {@code conditionMember} under their parent; returns whether they were written. Without a
   * condition, a refused call is a stale {@code @Version}, thrown as a {@link StaleEntityException}.
   */
  boolean putAll(Iterable<? extends G> rows, int conditionMember, Condition<?> condition, Operation operation) {
    String name = "putAllAtomically";
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
    requireEndpoint(name);

    List<Put> puts = new ArrayList<>();
    List<MultiRowMutations.Check> checks = new ArrayList<>();
    List<MemberRows<?>> sending = byMember.stream().filter(m -> !m.entities.isEmpty()).toList();
    for (MemberRows<?> m : sending) {
      versionChecks(m, checks);
      puts.addAll(m.puts);
    }
    if (conditionCheck != null) {
      checks.add(conditionCheck);
    }
    planAndWriteEntries(name, sending, operation, puts.get(0).getRow());
    boolean applied = send(name, puts, checks);
    if (!applied) {
      Optional<IOException> withdrawal = withdraw(sending);
      if (condition != null) {
        LOG.debug("{} of {} rows under {} in {} refused by its condition or a version", name, puts.size(),
            parentText(parent), schema.tableName());
        return false;
      }
      throw stale(sending, withdrawal);
    }
    afterRows(name, sending);
    return true;
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
   * new index entries; a failure takes back those written and throws, nothing else written.
   */
  private void planAndWriteEntries(String name, List<MemberRows<?>> sending, Operation operation, byte[] first) {
    List<MemberRows<?>> written = new ArrayList<>();
    try {
      for (MemberRows<?> m : sending) {
        plan(m, operation);
      }
      for (MemberRows<?> m : sending) {
        written.add(m);
        Futures.join(m.plan.writeEntries());
      }
    } catch (IOException e) {
      withdraw(written);
      throw new HBaseAccessException(name + " of group " + group.name(), schema.tableName().getNameAsString(),
          first, e, "nothing was written; new index entries written before were taken back");
    }
  }

  private static <T> void plan(MemberRows<T> m, Operation operation) throws IOException {
    m.plan = Futures.join(m.ops().plans().put(m.entities, m.puts, operation));
  }

  /** The call itself; a failure after which the rows may have landed is a {@link WriteOutcomeUnknownException}. */
  private boolean send(String name, List<? extends Mutation> mutations, List<MultiRowMutations.Check> checks) {
    byte[] first = mutations.get(0).getRow();
    try (Table table = connection.getTable(schema.tableName())) {
      return MultiRowMutations.mutate(table, mutations, checks);
    } catch (DoNotRetryIOException e) { // refused by the server before it applied anything
      throw new HBaseAccessException(name + " of group " + group.name(), schema.tableName().getNameAsString(),
          first, e, "nothing was written" + (e.getMessage() != null && e.getMessage().contains("out of range")
              ? "; the rows are in two regions: the table lacks the KeyPrefix split restriction, which "
                  + "SchemaManager.ensure sets" : ""));
    } catch (IOException e) {
      throw new WriteOutcomeUnknownException(name, group.name(), schema.tableName().getNameAsString(), first,
          "every row under the parent holds this write or none does; read them, or repeat the call", e);
    }
  }

  /** Takes back the new index entries of {@code planned}; the first failure, which reads tolerate. */
  private static Optional<IOException> withdraw(List<MemberRows<?>> planned) {
    Optional<IOException> first = Optional.empty();
    for (MemberRows<?> m : planned) {
      if (m.plan == null) {
        continue;
      }
      Optional<IOException> failed = m.plan.withdraw().join();
      if (first.isEmpty()) {
        first = failed;
      }
    }
    return first;
  }

  /**
   * The error of a call its {@code @Version} checks refused: of the first versioned row found holding
   * another version than its entity's (read after the call), else of the first versioned row.
   */
  private StaleEntityException stale(List<MemberRows<?>> sending, Optional<IOException> withdrawal) {
    StaleEntityException fallback = null;
    for (MemberRows<?> m : sending) {
      StaleRow found = staleRow(m, withdrawal);
      if (found != null && found.differs()) {
        return found.error();
      }
      if (found != null && fallback == null) {
        fallback = found.error();
      }
    }
    if (fallback == null) { // without a condition, only versioned rows carry checks
      throw new IllegalStateException("an atomic write without a condition or versioned row was refused");
    }
    return fallback;
  }

  /** A versioned row of a refused call, and whether it holds another version than its entity's. */
  private record StaleRow(StaleEntityException error, boolean differs) {}

  private static <T> @Nullable StaleRow staleRow(MemberRows<T> m, Optional<IOException> withdrawal) {
    VersionCheck<T> versions = m.ops().versions();
    if (!versions.active()) {
      return null;
    }
    TableName table = m.dao.schema().tableName();
    StaleRow first = null;
    for (int i = 0; i < m.entities.size(); i++) {
      Put put = m.puts.get(i);
      Result stored;
      try {
        stored = Futures.join(m.ops().io().get(table, versions.landedRead(put, null)));
      } catch (IOException e) { // the call was refused all the same: name the row by what is known
        stored = Result.EMPTY_RESULT;
      }
      VersionCheck.Found found = versions.found(stored, put, null);
      StaleRow row = new StaleRow(versions.stale(m.entities.get(i), put.getRow(), found.version(), found.holdsWrite(),
          withdrawal), found.version() != versions.stored(put) - 1);
      if (row.differs()) {
        return row;
      }
      first = first == null ? row : first;
    }
    return first;
  }

  /** Once the rows landed: each member's index upkeep (entries of old values removed), then relation inverses. */
  private void afterRows(String name, List<MemberRows<?>> sending) {
    IndexUpkeepException incomplete = null;
    for (MemberRows<?> m : sending) {
      IndexUpkeepException failed = complete(name, m);
      if (failed != null && incomplete == null) {
        incomplete = failed;
      } else if (failed != null) {
        incomplete.addSuppressed(failed);
      }
    }
    if (incomplete != null) {
      throw incomplete;
    }
  }

  private static <T> IndexUpkeepException complete(String name, MemberRows<T> m) {
    WritePlan<T> plan = m.plan;
    List<byte[]> rows = m.puts.stream().map(Put::getRow).toList();
    IndexMaintainer.Plan left = m.ops().plans().unfinished().take(rows);
    try {
      Futures.join(plan.complete(left));
      if (m.ops().relations().active()) {
        for (Put put : m.puts) {
          Futures.join(m.ops().relations().afterWrite(put));
        }
      }
      return null;
    } catch (IOException e) {
      m.ops().plans().unfinished().left(plan.entries().after(left), rows);
      return m.ops().upkeepFailure(name, plan, e);
    }
  }

  /**
   * Deletes every row {@code query} reads, atomically, and returns how many: a key-only scan learns
   * them, then one call deletes exactly those. A row written under the parent between the scan and
   * the call is not among them and stays.
   */
  long delete(QueryState<G> query, Operation operation) {
    String name = "deleteAtomically";
    requireParent(name);
    RecordTypeKey code = schema.recordType();
    if (!query.fixesOneValueOfEach(code.position())) {
      List<String> shared = schema.rowKey().subList(0, code.position()).stream().map(KeyPart::field).toList();
      throw new IllegalArgumentException(name + ": the query does not fix each key component the record types share "
          + shared + " to one value, so it may read the rows of several parents; an atomic delete takes the rows "
          + "of one parent (" + where() + ")");
    }
    requireEndpoint(name);
    List<byte[]> rows;
    try (Stream<byte[]> keys = query.rowKeys()) {
      rows = keys.toList();
    }
    if (rows.isEmpty()) {
      return 0;
    }
    byte[] parent = parentOf(rows.get(0));
    for (byte[] row : rows) {
      if (!Arrays.equals(parent, parentOf(row))) { // the query's check makes this impossible; the call would fail
        throw new IllegalStateException(name + ": rows " + RowBytes.hex(rows.get(0)) + " and " + RowBytes.hex(row)
            + " are under different parents (" + where() + ")");
      }
    }
    List<DeletePlan<?>> plans = new ArrayList<>();
    try {
      for (byte[] row : rows) {
        EntityDao<? extends G, ?> member = members.get(group.indexOf(row));
        if (member.deletesNeedUpkeep()) {
          member.mapper().decodeKey(row); // a row that is no key of the type fails, as its DAO's delete would
          plans.add(DeletePlan.of(member, row, operation));
        }
      }
    } catch (IOException e) {
      throw new HBaseAccessException(name + " of group " + group.name(), schema.tableName().getNameAsString(),
          rows.get(0), e, "nothing was deleted");
    }
    send(name, rows.stream().map(Delete::new).toList(), List.of());
    IndexUpkeepException incomplete = null;
    for (DeletePlan<?> p : plans) {
      IndexUpkeepException failed = p.complete(name);
      if (failed != null && incomplete == null) {
        incomplete = failed;
      } else if (failed != null) {
        incomplete.addSuppressed(failed);
      }
    }
    if (incomplete != null) {
      throw incomplete;
    }
    return rows.size();
  }

  /** The upkeep of one deleted row of a member with indexes or relations. */
  private record DeletePlan<T>(EntityOperations<T, ?> ops, WritePlan<T> plan) {
    static <T> DeletePlan<T> of(EntityDao<T, ?> dao, byte[] row, Operation operation) throws IOException {
      return new DeletePlan<>(dao.operations(), Futures.join(dao.operations().plans().delete(row, operation)));
    }

    IndexUpkeepException complete(String name) {
      IndexMaintainer.Plan left = ops.plans().unfinished().take(List.of(plan.row()));
      try {
        Futures.join(plan.complete(left));
        Futures.join(plan.writeInverses());
        return null;
      } catch (IOException e) {
        ops.plans().unfinished().left(plan.row(), null, 0, plan.entries().after(left));
        return ops.upkeepFailure(name, plan, e);
      }
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
  private void requireEndpoint(String name) {
    if (endpointSeen) {
      return;
    }
    TableName table = schema.tableName();
    TableDescriptor descriptor;
    try (Admin admin = connection.getAdmin()) {
      descriptor = admin.getDescriptor(table);
    } catch (IOException e) {
      throw new HBaseAccessException(name + " of group " + group.name() + " (reading the table's descriptor)",
          table.getNameAsString(), null, e, "nothing was written");
    }
    if (!descriptor.hasCoprocessor(MultiRowMutations.ENDPOINT)) {
      throw new IllegalStateException(name + ": table " + table.getNameAsString() + " does not load the coprocessor "
          + MultiRowMutations.ENDPOINT + ", which applies the rows of one parent atomically; add it with "
          + "SchemaManager.ensure(" + group.name() + "Dao.GROUP.schema()) (nothing was written)");
    }
    endpointSeen = true;
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
