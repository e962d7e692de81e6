package org.hbasemapper.it.namespaces;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.hbasemapper.it.namespaces.NamespaceMappingTest.STAGING;
import static org.hbasemapper.it.namespaces.NamespaceMappingTest.hasEntryFor;
import static org.hbasemapper.it.namespaces.NamespaceMappingTest.hasRow;
import static org.hbasemapper.it.namespaces.NamespaceMappingTest.table;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.it.index.Member;
import org.hbasemapper.it.index.MemberAsyncDao;
import org.hbasemapper.it.index.MemberMapper;
import org.hbasemapper.it.query.Reading;
import org.hbasemapper.it.query.ReadingAsyncDao;
import org.hbasemapper.it.query.ReadingMapper;
import org.hbasemapper.it.relations.Item;
import org.hbasemapper.it.relations.ItemAsyncDao;
import org.hbasemapper.it.relations.ItemMapper;
import org.hbasemapper.it.relations.Shop;
import org.hbasemapper.it.relations.ShopAsyncDao;
import org.hbasemapper.it.relations.ShopMapper;
import org.hbasemapper.it.seeds.Gender;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.EmbeddedHBase;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Asynchronous DAOs built with a namespace mapping read and write the mapped tables as the blocking ones do. */
@HBaseTest
class AsyncNamespaceMappingTest {
  static Connection connection;
  static AsyncConnection async;

  @BeforeAll
  static void create(Connection c) {
    connection = c;
    SchemaManager staging = new SchemaManager(c, STAGING);
    staging.createIfMissing(MemberMapper.INSTANCE.schema());
    staging.createIfMissing(ShopMapper.INSTANCE.schema());
    staging.createIfMissing(ItemMapper.INSTANCE.schema());
    staging.createIfMissing(ReadingMapper.INSTANCE.schema());
    async = EmbeddedHBase.shared().asyncConnection();
  }

  static <T> T await(CompletableFuture<T> future) throws Exception {
    return future.get(60, TimeUnit.SECONDS);
  }

  /** Everything {@code publisher} sends, asked for all at once. */
  static <T> List<T> all(Flow.Publisher<T> publisher) throws Exception {
    List<T> out = new ArrayList<>();
    CompletableFuture<List<T>> done = new CompletableFuture<>();
    publisher.subscribe(new Flow.Subscriber<>() {
      @Override
      public void onSubscribe(Flow.Subscription s) {
        s.request(Long.MAX_VALUE);
      }

      @Override
      public synchronized void onNext(T item) {
        out.add(item);
      }

      @Override
      public void onError(Throwable t) {
        done.completeExceptionally(t);
      }

      @Override
      public synchronized void onComplete() {
        done.complete(out);
      }
    });
    return await(done);
  }

  @Test
  void writesReadsIndexLookupsAndPagesUseTheUsedTables() throws Exception {
    MemberAsyncDao members = new MemberAsyncDao(async, STAGING);
    List<Member> all = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      all.add(new Member(7_780_000 + i, "ns-async", "Asyncville", Gender.FEMALE, 20 + i));
    }
    await(members.putAll(all));
    byte[] row = MemberMapper.INSTANCE.encodeKey(new MemberMapper.Key(7_780_002));

    assertThat(members.schema().tableName()).isEqualTo(table("idx_staging:member"));
    assertThat(hasRow(table("idx_staging:member"), row)).isTrue();
    assertThat(hasRow(table("idx:member"), row)).isFalse();
    assertThat(hasEntryFor(table("idx_staging:member_idx_nickname"), row)).isTrue();
    assertThat(hasEntryFor(table("idx:member_idx_nickname"), row)).isFalse();
    assertThat(await(members.get(7_780_002))).contains(all.get(2));
    assertThat(await(members.findByNickname("ns-async").list())).containsExactlyElementsOf(all);
    assertThat(all(members.findByCityGender("Asyncville", Gender.FEMALE).publisher())).containsExactlyElementsOf(all);
    Page<Member> first = await(members.query().idBetween(7_780_000, 7_780_004).page(PageRequest.ofSize(3)));
    Page<Member> second = await(members.query().idBetween(7_780_000, 7_780_004)
        .page(PageRequest.fromToken(first.next().toToken())));
    assertThat(second.content()).containsExactly(all.get(3));
    // a token of the blocking DAO with the same options is a token of the same query on the same table
    Page<Member> blocking = new org.hbasemapper.it.index.MemberDao(connection, STAGING).query()
        .idBetween(7_780_000, 7_780_004).page(PageRequest.ofSize(3));
    assertThat(await(members.query().idBetween(7_780_000, 7_780_004).page(blocking.next())).content())
        .containsExactly(all.get(3));

    await(members.delete(7_780_002));
    assertThat(hasEntryFor(table("idx_staging:member_idx_nickname"), row)).isFalse();
  }

  @Test
  void relationRowsKeepTheInverseInTheUsedTargetTable() throws Exception {
    ShopAsyncDao shops = new ShopAsyncDao(async, STAGING);
    ItemAsyncDao items = new ItemAsyncDao(async, STAGING);
    Item cup = new Item(7_790_101, "cup", new BigDecimal("2.00"), "white", "Cup", Map.of());
    await(items.put(cup));
    await(shops.put(new Shop(7_790_001, "Async shop", "2 Test Street", LocalDate.of(2021, 3, 4), Map.of())));

    await(shops.items(7_790_001L).put(cup.id(), "sale"));

    byte[] cupRow = ItemMapper.INSTANCE.encodeKey(new ItemMapper.Key(cup.id()));
    assertThat(NamespaceMappingTest.family(table("rel_staging:item"), cupRow, "shop")).hasSize(1);
    assertThat(hasRow(table("rel:item"), cupRow)).isFalse();
    assertThat(await(items.get(cup.id())).orElseThrow().shops()).containsExactly(Map.entry(7_790_001L, "sale"));
    assertThat(all(shops.items(7_790_001L).load())).extracting(Item::id).containsExactly(cup.id());
  }

  @Test
  void saltedQueriesMergeTheBucketsOfTheUsedTable() throws Exception {
    ReadingAsyncDao readings = new ReadingAsyncDao(async, STAGING);
    List<Reading> all = new ArrayList<>();
    for (int h = 0; h < 5; h++) {
      all.add(new Reading("nsasync" + h, 7, h));
    }
    await(readings.putAll(all));

    assertThat(hasRow(table("ts_staging:reading"),
        ReadingMapper.INSTANCE.encodeKey(new ReadingMapper.Key("nsasync4", 7)))).isTrue();
    assertThat(await(readings.query().hostIdBetween("nsasync0", "nsasync9").list())).containsExactlyElementsOf(all);
    assertThat(all(readings.query().hostId("nsasync2").publisher())).containsExactly(all.get(2));
  }

  @Test
  void aMissingMappedTableIsNamedInTheFailure() {
    MemberAsyncDao missing = new MemberAsyncDao(async, MapperOptions.defaults().withNamespace("idx", "idx_missing"));

    assertThatThrownBy(() -> await(missing.get(1)))
        .isInstanceOf(ExecutionException.class)
        .cause()
        .isInstanceOf(HBaseAccessException.class)
        .hasMessageContaining("table idx_missing:member does not exist");
  }
}
