package org.hbasemapper.opentelemetry;

import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.observe.OperationInfo;
import org.hbasemapper.runtime.observe.OperationListener;

/**
 * Opens an OpenTelemetry span per DAO operation; hbase-client's own spans nest under it. The span is
 * named {@code <Entity> <operation>} ({@code Purchase get}, {@code Purchase query.list}), of kind
 * {@link SpanKind#INTERNAL}: one operation may take several calls on several tables (an index lookup,
 * a write with index upkeep), each of which hbase-client traces as a {@code CLIENT} span of its own,
 * and a {@code CLIENT} span around other {@code CLIENT} spans would claim one remote call where there
 * are many (and is suppressed as a duplicate by agents that drop nested client spans).
 *
 * <p>Attributes: {@code db.system} ({@code hbase}), {@code db.namespace} (the table's namespace),
 * {@code db.collection.name} (the table, without namespace), {@code db.operation.name},
 * {@code hbasemapper.entity}, {@code hbasemapper.operation}, and, when the operation reports them,
 * {@code hbasemapper.rows}, {@code hbasemapper.buckets}, {@code hbasemapper.index.stale},
 * {@code hbasemapper.index.restored}, {@code hbasemapper.relation.repairs}. A failure sets the status
 * {@link StatusCode#ERROR} and records the exception. The runtime makes the span current while it issues
 * hbase-client's calls ({@link Operation#activate}), so their spans are its children. Thread-safe.
 *
 * <pre>{@code
 * MapperOptions options = MapperOptions.defaults().withListener(new OpenTelemetryOperationListener(openTelemetry));
 * }</pre>
 */
@Api
public final class OpenTelemetryOperationListener implements OperationListener {
  /** The instrumentation scope the spans are created under. */
  public static final String INSTRUMENTATION_SCOPE = "org.hbasemapper";

  static final AttributeKey<String> DB_SYSTEM = AttributeKey.stringKey("db.system");
  static final AttributeKey<String> DB_NAMESPACE = AttributeKey.stringKey("db.namespace");
  static final AttributeKey<String> DB_COLLECTION = AttributeKey.stringKey("db.collection.name");
  static final AttributeKey<String> DB_OPERATION = AttributeKey.stringKey("db.operation.name");
  static final AttributeKey<String> ENTITY = AttributeKey.stringKey("hbasemapper.entity");
  static final AttributeKey<String> OPERATION = AttributeKey.stringKey("hbasemapper.operation");
  static final AttributeKey<Long> ROWS = AttributeKey.longKey("hbasemapper.rows");
  static final AttributeKey<Long> BUCKETS = AttributeKey.longKey("hbasemapper.buckets");
  static final AttributeKey<Long> STALE = AttributeKey.longKey("hbasemapper.index.stale");
  static final AttributeKey<Long> RESTORED = AttributeKey.longKey("hbasemapper.index.restored");
  static final AttributeKey<Long> REPAIRS = AttributeKey.longKey("hbasemapper.relation.repairs");

  private final Tracer tracer;
  private final ConcurrentHashMap<OperationInfo, Described> described = new ConcurrentHashMap<>();

  /** A listener whose spans go to {@code openTelemetry}'s tracer provider. */
  public OpenTelemetryOperationListener(OpenTelemetry openTelemetry) {
    this.tracer = Objects.requireNonNull(openTelemetry, "openTelemetry").getTracer(INSTRUMENTATION_SCOPE);
  }

  @Override
  public Operation start(OperationInfo info) {
    Described d = described.get(info);
    if (d == null) {
      d = described.computeIfAbsent(info, Described::new);
    }
    // the parent is the context current on the calling thread, as for any span
    Span span = tracer.spanBuilder(d.name).setSpanKind(SpanKind.INTERNAL).setAllAttributes(d.attributes).startSpan();
    return new Traced(span);
  }

  @Override
  public String toString() {
    return "OpenTelemetryOperationListener[" + INSTRUMENTATION_SCOPE + "]";
  }

  /** The span name and fixed attributes of one operation, made once. */
  private static final class Described {
    final String name;
    final Attributes attributes;

    Described(OperationInfo info) {
      this.name = info.entity() + " " + info.operation();
      this.attributes = Attributes.builder()
          .put(DB_SYSTEM, "hbase")
          .put(DB_NAMESPACE, info.table().getNamespaceAsString())
          .put(DB_COLLECTION, info.table().getQualifierAsString())
          .put(DB_OPERATION, info.operation())
          .put(ENTITY, info.entity())
          .put(OPERATION, info.operation())
          .build();
    }
  }

  /** One operation's span; its calls never overlap but {@link #activate}, which is thread-safe. */
  private static final class Traced implements Operation {
    private final Span span;
    private long rows;
    private boolean readRows;
    private long stale;
    private long restored;
    private long repairs;

    Traced(Span span) {
      this.span = span;
    }

    @Override
    public Scope activate() {
      io.opentelemetry.context.Scope scope = span.makeCurrent();
      return scope::close;
    }

    @Override
    public void rows(long count) {
      rows += count;
      readRows = true;
    }

    @Override
    public void buckets(int count) {
      span.setAttribute(BUCKETS, (long) count);
    }

    @Override
    public void staleIndexHits(long count) {
      stale += count;
    }

    @Override
    public void restoredIndexEntries(long count) {
      restored += count;
    }

    @Override
    public void relationRepairs(long count) {
      repairs += count;
    }

    @Override
    public void end(Throwable failure) {
      if (readRows) {
        span.setAttribute(ROWS, rows);
      }
      if (stale > 0) {
        span.setAttribute(STALE, stale);
      }
      if (restored > 0) {
        span.setAttribute(RESTORED, restored);
      }
      if (repairs > 0) {
        span.setAttribute(REPAIRS, repairs);
      }
      if (failure != null) {
        span.recordException(failure);
        span.setStatus(StatusCode.ERROR, failure.getClass().getSimpleName());
      }
      span.end();
    }
  }
}
