package golden;

import java.nio.charset.StandardCharsets;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
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
 * Maps {@link Member} to table {@code idx:member}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code Member}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class MemberMapper implements EntityMapper<Member, MemberMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final MemberMapper INSTANCE = new MemberMapper();

  /**
   * The name of index {@code nickname} on {@code nickname}, as {@code IndexAdmin} takes it.
   */
  public static final String INDEX_NICKNAME = "nickname";

  /**
   * The name of index {@code by_city_gender} on {@code city}, {@code gender}, as {@code IndexAdmin} takes it.
   */
  public static final String INDEX_BY_CITY_GENDER = "by_city_gender";

  private static final String TABLE = "idx:member";

  private static final byte[] FAMILY_INFO = "info".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_NICKNAME = "nickname".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_CITY = "city".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_GENDER = "gender".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_AGE = "age".getBytes(StandardCharsets.UTF_8);

  static final KeyComponent<Long> KEY_ID = new KeyComponent<>(TABLE, "Member", "id", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  private static final ValueCodec<String> CODEC_NICKNAME = StringValueCodec.INSTANCE;

  private static final ValueCodec<String> CODEC_CITY = StringValueCodec.INSTANCE;

  private static final ValueCodec<String> CODEC_GENDER = StringValueCodec.INSTANCE;

  static final KeyCodec<String> INDEX_CODEC_NICKNAME = StringKeyCodec.INSTANCE;

  static final KeyCodec<String> INDEX_CODEC_CITY = StringKeyCodec.INSTANCE;

  static final KeyCodec<String> INDEX_CODEC_GENDER = StringKeyCodec.INSTANCE;

  /**
   * The stored layout of {@link Member}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity golden.Member
        key id int64
        family info versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        cell info:nickname utf8 field=nickname
        cell info:city utf8 field=city
        cell info:gender utf8 field=gender
        cell info:age int32 field=age
        presence info:age column
        index nickname info:nickname utf8
        index by_city_gender info:city utf8 info:gender utf8 covering
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("idx", "member", "Member")
      .family(FamilySchema.of("info"))
      .keyPart("id", "long", /* width= */ 8, /* descending= */ false)
      .column("info", "nickname", "nickname", "String")
      .column("info", "city", "city", "String")
      .column("info", "gender", "gender", "String")
      .column("info", "age", "age", "int")
      .presence("info", "age")
      .index(INDEX_NICKNAME, /* covering= */ false, "nickname")
      .index(INDEX_BY_CITY_GENDER, /* covering= */ true, "city", "gender")
      .layout(LAYOUT)
      .build();

  private MemberMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(Member entity) {
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
  public Put toPut(Member entity) {
    Put put = new Put(encodeKey(keyOf(entity)), true);
    String nickname = entity.nickname();
    if (nickname != null) {
      put.addColumn(FAMILY_INFO, QUALIFIER_NICKNAME, MapperSupport.encode(CODEC_NICKNAME, nickname, SCHEMA, "nickname"));
    }
    String city = entity.city();
    if (city != null) {
      put.addColumn(FAMILY_INFO, QUALIFIER_CITY, MapperSupport.encode(CODEC_CITY, city, SCHEMA, "city"));
    }
    String gender = entity.gender();
    if (gender != null) {
      put.addColumn(FAMILY_INFO, QUALIFIER_GENDER, MapperSupport.encode(CODEC_GENDER, gender, SCHEMA, "gender"));
    }
    put.addColumn(FAMILY_INFO, QUALIFIER_AGE, IntValueCodec.encodeInt(entity.age()));
    return put;
  }

  @Override
  public @Nullable Member fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
    String nickname = null;
    String city = null;
    String gender = null;
    int age = 0;
    boolean hasAge = false;
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
          } else if (city == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_CITY)) {
            city = CODEC_CITY.decode(v, vOffset, vLength);
          } else if (gender == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_GENDER)) {
            gender = CODEC_GENDER.decode(v, vOffset, vLength);
          } else if (!hasAge && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_AGE)) {
            age = IntValueCodec.decodeInt(v, vOffset, vLength);
            hasAge = true;
          }
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    return new Member(
        key.id(),
        nickname,
        city,
        gender,
        age);
  }

  /**
   * A null field of {@code entity} takes its value from {@code stored}, as a put leaves it.
   */
  @Override
  public byte @Nullable [] indexValues(IndexSchema index, Member entity, @Nullable Member stored) {
    switch (index.name()) {
      case INDEX_NICKNAME:
        return IndexKeys.join(IndexKeys.value(INDEX_CODEC_NICKNAME, entity.nickname() != null ? entity.nickname() : stored == null ? null : stored.nickname()));
      case INDEX_BY_CITY_GENDER:
        return IndexKeys.join(IndexKeys.value(INDEX_CODEC_CITY, entity.city() != null ? entity.city() : stored == null ? null : stored.city()),
            IndexKeys.value(INDEX_CODEC_GENDER, entity.gender() != null ? entity.gender() : stored == null ? null : stored.gender()));
      default:
        throw new IllegalArgumentException("Member has no index " + index.name());
    }
  }

  /**
   * The row-key components of {@link Member}, in key order.
   */
  public record Key(long id) {
  }
}
