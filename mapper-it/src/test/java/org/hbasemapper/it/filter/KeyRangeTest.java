package org.hbasemapper.it.filter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.hbasemapper.it.filter.SaleData.expected;
import static org.hbasemapper.it.filter.SaleData.query;
import static org.hbasemapper.it.filter.SaleData.start;
import static org.hbasemapper.it.filter.SaleData.time;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.runtime.InvalidPageTokenException;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.query.QueryContext;
import org.hbasemapper.runtime.query.QueryState;
import org.hbasemapper.runtime.query.RangeQuery;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Inclusive and open ranges, prefixes and in-lists on key components, in Java order whatever the
 * layout: ascending and descending, padded to a fixed width, variable width last, salted on a prefix
 * (one bucket, several buckets, all of them), each compared with the same selection made in Java.
 */
@HBaseTest
class KeyRangeTest {
  static Connection connection;
  static SaleDao sales;
  static List<Tick> ticks;
  static List<Word> words;
  static List<Tag> tags;

  static final List<String> SYMBOLS = List.of("AAPL", "ABC", "B", "BA", "CSCO", "D", "Z");
  static final Comparator<Tick> TICK_ORDER = Comparator.comparing(Tick::symbol).thenComparingLong(Tick::seq);

  @BeforeAll
  static void load(Connection c) {
    connection = c;
    sales = SaleData.load(c);
    SchemaManager schemas = new SchemaManager(c);
    schemas.createIfMissing(TickMapper.INSTANCE.schema());
    schemas.createIfMissing(WordMapper.INSTANCE.schema());
    schemas.createIfMissing(TagMapper.INSTANCE.schema());
    ticks = new ArrayList<>();
    for (String symbol : SYMBOLS) {
      for (long seq = -3; seq < 4; seq++) {
        ticks.add(new Tick(symbol, seq, seq * 1.5));
      }
    }
    new TickDao(c).putAll(ticks);
    words = new ArrayList<>();
    for (String lang : List.of("en", "fr")) {
      for (String w : List.of("", "a", "ab", "ab\u0000c", "abc", "b", "ba", "\u00e9t\u00e9", "\ud83d\ude00")) {
        words.add(new Word(lang, w, w.length()));
      }
    }
    new WordDao(c).putAll(words);
    tags = new ArrayList<>();
    long id = 0;
    for (String tag : List.of("a", "ab", "abc", "abcdef", "b", "\u00e9", "zz")) {
      tags.add(new Tag(tag, id++, tag.length()));
      tags.add(new Tag(tag, -id, 0));
    }
    new TagDao(c).putAll(tags);
  }

  @Test
  void inclusiveExclusiveAndOpenRangesOnADescendingTime() {
    QueryState<Sale> u2 = start(connection).equal(SaleMapper.KEY_USER_ID, "u2");
    Instant a = time(3);
    Instant b = time(7);
    assertThat(query(u2.range(SaleMapper.KEY_TIME, a, true, b, true)).list())
        .isEqualTo(expected(s -> s.userId().equals("u2") && !s.time().isBefore(a) && !s.time().isAfter(b)));
    assertThat(query(u2.range(SaleMapper.KEY_TIME, a, false, b, false)).list())
        .isEqualTo(expected(s -> s.userId().equals("u2") && s.time().isAfter(a) && s.time().isBefore(b)));
    assertThat(query(u2.range(SaleMapper.KEY_TIME, null, false, b, true)).list())
        .isEqualTo(expected(s -> s.userId().equals("u2") && !s.time().isAfter(b)));
    assertThat(query(u2.range(SaleMapper.KEY_TIME, a, false, null, false)).reversed().list())
        .isEqualTo(reversed(expected(s -> s.userId().equals("u2") && s.time().isAfter(a))));
    assertThat(query(u2.range(SaleMapper.KEY_TIME, a, true, a, true)).count()).isEqualTo(5);
    assertThat(query(u2.range(SaleMapper.KEY_TIME, a, false, a, true)).count()).isZero();
    assertThatThrownBy(() -> u2.range(SaleMapper.KEY_TIME, b, true, a, true))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Sale.time").hasMessageContaining("swap");
  }

  @Test
  void rangesOnAPaddedFirstComponentAndAVariableLastOne() {
    assertThat(query(start(connection).range(SaleMapper.KEY_USER_ID, "u1", false, "u3", true)).list())
        .isEqualTo(expected(s -> !s.userId().equals("u1")));
    QueryState<Sale> at = start(connection).equal(SaleMapper.KEY_USER_ID, "u1").equal(SaleMapper.KEY_TIME, time(4));
    // "ab" itself, and not what merely starts with it, bounds a variable last component
    assertThat(query(at.range(SaleMapper.KEY_PRODUCT_ID, "ab", false, "b", true)).list())
        .extracting(Sale::productId).containsExactly("abc", "b");
    assertThat(query(at.range(SaleMapper.KEY_PRODUCT_ID, "a", true, "ab", true)).list())
        .extracting(Sale::productId).containsExactly("a", "ab");
  }

  @Test
  void startingWithOnVariablePaddedAndDescendingComponents() {
    QueryState<Sale> at = start(connection).equal(SaleMapper.KEY_USER_ID, "u3").equal(SaleMapper.KEY_TIME, time(0));
    assertThat(query(at.startingWith(SaleMapper.KEY_PRODUCT_ID, "ab")).list())
        .extracting(Sale::productId).containsExactly("ab", "abc");
    assertThat(query(at.startingWith(SaleMapper.KEY_PRODUCT_ID, "\u00e9")).list()).hasSize(1);
    assertThat(query(start(connection).startingWith(SaleMapper.KEY_USER_ID, "u")).count()).isEqualTo(150);

    QueryContext<Word> wordContext = new QueryContext<>(connection, WordMapper.INSTANCE);
    for (String prefix : List.of("", "a", "ab", "ab\u0000", "\u00e9", "\ud83d", "zz")) {
      if (prefix.equals("\ud83d")) {
        assertThatThrownBy(() -> QueryState.start(wordContext).equal(WordMapper.KEY_LANG, "fr")
            .startingWith(WordMapper.KEY_WORD, prefix)).isInstanceOf(IllegalArgumentException.class);
        continue;
      }
      List<Word> found = new RangeQuery<>(QueryState.start(wordContext).equal(WordMapper.KEY_LANG, "fr")
          .startingWith(WordMapper.KEY_WORD, prefix)).list();
      assertThat(found).as("words starting with %s", prefix).isEqualTo(words.stream()
          .filter(w -> w.lang().equals("fr") && w.word().startsWith(prefix))
          .sorted(Comparator.comparing(Word::word, SaleData::codePoints).reversed()).toList());
    }

    QueryContext<Tag> tagContext = new QueryContext<>(connection, TagMapper.INSTANCE);
    for (String prefix : List.of("", "a", "abc", "abcdef", "abcdefg", "\u00e9")) {
      List<Tag> found = new RangeQuery<>(QueryState.start(tagContext).startingWith(TagMapper.KEY_TAG, prefix)).list();
      assertThat(found).as("tags starting with %s", prefix).isEqualTo(tags.stream()
          .filter(t -> t.tag().startsWith(prefix))
          .sorted(Comparator.comparing(Tag::tag, SaleData::codePoints).reversed().thenComparingLong(Tag::id))
          .toList());
    }
  }

  @Test
  void inReadsOneRangePerValueInKeyOrderNeverTheRowsBetween() {
    List<String> users = List.of("u3", "u1", "u1", "nobody");
    assertThat(query(start(connection).in(SaleMapper.KEY_USER_ID, users)).list())
        .isEqualTo(expected(s -> !s.userId().equals("u2")));
    assertThat(query(start(connection).in(SaleMapper.KEY_USER_ID, users)).reversed().list())
        .isEqualTo(reversed(expected(s -> !s.userId().equals("u2"))));
    assertThat(query(start(connection).in(SaleMapper.KEY_USER_ID, users)).count()).isEqualTo(100);

    // on a descending component, then narrowed on the next one
    QueryState<Sale> times = start(connection).equal(SaleMapper.KEY_USER_ID, "u1")
        .in(SaleMapper.KEY_TIME, List.of(time(2), time(8), time(5)));
    Predicate<Sale> inTimes = s -> s.userId().equals("u1") && List.of(time(2), time(5), time(8)).contains(s.time());
    assertThat(query(times).list()).isEqualTo(expected(inTimes));
    assertThat(query(times.startingWith(SaleMapper.KEY_PRODUCT_ID, "ab")).list())
        .isEqualTo(expected(inTimes.and(s -> s.productId().startsWith("ab"))));
    // on the variable last component: exact values, "a" does not take "ab"
    assertThat(query(times.in(SaleMapper.KEY_PRODUCT_ID, List.of("b", "a"))).list())
        .isEqualTo(expected(inTimes.and(s -> s.productId().equals("a") || s.productId().equals("b"))));

    assertThat(query(start(connection).in(SaleMapper.KEY_USER_ID, List.of())).list()).isEmpty();
    assertThat(query(start(connection).in(SaleMapper.KEY_USER_ID, List.of())).count()).isZero();
  }

  @Test
  void pagesOfAnInQueryConcatenateToItsRowsAndTokensStayWithIt() {
    RangeQuery<Sale> q = query(start(connection).in(SaleMapper.KEY_USER_ID, List.of("u1", "u3"))
        .in(SaleMapper.KEY_TIME, List.of(time(1), time(9))));
    for (boolean reversed : List.of(false, true)) {
      List<Sale> paged = new ArrayList<>();
      Page<Sale> page = q.reversed(reversed).page(PageRequest.ofSize(3));
      paged.addAll(page.content());
      while (page.hasNext()) {
        page = q.reversed(reversed).page(PageRequest.fromToken(page.next().toToken()));
        paged.addAll(page.content());
      }
      assertThat(paged).isEqualTo(q.reversed(reversed).list()).hasSize(20);
    }
    Page<Sale> first = q.page(PageRequest.ofSize(3));
    RangeQuery<Sale> other = query(start(connection).in(SaleMapper.KEY_USER_ID, List.of("u1", "u3"))
        .in(SaleMapper.KEY_TIME, List.of(time(1), time(8))));
    assertThatThrownBy(() -> other.page(first.next())).isInstanceOf(InvalidPageTokenException.class);
    assertThatThrownBy(() -> sales.query().page(first.next())).isInstanceOf(InvalidPageTokenException.class);
  }

  @Test
  void saltedOnAPrefixOneBucketSeveralBucketsOrAllOfThem() {
    QueryContext<Tick> context = new QueryContext<>(connection, TickMapper.INSTANCE);
    QueryState<Tick> all = QueryState.start(context);
    // one symbol: one bucket; an inclusive range on the next component
    assertThat(new RangeQuery<>(all.equal(TickMapper.KEY_SYMBOL, "BA").range(TickMapper.KEY_SEQ, -1L, true, 2L, true))
        .list()).isEqualTo(ticks(t -> t.symbol().equals("BA") && t.seq() >= -1 && t.seq() <= 2));
    // several symbols: one scan per bucket they hash to, merged in key order
    List<String> some = List.of("Z", "AAPL", "CSCO", "B", "nope");
    assertThat(new RangeQuery<>(all.in(TickMapper.KEY_SYMBOL, some)).list())
        .isEqualTo(ticks(t -> some.contains(t.symbol())));
    assertThat(new RangeQuery<>(all.in(TickMapper.KEY_SYMBOL, some).range(TickMapper.KEY_SEQ, 0L, false, null, false))
        .reversed().list()).isEqualTo(reversed(ticks(t -> some.contains(t.symbol()) && t.seq() > 0)));
    // a range of symbols: every bucket
    assertThat(new RangeQuery<>(all.range(TickMapper.KEY_SYMBOL, "ABC", true, "CSCO", true)).list())
        .isEqualTo(ticks(t -> t.symbol().compareTo("ABC") >= 0 && t.symbol().compareTo("CSCO") <= 0));
    assertThat(new RangeQuery<>(all.startingWith(TickMapper.KEY_SYMBOL, "A")).list())
        .isEqualTo(ticks(t -> t.symbol().startsWith("A")));
    // values of the next component in one bucket: one scan with several ranges
    assertThat(new RangeQuery<>(all.equal(TickMapper.KEY_SYMBOL, "D").in(TickMapper.KEY_SEQ, List.of(3L, -3L, 0L)))
        .reversed().list()).isEqualTo(reversed(ticks(t -> t.symbol().equals("D") && Math.abs(t.seq()) % 3 == 0)));
    // pages across buckets
    RangeQuery<Tick> q = new RangeQuery<>(all.in(TickMapper.KEY_SYMBOL, some));
    List<Tick> paged = new ArrayList<>();
    Page<Tick> page = q.page(PageRequest.ofSize(4));
    paged.addAll(page.content());
    while (page.hasNext()) {
      page = q.page(page.next());
      paged.addAll(page.content());
    }
    assertThat(paged).isEqualTo(q.list());
  }

  @Test
  void inOnHashedComponentsReadsEachOwnersPrefixInKeyOrder() {
    new SchemaManager(connection).createIfMissing(MemoMapper.INSTANCE.schema());
    List<Memo> memos = new ArrayList<>();
    for (String owner : List.of("o1", "o2", "o3", "o4", "o5")) {
      for (long n = -2; n <= 2; n++) {
        memos.add(new Memo(owner, n, owner + "/" + n));
      }
    }
    new MemoDao(connection).putAll(memos);
    QueryState<Memo> some = QueryState.start(new QueryContext<>(connection, MemoMapper.INSTANCE))
        .in(MemoMapper.KEY_OWNER, List.of("o4", "o1", "o5"));
    List<Memo> wanted = memos.stream().filter(m -> List.of("o1", "o4", "o5").contains(m.owner()))
        .sorted(Comparator.comparing(Memo::owner).thenComparingLong(Memo::number)).toList();
    assertThat(new RangeQuery<>(some).list()).isEqualTo(wanted);
    RangeQuery<Memo> q = new RangeQuery<>(some.range(MemoMapper.KEY_NUMBER, -1L, true, 1L, true));
    List<Memo> paged = new ArrayList<>();
    Page<Memo> page = q.page(PageRequest.ofSize(2));
    paged.addAll(page.content());
    while (page.hasNext()) {
      page = q.page(page.next());
      paged.addAll(page.content());
    }
    assertThat(paged).isEqualTo(q.list()).isEqualTo(wanted.stream().filter(m -> Math.abs(m.number()) <= 1).toList());
  }

  private static List<Tick> ticks(Predicate<Tick> which) {
    return ticks.stream().filter(which).sorted(TICK_ORDER).toList();
  }

  private static <T> List<T> reversed(List<T> in) {
    List<T> out = new ArrayList<>(in);
    java.util.Collections.reverse(out);
    return out;
  }
}
