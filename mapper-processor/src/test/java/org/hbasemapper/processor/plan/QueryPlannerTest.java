package org.hbasemapper.processor.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hbasemapper.processor.plan.Models.STRING;
import static org.hbasemapper.processor.plan.Models.column;
import static org.hbasemapper.processor.plan.Models.entity;
import static org.hbasemapper.processor.plan.Models.index;
import static org.hbasemapper.processor.plan.Models.key;

import com.palantir.javapoet.TypeName;
import java.util.List;
import org.hbasemapper.processor.model.PlainColumn;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.KeyPrefixModel;
import org.hbasemapper.processor.model.Keyword;
import org.hbasemapper.processor.model.QueryPlan;
import org.hbasemapper.processor.model.QueryPlan.Kind;
import org.hbasemapper.processor.model.ResultModel.Shape;
import org.hbasemapper.processor.types.TypeKind;
import org.junit.jupiter.api.Test;

/** The planner over hand-built models: each plan, in the order plans are tried, and why a method has none. */
class QueryPlannerTest {
  private static final EntityModel PURCHASES = Models.purchases();

  private static QueryPlanner.Outcome plan(EntityModel entity, String method, Shape shape, boolean allowScan) {
    return QueryPlanner.plan(entity, Models.method(entity, method, shape, allowScan));
  }

  private static QueryPlan plan(String method) {
    QueryPlanner.Outcome outcome = plan(PURCHASES, method, Shape.LIST, false);
    assertThat(outcome.problem()).as(method).isNull();
    return outcome.plan();
  }

  private static PlanProblem problem(EntityModel entity, String method, Shape shape) {
    QueryPlanner.Outcome outcome = plan(entity, method, shape, false);
    assertThat(outcome.plan()).as(method).isNull();
    return outcome.problem();
  }

  @Test
  void everyKeyComponentByEqualityIsOneGet() {
    QueryPlan plan = plan("findByUserIdAndTimeAndProductId");
    assertThat(plan.kind()).isEqualTo(Kind.GET);
    assertThat(plan.text()).isEqualTo("get by key");
    assertThat(plan.keyPredicates()).extracting(p -> p.field().name()).containsExactly("userId", "time", "productId");
    assertThat(plan.conditions()).isEmpty();
  }

  @Test
  void inOnAKeyComponentWithTheOthersFixedIsAMultiGetWhateverTheNameOrder() {
    QueryPlan plan = plan("findByProductIdInAndTimeAndUserIdAndQuantity");
    assertThat(plan.kind()).isEqualTo(Kind.MULTI_GET);
    assertThat(plan.keyPredicates()).extracting(p -> p.keyword())
        .containsExactly(Keyword.EQUALS, Keyword.EQUALS, Keyword.IN);
    assertThat(plan.text()).isEqualTo("multi-get, tested in the client on quantity");
  }

  @Test
  void aLeftAlignedPrefixIsAKeyScan() {
    QueryPlan plan = plan("findByUserId");
    assertThat(plan.kind()).isEqualTo(Kind.KEY_SCAN);
    assertThat(plan.range()).isNull();
    assertThat(plan.text()).isEqualTo("prefix scan on userId");
  }

  @Test
  void betweenOnTheNextComponentIsAnInclusiveRange() {
    QueryPlan plan = plan("findByUserIdAndTimeBetween");
    assertThat(plan.range().lower().inclusive()).isTrue();
    assertThat(plan.range().upper().inclusive()).isTrue();
    assertThat(plan.range().lower().parameterName()).isEqualTo("p1");
    assertThat(plan.range().upper().parameterName()).isEqualTo("p2");
    assertThat(plan.text()).isEqualTo("prefix scan on userId, range on time (inclusive)");
  }

  @Test
  void aLowerAndAnUpperBoundMakeOneRange() {
    QueryPlan plan = plan("findByUserIdAndTimeGreaterThanAndTimeLessThanEqual");
    assertThat(plan.range().lower().inclusive()).isFalse();
    assertThat(plan.range().upper().inclusive()).isTrue();
    assertThat(plan.conditions()).isEmpty();
    assertThat(plan.text()).isEqualTo("prefix scan on userId, range on time (> and <=)");
  }

  @Test
  void beforeAndAfterAreTheStrictBounds() {
    assertThat(plan("findByUserIdAndTimeAfter").text()).isEqualTo("prefix scan on userId, range on time (>)");
    assertThat(plan("findByUserIdAndTimeBefore").text()).isEqualTo("prefix scan on userId, range on time (<)");
  }

  @Test
  void aRangeOnTheFirstComponentIsAKeyScanToo() {
    assertThat(plan("findByUserIdGreaterThanEqual").text()).isEqualTo("key scan, range on userId (>=)");
  }

  @Test
  void inOnTheNextComponentIsOneRangePerValue() {
    QueryPlan plan = plan("findByUserIdAndTimeIn");
    assertThat(plan.range().in()).isNotNull();
    assertThat(plan.text()).isEqualTo("prefix scan on userId, in-list on time");
  }

  @Test
  void startingWithOnTheLastStringComponentIsAPrefixScan() {
    assertThat(plan("findByUserIdAndTimeAndProductIdStartingWith").text())
        .isEqualTo("prefix scan on userId, time, prefix of productId");
  }

  @Test
  void whatTheScanCannotNarrowByBecomesConditions() {
    QueryPlan plan = plan("findByUserIdAndProductIdAndPriceGreaterThan");
    assertThat(plan.kind()).isEqualTo(Kind.KEY_SCAN);
    assertThat(plan.conditions()).extracting(p -> p.field().name()).containsExactly("productId", "price");
    assertThat(plan.text()).isEqualTo("prefix scan on userId, tested in the client on productId, price");
  }

  @Test
  void aKeyPrefixIsPreferredToAnIndex() {
    assertThat(plan("findByStatusAndUserId").kind()).isEqualTo(Kind.KEY_SCAN);
  }

  @Test
  void anIndexServesWhatTheKeyCannot() {
    QueryPlan plan = plan("findByStatusAndQuantity");
    assertThat(plan.kind()).isEqualTo(Kind.INDEX);
    assertThat(plan.index().name()).isEqualTo("by_status");
    assertThat(plan.text()).isEqualTo("index by_status, tested in the client on quantity");
  }

  @Test
  void aRangeOnAnIndexedColumnIsAnIndexLookup() {
    assertThat(plan("findByStatusBetween").text()).isEqualTo("index by_status, range on status (inclusive)");
  }

  @Test
  void theIndexWithMostLeadingColumnsFixedWins() {
    PlainColumn city = column("city", STRING, TypeKind.STRING);
    PlainColumn gender = column("gender", STRING, TypeKind.STRING);
    PlainColumn age = column("age", TypeName.INT, TypeKind.INT);
    EntityModel members = entity(List.of(key("id", TypeName.LONG, TypeKind.LONG, 0, 0, false)),
        List.of(city, gender, age), null, List.of(index("by_city", city), index("by_city_gender", city, gender)));
    QueryPlan plan = plan(members, "findByAgeAndGenderAndCity", Shape.LIST, false).plan();
    assertThat(plan.index().name()).isEqualTo("by_city_gender");
    assertThat(plan.text()).isEqualTo("index by_city_gender, tested in the client on age");
  }

  @Test
  void aFullScanNeedsAllowScan() {
    QueryPlan plan = plan(PURCHASES, "findByPriceGreaterThan", Shape.LIST, true).plan();
    assertThat(plan.kind()).isEqualTo(Kind.FULL_SCAN);
    assertThat(plan.text()).isEqualTo("full scan, tested in the client on price");
  }

  @Test
  void withoutAllowScanTheProblemNamesTheLeadingComponentAndWhatCouldBeIndexed() {
    PlanProblem.NeedsScan scan = (PlanProblem.NeedsScan) problem(PURCHASES, "findByProductIdAndQuantityAndPriceLessThan",
        Shape.LIST);
    assertThat(scan.leading()).containsExactly("userId");
    assertThat(scan.hashed()).isFalse();
    assertThat(scan.keyFields()).containsExactly("productId");
    // a BigDecimal has no key encoding: it cannot be indexed, so it is not offered
    assertThat(scan.columns()).containsExactly("quantity");
    assertThat(scan.indexes()).containsExactly("by_status");
  }

  @Test
  void inOnAKeyComponentIsNeverAFullScan() {
    PlanProblem.InNeedsScan in = (PlanProblem.InNeedsScan) problem(PURCHASES, "findByProductIdIn", Shape.LIST);
    assertThat(in.field()).isEqualTo("productId");
    assertThat(in.unfixed()).containsExactly("userId", "time");
    // accepted as a filter of a full scan
    assertThat(plan(PURCHASES, "findByProductIdIn", Shape.LIST, true).plan().text())
        .isEqualTo("full scan, tested in the client on productId");
  }

  @Test
  void orderByTheNextComponentAgainstItsDirectionReversesTheScan() {
    QueryPlan asc = plan("findTop5ByUserIdOrderByTimeAsc"); // time is descending in the key
    assertThat(asc.reversed()).isTrue();
    assertThat(asc.text()).isEqualTo("prefix scan on userId, reversed, limit 5");
    assertThat(plan("findByUserIdOrderByTimeDesc").reversed()).isFalse();
    assertThat(plan("findByUserIdOrderByTimeDescProductIdAsc").reversed()).isFalse();
  }

  @Test
  void orderByAnythingElseIsAProblem() {
    assertThat(problem(PURCHASES, "findByUserIdOrderByProductIdAsc", Shape.LIST))
        .isEqualTo(new PlanProblem.OrderByNotKeyOrder("productId", PlanProblem.Reason.NOT_NEXT, "time"));
    assertThat(problem(PURCHASES, "findByUserIdOrderByPrice", Shape.LIST))
        .isEqualTo(new PlanProblem.OrderByNotKeyOrder("price", PlanProblem.Reason.NOT_KEY, "time"));
    assertThat(problem(PURCHASES, "findByUserIdOrderByTimeAscProductIdAsc", Shape.LIST))
        .isEqualTo(new PlanProblem.OrderByNotKeyOrder("productId", PlanProblem.Reason.MIXED, "time"));
    assertThat(problem(PURCHASES, "findByStatusOrderByUserId", Shape.LIST))
        .isEqualTo(new PlanProblem.OrderByNotKeyOrder("userId", PlanProblem.Reason.INDEX, null));
    assertThat(problem(PURCHASES, "findByUserIdAndTimeAndProductIdInOrderByUserId", Shape.LIST))
        .isEqualTo(new PlanProblem.OrderByNotKeyOrder("userId", PlanProblem.Reason.BY_KEY, null));
  }

  @Test
  void pagesNeedOneKeyRange() {
    assertThat(problem(PURCHASES, "findByUserIdAndTimeIn", Shape.PAGE)).isEqualTo(new PlanProblem.PageNotSupported(false));
    assertThat(problem(PURCHASES, "findByUserIdAndTimeAndProductId", Shape.PAGE))
        .isEqualTo(new PlanProblem.PageNotSupported(true));
    assertThat(plan(PURCHASES, "findByUserId", Shape.PAGE, false).plan().kind()).isEqualTo(Kind.KEY_SCAN);
  }

  @Test
  void aSaltedTableFansOutUntilTheSaltedComponentsAreFixed() {
    EntityModel readings = entity(List.of(key("hostId", STRING, TypeKind.STRING, 0, 8, false),
            key("time", TypeName.LONG, TypeKind.LONG, 1, 0, false)), List.of(column("value", TypeName.DOUBLE,
            TypeKind.DOUBLE)), new KeyPrefixModel(true, 8, 0, 0, List.of("hostId"), null), List.of());
    assertThat(plan(readings, "findByHostIdAndTimeBetween", Shape.LIST, false).plan().text())
        .isEqualTo("prefix scan on hostId, range on time (inclusive)");
    assertThat(plan(readings, "findByHostIdBetween", Shape.LIST, false).plan().text())
        .isEqualTo("key scan, range on hostId (inclusive), salted fan-out");
    assertThat(plan(readings, "countBy", Shape.COUNT, true).plan().text()).isEqualTo("full scan, salted fan-out");
  }

  @Test
  void aHashPrefixNeedsItsComponentsFixedByEquality() {
    EntityModel documents = entity(List.of(key("owner", STRING, TypeKind.STRING, 0, 8, false),
            key("docId", TypeName.LONG, TypeKind.LONG, 1, 0, false)), List.of(column("title", STRING, TypeKind.STRING)),
        new KeyPrefixModel(false, 0, 4, 16, List.of("owner"), null), List.of());
    assertThat(plan(documents, "findByOwnerAndDocIdBetween", Shape.LIST, false).plan().text())
        .isEqualTo("prefix scan on owner, range on docId (inclusive)");
    PlanProblem.NeedsScan range = (PlanProblem.NeedsScan) problem(documents, "findByOwnerGreaterThan", Shape.LIST);
    assertThat(range.hashed()).isTrue();
    assertThat(range.leading()).containsExactly("owner");
    PlanProblem.NeedsScan byDoc = (PlanProblem.NeedsScan) problem(documents, "findByDocId", Shape.LIST);
    assertThat(byDoc.keyFields()).containsExactly("docId");
    assertThat(problem(documents, "findByOwnerOrderByOwner", Shape.LIST)).isEqualTo(
        new PlanProblem.OrderByNotKeyOrder("owner", PlanProblem.Reason.NOT_NEXT, "docId"));
  }

  @Test
  void aFullScanOfAHashPrefixedTableHasNoOrder() {
    EntityModel documents = entity(List.of(key("owner", STRING, TypeKind.STRING, 0, 0, false)), List.of(),
        new KeyPrefixModel(false, 0, 4, 16, List.of(), null), List.of());
    assertThat(plan(documents, "findAllByOrderByOwner", Shape.LIST, true).problem())
        .isEqualTo(new PlanProblem.OrderByNotKeyOrder("owner", PlanProblem.Reason.HASHED, null));
  }

  @Test
  void theLimitAndTheSubjectShowInThePlan() {
    assertThat(plan(PURCHASES, "findFirstByUserId", Shape.OPTIONAL, false).plan().text())
        .isEqualTo("prefix scan on userId, limit 1");
    assertThat(plan(PURCHASES, "countByUserIdAndTime", Shape.COUNT, false).plan().text())
        .isEqualTo("prefix scan on userId, time");
  }
}
