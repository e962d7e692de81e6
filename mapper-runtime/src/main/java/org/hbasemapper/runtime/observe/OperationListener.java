package org.hbasemapper.runtime.observe;

import java.util.List;
import org.hbasemapper.annotations.audience.Api;

/**
 * Hears of every DAO operation: set one in {@link org.hbasemapper.runtime.MapperOptions#withListener}
 * and the DAOs, asynchronous DAOs, repositories and group DAOs built with those options call
 * {@link #start} when an operation begins. Implementations must be thread-safe and fast; they must not
 * throw (a listener's exception is logged and ignored) and should never see cell values, only names
 * and counts.
 *
 * <pre>{@code
 * MapperOptions options = MapperOptions.defaults()
 *     .withListener(new MicrometerOperationListener(registry));
 * PurchaseDao purchases = new PurchaseDao(connection, options);
 * }</pre>
 */
@FunctionalInterface
@Api
public interface OperationListener {
  /** A listener that hears nothing: the default. */
  OperationListener NONE = info -> Operation.NONE;

  /** An operation starts; the returned handle hears the rest of it. */
  Operation start(OperationInfo info);

  /** A listener that hands each operation to every one of {@code listeners}, in that order. */
  static OperationListener all(List<OperationListener> listeners) {
    List<OperationListener> copy = List.copyOf(listeners);
    if (copy.isEmpty()) {
      return NONE;
    }
    if (copy.size() == 1) {
      return copy.get(0);
    }
    return info -> new Operations(copy.stream().map(l -> l.start(info)).toList());
  }
}
