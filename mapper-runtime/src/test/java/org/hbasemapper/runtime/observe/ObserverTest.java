package org.hbasemapper.runtime.observe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.apache.hadoop.hbase.TableName;
import org.junit.jupiter.api.Test;

/** How operations start and end, without HBase: the free path, the guard, the single end. */
class ObserverTest {
  private static final TableName TABLE = TableName.valueOf("shop", "purchase");

  @Test
  void nobodyListeningHandsOutTheSharedNoneOperation() {
    Observer observer = Observer.of(OperationListener.NONE, "Purchase", TABLE);
    assertThat(observer).isSameAs(Observer.NONE);
    assertThat(observer.active()).isFalse();
    assertThat(observer.start("get")).isSameAs(Operation.NONE);
    assertThat(Operation.NONE.activate()).isSameAs(Operation.Scope.NONE);
    CompletableFuture<String> future = new CompletableFuture<>();
    assertThat(Observer.endWhenDone(future, Operation.NONE)).isSameAs(future);
  }

  @Test
  void theInfoOfAnOperationNameIsMadeOnce() {
    List<OperationInfo> heard = new ArrayList<>();
    Observer observer = Observer.of(info -> {
      heard.add(info);
      return Operation.NONE;
    }, "Purchase", TABLE);
    observer.start("get");
    observer.start("get");
    observer.start("put");
    assertThat(heard).extracting(OperationInfo::operation).containsExactly("get", "get", "put");
    assertThat(heard.get(0)).isSameAs(heard.get(1));
    assertThat(heard.get(0)).isEqualTo(new OperationInfo("Purchase", TABLE, "get"));
  }

  @Test
  void endReachesTheListenerOnce() {
    List<Throwable> ends = new ArrayList<>();
    Observer observer = Observer.of(info -> failure -> ends.add(failure), "Purchase", TABLE);
    Operation op = observer.start("query.stream");
    IllegalStateException failure = new IllegalStateException("boom");
    op.end(failure);
    op.end(null);
    assertThat(ends).containsExactly(failure);
  }

  @Test
  void aThrowingListenerIsIgnored() {
    OperationListener throwsOnStart = info -> {
      throw new IllegalStateException("start");
    };
    assertThat(Observer.of(throwsOnStart, "Purchase", TABLE).start("get")).isSameAs(Operation.NONE);

    Operation throwing = new Operation() {
      @Override
      public Scope activate() {
        throw new IllegalStateException("activate");
      }

      @Override
      public void rows(long count) {
        throw new IllegalStateException("rows");
      }

      @Override
      public void buckets(int count) {
        throw new IllegalStateException("buckets");
      }

      @Override
      public void staleIndexHits(long count) {
        throw new IllegalStateException("stale");
      }

      @Override
      public void restoredIndexEntries(long count) {
        throw new IllegalStateException("restored");
      }

      @Override
      public void relationRepairs(long count) {
        throw new IllegalStateException("repairs");
      }

      @Override
      public void end(Throwable failure) {
        throw new IllegalStateException("end");
      }
    };
    Operation op = Observer.of(info -> throwing, "Purchase", TABLE).start("get");
    try (Operation.Scope scope = op.activate()) {
      op.rows(1);
      op.buckets(2);
      op.staleIndexHits(3);
      op.restoredIndexEntries(4);
      op.relationRepairs(5);
    }
    op.end(null); // nothing escapes
  }

  @Test
  void aScopeThatThrowsOnCloseIsIgnored() {
    Operation op = Observer.of(info -> new Operation() {
      @Override
      public Scope activate() {
        return () -> {
          throw new IllegalStateException("close");
        };
      }

      @Override
      public void end(Throwable failure) {}
    }, "Purchase", TABLE).start("get");
    try (Operation.Scope scope = op.activate()) {
      assertThat(scope).isNotNull();
    }
  }

  @Test
  void aFutureEndsItsOperationWithTheUnwrappedFailureAndItsRows() {
    List<Object> heard = new ArrayList<>();
    Observer observer = Observer.of(info -> new Operation() {
      @Override
      public void rows(long count) {
        heard.add(count);
      }

      @Override
      public void end(Throwable failure) {
        heard.add(failure == null ? "success" : failure);
      }
    }, "Purchase", TABLE);

    CompletableFuture<List<String>> ok = new CompletableFuture<>();
    CompletableFuture<List<String>> observed = Observer.endWhenDone(ok, observer.start("getAll"), List::size);
    ok.complete(List.of("a", "b"));
    assertThat(observed).isCompletedWithValue(List.of("a", "b"));
    assertThat(heard).containsExactly(2L, "success");

    heard.clear();
    IllegalArgumentException cause = new IllegalArgumentException("bad");
    CompletableFuture<String> failing = new CompletableFuture<>();
    CompletableFuture<String> observedFailure = Observer.endWhenDone(failing, observer.start("get"), s -> 1);
    failing.completeExceptionally(new CompletionException(cause));
    assertThat(observedFailure).isCompletedExceptionally();
    assertThat(heard).containsExactly(cause);
  }

  @Test
  void allHandsEachCallToEveryListenerInOrder() {
    List<String> calls = new ArrayList<>();
    OperationListener first = info -> failure -> calls.add("first " + info.operation());
    OperationListener second = info -> failure -> calls.add("second " + info.operation());
    Observer observer = Observer.of(OperationListener.all(List.of(first, second)), "Purchase", TABLE);
    observer.start("put").end(null);
    assertThat(calls).containsExactly("first put", "second put");
    assertThat(OperationListener.all(List.of())).isSameAs(OperationListener.NONE);
  }

  /** What a listener heard, in order: events and whether the operation was active on the thread. */
  private static final class Recording implements OperationListener {
    final List<String> events = new ArrayList<>();
    boolean active;

    @Override
    public Operation start(OperationInfo info) {
      events.add("start " + info.operation());
      return new Operation() {
        @Override
        public Scope activate() {
          active = true;
          events.add("activate");
          return () -> {
            active = false;
            events.add("deactivate");
          };
        }

        @Override
        public void rows(long count) {
          events.add("rows " + count);
        }

        @Override
        public void end(Throwable failure) {
          events.add("end " + (failure == null ? "ok" : failure.getMessage()));
        }
      };
    }
  }

  @Test
  void aBlockingCallIsActiveWhileItRunsThenReportsItsRowsAndEndsOnce() {
    Recording listener = new Recording();
    Observer observer = Observer.of(listener, "Purchase", TABLE);
    String value = observer.observed("getAll", String::length, op -> {
      assertThat(listener.active).as("active while the call runs").isTrue();
      return "three";
    });
    assertThat(value).isEqualTo("three");
    assertThat(listener.events).containsExactly("start getAll", "activate", "deactivate", "rows 5", "end ok");
  }

  @Test
  void aFailingBlockingCallEndsItsOperationWithTheFailureAndRethrowsIt() {
    Recording listener = new Recording();
    Observer observer = Observer.of(listener, "Purchase", TABLE);
    IllegalStateException boom = new IllegalStateException("boom");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> observer.observed("put", op -> {
      throw boom;
    })).isSameAs(boom);
    assertThat(listener.events).containsExactly("start put", "activate", "deactivate", "end boom");
  }

  @Test
  void aBlockingCallWithoutRowsReportsNone() {
    Recording listener = new Recording();
    Observer.of(listener, "Purchase", TABLE).observed("increment", null, op -> 7L);
    assertThat(listener.events).containsExactly("start increment", "activate", "deactivate", "end ok");
  }
}
