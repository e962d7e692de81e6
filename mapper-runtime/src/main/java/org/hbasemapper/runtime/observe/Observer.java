package org.hbasemapper.runtime.observe;

import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import org.apache.hadoop.hbase.TableName;
import org.hbasemapper.annotations.audience.Internal;
import org.jspecify.annotations.NullUnmarked;

/**
 * Where the operations of one DAO, query context or wide row start: its listener, with the entity and
 * the table fixed, and the {@link OperationInfo} of each operation name made once. With
 * {@link OperationListener#NONE}, {@link #start} hands out {@link Operation#NONE} after one comparison:
 * nothing is allocated, nothing is looked up. Otherwise each operation is guarded: what the listener
 * throws is logged and ignored, and {@link Operation#end} reaches it once, however often it is called.
 * Thread-safe. Internal: the runtime's packages build and call it.
 */
@Internal
@NullUnmarked
public final class Observer {
  /** Nobody listening. */
  public static final Observer NONE = new Observer(OperationListener.NONE, "", TableName.valueOf("none"));

  private final OperationListener listener;
  private final String entity;
  private final TableName table;
  private final ConcurrentHashMap<String, OperationInfo> infos = new ConcurrentHashMap<>();

  private Observer(OperationListener listener, String entity, TableName table) {
    this.listener = listener;
    this.entity = entity;
    this.table = table;
  }

  /** The operations of {@code entity} on {@code table}, heard by {@code listener}. */
  public static Observer of(OperationListener listener, String entity, TableName table) {
    Objects.requireNonNull(listener, "listener");
    if (listener == OperationListener.NONE) {
      return NONE;
    }
    return new Observer(listener, Objects.requireNonNull(entity, "entity"), Objects.requireNonNull(table, "table"));
  }

  /** Whether anybody listens: when not, every operation is {@link Operation#NONE}. */
  public boolean active() {
    return listener != OperationListener.NONE;
  }

  /**
   * The operation {@code operation} starting now. {@code operation} is one of a small fixed set of
   * constant names (see {@link OperationInfo#operation()}).
   */
  public Operation start(String operation) {
    if (listener == OperationListener.NONE) {
      return Operation.NONE;
    }
    OperationInfo info = infos.get(operation);
    if (info == null) {
      info = new OperationInfo(entity, table, operation);
      OperationInfo raced = infos.putIfAbsent(operation, info);
      info = raced != null ? raced : info;
    }
    Operation started;
    try {
      started = listener.start(info);
    } catch (RuntimeException | LinkageError e) {
      GuardedOperation.listenerFailed(listener, "start", info, e);
      return Operation.NONE;
    }
    return started == null || started == Operation.NONE ? Operation.NONE
        : new GuardedOperation(listener, started, info);
  }

  /**
   * Runs the blocking {@code body} as the operation {@code operation}: started here, active on this
   * thread while the body runs (so that the calls hbase-client makes meanwhile are part of it), and
   * ended once, with what the body throws (rethrown as it was) or with success.
   */
  public void observed(String operation, Consumer<Operation> body) {
    observed(operation, null, op -> {
      body.accept(op);
      return null;
    });
  }

  /**
   * {@link #observed(String, Consumer)} for a body with a value: the operation hears of the rows
   * {@code rows} counts in it (none when null) before it ends. The one place blocking calls are
   * observed, as {@link #endWhenDone} is for futures.
   */
  public <T> T observed(String operation, ToLongFunction<? super T> rows, Function<Operation, T> body) {
    Operation op = start(operation);
    T value;
    try (Operation.Scope scope = op.activate()) {
      value = body.apply(op);
    } catch (RuntimeException | Error e) {
      op.end(e);
      throw e;
    }
    if (rows != null) {
      op.rows(rows.applyAsLong(value));
    }
    op.end(null);
    return value;
  }

  /**
   * {@code future}, ending {@code operation} when it completes, before anything chained on the
   * returned future runs: with the value's failure, unwrapped from {@link CompletionException}, as the
   * caller sees it. {@code future} itself when nobody listens.
   */
  public static <T> CompletableFuture<T> endWhenDone(CompletableFuture<T> future, Operation operation) {
    return endWhenDone(future, operation, null);
  }

  /**
   * {@link #endWhenDone(CompletableFuture, Operation)}, reporting first the rows {@code rows} counts in
   * the value (none when null).
   */
  public static <T> CompletableFuture<T> endWhenDone(CompletableFuture<T> future, Operation operation,
      ToLongFunction<? super T> rows) {
    if (operation == Operation.NONE) {
      return future;
    }
    return future.whenComplete((value, failure) -> {
      if (failure == null && rows != null) {
        operation.rows(rows.applyAsLong(value));
      }
      operation.end(failure == null ? null : unwrap(failure));
    });
  }

  /** {@code failure} without the wrappers futures add. */
  public static Throwable unwrap(Throwable failure) {
    Throwable t = failure;
    while ((t instanceof CompletionException || t instanceof ExecutionException) && t.getCause() != null) {
      t = t.getCause();
    }
    return t;
  }

  @Override
  public String toString() {
    return active() ? "Observer[" + entity + " on " + table.getNameAsString() + " -> " + listener + "]"
        : "Observer[NONE]";
  }
}
