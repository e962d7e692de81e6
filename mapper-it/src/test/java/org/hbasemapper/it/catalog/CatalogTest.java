package org.hbasemapper.it.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.it.recordtypes.OrderRowAsyncDao;
import org.hbasemapper.it.recordtypes.OrderRowDao;
import org.hbasemapper.it.seeds.Gender;
import org.hbasemapper.it.seeds.User;
import org.hbasemapper.it.seeds.UserMapper;
import org.hbasemapper.it.seeds.UserRepository;
import org.hbasemapper.it.writes.Note;
import org.hbasemapper.it.writes.NoteAsyncDao;
import org.hbasemapper.it.writes.NoteDao;
import org.hbasemapper.it.writes.NoteMapper;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.catalog.CatalogEntry;
import org.hbasemapper.runtime.catalog.MapperCatalog;
import org.hbasemapper.runtime.catalog.MapperClients;
import org.hbasemapper.runtime.dao.AsyncEntityDao;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.runtime.observe.OperationListener;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.Test;

/**
 * The catalog the processor wrote for the entities of these tests, as a framework uses it: found
 * through {@link MapperCatalog#load}, every entry built from its factory, and classes built that way
 * reading and writing the mini cluster.
 */
@HBaseTest
class CatalogTest {
  /** The clients a framework hands the factories: this test's connections and options. */
  record Clients(Connection connection, AsyncConnection asyncConnection, Executor executor, MapperOptions options)
      implements MapperClients {}

  private static MapperCatalog catalog() {
    List<MapperCatalog> catalogs = MapperCatalog.load(CatalogTest.class.getClassLoader());
    assertThat(catalogs).hasSize(1);
    return catalogs.get(0);
  }

  /** The entry of {@code type}, built from {@code clients}. */
  private static <T> T create(Class<T> type, MapperClients clients) {
    for (CatalogEntry<?> entry : catalog().entries()) {
      if (entry.type() == type) {
        return type.cast(entry.create(clients));
      }
    }
    throw new AssertionError("no catalog entry for " + type);
  }

  @Test
  void loadFindsTheCatalogOfTheEntitiesInTheirFirstPackage() {
    assertThat(catalog().getClass().getName()).isEqualTo("org.hbasemapper.it.async.HBaseMapperCatalog");
  }

  @Test
  void everyEntryBuildsItsTypeWithTheClientsOptionsOverItsTables(Connection connection, AsyncConnection async) {
    // options of their own, to tell them from the defaults the constructors without options use
    MapperOptions options = MapperOptions.defaults().withListener(OperationListener.NONE);
    Clients clients = new Clients(connection, async, ForkJoinPool.commonPool(), options);
    List<CatalogEntry<?>> entries = catalog().entries();
    List<CatalogEntry.Kind> kinds = new ArrayList<>();
    for (CatalogEntry<?> entry : entries) {
      Object built = entry.create(clients);
      assertThat(built).as(entry.type().getName()).isInstanceOf(entry.type());
      assertThat(entry.tables()).as(entry.type().getName()).hasSize(1);
      kinds.add(entry.kind());
      TableSchema table = entry.tables().get(0);
      switch (entry.kind()) {
        case DAO -> {
          assertThat(((EntityDao<?, ?>) built).options()).isSameAs(options);
          assertThat(((EntityDao<?, ?>) built).schema()).isSameAs(table);
        }
        case ASYNC_DAO -> {
          assertThat(((AsyncEntityDao<?, ?>) built).options()).isSameAs(options);
          assertThat(((AsyncEntityDao<?, ?>) built).schema()).isSameAs(table);
        }
        case GROUP_DAO, ASYNC_GROUP_DAO, REPOSITORY -> assertThat(table.tableName()).isNotNull();
      }
    }
    // by entity, each DAO followed by its asynchronous DAO; then the groups; then the repositories
    int entities = kinds.indexOf(CatalogEntry.Kind.GROUP_DAO);
    for (int i = 0; i < entities; i++) {
      assertThat(kinds.get(i)).isEqualTo(i % 2 == 0 ? CatalogEntry.Kind.DAO : CatalogEntry.Kind.ASYNC_DAO);
      if (i % 2 == 1) {
        assertThat(entries.get(i).type().getName()).isEqualTo(
            entries.get(i - 1).type().getName().replaceFirst("Dao$", "AsyncDao"));
      }
    }
    // the groups, each DAO followed by its asynchronous DAO, then the repositories (each new one in the module
    // adds an entry: they are not counted)
    int repositories = kinds.indexOf(CatalogEntry.Kind.REPOSITORY);
    assertThat(kinds.subList(entities, repositories)).isNotEmpty();
    for (int i = entities; i < repositories; i++) {
      assertThat(kinds.get(i)).isEqualTo((i - entities) % 2 == 0 ? CatalogEntry.Kind.GROUP_DAO
          : CatalogEntry.Kind.ASYNC_GROUP_DAO);
    }
    assertThat(kinds.subList(repositories, kinds.size())).containsOnly(CatalogEntry.Kind.REPOSITORY);
    assertThat(entries).extracting(e -> (Object) e.type())
        .contains(NoteDao.class, NoteAsyncDao.class, OrderRowDao.class, OrderRowAsyncDao.class, UserRepository.class);
  }

  @Test
  void theTablesOfEachKind() {
    Map<Class<?>, TableSchema> tables = new HashMap<>();
    catalog().entries().forEach(e -> tables.put(e.type(), e.tables().get(0)));
    assertThat(tables.get(NoteDao.class)).isSameAs(NoteMapper.INSTANCE.schema());
    assertThat(tables.get(NoteAsyncDao.class)).isSameAs(NoteMapper.INSTANCE.schema());
    assertThat(tables.get(OrderRowDao.class)).isSameAs(OrderRowDao.GROUP.schema());
    assertThat(tables.get(OrderRowAsyncDao.class)).isSameAs(OrderRowDao.GROUP.schema());
    assertThat(tables.get(UserRepository.class)).isSameAs(UserMapper.INSTANCE.schema());
  }

  @Test
  void daosFromTheCatalogWriteAndReadTheCluster(Connection connection, AsyncConnection async) throws Exception {
    Clients clients = new Clients(connection, async, Runnable::run, MapperOptions.defaults());
    new SchemaManager(connection).createIfMissing(NoteMapper.INSTANCE.schema());
    NoteDao notes = create(NoteDao.class, clients);
    NoteAsyncDao asyncNotes = create(NoteAsyncDao.class, clients);
    // an id no other test of wr:note uses, deleted again
    long id = 7_000_000_001L;
    try {
      notes.put(new Note(id, "from the catalog"));
      assertThat(notes.get(id)).contains(new Note(id, "from the catalog"));
      assertThat(asyncNotes.get(id).get()).contains(new Note(id, "from the catalog"));
    } finally {
      notes.delete(id);
    }
    assertThat(asyncNotes.exists(id).get()).isFalse();
  }

  @Test
  void aRepositoryFromTheCatalogSavesAndFinds(Connection connection, AsyncConnection async) {
    Clients clients = new Clients(connection, async, ForkJoinPool.commonPool(), MapperOptions.defaults());
    new SchemaManager(connection).createIfMissing(UserMapper.INSTANCE.schema());
    UserRepository users = create(UserRepository.class, clients);
    // a negative id: below the ranges the weibo tests scan, and deleted again
    long id = -7_000_000_001L;
    User user = new User(id, "catalog", Gender.FEMALE, null, "nowhere", Map.of());
    try {
      users.save(user);
      assertThat(users.findById(new UserMapper.Key(id))).hasValueSatisfying(found -> {
        assertThat(found.getNickname()).isEqualTo("catalog");
        assertThat(found.getAddress()).isEqualTo("nowhere");
      });
    } finally {
      users.deleteById(new UserMapper.Key(id));
    }
    assertThat(users.existsById(new UserMapper.Key(id))).isFalse();
  }
}
