package org.hbasemapper.spark.read;

import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.SortedSet;
import java.util.UUID;

/** Collections of values Spark has no type for, in a record Spark builds itself. */
public record Bag(List<UUID> ids, Set<UUID> more, Map<UUID, Date> when, NavigableMap<Long, Channel> history,
    SortedSet<String> sorted, Geo where) {}
