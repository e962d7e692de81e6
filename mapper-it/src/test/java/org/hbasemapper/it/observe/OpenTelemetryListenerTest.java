package org.hbasemapper.it.observe;

import static org.assertj.core.api.Assertions.assertThat;

import io.opentelemetry.api.GlobalOpenTelemetry;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.hbasemapper.opentelemetry.OpenTelemetryOperationListener;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A real DAO with the OpenTelemetry listener: one span per operation, and hbase-client's own spans as
 * its children. hbase-client traces through {@link GlobalOpenTelemetry} (it has no switch of its own:
 * with no SDK registered its spans are no-ops), so the test registers its SDK there.
 */
@HBaseTest
class OpenTelemetryListenerTest {
  static final InMemorySpanExporter EXPORTER = InMemorySpanExporter.create();
  static OpenTelemetrySdk sdk;
  static VisitDao visits;
  static VisitAsyncDao asyncVisits;
  static AsyncConnection async;

  @BeforeAll
  static void setUp(Connection connection) throws Exception {
    sdk = OpenTelemetrySdk.builder()
        .setTracerProvider(SdkTracerProvider.builder().addSpanProcessor(SimpleSpanProcessor.create(EXPORTER)).build())
        .build();
    GlobalOpenTelemetry.resetForTest(); // the JVM's earlier HBase calls fixed the global to a no-op
    GlobalOpenTelemetry.set(sdk);
    new SchemaManager(connection).createIfMissing(VisitMapper.INSTANCE.schema());
    MapperOptions options = MapperOptions.defaults().withListener(new OpenTelemetryOperationListener(sdk));
    visits = new VisitDao(connection, options);
    async = ConnectionFactory.createAsyncConnection(connection.getConfiguration()).get();
    asyncVisits = new VisitAsyncDao(async, options);
    visits.put(new Visit("traced", 1L, "/t", 1, 0, null));
  }

  @AfterAll
  static void tearDown() throws Exception {
    async.close();
    GlobalOpenTelemetry.resetForTest();
    sdk.close();
  }

  @BeforeEach
  void clear() {
    EXPORTER.reset();
  }

  private static SpanData ours(String name) {
    return EXPORTER.getFinishedSpanItems().stream().filter(s -> s.getName().equals(name)).findFirst()
        .orElseThrow(() -> new AssertionError("no span " + name + " in " + EXPORTER.getFinishedSpanItems()));
  }

  /**
   * The finished hbase-client spans directly under {@code parent}, waiting up to 5 s for them: an
   * asynchronous call's future completes a moment before hbase-client ends its own span of the call.
   */
  private static List<SpanData> childrenOf(SpanData parent) {
    long deadline = System.nanoTime() + 5_000_000_000L;
    while (true) {
      List<SpanData> children = EXPORTER.getFinishedSpanItems().stream()
          .filter(s -> s.getParentSpanId().equals(parent.getSpanId()))
          .filter(s -> !s.getInstrumentationScopeInfo().getName().equals(OpenTelemetryOperationListener.INSTRUMENTATION_SCOPE))
          .toList();
      if (!children.isEmpty() || System.nanoTime() > deadline) {
        return children;
      }
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return children;
      }
    }
  }

  @Test
  void aBlockingGetIsOneSpanAboveHBaseClientsSpans() {
    assertThat(visits.get("traced", 1L)).isPresent();
    SpanData get = ours("Visit get");
    assertThat(get.getKind()).isEqualTo(SpanKind.INTERNAL);
    assertThat(get.getAttributes().asMap()).containsEntry(io.opentelemetry.api.common.AttributeKey.stringKey(
        "db.system"), "hbase");
    assertThat(childrenOf(get)).as("hbase-client spans under %s in %s", get, EXPORTER.getFinishedSpanItems())
        .isNotEmpty();
  }

  @Test
  void aScanIsOneSpanAboveHBaseClientsSpans() {
    assertThat(visits.query().site("traced").list()).hasSize(1);
    SpanData list = ours("Visit query.list");
    assertThat(childrenOf(list)).as("hbase-client spans under %s in %s", list, EXPORTER.getFinishedSpanItems())
        .isNotEmpty();
  }

  @Test
  void anAsynchronousGetIsOneSpanAboveHBaseClientsSpans() throws Exception {
    assertThat(asyncVisits.get("traced", 1L).get(10, TimeUnit.SECONDS)).isPresent();
    SpanData get = ours("Visit get");
    assertThat(childrenOf(get)).as("hbase-client spans under %s in %s", get, EXPORTER.getFinishedSpanItems())
        .isNotEmpty();
  }

  @Test
  void aFailureIsAnErrorSpan() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> visits.get((VisitMapper.Key) null))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(ours("Visit get").getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
  }
}
