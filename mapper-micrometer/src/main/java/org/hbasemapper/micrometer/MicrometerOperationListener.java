package org.hbasemapper.micrometer;

import io.micrometer.core.instrument.Clock;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.observe.OperationInfo;
import org.hbasemapper.runtime.observe.OperationListener;

/**
 * Records every DAO operation in a Micrometer {@link MeterRegistry}, under meters named
 * {@code hbasemapper.*}:
 *
 * <ul>
 *   <li>{@value #OPERATION} (timer): tags {@code entity}, {@code table}, {@code operation},
 *       {@code outcome} ({@code success} or {@code error}) and {@code exception} (the simple class name
 *       of the failure, or {@code none});
 *   <li>{@value #ROWS} (distribution summary): rows an operation read, for the operations that read
 *       (registered on the first such call: a put has none); tags {@code entity}, {@code table},
 *       {@code operation};
 *   <li>{@value #BUCKETS} (distribution summary): salt buckets a key query fanned out to (registered
 *       on the first query); same tags;
 *   <li>{@value #INDEX_STALE}, {@value #INDEX_RESTORED}, {@value #RELATION_REPAIRS} (counters): stale
 *       index hits skipped, index entries restored, relation inverse entries repaired; tags
 *       {@code entity}, {@code table}.
 * </ul>
 *
 * <p>The meters of each operation are registered on its first call and reused after: a call looks
 * nothing up in the registry but the timer of a failure seen for the first time. Thread-safe; one per
 * registry.
 *
 * <pre>{@code
 * MapperOptions options = MapperOptions.defaults().withListener(new MicrometerOperationListener(registry));
 * }</pre>
 */
@Api
public final class MicrometerOperationListener implements OperationListener {
  /** The timer of every operation. */
  public static final String OPERATION = "hbasemapper.operation";
  /** Rows per reading operation. */
  public static final String ROWS = "hbasemapper.rows";
  /** Salt buckets per query. */
  public static final String BUCKETS = "hbasemapper.buckets";
  /** Stale index hits skipped. */
  public static final String INDEX_STALE = "hbasemapper.index.stale";
  /** Index entries restored by writes. */
  public static final String INDEX_RESTORED = "hbasemapper.index.restored";
  /** Relation inverse entries repaired. */
  public static final String RELATION_REPAIRS = "hbasemapper.relation.repairs";

  private final MeterRegistry registry;
  private final Clock clock;
  private final ConcurrentHashMap<OperationInfo, Meters> meters = new ConcurrentHashMap<>();

  /** A listener recording into {@code registry}. */
  public MicrometerOperationListener(MeterRegistry registry) {
    this.registry = Objects.requireNonNull(registry, "registry");
    this.clock = registry.config().clock();
  }

  @Override
  public Operation start(OperationInfo info) {
    Meters m = meters.get(info);
    if (m == null) {
      m = meters.computeIfAbsent(info, Meters::new);
    }
    return new Recording(m, clock.monotonicTime());
  }

  @Override
  public String toString() {
    return "MicrometerOperationListener[" + registry.getClass().getSimpleName() + "]";
  }

  /** The meters of one operation of one entity on one table. */
  private final class Meters {
    private final Tags tags;
    private final Timer success;
    private final ConcurrentHashMap<Class<?>, Timer> failures = new ConcurrentHashMap<>();
    /** Registered on first use: a put has no rows and an unsalted query no buckets to show. */
    private volatile DistributionSummary rows;
    private volatile DistributionSummary buckets;
    private final Counter stale;
    private final Counter restored;
    private final Counter repairs;

    Meters(OperationInfo info) {
      Tags where = Tags.of("entity", info.entity(), "table", info.table().getNameAsString());
      this.tags = where.and("operation", info.operation());
      this.success = timer("success", "none");
      this.stale = Counter.builder(INDEX_STALE).description("Stale index hits skipped by lookups").tags(where)
          .register(registry);
      this.restored = Counter.builder(INDEX_RESTORED)
          .description("Index entries written back after a concurrent write removed them").tags(where)
          .register(registry);
      this.repairs = Counter.builder(RELATION_REPAIRS).description("Relation inverse entries repaired").tags(where)
          .register(registry);
    }

    DistributionSummary rows() {
      DistributionSummary summary = rows;
      if (summary == null) { // registering twice is harmless: the registry hands back the same meter
        summary = DistributionSummary.builder(ROWS).description("Rows a DAO operation read").baseUnit("rows")
            .tags(tags).register(registry);
        rows = summary;
      }
      return summary;
    }

    DistributionSummary buckets() {
      DistributionSummary summary = buckets;
      if (summary == null) {
        summary = DistributionSummary.builder(BUCKETS).description("Salt buckets a DAO query fanned out to")
            .baseUnit("buckets").tags(tags).register(registry);
        buckets = summary;
      }
      return summary;
    }

    private Timer timer(String outcome, String exception) {
      return Timer.builder(OPERATION).description("DAO operations of hbase-mapper").tags(tags)
          .tag("outcome", outcome).tag("exception", exception).register(registry);
    }

    Timer timerOf(Throwable failure) {
      if (failure == null) {
        return success;
      }
      Timer timer = failures.get(failure.getClass());
      if (timer == null) {
        timer = failures.computeIfAbsent(failure.getClass(), c -> timer("error", exceptionName(c)));
      }
      return timer;
    }
  }

  /** The simple name of an exception class; an anonymous one's is the name of the class it extends. */
  private static String exceptionName(Class<?> type) {
    Class<?> named = type;
    while (named.getSimpleName().isEmpty() && named.getSuperclass() != null) {
      named = named.getSuperclass();
    }
    return named.getSimpleName();
  }

  /** One operation being recorded; its calls never overlap (the runtime's contract). */
  private final class Recording implements Operation {
    private final Meters meters;
    private final long startNanos;
    private long rows;
    private boolean readRows;

    Recording(Meters meters, long startNanos) {
      this.meters = meters;
      this.startNanos = startNanos;
    }

    @Override
    public void rows(long count) {
      rows += count;
      readRows = true;
    }

    @Override
    public void buckets(int count) {
      meters.buckets().record(count);
    }

    @Override
    public void staleIndexHits(long count) {
      meters.stale.increment(count);
    }

    @Override
    public void restoredIndexEntries(long count) {
      meters.restored.increment(count);
    }

    @Override
    public void relationRepairs(long count) {
      meters.repairs.increment(count);
    }

    @Override
    public void end(Throwable failure) {
      meters.timerOf(failure).record(clock.monotonicTime() - startNanos, TimeUnit.NANOSECONDS);
      if (readRows) {
        meters.rows().record(rows);
      }
    }
  }
}
