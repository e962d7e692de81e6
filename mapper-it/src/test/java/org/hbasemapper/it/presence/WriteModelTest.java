package org.hbasemapper.it.presence;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.AsyncConnection;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.filter.FirstKeyOnlyFilter;
import org.apache.hadoop.hbase.filter.KeyOnlyFilter;
import org.apache.hadoop.hbase.filter.FilterList;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.Page;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.StaleEntityException;
import org.hbasemapper.runtime.dao.AsyncEntityDao;
import org.hbasemapper.runtime.dao.EntityDao;
import org.hbasemapper.runtime.filter.Condition;
import org.hbasemapper.runtime.filter.OrderedField;
import org.hbasemapper.runtime.index.AsyncIndexQuery;
import org.hbasemapper.runtime.index.IndexAdmin;
import org.hbasemapper.runtime.index.IndexQuery;
import org.hbasemapper.runtime.index.IndexReport;
import org.hbasemapper.runtime.query.AsyncKeyQuery;
import org.hbasemapper.runtime.query.KeyQuery;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The differential test of writes on entities whose columns may all be null or empty: seeded random
 * {@code putIfAbsent}, {@code put}, {@code replace}, {@code putAll} and {@code delete}, through the
 * blocking and the asynchronous DAOs, applied to the four fleet entities on the cluster and to an
 * in-memory model of each table (a sorted map in the order of its rows). Every few operations both
 * are asked the same questions and must answer exactly alike: every row by key (multi-get, get,
 * projection, existence), key ranges with random bounds, empty and inverted ones included (lists in
 * both directions, with conditions on the nullable columns, offsets and limits, projections, counts,
 * first rows, page walks by cursor, token and offset), and the secondary index lookups. At the end of
 * each seed the index tables are verified against the data.
 *
 * <p>The model's rules are the documented ones: {@code put} patches (null fields keep the stored
 * cells), {@code replace} makes the row exactly the entity, {@code putIfAbsent} writes only where no
 * row has the presence cell, an entity of nulls is stored as its marker or version alone and refused
 * ({@link IllegalArgumentException}) where there is neither, a {@code @Version} write carries the
 * stored version, stores the next one and is refused ({@link StaleEntityException}) otherwise; a
 * refused write changes nothing. {@code ""} is a value, never null.
 *
 * <p>Each seed is printed before it runs and named in every failure with the operation number and
 * the operation. Replay one with {@code -Dpresence.seed=N} (several: {@code -Dpresence.seed=N,M});
 * {@code -Dpresence.runs=N} runs N random seeds after the fixed ones (default 1).
 */
@HBaseTest
class WriteModelTest {
  /** The fixed seeds every build runs, before the random one(s). */
  static final List<Long> FIXED_SEEDS = List.of(1L, 30L, 20261127L);
  /** Operations per seed. */
  static final int OPERATIONS = 200;
  /** The test's own namespace for the fleet's tables, so that other tests' rows stay out of its answers. */
  static final String NAMESPACE = "fleet_model";
  static final MapperOptions OPTIONS = MapperOptions.defaults().withNamespace("fleet", NAMESPACE);

  /**
   * Column values: null most often, the empty string, short and non-ASCII strings; U+FF5A sorts before
   * U+1F600 by code point, after it by UTF-16 unit ({@link String#compareTo}).
   */
  static final List<String> VALUES =
      Arrays.asList(null, null, "", "ann", "bo", "zo\u00EB", "\u6771\u4EAC", "\uFF5A", "\uD83D\uDE00");
  static final List<String> NON_NULL_VALUES = VALUES.subList(2, VALUES.size());
  static final List<Status> STATUSES = Arrays.asList(null, Status.ACTIVE, Status.PARKED, Status.RETIRED);
  /** First key components: within the 4 bytes of the fixed width, the empty string included. */
  static final List<String> REGIONS = List.of("", "a", "ab", "\u00E9");
  /**
   * Last key components: "10" sorts between "1" and "2"; U+FFFD sorts before U+1F600 by code point
   * although its UTF-16 unit sorts after the emoji's surrogates.
   */
  static final List<String> NUMBERS = List.of("", "1", "10", "2", "\uFFFD", "\uD83D\uDE00");
  /** A one-component key cannot be empty: HBase has no empty row key. */
  static final List<String> IDS = List.of("1", "10", "2", "a", "\u00E9", "\uFFFD", "\uD83D\uDE00");
  /** Range bounds: the key values and values between and around them. */
  static final List<String> REGION_BOUNDS = List.of("", "a", "aa", "ab", "b", "\u00E9", "\uFFFD");
  static final List<String> ID_BOUNDS =
      List.of("", "0", "1", "10", "11", "2", "a", "b", "\u00E9", "\uFFFD", "\uD83D\uDE00");
  static final List<String> NUMBER_BOUNDS = List.of("", "0", "1", "10", "11", "2", "z", "\uFFFD", "\uD83D\uDE00");

  static Connection connection;
  static VehicleDao vehicles;
  static VehicleAsyncDao asyncVehicles;
  static PlateDao plates;
  static PlateAsyncDao asyncPlates;
  static SensorDao sensors;
  static SensorAsyncDao asyncSensors;
  static BeaconDao beacons;
  static BeaconAsyncDao asyncBeacons;

  @BeforeAll
  static void create(Connection c, AsyncConnection a) throws IOException {
    connection = c;
    SchemaManager schemas = new SchemaManager(c, OPTIONS);
    for (EntityMapper<?, ?> mapper : List.of(VehicleMapper.INSTANCE, PlateMapper.INSTANCE, SensorMapper.INSTANCE,
        BeaconMapper.INSTANCE)) {
      schemas.createIfMissing(mapper.schema());
    }
    vehicles = new VehicleDao(c, OPTIONS);
    asyncVehicles = new VehicleAsyncDao(a, OPTIONS);
    plates = new PlateDao(c, OPTIONS);
    asyncPlates = new PlateAsyncDao(a, OPTIONS);
    sensors = new SensorDao(c, OPTIONS);
    asyncSensors = new SensorAsyncDao(a, OPTIONS);
    beacons = new BeaconDao(c, OPTIONS);
    asyncBeacons = new BeaconAsyncDao(a, OPTIONS);
  }

  /** The fixed seeds and one random seed per run, or the seeds given with -Dpresence.seed. */
  static Stream<Long> seeds() {
    String given = System.getProperty("presence.seed", "").trim();
    if (!given.isEmpty()) {
      return Arrays.stream(given.split(",")).map(String::trim).map(Long::valueOf);
    }
    LongStream random = LongStream.generate(() -> ThreadLocalRandom.current().nextLong())
        .limit(Integer.getInteger("presence.runs", 1));
    return Stream.concat(FIXED_SEEDS.stream(), random.boxed());
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void writesAnswerAsTheModelDoes(long seed) throws Exception {
    System.out.println("WriteModelTest: seed " + seed + " (replay with -Dpresence.seed=" + seed + ")");
    clearTables();
    long start = System.nanoTime();
    Run run = new Run(seed);
    run.go();
    System.out.printf("WriteModelTest: seed %d: %d operations, %d checks in %d ms%n", seed, OPERATIONS, run.checks,
        TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
  }

  /**
   * Deletes every row of the test's data and index tables, so that each seed starts from empty tables
   * whatever ran before it, then lets the clock pass the millisecond of those deletes: HBase hides a
   * put of the same timestamp as a delete marker behind it.
   */
  static void clearTables() throws IOException, InterruptedException {
    try (Admin admin = connection.getAdmin()) {
      for (TableName name : admin.listTableNamesByNamespace(NAMESPACE)) {
        List<Delete> deletes = new ArrayList<>();
        try (Table table = connection.getTable(name);
            ResultScanner rows = table.getScanner(
                new Scan().setFilter(new FilterList(new FirstKeyOnlyFilter(), new KeyOnlyFilter())))) {
          for (Result row : rows) {
            deletes.add(new Delete(row.getRow()));
          }
          table.delete(deletes);
        }
      }
    }
    long cleared = System.currentTimeMillis();
    while (System.currentTimeMillis() <= cleared + 1) {
      Thread.sleep(1);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // the model

  /** How an entity's stored rows are told apart: its presence cell, or none. */
  enum Presence {
    VERSION,
    MARKER,
    NONE
  }

  /** The three nullable columns every fleet entity has (null: no cell), and the version (0 without one). */
  record Row(String owner, String model, Status status, long version) {
    boolean allNull() {
      return owner == null && model == null && status == null;
    }

    /** This stored row after a put of {@code written}: its non-null fields written, the others kept. */
    Row patchedWith(Row written, long newVersion) {
      return new Row(written.owner != null ? written.owner : owner, written.model != null ? written.model : model,
          written.status != null ? written.status : status, newVersion);
    }

    Row withVersion(long newVersion) {
      return new Row(owner, model, status, newVersion);
    }

    @Override
    public String toString() {
      return "owner=" + show(owner) + ", model=" + show(model) + ", status=" + status
          + (version != 0 ? ", version=" + version : "");
    }
  }

  /** A row key of the model: the first component, and the second (null for a one-component key). */
  record Key(String first, String second) {
    @Override
    public String toString() {
      return second == null ? show(first) : show(first) + "/" + show(second);
    }
  }

  /** The order of strings in keys, ranges and index lookups: by code point (the order of their UTF-8 bytes). */
  static int compare(String a, String b) {
    return Arrays.compare(a.codePoints().toArray(), b.codePoints().toArray());
  }

  static final Comparator<String> CODE_POINTS = WriteModelTest::compare;

  /** A string for messages: quoted, non-ASCII as Java escapes, so that a replay can be typed in. */
  static String show(String s) {
    if (s == null) {
      return "null";
    }
    StringBuilder out = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      out.append(c >= 0x20 && c < 0x7f ? String.valueOf(c) : String.format("\\u%04X", (int) c));
    }
    return out.append('"').toString();
  }

  /** A key range the generated builder expresses: on the first component, or on the second under a fixed first. */
  record Range(Kind kind, String fixed, String from, String to) {
    enum Kind {
      ALL,
      FIRST,
      FIRST_BETWEEN,
      FIRST_FROM,
      FIRST_BEFORE,
      SECOND,
      SECOND_BETWEEN,
      SECOND_FROM,
      SECOND_BEFORE
    }

    /** Whether the builder refuses the range: its {@code from} comes after its {@code toExclusive}. */
    boolean inverted() {
      return (kind == Kind.FIRST_BETWEEN || kind == Kind.SECOND_BETWEEN) && compare(from, to) > 0;
    }

    boolean contains(Key key) {
      return switch (kind) {
        case ALL -> true;
        case FIRST -> key.first().equals(fixed);
        case FIRST_BETWEEN -> compare(from, key.first()) <= 0 && compare(key.first(), to) < 0;
        case FIRST_FROM -> compare(key.first(), from) >= 0;
        case FIRST_BEFORE -> compare(key.first(), to) < 0;
        case SECOND -> key.first().equals(fixed) && key.second().equals(from);
        case SECOND_BETWEEN -> key.first().equals(fixed) && compare(from, key.second()) <= 0
            && compare(key.second(), to) < 0;
        case SECOND_FROM -> key.first().equals(fixed) && compare(key.second(), from) >= 0;
        case SECOND_BEFORE -> key.first().equals(fixed) && compare(key.second(), to) < 0;
      };
    }

    /** The range as the builder of an entity whose key components are {@code first} and {@code second} asks it. */
    String shown(String first, String second) {
      return "query()" + switch (kind) {
        case ALL -> "";
        case FIRST -> "." + first + "(" + show(fixed) + ")";
        case FIRST_BETWEEN -> "." + first + "Between(" + show(from) + ", " + show(to) + ")";
        case FIRST_FROM -> "." + first + "From(" + show(from) + ")";
        case FIRST_BEFORE -> "." + first + "Before(" + show(to) + ")";
        case SECOND -> "." + first + "(" + show(fixed) + ")." + second + "(" + show(from) + ")";
        case SECOND_BETWEEN -> "." + first + "(" + show(fixed) + ")." + second + "Between(" + show(from) + ", "
            + show(to) + ")";
        case SECOND_FROM -> "." + first + "(" + show(fixed) + ")." + second + "From(" + show(from) + ")";
        case SECOND_BEFORE -> "." + first + "(" + show(fixed) + ")." + second + "Before(" + show(to) + ")";
      };
    }
  }

  /**
   * One fleet entity under test: its model (rows in the table's order), how to build its entities,
   * keys and projections from the model's, and its DAOs and query stages. {@code V} is its projection.
   */
  abstract static class Subject<E, K, V> {
    final String name;
    final Presence presence;
    final List<String> firsts;
    final List<String> seconds;
    final boolean indexed;
    final TreeMap<Key, Row> model;
    /** The operations on this entity, numbered, for failure messages. */
    final List<String> history = new ArrayList<>();
    /** The keys written since the last check of this entity's rows. */
    final Set<Key> touched = new LinkedHashSet<>();

    Subject(String name, Presence presence, List<String> firsts, List<String> seconds, boolean secondDescending,
        boolean indexed) {
      this.name = name;
      this.presence = presence;
      this.firsts = firsts;
      this.seconds = seconds;
      this.indexed = indexed;
      Comparator<String> second = secondDescending ? CODE_POINTS.reversed() : CODE_POINTS;
      this.model = new TreeMap<>(Comparator.comparing(Key::first, CODE_POINTS)
          .thenComparing(Key::second, Comparator.nullsFirst(second)));
    }

    /** Every key of the key space, in a fixed order (the order of the multi-get that reads them all). */
    List<Key> keySpace() {
      List<Key> keys = new ArrayList<>();
      for (String first : firsts) {
        if (seconds == null) {
          keys.add(new Key(first, null));
        } else {
          for (String second : seconds) {
            keys.add(new Key(first, second));
          }
        }
      }
      return keys;
    }

    abstract E entity(Key key, Row row);

    abstract K key(Key key);

    abstract V view(Key key, Row row);

    abstract Class<V> viewType();

    abstract ProjectionMapper<E, V> projection();

    abstract OrderedField<E, String> ownerField();

    abstract OrderedField<E, String> modelField();

    abstract OrderedField<E, Status> statusField();

    abstract EntityDao<E, K> dao();

    abstract AsyncEntityDao<E, K> async();

    /** {@code putIfAbsent}, public on the generated DAOs of entities with a presence cell only. */
    boolean putIfAbsent(E entity, boolean async) {
      throw new UnsupportedOperationException(name + " has no putIfAbsent");
    }

    abstract KeyQuery<E, ?> query(Range range);

    abstract AsyncKeyQuery<E, ?> asyncQuery(Range range);

    IndexQuery<E> findByOwner(String owner) {
      throw new UnsupportedOperationException(name + " has no index");
    }

    IndexQuery<E> findByOwnerBetween(String from, String toExclusive) {
      throw new UnsupportedOperationException(name + " has no index");
    }

    AsyncIndexQuery<E> asyncFindByOwner(String owner) {
      throw new UnsupportedOperationException(name + " has no index");
    }

    EntityMapper<E, K> mapper() {
      return dao().mapper();
    }

    /** The name of the first key component. */
    String firstName() {
      return seconds == null ? "id" : "region";
    }

    /** The range kinds this key layout offers. */
    List<Range.Kind> kinds() {
      List<Range.Kind> all = List.of(Range.Kind.values());
      return seconds == null ? all.subList(0, Range.Kind.SECOND.ordinal()) : all;
    }
  }

  static final class Vehicles extends Subject<Vehicle, VehicleMapper.Key, VehicleView> {
    Vehicles() {
      super("Vehicle", Presence.VERSION, IDS, null, false, true);
    }

    @Override
    Vehicle entity(Key key, Row row) {
      return new Vehicle(key.first(), row.owner(), row.model(), row.status(), row.version());
    }

    @Override
    VehicleMapper.Key key(Key key) {
      return new VehicleMapper.Key(key.first());
    }

    @Override
    VehicleView view(Key key, Row row) {
      return new VehicleView(row.status(), row.owner());
    }

    @Override
    Class<VehicleView> viewType() {
      return VehicleView.class;
    }

    @Override
    ProjectionMapper<Vehicle, VehicleView> projection() {
      return VehicleViewProjection.INSTANCE;
    }

    @Override
    OrderedField<Vehicle, String> ownerField() {
      return VehicleQuery.OWNER;
    }

    @Override
    OrderedField<Vehicle, String> modelField() {
      return VehicleQuery.MODEL;
    }

    @Override
    OrderedField<Vehicle, Status> statusField() {
      return VehicleQuery.STATUS;
    }

    @Override
    EntityDao<Vehicle, VehicleMapper.Key> dao() {
      return vehicles;
    }

    @Override
    AsyncEntityDao<Vehicle, VehicleMapper.Key> async() {
      return asyncVehicles;
    }

    @Override
    boolean putIfAbsent(Vehicle entity, boolean async) {
      return async ? join(asyncVehicles.putIfAbsent(entity)) : vehicles.putIfAbsent(entity);
    }

    @Override
    KeyQuery<Vehicle, ?> query(Range r) {
      VehicleQuery q = vehicles.query();
      return switch (r.kind()) {
        case ALL -> q;
        case FIRST -> q.id(r.fixed());
        case FIRST_BETWEEN -> q.idBetween(r.from(), r.to());
        case FIRST_FROM -> q.idFrom(r.from());
        case FIRST_BEFORE -> q.idBefore(r.to());
        default -> throw new IllegalStateException(r.toString());
      };
    }

    @Override
    AsyncKeyQuery<Vehicle, ?> asyncQuery(Range r) {
      VehicleAsyncQuery q = asyncVehicles.query();
      return switch (r.kind()) {
        case ALL -> q;
        case FIRST -> q.id(r.fixed());
        case FIRST_BETWEEN -> q.idBetween(r.from(), r.to());
        case FIRST_FROM -> q.idFrom(r.from());
        case FIRST_BEFORE -> q.idBefore(r.to());
        default -> throw new IllegalStateException(r.toString());
      };
    }

    @Override
    IndexQuery<Vehicle> findByOwner(String owner) {
      return vehicles.findByOwner(owner);
    }

    @Override
    IndexQuery<Vehicle> findByOwnerBetween(String from, String toExclusive) {
      return vehicles.findByOwnerBetween(from, toExclusive);
    }

    @Override
    AsyncIndexQuery<Vehicle> asyncFindByOwner(String owner) {
      return asyncVehicles.findByOwner(owner);
    }
  }

  static final class Plates extends Subject<Plate, PlateMapper.Key, PlateView> {
    Plates() {
      super("Plate", Presence.MARKER, REGIONS, NUMBERS, false, true);
    }

    @Override
    Plate entity(Key key, Row row) {
      return new Plate(key.first(), key.second(), row.owner(), row.model(), row.status());
    }

    @Override
    PlateMapper.Key key(Key key) {
      return new PlateMapper.Key(key.first(), key.second());
    }

    @Override
    PlateView view(Key key, Row row) {
      return new PlateView(row.status(), row.owner());
    }

    @Override
    Class<PlateView> viewType() {
      return PlateView.class;
    }

    @Override
    ProjectionMapper<Plate, PlateView> projection() {
      return PlateViewProjection.INSTANCE;
    }

    @Override
    OrderedField<Plate, String> ownerField() {
      return PlateQuery.OWNER;
    }

    @Override
    OrderedField<Plate, String> modelField() {
      return PlateQuery.MODEL;
    }

    @Override
    OrderedField<Plate, Status> statusField() {
      return PlateQuery.STATUS;
    }

    @Override
    EntityDao<Plate, PlateMapper.Key> dao() {
      return plates;
    }

    @Override
    AsyncEntityDao<Plate, PlateMapper.Key> async() {
      return asyncPlates;
    }

    @Override
    boolean putIfAbsent(Plate entity, boolean async) {
      return async ? join(asyncPlates.putIfAbsent(entity)) : plates.putIfAbsent(entity);
    }

    @Override
    KeyQuery<Plate, ?> query(Range r) {
      PlateQuery q = plates.query();
      return switch (r.kind()) {
        case ALL -> q;
        case FIRST -> q.region(r.fixed());
        case FIRST_BETWEEN -> q.regionBetween(r.from(), r.to());
        case FIRST_FROM -> q.regionFrom(r.from());
        case FIRST_BEFORE -> q.regionBefore(r.to());
        case SECOND -> q.region(r.fixed()).number(r.from());
        case SECOND_BETWEEN -> q.region(r.fixed()).numberBetween(r.from(), r.to());
        case SECOND_FROM -> q.region(r.fixed()).numberFrom(r.from());
        case SECOND_BEFORE -> q.region(r.fixed()).numberBefore(r.to());
      };
    }

    @Override
    AsyncKeyQuery<Plate, ?> asyncQuery(Range r) {
      PlateAsyncQuery q = asyncPlates.query();
      return switch (r.kind()) {
        case ALL -> q;
        case FIRST -> q.region(r.fixed());
        case FIRST_BETWEEN -> q.regionBetween(r.from(), r.to());
        case FIRST_FROM -> q.regionFrom(r.from());
        case FIRST_BEFORE -> q.regionBefore(r.to());
        case SECOND -> q.region(r.fixed()).number(r.from());
        case SECOND_BETWEEN -> q.region(r.fixed()).numberBetween(r.from(), r.to());
        case SECOND_FROM -> q.region(r.fixed()).numberFrom(r.from());
        case SECOND_BEFORE -> q.region(r.fixed()).numberBefore(r.to());
      };
    }

    @Override
    IndexQuery<Plate> findByOwner(String owner) {
      return plates.findByOwner(owner);
    }

    @Override
    IndexQuery<Plate> findByOwnerBetween(String from, String toExclusive) {
      return plates.findByOwnerBetween(from, toExclusive);
    }

    @Override
    AsyncIndexQuery<Plate> asyncFindByOwner(String owner) {
      return asyncPlates.findByOwner(owner);
    }
  }

  static final class Sensors extends Subject<Sensor, SensorMapper.Key, SensorView> {
    Sensors() {
      super("Sensor", Presence.NONE, REGIONS, NUMBERS, false, false);
    }

    @Override
    Sensor entity(Key key, Row row) {
      return new Sensor(key.first(), key.second(), row.owner(), row.model(), row.status());
    }

    @Override
    SensorMapper.Key key(Key key) {
      return new SensorMapper.Key(key.first(), key.second());
    }

    @Override
    SensorView view(Key key, Row row) {
      return new SensorView(row.status(), row.owner());
    }

    @Override
    Class<SensorView> viewType() {
      return SensorView.class;
    }

    @Override
    ProjectionMapper<Sensor, SensorView> projection() {
      return SensorViewProjection.INSTANCE;
    }

    @Override
    OrderedField<Sensor, String> ownerField() {
      return SensorQuery.OWNER;
    }

    @Override
    OrderedField<Sensor, String> modelField() {
      return SensorQuery.MODEL;
    }

    @Override
    OrderedField<Sensor, Status> statusField() {
      return SensorQuery.STATUS;
    }

    @Override
    EntityDao<Sensor, SensorMapper.Key> dao() {
      return sensors;
    }

    @Override
    AsyncEntityDao<Sensor, SensorMapper.Key> async() {
      return asyncSensors;
    }

    @Override
    KeyQuery<Sensor, ?> query(Range r) {
      SensorQuery q = sensors.query();
      return switch (r.kind()) {
        case ALL -> q;
        case FIRST -> q.region(r.fixed());
        case FIRST_BETWEEN -> q.regionBetween(r.from(), r.to());
        case FIRST_FROM -> q.regionFrom(r.from());
        case FIRST_BEFORE -> q.regionBefore(r.to());
        case SECOND -> q.region(r.fixed()).number(r.from());
        case SECOND_BETWEEN -> q.region(r.fixed()).numberBetween(r.from(), r.to());
        case SECOND_FROM -> q.region(r.fixed()).numberFrom(r.from());
        case SECOND_BEFORE -> q.region(r.fixed()).numberBefore(r.to());
      };
    }

    @Override
    AsyncKeyQuery<Sensor, ?> asyncQuery(Range r) {
      SensorAsyncQuery q = asyncSensors.query();
      return switch (r.kind()) {
        case ALL -> q;
        case FIRST -> q.region(r.fixed());
        case FIRST_BETWEEN -> q.regionBetween(r.from(), r.to());
        case FIRST_FROM -> q.regionFrom(r.from());
        case FIRST_BEFORE -> q.regionBefore(r.to());
        case SECOND -> q.region(r.fixed()).number(r.from());
        case SECOND_BETWEEN -> q.region(r.fixed()).numberBetween(r.from(), r.to());
        case SECOND_FROM -> q.region(r.fixed()).numberFrom(r.from());
        case SECOND_BEFORE -> q.region(r.fixed()).numberBefore(r.to());
      };
    }
  }

  static final class Beacons extends Subject<Beacon, BeaconMapper.Key, BeaconView> {
    Beacons() {
      super("Beacon", Presence.MARKER, REGIONS, NUMBERS, true, false);
    }

    @Override
    Beacon entity(Key key, Row row) {
      return new Beacon(key.first(), key.second(), row.owner(), row.model(), row.status());
    }

    @Override
    BeaconMapper.Key key(Key key) {
      return new BeaconMapper.Key(key.first(), key.second());
    }

    @Override
    BeaconView view(Key key, Row row) {
      return new BeaconView(key.second(), row.model());
    }

    @Override
    Class<BeaconView> viewType() {
      return BeaconView.class;
    }

    @Override
    ProjectionMapper<Beacon, BeaconView> projection() {
      return BeaconViewProjection.INSTANCE;
    }

    @Override
    OrderedField<Beacon, String> ownerField() {
      return BeaconQuery.OWNER;
    }

    @Override
    OrderedField<Beacon, String> modelField() {
      return BeaconQuery.MODEL;
    }

    @Override
    OrderedField<Beacon, Status> statusField() {
      return BeaconQuery.STATUS;
    }

    @Override
    EntityDao<Beacon, BeaconMapper.Key> dao() {
      return beacons;
    }

    @Override
    AsyncEntityDao<Beacon, BeaconMapper.Key> async() {
      return asyncBeacons;
    }

    @Override
    boolean putIfAbsent(Beacon entity, boolean async) {
      return async ? join(asyncBeacons.putIfAbsent(entity)) : beacons.putIfAbsent(entity);
    }

    @Override
    KeyQuery<Beacon, ?> query(Range r) {
      BeaconQuery q = beacons.query();
      return switch (r.kind()) {
        case ALL -> q;
        case FIRST -> q.region(r.fixed());
        case FIRST_BETWEEN -> q.regionBetween(r.from(), r.to());
        case FIRST_FROM -> q.regionFrom(r.from());
        case FIRST_BEFORE -> q.regionBefore(r.to());
        case SECOND -> q.region(r.fixed()).number(r.from());
        case SECOND_BETWEEN -> q.region(r.fixed()).numberBetween(r.from(), r.to());
        case SECOND_FROM -> q.region(r.fixed()).numberFrom(r.from());
        case SECOND_BEFORE -> q.region(r.fixed()).numberBefore(r.to());
      };
    }

    @Override
    AsyncKeyQuery<Beacon, ?> asyncQuery(Range r) {
      BeaconAsyncQuery q = asyncBeacons.query();
      return switch (r.kind()) {
        case ALL -> q;
        case FIRST -> q.region(r.fixed());
        case FIRST_BETWEEN -> q.regionBetween(r.from(), r.to());
        case FIRST_FROM -> q.regionFrom(r.from());
        case FIRST_BEFORE -> q.regionBefore(r.to());
        case SECOND -> q.region(r.fixed()).number(r.from());
        case SECOND_BETWEEN -> q.region(r.fixed()).numberBetween(r.from(), r.to());
        case SECOND_FROM -> q.region(r.fixed()).numberFrom(r.from());
        case SECOND_BEFORE -> q.region(r.fixed()).numberBefore(r.to());
      };
    }
  }

  /** The result of a future, its failure thrown as the blocking DAO throws it. */
  static <T> T join(CompletableFuture<T> future) {
    try {
      return future.get(60, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      while (cause instanceof CompletionException && cause.getCause() != null) {
        cause = cause.getCause();
      }
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException(cause);
    } catch (InterruptedException | TimeoutException e) {
      throw new IllegalStateException(e);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // one seed's run

  /** The write operations drawn. */
  enum Kind {
    PUT("put"),
    REPLACE("replace"),
    PUT_IF_ABSENT("putIfAbsent"),
    PUT_ALL("putAll"),
    DELETE("delete");

    final String method;

    Kind(String method) {
      this.method = method;
    }
  }

  /** One seed: its operations, applied to the cluster and to the model, and the checks between them. */
  static final class Run {
    final long seed;
    final Random random;
    final List<Subject<?, ?, ?>> subjects = List.of(new Vehicles(), new Plates(), new Sensors(), new Beacons());
    int operation;
    String described = "none yet";
    int checks;

    Run(long seed) {
      this.seed = seed;
      this.random = new Random(seed);
    }

    void go() {
      Set<Subject<?, ?, ?>> written = new LinkedHashSet<>(); // since the last check, in the order first written
      int nextCheck = 1 + random.nextInt(5);
      for (operation = 1; operation <= OPERATIONS; operation++) {
        Subject<?, ?, ?> subject = pick(subjects);
        write(subject);
        subject.history.add("#" + operation + " " + described);
        written.add(subject);
        if (--nextCheck == 0) {
          for (Subject<?, ?, ?> s : written) {
            checkRows(s);
          }
          checkQueries(pick(List.copyOf(written)));
          written.clear();
          nextCheck = 1 + random.nextInt(5);
        }
      }
      operation = OPERATIONS;
      described = "the end of the run";
      for (Subject<?, ?, ?> s : subjects) {
        checkRows(s);
        for (int i = 0; i < 4; i++) {
          checkQueries(s);
        }
        if (s.indexed) {
          checkIndexTable(s);
        }
      }
    }

    /** Where a failure happened: the seed, the operation number and the operation. */
    String at(String what) {
      return "seed " + seed + " (-Dpresence.seed=" + seed + "), after operation " + operation + " [" + described
          + "]: " + what;
    }

    /** Where a failure happened, with the last operations on {@code s}, which the failure is likely due to. */
    String at(Subject<?, ?, ?> s, String what) {
      List<String> last = s.history.subList(Math.max(0, s.history.size() - 6), s.history.size());
      return at(what) + "; the last operations on " + s.name + ": " + last;
    }

    <T> T pick(List<T> values) {
      return values.get(random.nextInt(values.size()));
    }

    // --- writes

    <E, K, V> void write(Subject<E, K, V> s) {
      Kind kind = pickKind(s);
      boolean async = random.nextInt(3) == 0;
      if (kind == Kind.PUT_ALL) {
        putAll(s, async);
        return;
      }
      Key key = pickKey(s);
      s.touched.add(key);
      Row stored = s.model.get(key);
      if (kind == Kind.DELETE) {
        described = "delete " + s.name + " " + key + (async ? " (async)" : "");
        expectRefusal("the write", null, attempt(() -> {
          if (async) {
            join(s.async().delete(s.key(key)));
          } else {
            s.dao().delete(s.key(key));
          }
        }));
        s.model.remove(key);
        return;
      }
      Row row = pickRow(s, stored);
      E entity = s.entity(key, row);
      described = kind.method + " " + s.name + "[" + key + ", " + row + "]" + (async ? " (async)" : "");
      if (kind == Kind.PUT_IF_ABSENT) {
        boolean written = call("the write", () -> s.putIfAbsent(entity, async));
        assertThat(written).as(at("putIfAbsent's answer")).isEqualTo(stored == null);
        if (stored == null) {
          s.model.put(key, row.withVersion(s.presence == Presence.VERSION ? 1 : 0));
        }
        return;
      }
      Class<? extends RuntimeException> refusal = refusal(s, row, stored);
      RuntimeException thrown = attempt(() -> {
        if (kind == Kind.PUT) {
          if (async) {
            join(s.async().put(entity));
          } else {
            s.dao().put(entity);
          }
        } else if (async) {
          join(s.async().replace(entity));
        } else {
          s.dao().replace(entity);
        }
      });
      expectRefusal("the write", refusal, thrown);
      if (refusal == null) {
        long version = s.presence == Presence.VERSION ? row.version() + 1 : 0;
        s.model.put(key, kind == Kind.PUT && stored != null ? stored.patchedWith(row, version)
            : row.withVersion(version));
      }
    }

    /**
     * putAll of one to three entities of distinct keys: each checked before anything is written (an
     * entity of nulls without a presence cell refuses the whole batch); with a {@code @Version}, one
     * checked write after the other, the first stale one ending the batch.
     */
    <E, K, V> void putAll(Subject<E, K, V> s, boolean async) {
      List<Key> keys = new ArrayList<>(s.keySpace());
      Collections.shuffle(keys, random);
      List<Key> chosen = keys.subList(0, 1 + random.nextInt(3));
      List<Row> rows = new ArrayList<>();
      List<E> batch = new ArrayList<>();
      List<String> shown = new ArrayList<>();
      for (Key key : chosen) {
        s.touched.add(key);
        Row row = pickRow(s, s.model.get(key));
        rows.add(row);
        batch.add(s.entity(key, row));
        shown.add(s.name + "[" + key + ", " + row + "]");
      }
      described = "putAll " + shown + (async ? " (async)" : "");
      RuntimeException thrown = attempt(() -> {
        if (async) {
          join(s.async().putAll(batch));
        } else {
          s.dao().putAll(batch);
        }
      });
      if (s.presence == Presence.NONE && rows.stream().anyMatch(Row::allNull)) {
        expectRefusal("the write", IllegalArgumentException.class, thrown);
        return;
      }
      for (int i = 0; i < chosen.size(); i++) {
        Key key = chosen.get(i);
        Row stored = s.model.get(key);
        Class<? extends RuntimeException> refusal = refusal(s, rows.get(i), stored);
        if (refusal != null) {
          expectRefusal("the write", refusal, thrown);
          return; // the entities after a stale one are not written
        }
        long version = s.presence == Presence.VERSION ? rows.get(i).version() + 1 : 0;
        s.model.put(key, stored != null ? stored.patchedWith(rows.get(i), version) : rows.get(i).withVersion(version));
      }
      expectRefusal("the write", null, thrown);
    }

    /** What refuses a put or replace of {@code row} over {@code stored}, or null when it is written. */
    static Class<? extends RuntimeException> refusal(Subject<?, ?, ?> s, Row row, Row stored) {
      if (s.presence == Presence.NONE && row.allNull()) {
        return IllegalArgumentException.class; // no cell to store, nor to delete the row with
      }
      if (s.presence == Presence.VERSION && row.version() != (stored == null ? 0 : stored.version())) {
        return StaleEntityException.class;
      }
      return null;
    }

    /** {@code thrown} is what the model expects of {@code what}: nothing when {@code refusal} is null, else one. */
    void expectRefusal(String what, Class<? extends RuntimeException> refusal, RuntimeException thrown) {
      if (refusal == null) {
        if (thrown != null) {
          throw new AssertionError(at("expected " + what + " to succeed, it threw " + thrown), thrown);
        }
      } else if (thrown == null) {
        throw new AssertionError(at("expected " + what + " to throw " + refusal.getSimpleName() + ", it did not"));
      } else if (!refusal.isInstance(thrown)) {
        throw new AssertionError(at("expected " + what + " to throw " + refusal.getSimpleName() + ", it threw "
            + thrown), thrown);
      }
    }

    Kind pickKind(Subject<?, ?, ?> s) {
      int n = random.nextInt(100);
      if (n < 28) {
        return Kind.PUT;
      }
      if (n < 50) {
        return Kind.REPLACE;
      }
      if (n < 72) {
        return s.presence == Presence.NONE ? Kind.PUT : Kind.PUT_IF_ABSENT;
      }
      if (n < 82) {
        return Kind.PUT_ALL;
      }
      return Kind.DELETE;
    }

    /** Half the time one of a few hot keys, so that rows are written over and deleted often. */
    Key pickKey(Subject<?, ?, ?> s) {
      List<Key> keys = s.keySpace();
      return random.nextBoolean() ? keys.get(random.nextInt(3)) : keys.get(random.nextInt(keys.size()));
    }

    /**
     * Random columns; for a versioned entity mostly the stored version (0 for an absent row), else a
     * stale one.
     */
    Row pickRow(Subject<?, ?, ?> s, Row stored) {
      long version = 0;
      if (s.presence == Presence.VERSION) {
        long current = stored == null ? 0 : stored.version();
        version = random.nextInt(4) > 0 ? current : pick(List.of(current + 1, Math.max(0, current - 1), 0L, 7L));
      }
      return new Row(pick(VALUES), pick(VALUES), pick(STATUSES), version);
    }

    // --- checks

    /**
     * Every key of the key space by multi-get, and the keys written since the last check (and one
     * more) by get, projection and existence.
     */
    <E, K, V> void checkRows(Subject<E, K, V> s) {
      checks++;
      List<Key> keys = s.keySpace();
      List<E> expected = keys.stream().filter(s.model::containsKey).map(k -> s.entity(k, s.model.get(k))).toList();
      List<K> all = keys.stream().map(s::key).toList();
      boolean async = random.nextBoolean();
      expectRows(s, s.name + " getAll of every key" + (async ? " (async)" : ""),
          () -> async ? join(s.async().getAll(all)) : s.dao().getAll(all), expected);
      s.touched.add(pick(keys));
      for (Key key : s.touched) {
        Row row = s.model.get(key);
        K k = s.key(key);
        boolean viaAsync = random.nextBoolean();
        String how = viaAsync ? " (async)" : "";
        expectValue(s, s.name + " get " + key + " as " + s.viewType().getSimpleName() + how,
            () -> viaAsync ? join(s.async().get(k, s.viewType())) : s.dao().get(k, s.viewType()),
            Optional.ofNullable(row).map(r -> s.view(key, r)));
        if (random.nextBoolean()) { // the multi-get has read the entity already: a get or an existence check
          expectValue(s, s.name + " get " + key + how, () -> viaAsync ? join(s.async().get(k)) : s.dao().get(k),
              Optional.ofNullable(row).map(r -> s.entity(key, r)));
        } else {
          expectValue(s, s.name + " exists " + key + how,
              () -> viaAsync ? join(s.async().exists(k)) : s.dao().exists(k), row != null);
        }
      }
      s.touched.clear();
    }

    /**
     * A random range of {@code s}'s keys: bounds on or between its key values, equal and inverted ones
     * included; a fixed first component is one of the key space's.
     */
    Range pickRange(Subject<?, ?, ?> s) {
      Range.Kind kind = pick(s.kinds());
      if (kind.ordinal() < Range.Kind.SECOND.ordinal()) {
        List<String> bounds = s.seconds == null ? ID_BOUNDS : REGION_BOUNDS;
        return new Range(kind, pick(bounds), pick(bounds), pick(bounds));
      }
      String from = kind == Range.Kind.SECOND ? pick(s.seconds) : pick(NUMBER_BOUNDS);
      return new Range(kind, pick(s.firsts), from, pick(NUMBER_BOUNDS));
    }

    /**
     * One random key range of {@code s}, asked every way: list (maybe reversed, maybe limited), first,
     * count, projection and page walks, blocking or asynchronous; and, for an indexed entity, index
     * lookups.
     */
    <E, K, V> void checkQueries(Subject<E, K, V> s) {
      checks++;
      Range range = pickRange(s);
      boolean reversed = random.nextInt(3) == 0;
      Where<E> where = random.nextBoolean() ? pickWhere(s) : null;
      String asked = s.name + " " + range.shown(s.firstName(), "number");
      String what = asked + (reversed ? ".reversed()" : "") + (where != null ? where : "");
      if (range.inverted()) {
        expectRefusal(asked, IllegalArgumentException.class, attempt(() -> s.query(range)));
        expectRefusal(asked + " (async)", IllegalArgumentException.class, attempt(() -> s.asyncQuery(range)));
        return;
      }
      if (where != null && where.inverted()) {
        expectRefusal(where.text(), IllegalArgumentException.class, attempt(where.condition()::get));
        return;
      }
      List<Map.Entry<Key, Row>> rows = s.model.entrySet().stream()
          .filter(e -> range.contains(e.getKey()) && (where == null || where.test().test(e.getValue())))
          .collect(Collectors.toCollection(ArrayList::new));
      if (reversed) {
        Collections.reverse(rows);
      }
      List<E> entities = rows.stream().map(e -> s.entity(e.getKey(), e.getValue())).toList();
      List<V> views = rows.stream().map(e -> s.view(e.getKey(), e.getValue())).toList();
      KeyQuery<E, ?> query = call(what, () -> where == null ? s.query(range).reversed(reversed)
          : s.query(range).reversed(reversed).where(where.condition().get()));
      AsyncKeyQuery<E, ?> asyncQuery = call(what, () -> where == null ? s.asyncQuery(range).reversed(reversed)
          : s.asyncQuery(range).reversed(reversed).where(where.condition().get()));

      if (random.nextBoolean()) {
        expectRows(s, what + ".list()", query::list, entities);
        expectValue(s, what + ".count()", query::count, (long) entities.size());
      } else {
        expectRows(s, what + ".list() (async)", () -> join(asyncQuery.list()), entities);
        expectValue(s, what + ".count() (async)", () -> join(asyncQuery.count()), (long) entities.size());
      }
      int skip = random.nextInt(3);
      int limit = 1 + random.nextInt(3);
      expectRows(s, what + ".offset(" + skip + ").limit(" + limit + ").list()",
          () -> query.offset(skip).limit(limit).list(),
          entities.subList(Math.min(skip, entities.size()), Math.min(skip + limit, entities.size())));
      expectValue(s, what + ".first()", query::first, entities.stream().findFirst());

      String view = ".select(" + s.viewType().getSimpleName() + ")";
      if (random.nextBoolean()) {
        expectRows(s, what + view + ".list()", () -> query.select(s.viewType()).list(), views);
      } else {
        expectRows(s, what + view + ".list() (async)", () -> join(asyncQuery.select(s.viewType()).list()), views);
      }
      expectValue(s, what + view + ".count()", () -> query.select(s.viewType()).count(), (long) entities.size());

      int size = 1 + random.nextInt(4);
      long offset = random.nextInt(4) == 0 ? random.nextInt(entities.size() + 2) : 0;
      boolean tokens = random.nextBoolean();
      switch (random.nextInt(3)) {
        case 0 -> walk(s, what + ".page", entities, size, offset, tokens, query::page);
        case 1 -> walk(s, what + ".page (async)", entities, size, offset, tokens, r -> join(asyncQuery.page(r)));
        default -> walk(s, what + view + ".page", views, size, offset, tokens, query.select(s.viewType())::page);
      }
      if (s.indexed) {
        checkIndex(s);
      }
    }

    /** A condition on a column: how the library builds it, and how the model decides it. */
    record Where<E>(String text, Supplier<Condition<E>> condition, Predicate<Row> test, boolean inverted) {
      @Override
      public String toString() {
        return ".where(" + text + ")";
      }
    }

    /** A random condition on one of the three nullable columns of {@code s}. */
    <E> Where<E> pickWhere(Subject<E, ?, ?> s) {
      return switch (random.nextInt(3)) {
        case 0 -> pickWhere("OWNER", s.ownerField(), Row::owner, NON_NULL_VALUES, CODE_POINTS, WriteModelTest::show);
        case 1 -> pickWhere("MODEL", s.modelField(), Row::model, NON_NULL_VALUES, CODE_POINTS, WriteModelTest::show);
        default -> pickWhere("STATUS", s.statusField(), Row::status, STATUSES.subList(1, STATUSES.size()),
            Comparator.<Status>naturalOrder(), String::valueOf);
      };
    }

    /**
     * A random condition on {@code field}: rows without the cell match only {@code isNull()}; ranges are
     * in {@code order}, and {@code between} with its bounds inverted is refused.
     */
    <E, T> Where<E> pickWhere(String name, OrderedField<E, T> field, Function<Row, T> column, List<T> values,
        Comparator<T> order, Function<T, String> shown) {
      T x = pick(values);
      T y = pick(values);
      String a = shown.apply(x);
      return switch (random.nextInt(9)) {
        case 0 -> new Where<>(name + ".isNull()", field::isNull, r -> column.apply(r) == null, false);
        case 1 -> new Where<>(name + ".isNotNull()", field::isNotNull, r -> column.apply(r) != null, false);
        case 2 -> new Where<>(name + ".equalTo(" + a + ")", () -> field.equalTo(x),
            r -> x.equals(column.apply(r)), false);
        case 3 -> new Where<>(name + ".notEqualTo(" + a + ")", () -> field.notEqualTo(x),
            r -> column.apply(r) != null && !x.equals(column.apply(r)), false);
        case 4 -> new Where<>(name + ".lessThan(" + a + ")", () -> field.lessThan(x),
            r -> column.apply(r) != null && order.compare(column.apply(r), x) < 0, false);
        case 5 -> new Where<>(name + ".lessThanOrEqual(" + a + ")", () -> field.lessThanOrEqual(x),
            r -> column.apply(r) != null && order.compare(column.apply(r), x) <= 0, false);
        case 6 -> new Where<>(name + ".greaterThan(" + a + ")", () -> field.greaterThan(x),
            r -> column.apply(r) != null && order.compare(column.apply(r), x) > 0, false);
        case 7 -> new Where<>(name + ".greaterThanOrEqual(" + a + ")", () -> field.greaterThanOrEqual(x),
            r -> column.apply(r) != null && order.compare(column.apply(r), x) >= 0, false);
        default -> new Where<>(name + ".between(" + a + ", " + shown.apply(y) + ")", () -> field.between(x, y),
            r -> column.apply(r) != null && order.compare(x, column.apply(r)) <= 0
                && order.compare(column.apply(r), y) < 0,
            order.compare(x, y) > 0);
      };
    }

    /**
     * Walks the pages of {@code size} from {@code offset} (an offset page first, then cursors; through
     * tokens when {@code tokens}): each page holds exactly the next rows, and {@code hasNext()} is false
     * exactly on the page that ends the rows.
     */
    <T> void walk(Subject<?, ?, ?> s, String what, List<T> all, int size, long offset, boolean tokens,
        Function<PageRequest, Page<T>> pages) {
      List<T> rest = all.subList((int) Math.min(offset, all.size()), all.size());
      PageRequest request = offset > 0 ? PageRequest.atOffset(offset, size) : PageRequest.ofSize(size);
      String how = "(" + size + (offset > 0 ? ", from offset " + offset : "") + (tokens ? ", by tokens" : "") + ")";
      for (int at = 0, number = 0; ; at += size, number++) {
        PageRequest asked = request;
        String which = what + how + " page " + number;
        Page<T> page = call(which, () -> pages.apply(asked));
        assertThat(page.content()).as(at(s, which))
            .containsExactlyElementsOf(rest.subList(at, Math.min(at + size, rest.size())));
        boolean more = at + size < rest.size();
        assertThat(page.hasNext()).as(at(s, which + " hasNext()")).isEqualTo(more);
        if (!more) {
          return;
        }
        request = tokens ? PageRequest.fromToken(page.next().toToken()) : page.next();
      }
    }

    /** Index lookups of one value and of a range of values, against the model's rows in index order. */
    <E, K, V> void checkIndex(Subject<E, K, V> s) {
      String owner = pick(NON_NULL_VALUES);
      List<E> owned = s.model.entrySet().stream().filter(e -> owner.equals(e.getValue().owner()))
          .map(e -> s.entity(e.getKey(), e.getValue())).toList();
      boolean async = random.nextBoolean();
      String lookup = s.name + " findByOwner(" + show(owner) + ")";
      expectRows(s, lookup + ".list()" + (async ? " (async)" : ""),
          () -> async ? join(s.asyncFindByOwner(owner).list()) : s.findByOwner(owner).list(), owned);
      expectValue(s, lookup + ".count()", () -> s.findByOwner(owner).count(), (long) owned.size());
      expectRows(s, lookup + ".select(" + s.viewType().getSimpleName() + ").list()",
          () -> s.findByOwner(owner).select(s.projection()).list(),
          s.model.entrySet().stream().filter(e -> owner.equals(e.getValue().owner()))
              .map(e -> s.view(e.getKey(), e.getValue())).toList());

      String from = pick(NON_NULL_VALUES);
      String to = pick(NON_NULL_VALUES);
      String what = s.name + " findByOwnerBetween(" + show(from) + ", " + show(to) + ")";
      if (compare(from, to) > 0) {
        expectRefusal(what, IllegalArgumentException.class, attempt(() -> s.findByOwnerBetween(from, to)));
        return;
      }
      List<Map.Entry<Key, Row>> rows = s.model.entrySet().stream()
          .filter(e -> e.getValue().owner() != null && compare(from, e.getValue().owner()) <= 0
              && compare(e.getValue().owner(), to) < 0)
          .sorted(Map.Entry.comparingByValue(Comparator.comparing(Row::owner, CODE_POINTS))) // stable: then by key
          .toList();
      List<E> between = rows.stream().map(e -> s.entity(e.getKey(), e.getValue())).toList();
      expectRows(s, what + ".list()", () -> s.findByOwnerBetween(from, to).list(), between);
      Where<E> where = pickWhere(s);
      if (!where.inverted()) { // checkQueries checks that an inverted condition is refused
        expectRows(s, what + where + ".list()",
            () -> s.findByOwnerBetween(from, to).where(where.condition().get()).list(),
            rows.stream().filter(e -> where.test().test(e.getValue())).map(e -> s.entity(e.getKey(), e.getValue()))
                .toList());
      }
      walk(s, what + ".page", between, 1 + random.nextInt(3), 0, random.nextBoolean(),
          s.findByOwnerBetween(from, to)::page);
    }

    /** The index table holds exactly the entries of the data rows: none missing, none stale. */
    void checkIndexTable(Subject<?, ?, ?> s) {
      String what = s.name + " IndexAdmin.verify(owner)";
      IndexReport report = call(what, () -> new IndexAdmin(connection, OPTIONS).verify(s.mapper(), "owner", false,
          IndexAdmin.Progress.none()));
      assertThat(report.consistent()).as(at(s, what + ": " + report)).isTrue();
    }

    /** {@code actual} answers {@code what} with exactly the rows {@code expected}, in their order. */
    <T> void expectRows(Subject<?, ?, ?> s, String what, Supplier<List<T>> actual, List<T> expected) {
      assertThat(call(what, actual)).as(at(s, what)).containsExactlyElementsOf(expected);
    }

    /** {@code actual} answers {@code what} with {@code expected}. */
    <T> void expectValue(Subject<?, ?, ?> s, String what, Supplier<T> actual, T expected) {
      assertThat(call(what, actual)).as(at(s, what)).isEqualTo(expected);
    }

    /** Runs a library call; an exception the model does not expect fails with the seed and operation. */
    <T> T call(String what, Supplier<T> action) {
      try {
        return action.get();
      } catch (RuntimeException e) {
        throw new AssertionError(at(what + ": unexpected " + e), e);
      }
    }

    /** The exception {@code action} threw, or null. */
    static RuntimeException attempt(Runnable action) {
      try {
        action.run();
        return null;
      } catch (RuntimeException e) {
        return e;
      }
    }
  }
}
