package org.hbasemapper.processor.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.hbasemapper.processor.model.EntityModel;
import org.hbasemapper.processor.model.Keyword;
import org.hbasemapper.processor.model.QueryMethodModel.Subject;
import org.hbasemapper.processor.parse.MethodNameParser;
import org.hbasemapper.processor.parse.MethodNameParser.OrderPart;
import org.hbasemapper.processor.parse.MethodNameParser.ParsedName;
import org.hbasemapper.processor.parse.PredicateResolver;
import org.hbasemapper.processor.parse.PredicateResolver.Or;
import org.hbasemapper.processor.parse.PredicateResolver.Resolved;
import org.hbasemapper.processor.parse.PredicateResolver.Unknown;
import org.hbasemapper.processor.parse.PredicateResolver.Unsupported;
import org.junit.jupiter.api.Test;

/** Derived query method names, with Spring Data's grammar: split into parts, then resolved against an entity. */
class MethodNamesTest {
  private static final EntityModel PURCHASES = Models.purchases();
  private static final PredicateResolver RESOLVER = new PredicateResolver(PURCHASES);

  @Test
  void subjectsAndTheTextBeforeByThatIsIgnored() {
    assertThat(MethodNameParser.parse("findLinesByUserId")).isEqualTo(
        new ParsedName("find", Subject.FIND, -1, null, List.of("UserId"), List.of()));
    assertThat(MethodNameParser.parse("readByUserId").subject()).isEqualTo(Subject.FIND);
    assertThat(MethodNameParser.parse("getByUserId").subject()).isEqualTo(Subject.FIND);
    assertThat(MethodNameParser.parse("queryByUserId").subject()).isEqualTo(Subject.FIND);
    assertThat(MethodNameParser.parse("streamByUserId").subject()).isEqualTo(Subject.FIND);
    assertThat(MethodNameParser.parse("countByUserId").subject()).isEqualTo(Subject.COUNT);
    assertThat(MethodNameParser.parse("existsByUserId").subject()).isEqualTo(Subject.EXISTS);
    assertThat(MethodNameParser.parse("deleteByUserId").subject()).isEqualTo(Subject.DELETE);
    assertThat(MethodNameParser.parse("removeByUserId").subject()).isEqualTo(Subject.DELETE);
  }

  @Test
  void namesWithoutASubjectAreNoQuery() {
    assertThat(MethodNameParser.parse("purchasesOf")).isNull();
    assertThat(MethodNameParser.parse("findings")).isNull();
  }

  @Test
  void firstAndTopLimit() {
    assertThat(MethodNameParser.parse("findFirstByUserId").limit()).isEqualTo(1);
    assertThat(MethodNameParser.parse("findTopByUserId").limit()).isEqualTo(1);
    assertThat(MethodNameParser.parse("findTop5ByUserId").limit()).isEqualTo(5);
    assertThat(MethodNameParser.parse("findFirst10LinesByUserId").limit()).isEqualTo(10);
    assertThat(MethodNameParser.parse("findTop0ByUserId").limit()).isZero();
    // only right after the subject: a field named like it is text
    assertThat(MethodNameParser.parse("findFirstnamesByUserId").limit()).isEqualTo(-1);
  }

  @Test
  void predicatesJoinedByAndThenOrderBy() {
    ParsedName parsed = MethodNameParser.parse("findByUserIdAndTimeBetweenOrderByTimeDescProductIdAsc");
    assertThat(parsed.predicates()).containsExactly("UserId", "TimeBetween");
    assertThat(parsed.orderBy()).containsExactly(new OrderPart("Time", true), new OrderPart("ProductId", false));
    assertThat(MethodNameParser.parse("findAllByOrderByTime").predicates()).isEmpty();
    assertThat(MethodNameParser.parse("findAll").predicates()).isEmpty();
    // "And" inside a name is not a separator
    assertThat(MethodNameParser.parse("findByBrandName").predicates()).containsExactly("BrandName");
  }

  @Test
  void distinctAndIgnoreCaseAreNamedAsUnsupported() {
    assertThat(MethodNameParser.parse("findDistinctByUserId").unsupported()).isEqualTo("Distinct");
    assertThat(MethodNameParser.parse("findByUserIdAllIgnoreCase").unsupported()).isEqualTo("AllIgnoreCase");
  }

  @Test
  void keywordsResolveAgainstTheFields() {
    assertThat(RESOLVER.resolve("UserId")).isEqualTo(new Resolved(RESOLVER.field("userId"), Keyword.EQUALS));
    assertThat(RESOLVER.resolve("UserIdIs")).isEqualTo(new Resolved(RESOLVER.field("userId"), Keyword.EQUALS));
    assertThat(RESOLVER.resolve("UserIdEquals")).isEqualTo(new Resolved(RESOLVER.field("userId"), Keyword.EQUALS));
    assertThat(((Resolved) RESOLVER.resolve("TimeBetween")).keyword()).isEqualTo(Keyword.BETWEEN);
    assertThat(((Resolved) RESOLVER.resolve("TimeIsBetween")).keyword()).isEqualTo(Keyword.BETWEEN);
    assertThat(((Resolved) RESOLVER.resolve("PriceLessThan")).keyword()).isEqualTo(Keyword.LESS_THAN);
    assertThat(((Resolved) RESOLVER.resolve("PriceLessThanEqual")).keyword()).isEqualTo(Keyword.LESS_THAN_EQUAL);
    assertThat(((Resolved) RESOLVER.resolve("PriceGreaterThan")).keyword()).isEqualTo(Keyword.GREATER_THAN);
    assertThat(((Resolved) RESOLVER.resolve("PriceGreaterThanEqual")).keyword())
        .isEqualTo(Keyword.GREATER_THAN_EQUAL);
    assertThat(((Resolved) RESOLVER.resolve("TimeBefore")).keyword()).isEqualTo(Keyword.LESS_THAN);
    assertThat(((Resolved) RESOLVER.resolve("TimeAfter")).keyword()).isEqualTo(Keyword.GREATER_THAN);
    assertThat(((Resolved) RESOLVER.resolve("ProductIdIn")).keyword()).isEqualTo(Keyword.IN);
    assertThat(((Resolved) RESOLVER.resolve("ProductIdStartingWith")).keyword()).isEqualTo(Keyword.STARTING_WITH);
    assertThat(((Resolved) RESOLVER.resolve("ProductIdStartsWith")).keyword()).isEqualTo(Keyword.STARTING_WITH);
    assertThat(((Resolved) RESOLVER.resolve("StatusIsNull")).keyword()).isEqualTo(Keyword.IS_NULL);
    assertThat(((Resolved) RESOLVER.resolve("StatusIsNotNull")).keyword()).isEqualTo(Keyword.IS_NOT_NULL);
    assertThat(((Resolved) RESOLVER.resolve("StatusNotNull")).keyword()).isEqualTo(Keyword.IS_NOT_NULL);
  }

  @Test
  void aFieldThatEndsLikeAKeywordIsTheFieldItself() {
    EntityModel visits = Models.entity(List.of(Models.key("checkIn", Models.STRING,
        org.hbasemapper.processor.types.TypeKind.STRING, 0, 0, false)), List.of(), null, List.of());
    PredicateResolver resolver = new PredicateResolver(visits);
    assertThat(resolver.resolve("CheckIn")).isEqualTo(new Resolved(resolver.field("checkIn"), Keyword.EQUALS));
    assertThat(resolver.resolve("CheckInIn")).isEqualTo(new Resolved(resolver.field("checkIn"), Keyword.IN));
  }

  @Test
  void unknownNamesGetASuggestionUnsupportedKeywordsAndOrAreToldApart() {
    assertThat(RESOLVER.resolve("UserIdd")).isEqualTo(new Unknown("userIdd", "userId"));
    assertThat(RESOLVER.resolve("PriceGreaterThen")).isEqualTo(new Unknown("priceGreaterThen", null));
    assertThat(RESOLVER.resolve("ProductIdLike")).isEqualTo(new Unsupported("Like", "productId"));
    assertThat(RESOLVER.resolve("StatusNotIn")).isEqualTo(new Unsupported("NotIn", "status"));
    assertThat(RESOLVER.resolve("UserIdOrProductId")).isEqualTo(new Or(List.of("UserId", "ProductId")));
  }
}
