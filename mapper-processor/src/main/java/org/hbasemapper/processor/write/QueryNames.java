package org.hbasemapper.processor.write;

import java.util.List;

/** Names the generated query stages inherit from the runtime's {@code KeyQuery}. */
public final class QueryNames {
  /** Methods of {@code KeyQuery}; a key component of the same name would clash with them. */
  public static final List<String> RESERVED = List.of("limit", "offset", "reversed", "cellTimeRange", "families",
      "caching", "stream", "list", "first", "count", "page", "state", "with");

  /** Methods a DAO has already, which a {@code @DynamicColumns} field's wide-row accessor cannot be named. */
  public static final List<String> DAO_RESERVED = List.of("get", "getAll", "put", "putAll", "replace", "exists",
      "delete", "putIfAbsent", "query", "schema", "mapper", "connection", "queryContext", "increment", "table",
      "failure", "equals", "hashCode", "toString", "getClass", "notify", "notifyAll", "wait", "clone", "finalize");

  private QueryNames() {}
}
