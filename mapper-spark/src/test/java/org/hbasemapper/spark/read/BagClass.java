package org.hbasemapper.spark.read;

import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.Set;
import java.util.SortedSet;
import java.util.UUID;

/** The collections of {@link Bag} in an immutable class, built as a row of its fields. */
public final class BagClass {
  private final List<UUID> ids;
  private final Set<UUID> more;
  private final Map<UUID, Date> when;
  private final NavigableMap<Long, Channel> history;
  private final SortedSet<String> sorted;
  private final Geo where;

  public BagClass(List<UUID> ids, Set<UUID> more, Map<UUID, Date> when, NavigableMap<Long, Channel> history,
      SortedSet<String> sorted, Geo where) {
    this.ids = ids;
    this.more = more;
    this.when = when;
    this.history = history;
    this.sorted = sorted;
    this.where = where;
  }

  public List<UUID> getIds() {
    return ids;
  }

  public Set<UUID> getMore() {
    return more;
  }

  public Map<UUID, Date> getWhen() {
    return when;
  }

  public NavigableMap<Long, Channel> getHistory() {
    return history;
  }

  public SortedSet<String> getSorted() {
    return sorted;
  }

  public Geo getWhere() {
    return where;
  }

  /** The same values as a record. */
  public Bag toBag() {
    return new Bag(ids, more, when, history, sorted, where);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof BagClass b && toBag().equals(b.toBag());
  }

  @Override
  public int hashCode() {
    return Objects.hash(ids, more);
  }
}
