package org.hbasemapper.processor.write;

import java.util.List;

/** Names the generated query stages inherit from the runtime's {@code KeyQuery}. */
public final class QueryNames {
  /** Methods of {@code KeyQuery}; a key component of the same name would clash with them. */
  public static final List<String> RESERVED = List.of("limit", "offset", "reversed", "cellTimeRange", "families",
      "caching", "stream", "list", "first", "count", "page", "state", "with");

  private QueryNames() {}
}
