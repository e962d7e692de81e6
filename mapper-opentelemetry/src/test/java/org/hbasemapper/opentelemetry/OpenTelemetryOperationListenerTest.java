package org.hbasemapper.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.util.List;
import org.apache.hadoop.hbase.TableName;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.observe.OperationInfo;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The spans of hand-made operations, exported to memory. */
class OpenTelemetryOperationListenerTest {
  private static final TableName TABLE = TableName.valueOf("shop", "purchase");

  private final InMemorySpanExporter exporter = InMemorySpanExporter.create();
  private final OpenTelemetrySdk sdk = OpenTelemetrySdk.builder()
      .setTracerProvider(SdkTracerProvider.builder().addSpanProcessor(SimpleSpanProcessor.create(exporter)).build())
      .build();
  private final OpenTelemetryOperationListener listener = new OpenTelemetryOperationListener(sdk);

  @AfterEach
  void close() {
    sdk.close();
  }

  @Test
  void anOperationIsOneInternalSpanWithItsAttributes() {
    Operation op = listener.start(new OperationInfo("Purchase", TABLE, "query.list"));
    op.buckets(8);
    op.rows(40);
    op.rows(2);
    op.staleIndexHits(1);
    op.end(null);

    List<SpanData> spans = exporter.getFinishedSpanItems();
    assertThat(spans).hasSize(1);
    SpanData span = spans.get(0);
    assertThat(span.getName()).isEqualTo("Purchase query.list");
    assertThat(span.getKind()).isEqualTo(SpanKind.INTERNAL);
    assertThat(span.getInstrumentationScopeInfo().getName()).isEqualTo("org.hbasemapper");
    assertThat(span.getAttributes().get(OpenTelemetryOperationListener.DB_SYSTEM)).isEqualTo("hbase");
    assertThat(span.getAttributes().get(OpenTelemetryOperationListener.DB_NAMESPACE)).isEqualTo("shop");
    assertThat(span.getAttributes().get(OpenTelemetryOperationListener.DB_COLLECTION)).isEqualTo("purchase");
    assertThat(span.getAttributes().get(OpenTelemetryOperationListener.ENTITY)).isEqualTo("Purchase");
    assertThat(span.getAttributes().get(OpenTelemetryOperationListener.OPERATION)).isEqualTo("query.list");
    assertThat(span.getAttributes().get(OpenTelemetryOperationListener.ROWS)).isEqualTo(42L);
    assertThat(span.getAttributes().get(OpenTelemetryOperationListener.BUCKETS)).isEqualTo(8L);
    assertThat(span.getAttributes().get(OpenTelemetryOperationListener.STALE)).isEqualTo(1L);
    assertThat(span.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
  }

  @Test
  void aFailureIsAnErrorWithTheExceptionRecorded() {
    Operation op = listener.start(new OperationInfo("Purchase", TABLE, "get"));
    op.end(new IllegalArgumentException("get: key is null"));

    SpanData span = exporter.getFinishedSpanItems().get(0);
    assertThat(span.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
    assertThat(span.getEvents()).anySatisfy(e -> assertThat(e.getName()).isEqualTo("exception"));
    assertThat(span.getAttributes().get(OpenTelemetryOperationListener.ROWS)).isNull();
  }

  @Test
  void activationMakesTheSpanCurrentSoThatWorkInsideIsItsChild() {
    Operation op = listener.start(new OperationInfo("Purchase", TABLE, "get"));
    try (Operation.Scope scope = op.activate()) {
      sdk.getTracer("test").spanBuilder("inner").startSpan().end();
    }
    assertThat(Span.current().getSpanContext().isValid()).isFalse(); // the scope is closed
    op.end(null);

    List<SpanData> spans = exporter.getFinishedSpanItems();
    SpanData inner = spans.stream().filter(s -> s.getName().equals("inner")).findFirst().orElseThrow();
    SpanData outer = spans.stream().filter(s -> s.getName().equals("Purchase get")).findFirst().orElseThrow();
    assertThat(inner.getParentSpanId()).isEqualTo(outer.getSpanId());
  }

  @Test
  void theSpanOfAnOperationIsAChildOfTheCallersSpan() {
    Span caller = sdk.getTracer("test").spanBuilder("request").startSpan();
    try (io.opentelemetry.context.Scope scope = caller.makeCurrent()) {
      listener.start(new OperationInfo("Purchase", TABLE, "put")).end(null);
    }
    caller.end();
    SpanData put = exporter.getFinishedSpanItems().stream().filter(s -> s.getName().equals("Purchase put"))
        .findFirst().orElseThrow();
    assertThat(put.getParentSpanId()).isEqualTo(caller.getSpanContext().getSpanId());
  }
}
