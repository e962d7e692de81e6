package golden;

import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.BooleanValueCodec;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.StringKeyCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.index.IndexKeys;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Maps {@link Profile} to table {@code weibo:profile}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code Profile}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ProfileMapper implements EntityMapper<Profile, ProfileMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final ProfileMapper INSTANCE = new ProfileMapper();

  /**
   * The name of index {@code nickname} on {@code nickname}, as {@code IndexAdmin} takes it.
   */
  public static final String INDEX_NICKNAME = "nickname";

  private static final String TABLE = "weibo:profile";

  private static final byte[] FAMILY_INFO = "info".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_NICKNAME = "nickname".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_NICKNAME_FORMERLY_NICK = "nick".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_AGE = "age".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_AGE_FORMERLY_YEARS = "years".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_AGE_FORMERLY_AGE_V1 = "age_v1".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_CITY = "city".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_ACTIVE = "active".getBytes(StandardCharsets.UTF_8);

  static final KeyComponent<Long> KEY_ID = new KeyComponent<>(TABLE, "Profile", "id", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  private static final ValueCodec<String> CODEC_NICKNAME = StringValueCodec.INSTANCE;

  private static final ValueCodec<String> CODEC_CITY = StringValueCodec.INSTANCE;

  static final KeyCodec<String> INDEX_CODEC_NICKNAME = StringKeyCodec.INSTANCE;

  /**
   * The stored layout of {@link Profile}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity golden.Profile
        key id int64
        family info versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        cell info:nickname utf8 field=nickname formerly=nick
        cell info:age int32 field=age formerly=years formerly=age_v1
        cell info:city utf8 field=city
        cell info:active bool8 field=active
        presence info:active column
        index nickname info:nickname utf8
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("weibo", "profile", "Profile")
      .family(FamilySchema.of("info"))
      .keyPart("id", "long", /* width= */ 8, /* descending= */ false)
      .column("info", "nickname", "nickname", "String", List.of("nick"))
      .column("info", "age", "age", "int", List.of("years", "age_v1"))
      .column("info", "city", "city", "String")
      .column("info", "active", "active", "boolean")
      .presence("info", "active")
      .index(INDEX_NICKNAME, /* covering= */ false, "nickname")
      .layout(LAYOUT)
      .build();

  private ProfileMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(Profile entity) {
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
  public Put toPut(Profile entity) {
    Put put = new Put(encodeKey(keyOf(entity)), true);
    String nickname = entity.nickname();
    if (nickname != null) {
      put.addColumn(FAMILY_INFO, QUALIFIER_NICKNAME, MapperSupport.encode(CODEC_NICKNAME, nickname, SCHEMA, "nickname"));
    }
    put.addColumn(FAMILY_INFO, QUALIFIER_AGE, IntValueCodec.encodeInt(entity.age()));
    String city = entity.city();
    if (city != null) {
      put.addColumn(FAMILY_INFO, QUALIFIER_CITY, MapperSupport.encode(CODEC_CITY, city, SCHEMA, "city"));
    }
    put.addColumn(FAMILY_INFO, QUALIFIER_ACTIVE, BooleanValueCodec.encodeBoolean(entity.active()));
    return put;
  }

  @Override
  public @Nullable Profile fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
    String nickname = null;
    Cell formerNickname = null;
    int age = 0;
    boolean hasAge = false;
    Cell formerAge = null;
    Cell formerAge2 = null;
    String city = null;
    boolean active = false;
    boolean hasActive = false;
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
        if (MapperSupport.isFamily(cell, FAMILY_INFO)) {
          if (nickname == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_NICKNAME)) {
            nickname = CODEC_NICKNAME.decode(v, vOffset, vLength);
          } else if (!hasAge && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_AGE)) {
            age = IntValueCodec.decodeInt(v, vOffset, vLength);
            hasAge = true;
          } else if (city == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_CITY)) {
            city = CODEC_CITY.decode(v, vOffset, vLength);
          } else if (!hasActive && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_ACTIVE)) {
            active = BooleanValueCodec.decodeBoolean(v, vOffset, vLength);
            hasActive = true;
          } else if (formerNickname == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_NICKNAME_FORMERLY_NICK)) {
            formerNickname = cell;
          } else if (formerAge == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_AGE_FORMERLY_YEARS)) {
            formerAge = cell;
          } else if (formerAge2 == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_AGE_FORMERLY_AGE_V1)) {
            formerAge2 = cell;
          }
        }
      }
      // rows stored before nickname moved to info:nickname hold it under info:nick
      if (nickname == null) {
        cell = formerNickname;
        if (cell != null) {
          nickname = CODEC_NICKNAME.decode(cell.getValueArray(), cell.getValueOffset(), cell.getValueLength());
        }
      }
      // rows stored before age moved to info:age hold it under info:years, info:age_v1
      if (!hasAge) {
        cell = formerAge != null ? formerAge : formerAge2;
        if (cell != null) {
          age = IntValueCodec.decodeInt(cell.getValueArray(), cell.getValueOffset(), cell.getValueLength());
          hasAge = true;
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    return new Profile(
        key.id(),
        nickname,
        age,
        city,
        active);
  }

  /**
   * A null field of {@code entity} takes its value from {@code stored}, as a put leaves it.
   */
  @Override
  public byte @Nullable [] indexValues(IndexSchema index, Profile entity,
      @Nullable Profile stored) {
    switch (index.name()) {
      case INDEX_NICKNAME:
        return IndexKeys.join(IndexKeys.value(INDEX_CODEC_NICKNAME, entity.nickname() != null ? entity.nickname() : stored == null ? null : stored.nickname()));
      default:
        throw new IllegalArgumentException("Profile has no index " + index.name());
    }
  }

  /**
   * The row-key components of {@link Profile}, in key order.
   */
  public record Key(long id) {
  }
}
