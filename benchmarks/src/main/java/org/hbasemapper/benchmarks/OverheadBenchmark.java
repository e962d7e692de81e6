package org.hbasemapper.benchmarks;

import java.util.concurrent.TimeUnit;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.PageScope;
import org.hbasemapper.runtime.scan.LeakDetector;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * What the safety nets add to each query call, without I/O: watching a stream for leaks (once per
 * {@code stream()}), and binding and checking a page token (once per {@code page(...)}). Compare
 * with a scan's round trip (hundreds of microseconds) rather than with nothing.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class OverheadBenchmark {
  private static final LeakDetector.Resource CLOSED = new LeakDetector.Resource() {
    @Override
    public boolean isClosed() {
      return true;
    }

    @Override
    public void close() {}
  };

  private final byte[] lo = {0x0a, 0, 0, 0, 0, 0, 0x40, 0, (byte) 0x80, 0, 0, 0, 0, 0, 0, 0x0a};
  private final byte[] hi = {0x0a, 0, 0, 0, 0, 0, 0x40, 0, (byte) 0x80, 0, 0, 0, 0, 0, 0, 0x0b};
  private final byte[] last = {0x0a, 0, 0, 0, 0, 0, 0x40, 0, (byte) 0x80, 0, 0, 0, 0, 0, 0, 0x0a, 1, 2, 3, 4, 5, 6,
      7, 8, (byte) 0x80, 0, 0, 0, 0, 0, 3, (byte) 0xE8};

  /** A stream's leak watch: one Cleaner registration, a stack trace for one stream in 128. */
  @Benchmark
  public Object watchStream() {
    Object owner = new Object();
    LeakDetector.watch(owner, CLOSED, "a benchmark stream");
    return owner;
  }

  /** A page call's scope: the query's fingerprint (SHA-256 over its identity and range). */
  @Benchmark
  public PageScope scopeOfPage() {
    return PageScope.of("the query on Message in table chat:message", lo, hi, false, "key", "chat:message",
        "Message");
  }

  /** A token's trip through a web client: bound next request, to string, parsed, checked. */
  @Benchmark
  public byte[] tokenRoundTrip() {
    PageScope scope = PageScope.of("the query on Message in table chat:message", lo, hi, false, "key",
        "chat:message", "Message");
    String token = scope.next(PageRequest.ofSize(50), last).toToken();
    return scope.cursorOf(PageRequest.fromToken(token));
  }
}
