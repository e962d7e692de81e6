package org.hbasemapper.processor.plan;

import java.util.ArrayList;
import java.util.List;
import org.hbasemapper.processor.model.ColumnModel;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.FieldRef;
import org.hbasemapper.processor.model.IndexModel;
import org.hbasemapper.processor.model.KeyComponentModel;
import org.hbasemapper.processor.model.KeyPrefixModel;
import org.hbasemapper.processor.model.Keyword;
import org.hbasemapper.processor.model.OrderModel;
import org.hbasemapper.processor.model.PredicateModel;
import org.hbasemapper.processor.model.QueryMethodModel;
import org.hbasemapper.processor.model.QueryPlan;
import org.hbasemapper.processor.model.QueryPlan.Bound;
import org.hbasemapper.processor.model.QueryPlan.Kind;
import org.hbasemapper.processor.model.QueryPlan.Range;
import org.hbasemapper.processor.model.ResultModel;
import org.hbasemapper.processor.model.ValueOrders;

/**
 * Chooses the plan of a derived query method from the entity's row-key layout and indexes, trying in
 * this order: every key component fixed (a get, or a multi-get with {@code In}); a left-aligned key
 * prefix fixed by equality, with a range, string prefix or {@code In} list on the next component (one
 * scan, fanned out over the salt buckets the runtime computes); a secondary index whose leading columns
 * are fixed, with a range on the next one; else the whole table, which only {@code @AllowScan} accepts.
 * The predicates a plan does not narrow by are left as conditions tested on each row. Pure: it reads
 * the model only, never the compiler.
 */
public final class QueryPlanner {
  private final EntityModel entity;
  private final QueryMethodModel method;
  private final List<PredicateModel> predicates;
  private final boolean[] used;

  private QueryPlanner(EntityModel entity, QueryMethodModel method) {
    this.entity = entity;
    this.method = method;
    this.predicates = method.predicates();
    this.used = new boolean[predicates.size()];
  }

  /**
   * The plan of {@code method} over {@code entity}, or why there is none.
   *
   * @param plan the plan, or null
   * @param problem why there is no plan, or null
   */
  public record Outcome(QueryPlan plan, PlanProblem problem) {
    static Outcome of(QueryPlan plan) {
      return new Outcome(plan, null);
    }

    static Outcome failed(PlanProblem problem) {
      return new Outcome(null, problem);
    }
  }

  /** Plans {@code method}, whose predicates are already checked against {@code entity}. */
  public static Outcome plan(EntityModel entity, QueryMethodModel method) {
    return new QueryPlanner(entity, method).plan();
  }

  private Outcome plan() {
    Outcome byKey = byFullKey();
    if (byKey != null) {
      return byKey;
    }
    Outcome scan = keyScan();
    if (scan != null) {
      return scan;
    }
    Outcome index = indexLookup();
    if (index != null) {
      return index;
    }
    return fullScan();
  }

  // ---- a. every key component fixed --------------------------------------------------------------

  private Outcome byFullKey() {
    List<Integer> chosen = new ArrayList<>();
    for (int i = 0; i < entity.key().size(); i++) {
      int p = find(i, Keyword.EQUALS);
      if (p < 0) {
        p = find(i, Keyword.IN);
      }
      if (p < 0) {
        return null;
      }
      chosen.add(p);
    }
    List<PredicateModel> key = new ArrayList<>();
    chosen.forEach(p -> {
      used[p] = true;
      key.add(predicates.get(p));
    });
    boolean multi = key.stream().anyMatch(p -> p.keyword() == Keyword.IN);
    if (!method.orderBy().isEmpty()) {
      return Outcome.failed(new PlanProblem.OrderByNotKeyOrder(method.orderBy().get(0).field().name(),
          PlanProblem.Reason.BY_KEY, null));
    }
    if (method.result().shape() == ResultModel.Shape.PAGE) {
      return Outcome.failed(new PlanProblem.PageNotSupported(true));
    }
    return Outcome.of(plan(multi ? Kind.MULTI_GET : Kind.GET, key, null, null, List.of(), false, false,
        multi ? "multi-get" : "get by key"));
  }

  // ---- b. a key prefix, maybe a range on the next component ----------------------------------------

  private Outcome keyScan() {
    KeyPrefixModel prefix = entity.keyPrefix();
    int size = entity.key().size();
    int hashed = prefix != null && !prefix.salt() ? prefix.ofCount(size) : 0;
    List<Integer> fixedAt = new ArrayList<>();
    int p = 0;
    for (; p < size; p++) {
      int found = find(p, Keyword.EQUALS);
      if (found < 0) {
        break;
      }
      fixedAt.add(found);
    }
    if (p < hashed) {
      return null; // rows before the hashed components are fixed are in hash order: no range means anything
    }
    Range range = p < size ? keyRange(p) : null;
    if (p == 0 && range == null) {
      return null;
    }
    List<PredicateModel> fixed = new ArrayList<>();
    for (int at : fixedAt) {
      used[at] = true;
      fixed.add(predicates.get(at));
    }
    boolean fanOut = prefix != null && prefix.salt() && p < prefix.ofCount(size);
    if (range != null && range.in() != null && method.result().shape() == ResultModel.Shape.PAGE) {
      return Outcome.failed(new PlanProblem.PageNotSupported(false));
    }
    Object order = order(p, false);
    if (order instanceof PlanProblem problem) {
      return Outcome.failed(problem);
    }
    String head = p > 0 ? "prefix scan on " + names(fixed) + (range == null ? "" : ", " + range.describe())
        : "key scan, " + range.describe();
    return Outcome.of(plan(Kind.KEY_SCAN, fixed, range, null, List.of(), (Boolean) order, fanOut, head));
  }

  /** The restriction of key component {@code i}: an {@code In} list, a string prefix, or bounds; marks it used. */
  private Range keyRange(int i) {
    FieldRef field = FieldRef.key(entity.key().get(i), i);
    int in = find(i, Keyword.IN);
    if (in >= 0) {
      used[in] = true;
      return new Range(field, predicates.get(in), null, null, null);
    }
    int prefix = find(i, Keyword.STARTING_WITH);
    if (prefix >= 0) {
      used[prefix] = true;
      return new Range(field, null, predicates.get(prefix), null, null);
    }
    return bounds(field);
  }

  /** The bounds the unused range predicates on {@code field} give: one {@code Between}, or a lower and an upper one. */
  private Range bounds(FieldRef field) {
    int between = find(field, Keyword.BETWEEN);
    if (between >= 0) {
      used[between] = true;
      PredicateModel b = predicates.get(between);
      return new Range(field, null, null, new Bound(b, 0, true), new Bound(b, 1, true));
    }
    Bound lower = null;
    Bound upper = null;
    for (int i = 0; i < predicates.size(); i++) {
      PredicateModel p = predicates.get(i);
      if (used[i] || !p.field().name().equals(field.name())) {
        continue;
      }
      if (lower == null && (p.keyword() == Keyword.GREATER_THAN || p.keyword() == Keyword.GREATER_THAN_EQUAL)) {
        lower = new Bound(p, 0, p.keyword() == Keyword.GREATER_THAN_EQUAL);
        used[i] = true;
      } else if (upper == null && (p.keyword() == Keyword.LESS_THAN || p.keyword() == Keyword.LESS_THAN_EQUAL)) {
        upper = new Bound(p, 0, p.keyword() == Keyword.LESS_THAN_EQUAL);
        used[i] = true;
      }
    }
    return lower == null && upper == null ? null : new Range(field, null, null, lower, upper);
  }

  // ---- c. a secondary index -------------------------------------------------------------------------

  private Outcome indexLookup() {
    IndexModel best = null;
    int bestFixed = 0;
    boolean bestRanged = false;
    for (IndexModel index : entity.indexes()) {
      int q = 0;
      while (q < index.columns().size() && findColumn(index.columns().get(q), Keyword.EQUALS) >= 0) {
        q++;
      }
      boolean ranged = q < index.columns().size() && hasRange(index.columns().get(q));
      if (q > bestFixed || q == bestFixed && ranged && !bestRanged) {
        best = index;
        bestFixed = q;
        bestRanged = ranged;
      }
    }
    if (best == null || bestFixed == 0 && !bestRanged) {
      return null;
    }
    List<PredicateModel> fixed = new ArrayList<>();
    for (int q = 0; q < bestFixed; q++) {
      int found = findColumn(best.columns().get(q), Keyword.EQUALS);
      used[found] = true;
      fixed.add(predicates.get(found));
    }
    Range range = null;
    if (bestRanged) {
      ColumnModel next = best.columns().get(bestFixed);
      FieldRef field = predicates.get(findColumnRange(next)).field();
      range = bounds(field);
    }
    if (!method.orderBy().isEmpty()) {
      return Outcome.failed(new PlanProblem.OrderByNotKeyOrder(method.orderBy().get(0).field().name(),
          PlanProblem.Reason.INDEX, null));
    }
    String text = "index " + best.name() + (range == null ? "" : ", " + range.describe());
    return Outcome.of(plan(Kind.INDEX, List.of(), range, best, fixed, false, false, text));
  }

  private boolean hasRange(ColumnModel column) {
    return findColumnRange(column) >= 0;
  }

  private int findColumnRange(ColumnModel column) {
    for (int i = 0; i < predicates.size(); i++) {
      PredicateModel p = predicates.get(i);
      if (!used[i] && p.field().column() != null && p.field().name().equals(column.property().name())
          && p.keyword().range()) {
        return i;
      }
    }
    return -1;
  }

  // ---- d. the whole table ---------------------------------------------------------------------------

  private Outcome fullScan() {
    if (!method.allowScan()) {
      return Outcome.failed(whyScan());
    }
    Object order = order(0, true);
    if (order instanceof PlanProblem problem) {
      return Outcome.failed(problem);
    }
    KeyPrefixModel prefix = entity.keyPrefix();
    boolean fanOut = prefix != null && prefix.salt();
    return Outcome.of(plan(Kind.FULL_SCAN, List.of(), null, null, List.of(), (Boolean) order, fanOut, "full scan"));
  }

  /** What the method lacks for a key or index plan: an {@code In} on a key component, else the leading fields. */
  private PlanProblem whyScan() {
    for (PredicateModel p : predicates) {
      if (p.keyword() == Keyword.IN && p.field().isKey()) {
        List<String> unfixed = new ArrayList<>();
        for (int i = 0; i < p.field().keyIndex(); i++) {
          if (find(i, Keyword.EQUALS) < 0) {
            unfixed.add(entity.key().get(i).property().name());
          }
        }
        return new PlanProblem.InNeedsScan(p.field().name(), unfixed);
      }
    }
    KeyPrefixModel prefix = entity.keyPrefix();
    boolean hashed = prefix != null && !prefix.salt();
    List<String> leading = new ArrayList<>();
    if (hashed) {
      // a hash prefix needs all its components: the first ones may be fixed, and still the rows are in hash order
      for (int i = 0; i < prefix.ofCount(entity.key().size()); i++) {
        if (find(i, Keyword.EQUALS) < 0) {
          leading.add(entity.key().get(i).property().name());
        }
      }
    } else {
      leading.add(entity.key().get(0).property().name());
    }
    List<String> keyFields = new ArrayList<>();
    List<String> equalColumns = new ArrayList<>();
    List<String> rangeColumns = new ArrayList<>();
    for (PredicateModel p : predicates) {
      String name = p.field().name();
      if (p.field().isKey()) {
        if (!leading.contains(name) && !keyFields.contains(name) && p.field().keyIndex() > 0) {
          keyFields.add(name);
        }
      } else if (p.field().indexable() && !equalColumns.contains(name) && !rangeColumns.contains(name)) {
        if (p.keyword() == Keyword.EQUALS) {
          equalColumns.add(name);
        } else if (p.keyword().range()) {
          rangeColumns.add(name);
        }
      }
    }
    List<String> columns = new ArrayList<>(equalColumns);
    if (!rangeColumns.isEmpty()) {
      columns.add(rangeColumns.get(0)); // an index narrows by one range, after its equalities
    }
    return new PlanProblem.NeedsScan(leading, hashed, keyFields, columns,
        entity.indexes().stream().map(IndexModel::name).toList());
  }

  // ---- order ----------------------------------------------------------------------------------------

  /**
   * Whether a scan with key prefix {@code p} fixed runs reversed to give the {@code OrderBy} asked
   * for, or the problem with it: the properties must be the components after the prefix, in key order,
   * all asking for the key's direction or all for its opposite.
   */
  private Object order(int p, boolean fullScan) {
    List<OrderModel> orderBy = method.orderBy();
    if (orderBy.isEmpty()) {
      return false;
    }
    if (fullScan && entity.keyPrefix() != null && !entity.keyPrefix().salt()) {
      return new PlanProblem.OrderByNotKeyOrder(orderBy.get(0).field().name(), PlanProblem.Reason.HASHED, null);
    }
    Boolean reversed = null;
    for (int i = 0; i < orderBy.size(); i++) {
      OrderModel o = orderBy.get(i);
      if (!o.field().isKey()) {
        return new PlanProblem.OrderByNotKeyOrder(o.field().name(), PlanProblem.Reason.NOT_KEY, expected(p));
      }
      if (o.field().keyIndex() != p + i) {
        return new PlanProblem.OrderByNotKeyOrder(o.field().name(), PlanProblem.Reason.NOT_NEXT, expected(p + i));
      }
      boolean against = o.descending() != o.field().key().descending();
      if (reversed != null && reversed != against) {
        return new PlanProblem.OrderByNotKeyOrder(o.field().name(), PlanProblem.Reason.MIXED, expected(p));
      }
      reversed = against;
    }
    return reversed;
  }

  private String expected(int i) {
    return i < entity.key().size() ? entity.key().get(i).property().name() : null;
  }

  // ---- shared ---------------------------------------------------------------------------------------

  private QueryPlan plan(Kind kind, List<PredicateModel> key, Range range, IndexModel index,
      List<PredicateModel> indexPredicates, boolean reversed, boolean fanOut, String head) {
    List<PredicateModel> conditions = new ArrayList<>();
    for (int i = 0; i < predicates.size(); i++) {
      if (!used[i]) {
        conditions.add(predicates.get(i));
      }
    }
    StringBuilder text = new StringBuilder(head);
    if (fanOut) {
      text.append(", salted fan-out");
    }
    List<String> onServers = new ArrayList<>();
    List<String> inClient = new ArrayList<>();
    boolean scans = kind == Kind.KEY_SCAN || kind == Kind.FULL_SCAN;
    for (PredicateModel c : conditions) {
      List<String> where = scans && decidedOnServers(c) ? onServers : inClient;
      if (!where.contains(c.field().name())) {
        where.add(c.field().name());
      }
    }
    if (!onServers.isEmpty()) {
      text.append(", filtered on ").append(String.join(", ", onServers));
    }
    if (!inClient.isEmpty()) {
      text.append(", tested in the client on ").append(String.join(", ", inClient));
    }
    if (reversed) {
      text.append(", reversed");
    }
    if (method.limit() > 0) {
      text.append(", limit ").append(method.limit());
    }
    return new QueryPlan(kind, List.copyOf(key), range, index, List.copyOf(indexPredicates), List.copyOf(conditions),
        reversed, fanOut, text.toString());
  }

  /**
   * Whether a scan's servers decide {@code c} (a filter), rather than this JVM after reading the row:
   * key components a scan cannot narrow by, BigDecimal columns and ranges on types whose bytes do not
   * sort like their values (Instant, UUID, enums) are tested in the client, as the runtime's
   * {@code OrderedField} does.
   */
  private static boolean decidedOnServers(PredicateModel c) {
    if (c.field().isKey()) {
      return false;
    }
    if (c.keyword() == Keyword.IS_NULL || c.keyword() == Keyword.IS_NOT_NULL) {
      return true;
    }
    String order = ValueOrders.of(c.field().column());
    if ("BIG_DECIMAL".equals(order)) {
      return false;
    }
    return !"DECODED".equals(order) || !c.keyword().range();
  }

  /** The first unused predicate with {@code keyword} on key component {@code i}, or -1. */
  private int find(int i, Keyword keyword) {
    KeyComponentModel c = entity.key().get(i);
    for (int j = 0; j < predicates.size(); j++) {
      PredicateModel p = predicates.get(j);
      if (!used[j] && p.keyword() == keyword && p.field().key() != null
          && p.field().name().equals(c.property().name())) {
        return j;
      }
    }
    return -1;
  }

  private int find(FieldRef field, Keyword keyword) {
    for (int j = 0; j < predicates.size(); j++) {
      PredicateModel p = predicates.get(j);
      if (!used[j] && p.keyword() == keyword && p.field().name().equals(field.name())) {
        return j;
      }
    }
    return -1;
  }

  private int findColumn(ColumnModel column, Keyword keyword) {
    for (int j = 0; j < predicates.size(); j++) {
      PredicateModel p = predicates.get(j);
      if (!used[j] && p.keyword() == keyword && p.field().column() != null
          && p.field().name().equals(column.property().name())) {
        return j;
      }
    }
    return -1;
  }

  private static String names(List<PredicateModel> predicates) {
    return String.join(", ", predicates.stream().map(p -> p.field().name()).toList());
  }
}
