package org.hbasemapper.dynamic.model;

import java.time.Instant;

/** Makes the package-private {@link Visit} for tests in other packages. */
public final class Visits {
  private Visits() {}

  public static Class<?> type() {
    return Visit.class;
  }

  public static Object of(String user, Instant at, String page) {
    return new Visit(user, at, page);
  }

  public static String page(Object visit) {
    return ((Visit) visit).page();
  }
}
