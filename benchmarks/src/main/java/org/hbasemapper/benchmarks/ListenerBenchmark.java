package org.hbasemapper.benchmarks;

import java.util.concurrent.TimeUnit;
import org.apache.hadoop.hbase.TableName;
import org.hbasemapper.runtime.observe.Observer;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.observe.OperationListener;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * What the operation hooks add to one DAO call, without I/O: the calls a blocking {@code get} makes on
 * its operation (start, activate, close, rows, end), with nobody listening and with a listener that
 * does nothing. Run with {@code -prof gc} to see the allocation per call.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ListenerBenchmark {
  private static final TableName TABLE = TableName.valueOf("shop", "purchase");

  private final Observer none = Observer.of(OperationListener.NONE, "Purchase", TABLE);
  private final Observer listening = Observer.of(info -> new Operation() {
    @Override
    public void end(Throwable failure) {}
  }, "Purchase", TABLE);

  /** No listener: the path every DAO call takes by default. */
  @Benchmark
  public Operation noListener() {
    return hooks(none);
  }

  /** A listener that does nothing: the guard and the listener's own handle. */
  @Benchmark
  public Operation emptyListener() {
    return hooks(listening);
  }

  private static Operation hooks(Observer observer) {
    Operation op = observer.start("get");
    try (Operation.Scope scope = op.activate()) {
      op.rows(1);
    }
    op.end(null);
    return op;
  }
}
