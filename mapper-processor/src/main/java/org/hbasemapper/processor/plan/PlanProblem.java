package org.hbasemapper.processor.plan;

import java.util.List;

/** Why no plan serves a repository method as written; the processor reports it on the method. */
public sealed interface PlanProblem {

  /**
   * No key prefix and no index serves the method, and it lacks {@code @AllowScan}.
   *
   * @param leading the leading key components the method does not fix by equality (the first one, or
   *     the hashed ones a hash prefix needs)
   * @param hashed whether the key starts with an MD5 prefix of {@code leading}
   * @param keyFields other key components the method names, which a reordered key could lead with
   * @param columns the columns the method names that an index could serve, equality first
   * @param indexes the entity's indexes, none of which the method fixes the first column of
   */
  record NeedsScan(List<String> leading, boolean hashed, List<String> keyFields, List<String> columns,
      List<String> indexes) implements PlanProblem {}

  /**
   * An {@code In} on a key component that is not read by key: it would need a full scan.
   *
   * @param field the component
   * @param unfixed the components before it that the method does not fix by equality
   */
  record InNeedsScan(String field, List<String> unfixed) implements PlanProblem {}

  /**
   * An {@code OrderBy} that is not the order the plan reads rows in.
   *
   * @param field the property ordered by
   * @param reason why it is not the plan's order
   * @param expected the key component the rows are ordered by, where one is
   */
  record OrderByNotKeyOrder(String field, Reason reason, String expected) implements PlanProblem {}

  /** Why an {@code OrderBy} is not the plan's order. */
  enum Reason {
    /** It orders by a column: rows come in key order. */
    NOT_KEY,
    /** It orders by a key component other than the first one the method leaves open. */
    NOT_NEXT,
    /** Its properties ask for ascending and descending at once, which no scan direction gives. */
    MIXED,
    /** The plan is a get or a multi-get, whose rows come in the order of the keys. */
    BY_KEY,
    /** The plan is an index lookup, whose rows come in index order. */
    INDEX,
    /** The table is read whole, and its rows are in the order of an MD5 prefix. */
    HASHED
  }

  /**
   * A {@code Page} from a plan that reads several keys or key ranges, which a page cursor cannot continue.
   *
   * @param multiGet whether the plan is a get or multi-get (else a key scan over an {@code In} list)
   */
  record PageNotSupported(boolean multiGet) implements PlanProblem {}
}
