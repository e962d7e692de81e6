package golden;

import java.nio.charset.StandardCharsets;
import java.time.DayOfWeek;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.DoubleValueCodec;
import org.hbasemapper.runtime.codec.EnumValueCodec;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.ListValueCodec;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.SetValueCodec;
import org.hbasemapper.runtime.codec.StringKeyCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.index.IndexKeys;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Maps {@link Customer} to table {@code nest:customer}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code Customer}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class CustomerMapper implements EntityMapper<Customer, CustomerMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final CustomerMapper INSTANCE = new CustomerMapper();

  /**
   * The name of index {@code by_home_city} on {@code homeCity}, as {@code IndexAdmin} takes it.
   */
  public static final String INDEX_BY_HOME_CITY = "by_home_city";

  private static final String TABLE = "nest:customer";

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_NAME = "name".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_HOME_STREET = "home_street".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_HOME_CITY = "home_c".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_HOME_ZIP = "home_zip".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_HOME_GEO_LAT = "home_geo_lat".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_HOME_GEO_LON = "home_geo_lon".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_WORK_STREET = "work_street".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_WORK_CITY = "work_c".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_WORK_ZIP = "work_zip".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_WORK_GEO_LAT = "work_geo_lat".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_WORK_GEO_LON = "work_geo_lon".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_CARD_NUMBER = "card_number".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_CARD_EXPIRES = "card_expires".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_TAGS = "tags".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_OPEN_ON = "openOn".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_HOME = "home_".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_HOME_GEO = "home_geo_".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_WORK = "work_".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_WORK_GEO = "work_geo_".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_CARD = "card_".getBytes(StandardCharsets.UTF_8);

  /**
   * The value of an embedded value's presence cell: never empty, which HBase's absence check would take
   * for no cell.
   */
  private static final byte[] PRESENT = {1};

  static final KeyComponent<Long> KEY_ID = new KeyComponent<>(TABLE, "Customer", "id", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  private static final ValueCodec<String> CODEC_NAME = StringValueCodec.INSTANCE;

  private static final ValueCodec<String> CODEC_HOME_STREET = StringValueCodec.INSTANCE;

  private static final ValueCodec<String> CODEC_HOME_CITY = StringValueCodec.INSTANCE;

  private static final ValueCodec<String> CODEC_WORK_STREET = StringValueCodec.INSTANCE;

  private static final ValueCodec<String> CODEC_WORK_CITY = StringValueCodec.INSTANCE;

  private static final ValueCodec<String> CODEC_CARD_NUMBER = StringValueCodec.INSTANCE;

  private static final ValueCodec<List<String>> CODEC_TAGS = new ListValueCodec<>(StringValueCodec.INSTANCE);

  private static final ValueCodec<Set<DayOfWeek>> CODEC_OPEN_ON = new SetValueCodec<>(new EnumValueCodec<>(DayOfWeek.class));

  static final KeyCodec<String> INDEX_CODEC_HOME_CITY = StringKeyCodec.INSTANCE;

  /**
   * The stored layout of {@link Customer}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity golden.Customer
        key id int64
        family d versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        cell d:name utf8 field=name
        cell d:home_street utf8 field=homeStreet
        cell d:home_c utf8 field=homeCity
        cell d:home_zip int32 field=homeZip
        cell d:home_geo_lat float64 field=homeGeoLat
        cell d:home_geo_lon float64 field=homeGeoLon
        cell d:work_street utf8 field=workStreet
        cell d:work_c utf8 field=workCity
        cell d:work_zip int32 field=workZip
        cell d:work_geo_lat float64 field=workGeoLat
        cell d:work_geo_lon float64 field=workGeoLon
        cell d:card_number utf8 field=cardNumber
        cell d:card_expires int32 field=cardExpires
        cell d:tags list(utf8) field=tags
        cell d:openOn set(enum(FRIDAY,MONDAY,SATURDAY,SUNDAY,THURSDAY,TUESDAY,WEDNESDAY)) field=openOn
        cell d:home_ presence field=home
        cell d:home_geo_ presence field=homeGeo
        cell d:work_ presence field=work
        cell d:work_geo_ presence field=workGeo
        cell d:card_ presence field=card
        index by_home_city d:home_c utf8
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("nest", "customer", "Customer")
      .family(FamilySchema.of("d"))
      .keyPart("id", "long", /* width= */ 8, /* descending= */ false)
      .column("d", "name", "name", "String")
      .column("d", "home_street", "homeStreet", "String")
      .column("d", "home_c", "homeCity", "String")
      .column("d", "home_zip", "homeZip", "int")
      .column("d", "home_geo_lat", "homeGeoLat", "double")
      .column("d", "home_geo_lon", "homeGeoLon", "double")
      .column("d", "work_street", "workStreet", "String")
      .column("d", "work_c", "workCity", "String")
      .column("d", "work_zip", "workZip", "int")
      .column("d", "work_geo_lat", "workGeoLat", "double")
      .column("d", "work_geo_lon", "workGeoLon", "double")
      .column("d", "card_number", "cardNumber", "String")
      .column("d", "card_expires", "cardExpires", "int")
      .column("d", "tags", "tags", "List<String>")
      .column("d", "openOn", "openOn", "Set<DayOfWeek>")
      .column("d", "home_", "home", "Address")
      .column("d", "home_geo_", "homeGeo", "Geo")
      .column("d", "work_", "work", "Address")
      .column("d", "work_geo_", "workGeo", "Geo")
      .column("d", "card_", "card", "Card")
      .index(INDEX_BY_HOME_CITY, /* covering= */ false, "homeCity")
      .layout(LAYOUT)
      .build();

  private CustomerMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(Customer entity) {
    return new Key(entity.id());
  }

  @Override
  public byte[] encodeKey(Key key) {
    byte[] row = new byte[KEY_ID.length(key.id())];
    int offset = 0;
    offset = KEY_ID.write(key.id(), row, offset);
    return row;
  }

  @Override
  public Key decodeKey(byte[] row) {
    MapperSupport.requireKeyLength(row, 8, /* exact= */ true, SCHEMA);
    return new Key(
        KEY_ID.read(row, 0, 8));
  }

  @Override
  public Put toPut(Customer entity) {
    Put put = new Put(encodeKey(keyOf(entity)), true);
    String name = entity.name();
    if (name != null) {
      put.addColumn(FAMILY_D, QUALIFIER_NAME, MapperSupport.encode(CODEC_NAME, name, SCHEMA, "name"));
    }
    List<String> tags = entity.tags();
    if (tags != null) {
      put.addColumn(FAMILY_D, QUALIFIER_TAGS, MapperSupport.encode(CODEC_TAGS, tags, SCHEMA, "tags"));
    }
    Set<DayOfWeek> openOn = entity.openOn();
    if (openOn != null) {
      put.addColumn(FAMILY_D, QUALIFIER_OPEN_ON, MapperSupport.encode(CODEC_OPEN_ON, openOn, SCHEMA, "openOn"));
    }
    Address home = entity.home();
    if (home != null) {
      put.addColumn(FAMILY_D, QUALIFIER_HOME, PRESENT);
      String homeStreet = home.street();
      if (homeStreet != null) {
        put.addColumn(FAMILY_D, QUALIFIER_HOME_STREET, MapperSupport.encode(CODEC_HOME_STREET, homeStreet, SCHEMA, "homeStreet"));
      }
      String homeCity = home.city();
      if (homeCity != null) {
        put.addColumn(FAMILY_D, QUALIFIER_HOME_CITY, MapperSupport.encode(CODEC_HOME_CITY, homeCity, SCHEMA, "homeCity"));
      }
      put.addColumn(FAMILY_D, QUALIFIER_HOME_ZIP, IntValueCodec.encodeInt(home.zip()));
      Geo homeGeo = home.geo();
      if (homeGeo != null) {
        put.addColumn(FAMILY_D, QUALIFIER_HOME_GEO, PRESENT);
        put.addColumn(FAMILY_D, QUALIFIER_HOME_GEO_LAT, DoubleValueCodec.encodeDouble(homeGeo.lat()));
        put.addColumn(FAMILY_D, QUALIFIER_HOME_GEO_LON, DoubleValueCodec.encodeDouble(homeGeo.lon()));
      }
    }
    Address work = entity.work();
    if (work != null) {
      put.addColumn(FAMILY_D, QUALIFIER_WORK, PRESENT);
      String workStreet = work.street();
      if (workStreet != null) {
        put.addColumn(FAMILY_D, QUALIFIER_WORK_STREET, MapperSupport.encode(CODEC_WORK_STREET, workStreet, SCHEMA, "workStreet"));
      }
      String workCity = work.city();
      if (workCity != null) {
        put.addColumn(FAMILY_D, QUALIFIER_WORK_CITY, MapperSupport.encode(CODEC_WORK_CITY, workCity, SCHEMA, "workCity"));
      }
      put.addColumn(FAMILY_D, QUALIFIER_WORK_ZIP, IntValueCodec.encodeInt(work.zip()));
      Geo workGeo = work.geo();
      if (workGeo != null) {
        put.addColumn(FAMILY_D, QUALIFIER_WORK_GEO, PRESENT);
        put.addColumn(FAMILY_D, QUALIFIER_WORK_GEO_LAT, DoubleValueCodec.encodeDouble(workGeo.lat()));
        put.addColumn(FAMILY_D, QUALIFIER_WORK_GEO_LON, DoubleValueCodec.encodeDouble(workGeo.lon()));
      }
    }
    Card card = entity.card();
    if (card != null) {
      put.addColumn(FAMILY_D, QUALIFIER_CARD, PRESENT);
      String cardNumber = card.getNumber();
      if (cardNumber != null) {
        put.addColumn(FAMILY_D, QUALIFIER_CARD_NUMBER, MapperSupport.encode(CODEC_CARD_NUMBER, cardNumber, SCHEMA, "cardNumber"));
      }
      put.addColumn(FAMILY_D, QUALIFIER_CARD_EXPIRES, IntValueCodec.encodeInt(card.getExpires()));
    }
    return put;
  }

  @Override
  public @Nullable Customer fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
    String name = null;
    String homeStreet = null;
    String homeCity = null;
    int homeZip = 0;
    boolean hasHomeZip = false;
    double homeGeoLat = 0D;
    boolean hasHomeGeoLat = false;
    double homeGeoLon = 0D;
    boolean hasHomeGeoLon = false;
    String workStreet = null;
    String workCity = null;
    int workZip = 0;
    boolean hasWorkZip = false;
    double workGeoLat = 0D;
    boolean hasWorkGeoLat = false;
    double workGeoLon = 0D;
    boolean hasWorkGeoLon = false;
    String cardNumber = null;
    int cardExpires = 0;
    boolean hasCardExpires = false;
    List<String> tags = null;
    Set<DayOfWeek> openOn = null;
    boolean hasHome = false;
    boolean hasHomeGeo = false;
    boolean hasWork = false;
    boolean hasWorkGeo = false;
    boolean hasCard = false;
    Cell[] cells = result.rawCells();
    Cell cell = null;
    // one pass over the cells, sorted by family then qualifier; the first version of a column is the newest
    try {
      for (int i = 0; i < cells.length; i++) {
        cell = cells[i];
        byte[] q = cell.getQualifierArray();
        int qOffset = cell.getQualifierOffset();
        int qLength = cell.getQualifierLength();
        byte[] v = cell.getValueArray();
        int vOffset = cell.getValueOffset();
        int vLength = cell.getValueLength();
        if (MapperSupport.isFamily(cell, FAMILY_D)) {
          if (name == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_NAME)) {
            name = CODEC_NAME.decode(v, vOffset, vLength);
          } else if (homeStreet == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_HOME_STREET)) {
            homeStreet = CODEC_HOME_STREET.decode(v, vOffset, vLength);
          } else if (homeCity == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_HOME_CITY)) {
            homeCity = CODEC_HOME_CITY.decode(v, vOffset, vLength);
          } else if (!hasHomeZip && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_HOME_ZIP)) {
            homeZip = IntValueCodec.decodeInt(v, vOffset, vLength);
            hasHomeZip = true;
          } else if (!hasHomeGeoLat && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_HOME_GEO_LAT)) {
            homeGeoLat = DoubleValueCodec.decodeDouble(v, vOffset, vLength);
            hasHomeGeoLat = true;
          } else if (!hasHomeGeoLon && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_HOME_GEO_LON)) {
            homeGeoLon = DoubleValueCodec.decodeDouble(v, vOffset, vLength);
            hasHomeGeoLon = true;
          } else if (workStreet == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_WORK_STREET)) {
            workStreet = CODEC_WORK_STREET.decode(v, vOffset, vLength);
          } else if (workCity == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_WORK_CITY)) {
            workCity = CODEC_WORK_CITY.decode(v, vOffset, vLength);
          } else if (!hasWorkZip && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_WORK_ZIP)) {
            workZip = IntValueCodec.decodeInt(v, vOffset, vLength);
            hasWorkZip = true;
          } else if (!hasWorkGeoLat && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_WORK_GEO_LAT)) {
            workGeoLat = DoubleValueCodec.decodeDouble(v, vOffset, vLength);
            hasWorkGeoLat = true;
          } else if (!hasWorkGeoLon && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_WORK_GEO_LON)) {
            workGeoLon = DoubleValueCodec.decodeDouble(v, vOffset, vLength);
            hasWorkGeoLon = true;
          } else if (cardNumber == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_CARD_NUMBER)) {
            cardNumber = CODEC_CARD_NUMBER.decode(v, vOffset, vLength);
          } else if (!hasCardExpires && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_CARD_EXPIRES)) {
            cardExpires = IntValueCodec.decodeInt(v, vOffset, vLength);
            hasCardExpires = true;
          } else if (tags == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_TAGS)) {
            tags = CODEC_TAGS.decode(v, vOffset, vLength);
          } else if (openOn == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_OPEN_ON)) {
            openOn = CODEC_OPEN_ON.decode(v, vOffset, vLength);
          } else if (!hasHome && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_HOME)) {
            hasHome = true;
          } else if (!hasHomeGeo && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_HOME_GEO)) {
            hasHomeGeo = true;
          } else if (!hasWork && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_WORK)) {
            hasWork = true;
          } else if (!hasWorkGeo && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_WORK_GEO)) {
            hasWorkGeo = true;
          } else if (!hasCard && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_CARD)) {
            hasCard = true;
          }
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    Geo homeGeo = null;
    // present with its presence cell, or a cell of a field (which an update may set alone)
    if (hasHomeGeo || hasHomeGeoLat || hasHomeGeoLon) {
      homeGeo = new Geo(homeGeoLat, homeGeoLon);
    }
    Address home = null;
    // present with its presence cell, or a cell of a field (which an update may set alone)
    if (hasHome || homeStreet != null || homeCity != null || hasHomeZip || homeGeo != null) {
      home = new Address(homeStreet, homeCity, homeZip, homeGeo);
    }
    Geo workGeo = null;
    // present with its presence cell, or a cell of a field (which an update may set alone)
    if (hasWorkGeo || hasWorkGeoLat || hasWorkGeoLon) {
      workGeo = new Geo(workGeoLat, workGeoLon);
    }
    Address work = null;
    // present with its presence cell, or a cell of a field (which an update may set alone)
    if (hasWork || workStreet != null || workCity != null || hasWorkZip || workGeo != null) {
      work = new Address(workStreet, workCity, workZip, workGeo);
    }
    Card card = null;
    // present with its presence cell, or a cell of a field (which an update may set alone)
    if (hasCard || cardNumber != null || hasCardExpires) {
      card = new Card();
      if (cardNumber != null) {
        card.setNumber(cardNumber);
      }
      if (hasCardExpires) {
        card.setExpires(cardExpires);
      }
    }
    return new Customer(
        key.id(),
        name,
        home,
        work,
        card,
        tags,
        openOn);
  }

  /**
   * A null field of {@code entity} takes its value from {@code stored}, as a put leaves it.
   */
  @Override
  public byte @Nullable [] indexValues(IndexSchema index, Customer entity,
      @Nullable Customer stored) {
    switch (index.name()) {
      case INDEX_BY_HOME_CITY:
        return IndexKeys.join(IndexKeys.value(INDEX_CODEC_HOME_CITY, homeCityOf(entity) != null ? homeCityOf(entity) : stored == null ? null : homeCityOf(stored)));
      default:
        throw new IllegalArgumentException("Customer has no index " + index.name());
    }
  }

  /**
   * {@code homeCity}, or null when {@code home} is null.
   */
  private static String homeCityOf(Customer entity) {
    Address home = entity.home();
    if (home == null) {
      return null;
    }
    return home.city();
  }

  /**
   * The row-key components of {@link Customer}, in key order.
   */
  public record Key(long id) {
  }
}
