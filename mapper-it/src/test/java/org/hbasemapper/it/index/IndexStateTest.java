package org.hbasemapper.it.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.hbasemapper.runtime.IndexNotBuiltException;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.NamespacedMapper;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.StringKeyCodec;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.runtime.index.IndexMaintainer;
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.Test;

/**
 * An index added to a table that holds rows is never silently partial: its table records that it is
 * building, every lookup through it is refused, naming the rebuild call, until {@code IndexAdmin.rebuild}
 * has written the entries of the rows stored before and marked it built. The rows are stored through
 * {@link Player}, a first version of the entity without the index, and read through
 * {@link IndexedPlayer}, a second entity class of the same table that declares it.
 */
@HBaseTest
class IndexStateTest {
  static final TableSchema INDEXED = IndexedPlayerMapper.INSTANCE.schema();
  static final String NOT_BUILT = "lookup through index nickname of IndexedPlayer (table idxstate:player_idx_nickname) "
      + "is building: rows stored in table idxstate:player before the index table existed have no entry yet, so a "
      + "lookup would miss them; once every writer of the table declares the index, run new IndexAdmin(connection)"
      + ".rebuild(IndexedPlayerMapper.INSTANCE, \"nickname\", IndexAdmin.Progress.none()) (or call evenIfBuilding() "
      + "on the lookup to accept results without those rows)";

  /** Options under which {@link Player} and {@link IndexedPlayer} both live in namespace {@code namespace}. */
  static MapperOptions in(String namespace) {
    return MapperOptions.defaults().withNamespace("idxstate_v1", namespace).withNamespace("idxstate", namespace);
  }

  static String state(Connection connection, String indexTable) throws IOException {
    try (Admin admin = connection.getAdmin()) {
      return admin.getDescriptor(TableName.valueOf(indexTable)).getValue(IndexSchema.STATE);
    }
  }

  /** Stores players 1 to 4 through the first version, which knows no index. */
  static void storeWithoutTheIndex(Connection connection, MapperOptions options) {
    new SchemaManager(connection, options).createIfMissing(PlayerMapper.INSTANCE.schema());
    new PlayerDao(connection, options).putAll(List.of(new Player(1, "ann", 7), new Player(2, "bob", 3),
        new Player(3, "cid", 5), new Player(4, "ann", 1)));
  }

  @Test
  void anIndexCreatedWithItsDataTableIsBuilt(Connection connection) throws IOException {
    MapperOptions options = in("idxstate_fresh");
    SchemaManager schemas = new SchemaManager(connection, options);
    schemas.drop(INDEXED);
    schemas.create(INDEXED);
    assertThat(state(connection, "idxstate_fresh:player_idx_nickname")).isEqualTo(IndexSchema.BUILT);
    assertThat(indexLines(schemas.differences(INDEXED))).isEmpty();
    IndexedPlayerDao players = new IndexedPlayerDao(connection, options);
    players.put(new IndexedPlayer(1, "ann", 7));
    assertThat(players.findByNickname("ann").list()).extracting(IndexedPlayer::id).containsExactly(1L);
  }

  @Test
  void anIndexAddedBesideAnEmptyDataTableIsBuilt(Connection connection) throws IOException {
    MapperOptions options = in("idxstate_empty");
    SchemaManager schemas = new SchemaManager(connection, options);
    schemas.drop(INDEXED);
    schemas.createIfMissing(PlayerMapper.INSTANCE.schema()); // the data table, without the index, and no row
    assertThat(indexLines(schemas.ensure(INDEXED))).containsExactly(
        "index table idxstate_empty:player_idx_nickname: created table idxstate_empty:player_idx_nickname");
    assertThat(state(connection, "idxstate_empty:player_idx_nickname")).isEqualTo(IndexSchema.BUILT);
    assertThat(new IndexedPlayerDao(connection, options).findByNickname("ann").list()).isEmpty();
  }

  @Test
  void anIndexAddedToATableWithRowsRefusesLookupsUntilRebuilt(Connection connection, AsyncConnection async)
      throws Exception {
    SchemaManager schemas = new SchemaManager(connection);
    schemas.drop(INDEXED);
    storeWithoutTheIndex(connection, in("idxstate"));

    // the second entity class brings its index table: the rows already stored have no entry
    assertThat(indexLines(schemas.ensure(INDEXED))).containsExactly("index table idxstate:player_idx_nickname: created table "
        + "idxstate:player_idx_nickname; " + NOT_BUILT.substring("lookup through ".length(), NOT_BUILT.indexOf(" (or")));
    assertThat(state(connection, "idxstate:player_idx_nickname")).isEqualTo(IndexSchema.BUILDING);
    String unbuilt = NOT_BUILT.substring("lookup through ".length(), NOT_BUILT.indexOf(" (or"));
    assertThat(indexLines(schemas.differences(INDEXED))).containsExactly(unbuilt);
    assertThat(schemas.unbuiltIndexes(INDEXED)).containsExactly(unbuilt);

    IndexedPlayerDao players = new IndexedPlayerDao(connection);
    IndexedPlayerAsyncDao asyncPlayers = new IndexedPlayerAsyncDao(async);
    IndexedPlayerRepository repository = new IndexedPlayerRepositoryImpl(connection, MapperOptions.defaults());
    for (ThrowingCallable lookup : List.<ThrowingCallable>of(
        () -> players.findByNickname("ann").list(),
        () -> players.findByNickname("zed").first(),
        () -> players.findByNicknameBetween("a", "c").count(),
        () -> players.findByNickname("ann").stream().close(),
        () -> players.findByNickname("ann").page(PageRequest.ofSize(2)),
        () -> players.findByNickname("ann").select(IndexedPlayer_NameProjection.INSTANCE).list(),
        () -> repository.findByNickname("ann"))) {
      assertThatThrownBy(lookup).isInstanceOf(IndexNotBuiltException.class).hasMessage(NOT_BUILT);
    }
    for (CompletableFuture<?> lookup : List.of(asyncPlayers.findByNickname("ann").list(),
        asyncPlayers.findByNickname("ann").count(), asyncPlayers.findByNickname("ann").page(PageRequest.ofSize(2)))) {
      assertThatThrownBy(() -> lookup.get(30, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
          .cause().isInstanceOf(IndexNotBuiltException.class).hasMessage(NOT_BUILT);
    }
    assertThat(error(asyncPlayers.findByNickname("ann").publisher())).isInstanceOf(IndexNotBuiltException.class);
    IndexNotBuiltException refused = catchNotBuilt(() -> players.findByNickname("ann").list());
    assertThat(List.of(refused.entity(), refused.index(), refused.indexTable(), refused.dataTable()))
        .containsExactly("IndexedPlayer", "nickname", "idxstate:player_idx_nickname", "idxstate:player");
    assertThat(refused.rebuildCall())
        .isEqualTo("new IndexAdmin(connection).rebuild(IndexedPlayerMapper.INSTANCE, \"nickname\", "
            + "IndexAdmin.Progress.none())");

    // writes keep a building index current; a lookup that accepts the gap sees them, and only them
    players.put(new IndexedPlayer(10, "ann", 2));
    assertThat(players.findByNickname("ann").evenIfBuilding().list()).extracting(IndexedPlayer::id)
        .containsExactly(10L);
    assertThat(asyncPlayers.findByNickname("ann").evenIfBuilding().list().get(30, TimeUnit.SECONDS))
        .extracting(IndexedPlayer::id).containsExactly(10L);

    new IndexAdmin(connection).rebuild(IndexedPlayerMapper.INSTANCE, "nickname", IndexAdmin.Progress.none());
    assertThat(state(connection, "idxstate:player_idx_nickname")).isEqualTo(IndexSchema.BUILT);
    assertThat(indexLines(schemas.differences(INDEXED))).isEmpty();
    // a DAO built now reads the state once and finds it built; every row is found, old and new
    assertThat(new IndexedPlayerDao(connection).findByNickname("ann").list()).extracting(IndexedPlayer::id)
        .containsExactly(1L, 4L, 10L);
    assertThat(new IndexedPlayerAsyncDao(async).findByNickname("ann").list().get(30, TimeUnit.SECONDS))
        .extracting(IndexedPlayer::id).containsExactly(1L, 4L, 10L);
    assertThat(new IndexedPlayerRepositoryImpl(connection, MapperOptions.defaults()).findByNickname("bob"))
        .extracting(IndexedPlayer::id).containsExactly(2L);
    // the DAOs that saw it building notice the rebuild within their recheck period (a rebuild by another process)
    assertThat(eventually(() -> players.findByNickname("ann").list())).extracting(IndexedPlayer::id)
        .containsExactly(1L, 4L, 10L);
    assertThat(eventually(() -> asyncPlayers.findByNickname("cid").list().get(30, TimeUnit.SECONDS)))
        .extracting(IndexedPlayer::id).containsExactly(3L);
    assertThat(eventually(() -> repository.findByNickname("ann"))).extracting(IndexedPlayer::id)
        .containsExactly(1L, 4L, 10L);
  }

  @Test
  void aRebuildThatFailsHalfWayLeavesTheIndexBuilding(Connection connection) throws Exception {
    MapperOptions options = in("idxstate_bad");
    SchemaManager schemas = new SchemaManager(connection, options);
    schemas.drop(INDEXED);
    storeWithoutTheIndex(connection, options);
    try (Table table = connection.getTable(TableName.valueOf("idxstate_bad:player"))) {
      // a level of three bytes, which no int decodes from: the rebuild stops at this row
      table.put(new Put(PlayerMapper.INSTANCE.rowKey(new Player(3, "cid", 5)))
          .addColumn(Bytes.toBytes("info"), Bytes.toBytes("level"), new byte[] {1, 2, 3}));
    }
    schemas.ensure(INDEXED);
    IndexAdmin admin = new IndexAdmin(connection, options);
    assertThatThrownBy(() -> admin.rebuild(IndexedPlayerMapper.INSTANCE, "nickname", IndexAdmin.Progress.none()))
        .isInstanceOf(MappingException.class);
    assertThat(state(connection, "idxstate_bad:player_idx_nickname")).isEqualTo(IndexSchema.BUILDING);
    IndexedPlayerDao players = new IndexedPlayerDao(connection, options);
    // the call to run names the options, as the DAO was built with them
    assertThatThrownBy(() -> players.findByNickname("ann").list()).isInstanceOf(IndexNotBuiltException.class)
        .hasMessageContaining("run new IndexAdmin(connection, options).rebuild(IndexedPlayerMapper.INSTANCE, "
            + "\"nickname\", IndexAdmin.Progress.none())");

    new PlayerDao(connection, options).put(new Player(3, "cid", 5));
    admin.rebuild(IndexedPlayerMapper.INSTANCE, "nickname", IndexAdmin.Progress.none());
    assertThat(state(connection, "idxstate_bad:player_idx_nickname")).isEqualTo(IndexSchema.BUILT);
    assertThat(new IndexedPlayerDao(connection, options).findByNickname("cid").list()).extracting(IndexedPlayer::id)
        .containsExactly(3L);
  }

  @Test
  void anIndexTableWithoutAStateCountsAsBuilt(Connection connection) throws IOException {
    MapperOptions options = in("idxstate_old");
    SchemaManager schemas = new SchemaManager(connection, options);
    schemas.drop(INDEXED);
    storeWithoutTheIndex(connection, options);
    IndexSchema index = INDEXED.mapped(options).index("nickname");
    try (Admin admin = connection.getAdmin()) {
      admin.createTable(index.table().toDescriptor()); // as SchemaManager made it before index states
    }
    assertThat(state(connection, "idxstate_old:player_idx_nickname")).isNull();
    assertThat(indexLines(schemas.differences(INDEXED))).isEmpty();
    IndexedPlayerDao players = new IndexedPlayerDao(connection, options);
    players.put(new IndexedPlayer(10, "ann", 2));
    assertThat(players.findByNickname("ann").list()).extracting(IndexedPlayer::id).containsExactly(10L);

    new IndexAdmin(connection, options).rebuild(IndexedPlayerMapper.INSTANCE, "nickname", IndexAdmin.Progress.none());
    assertThat(state(connection, "idxstate_old:player_idx_nickname")).as("left without a state").isNull();
    assertThat(players.findByNickname("ann").list()).extracting(IndexedPlayer::id).containsExactly(1L, 4L, 10L);
  }

  @Test
  void aLookupReadsTheStateOnceWhenBuiltAndAtMostEveryFewSecondsWhileBuilding(Connection connection)
      throws Exception {
    MapperOptions options = in("idxstate_reads");
    SchemaManager schemas = new SchemaManager(connection, options);
    schemas.drop(INDEXED);
    storeWithoutTheIndex(connection, options);
    schemas.ensure(INDEXED);
    LongAdder reads = new LongAdder();
    TableIo real = TableIo.blocking(connection);
    TableIo counting = (TableIo) Proxy.newProxyInstance(TableIo.class.getClassLoader(), new Class<?>[] {TableIo.class},
        (proxy, method, args) -> {
          if (method.getName().equals("descriptor")) {
            reads.increment();
          }
          try {
            return method.invoke(real, args);
          } catch (InvocationTargetException e) {
            throw e.getCause();
          }
        });
    IndexMaintainer<IndexedPlayer> maintainer = new IndexMaintainer<>(counting,
        NamespacedMapper.of(IndexedPlayerMapper.INSTANCE, options), Get::new);
    IndexQuery<IndexedPlayer> ann = new IndexQuery<>(IndexQuery.start(maintainer, null, IndexedPlayerMapper.INDEX_NICKNAME)
        .equal(StringKeyCodec.INSTANCE, "ann"));

    for (int i = 0; i < 50; i++) {
      assertThatThrownBy(ann::list).isInstanceOf(IndexNotBuiltException.class);
    }
    assertThat(reads.sum()).as("descriptor reads while building, within the recheck period").isEqualTo(1);
    new IndexAdmin(connection, options).rebuild(IndexedPlayerMapper.INSTANCE, "nickname", IndexAdmin.Progress.none());
    assertThat(eventually(ann::list)).extracting(IndexedPlayer::id).containsExactly(1L, 4L);
    assertThat(reads.sum()).as("one more read, once the recheck period was over").isEqualTo(2);
    for (int i = 0; i < 50; i++) {
      ann.list();
    }
    assertThat(reads.sum()).as("no read once seen built").isEqualTo(2);
  }

  private static IndexNotBuiltException catchNotBuilt(ThrowingCallable lookup) {
    try {
      lookup.call();
    } catch (IndexNotBuiltException e) {
      return e;
    } catch (Throwable t) {
      throw new AssertionError("expected IndexNotBuiltException", t);
    }
    throw new AssertionError("expected IndexNotBuiltException, the lookup answered");
  }

  /** What {@code call} returns once it no longer throws an {@link IndexNotBuiltException}, within 20 seconds. */
  private static <T> T eventually(java.util.concurrent.Callable<T> call) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (true) {
      try {
        return call.call();
      } catch (IndexNotBuiltException | ExecutionException e) {
        Throwable cause = e instanceof ExecutionException ? e.getCause() : e;
        if (!(cause instanceof IndexNotBuiltException) || System.nanoTime() > deadline) {
          throw e;
        }
        Thread.sleep(250);
      }
    }
  }

  /** The error {@code publisher} signals to a subscriber that asks for everything. */
  private static Throwable error(Flow.Publisher<?> publisher) throws Exception {
    CompletableFuture<Throwable> error = new CompletableFuture<>();
    publisher.subscribe(new Flow.Subscriber<Object>() {
      @Override
      public void onSubscribe(Flow.Subscription subscription) {
        subscription.request(Long.MAX_VALUE);
      }

      @Override
      public void onNext(Object item) {}

      @Override
      public void onError(Throwable throwable) {
        error.complete(throwable);
      }

      @Override
      public void onComplete() {
        error.completeExceptionally(new AssertionError("completed without an error"));
      }
    });
    return error.get(30, TimeUnit.SECONDS);
  }

  /** The lines about tables and indexes: SchemaManager also reports the layouts it records and compares. */
  private static java.util.List<String> indexLines(java.util.List<String> lines) {
    return lines.stream().filter(l -> !l.startsWith("recorded the layout") && !l.startsWith("layout ")).toList();
  }
}
