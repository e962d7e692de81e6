package org.hbasemapper.it.index;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.it.seeds.Gender;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.StringKeyCodec;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.filter.ValueOrder;
import org.hbasemapper.runtime.index.AsyncIndexQuery;
import org.hbasemapper.runtime.index.IndexKeys;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Asynchronous index lookups answer as the blocking ones: ranges, windows, conditions, counts and
 * pages whose tokens pass between the two; a stale entry is skipped, counted and, once old enough for
 * {@code repairStale}, removed.
 */
@HBaseTest
class AsyncIndexQueryTest {
  static final OrderedField<Member, Integer> AGE = OrderedField.of("Member", "age", "info", "age",
      IntValueCodec.INSTANCE, ValueOrder.SIGNED_INTEGER, Integer::compare);
  static Connection connection;
  static MemberDao members;
  static AsyncConnection async;
  static ExecutorService executor;
  static IndexMaintainer<Member> maintainer;

  @BeforeAll
  static void load(Connection c) throws Exception {
    connection = c;
    new SchemaManager(c).createIfMissing(MemberMapper.INSTANCE.schema());
    members = new MemberDao(c);
    List<Member> all = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      // nicknames shared by three members each, so one value's entries span a page boundary
      all.add(new Member(5000 + i, String.format("an%02d", i / 3), "Xi'an", Gender.FEMALE, i));
    }
    members.putAll(all);
    async = ConnectionFactory.createAsyncConnection(c.getConfiguration()).get();
    executor = Executors.newSingleThreadExecutor(r -> new Thread(r, "async-index-test"));
    maintainer = new IndexMaintainer<>(TableIo.async(async), MemberMapper.INSTANCE, Get::new);
  }

  @AfterAll
  static void close() throws Exception {
    executor.shutdown();
    async.close();
  }

  static IndexQuery.State<Member> state() {
    return IndexQuery.start(maintainer, null, MemberMapper.INDEX_NICKNAME, executor);
  }

  static AsyncIndexQuery<Member> asyncBetween(String from, String to) {
    return new AsyncIndexQuery<>(state().between(MemberMapper.INDEX_CODEC_NICKNAME, from, to));
  }

  @Test
  void lookupsAnswerAsTheBlockingOnes() {
    IndexQuery<Member> blocking = members.findByNicknameBetween("an", "ao");
    AsyncIndexQuery<Member> asynchronous = asyncBetween("an", "ao");
    assertThat(blocking.list()).hasSize(60);
    assertThat(asynchronous.list().join()).containsExactlyElementsOf(blocking.list());
    assertThat(asynchronous.batchSize(7).list().join()).containsExactlyElementsOf(blocking.list());
    assertThat(asynchronous.offset(5).limit(11).list().join())
        .containsExactlyElementsOf(blocking.offset(5).limit(11).list());
    assertThat(asynchronous.where(AGE.greaterThan(40)).batchSize(4).list().join())
        .containsExactlyElementsOf(blocking.where(AGE.greaterThan(40)).list());
    assertThat(asynchronous.count().join()).isEqualTo(60);
    assertThat(asynchronous.where(AGE.lessThan(10)).count().join()).isEqualTo(10);
    assertThat(asynchronous.first().join()).isEqualTo(blocking.first());
    assertThat(new AsyncIndexQuery<>(state().equal(MemberMapper.INDEX_CODEC_NICKNAME, "an07")).list().join())
        .extracting(Member::id).containsExactly(5021L, 5022L, 5023L);
    assertThat(asyncBetween("zz", "zzz").list().join()).isEmpty();
    String thread = asynchronous.limit(2).list().thenApply(l -> Thread.currentThread().getName()).join();
    assertThat(thread).isIn("async-index-test", Thread.currentThread().getName()); // the caller: done before thenApply
  }

  @Test
  void pageTokensPassBetweenTheBlockingAndTheAsynchronousLookup() {
    IndexQuery<Member> blocking = members.findByNicknameBetween("an", "ao");
    AsyncIndexQuery<Member> asynchronous = asyncBetween("an", "ao");
    List<Member> out = new ArrayList<>();
    PageRequest request = PageRequest.ofSize(7);
    boolean turn = false;
    while (request != null) {
      Page<Member> page = turn ? blocking.page(request) : asynchronous.page(request).join();
      out.addAll(page.content());
      request = page.hasNext() ? PageRequest.fromToken(page.next().toToken()) : null;
      turn = !turn;
    }
    assertThat(out).containsExactlyElementsOf(blocking.list());
  }

  @Test
  void aStaleEntryIsSkippedCountedAndRepaired() throws Exception {
    members.put(new Member(5100, "steady-async", "Xi'an", Gender.MALE, 70));
    byte[] row = MemberMapper.INSTANCE.encodeKey(new MemberMapper.Key(5100));
    byte[] ghost = IndexKeys.rowKey(IndexKeys.value(StringKeyCodec.INSTANCE, "an03"), row);
    try (Table index = connection.getTable(TableName.valueOf("idx:member_idx_nickname"))) {
      index.put(new Put(ghost).addColumn(Bytes.toBytes(IndexSchema.FAMILY_NAME),
          Bytes.toBytes(IndexSchema.REFERENCE_QUALIFIER), row));
      long seen = maintainer.stats().staleSeen();
      AsyncIndexQuery<Member> an03 = new AsyncIndexQuery<>(state().equal(MemberMapper.INDEX_CODEC_NICKNAME, "an03"));
      assertThat(an03.list().join()).extracting(Member::id).containsExactly(5009L, 5010L, 5011L);
      assertThat(maintainer.stats().staleSeen()).isEqualTo(seen + 1);
      assertThat(an03.repairStale(Duration.ofHours(1)).list().join()).hasSize(3);
      assertThat(index.exists(new Get(ghost))).isTrue();
      long removed = maintainer.stats().staleRemoved();
      assertThat(an03.repairStale(Duration.ZERO).count().join()).isEqualTo(3);
      assertThat(maintainer.stats().staleRemoved()).isEqualTo(removed + 1);
      assertThat(index.exists(new Get(ghost))).isFalse();
    }
  }
}
