package golden;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.LocalDateValueCodec;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Maps {@link User} to table {@code weibo:user}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code User}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class UserMapper implements EntityMapper<User, UserMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final UserMapper INSTANCE = new UserMapper();

  private static final String TABLE = "weibo:user";

  private static final byte[] FAMILY_INFO = "info".getBytes(StandardCharsets.UTF_8);

  private static final byte[] FAMILY_FANS = "fans".getBytes(StandardCharsets.UTF_8);

  /**
   * The families {@code fromResult} reads.
   */
  private static final byte[][] FAMILIES = {FAMILY_INFO, FAMILY_FANS};

  private static final byte[] QUALIFIER_NICKNAME = "nickname".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_DOB = "dob".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_AGE = "age".getBytes(StandardCharsets.UTF_8);

  static final KeyComponent<Long> KEY_ID = new KeyComponent<>(TABLE, "User", "id", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  private static final ValueCodec<String> CODEC_NICKNAME = StringValueCodec.INSTANCE;

  private static final ValueCodec<LocalDate> CODEC_DOB = LocalDateValueCodec.INSTANCE;

  static final KeyCodec<Long> KEYS_FANS = LongKeyCodec.INSTANCE;

  static final ValueCodec<String> VALUES_FANS = StringValueCodec.INSTANCE;

  /**
   * The stored layout of {@link User}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity golden.User
        key id int64
        family info versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        family fans versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        cell info:nickname utf8 field=nickname
        cell info:dob int32 field=dob
        cell info:age int32 field=age
        dynamic fans key=int64 value=utf8 field=fans
        presence info:age column
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("weibo", "user", "User")
      .family(FamilySchema.of("info"))
      .family(FamilySchema.of("fans"))
      .keyPart("id", "long", /* width= */ 8, /* descending= */ false)
      .column("info", "nickname", "nickname", "String")
      .column("info", "dob", "dob", "LocalDate")
      .column("info", "age", "age", "int")
      .dynamicColumns("fans", "fans", "Map<Long, String>")
      .presence("info", "age")
      .layout(LAYOUT)
      .build();

  private UserMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(User entity) {
    return new Key(entity.getId());
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
  public Put toPut(User entity) {
    Put put = new Put(encodeKey(keyOf(entity)), true);
    String nickname = entity.getNickname();
    if (nickname != null) {
      put.addColumn(FAMILY_INFO, QUALIFIER_NICKNAME, MapperSupport.encode(CODEC_NICKNAME, nickname, SCHEMA, "nickname"));
    }
    LocalDate dob = entity.getDob();
    if (dob != null) {
      put.addColumn(FAMILY_INFO, QUALIFIER_DOB, MapperSupport.encode(CODEC_DOB, dob, SCHEMA, "dob"));
    }
    put.addColumn(FAMILY_INFO, QUALIFIER_AGE, IntValueCodec.encodeInt(entity.age));
    Map<Long, String> fans = entity.getFans();
    if (fans != null) {
      for (Map.Entry<Long, String> entry : fans.entrySet()) {
        put.addColumn(FAMILY_FANS,
            MapperSupport.qualifier(KEYS_FANS, entry.getKey(), SCHEMA, "fans"),
            MapperSupport.mapValue(VALUES_FANS, entry.getKey(), entry.getValue(), SCHEMA, "fans"));
      }
    }
    return put;
  }

  @Override
  public @Nullable User fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
    String nickname = null;
    LocalDate dob = null;
    int age = 0;
    boolean hasAge = false;
    Map<Long, String> fans = null;
    Cell[] cells = result.rawCells();
    Cell cell = null;
    byte[] family = null;
    // one pass over the cells, sorted by family then qualifier; the first version of a column is the newest
    try {
      for (int i = 0; i < cells.length; i++) {
        cell = cells[i];
        // cells come grouped by family: compare with the previous cell's family first
        if (family == null || !MapperSupport.isFamily(cell, family)) {
          family = MapperSupport.family(cell, FAMILIES);
        }
        byte[] q = cell.getQualifierArray();
        int qOffset = cell.getQualifierOffset();
        int qLength = cell.getQualifierLength();
        byte[] v = cell.getValueArray();
        int vOffset = cell.getValueOffset();
        int vLength = cell.getValueLength();
        if (family == FAMILY_INFO) {
          if (nickname == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_NICKNAME)) {
            nickname = CODEC_NICKNAME.decode(v, vOffset, vLength);
          } else if (dob == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_DOB)) {
            dob = CODEC_DOB.decode(v, vOffset, vLength);
          } else if (!hasAge && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_AGE)) {
            age = IntValueCodec.decodeInt(v, vOffset, vLength);
            hasAge = true;
          }
        } else if (family == FAMILY_FANS) {
          if (fans == null) {
            fans = new LinkedHashMap<>();
          }
          fans.putIfAbsent(KEYS_FANS.read(q, qOffset, qLength), VALUES_FANS.decode(v, vOffset, vLength));
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    User entity = new User();
    entity.setId(key.id());
    if (nickname != null) {
      entity.setNickname(nickname);
    }
    if (dob != null) {
      entity.setDob(dob);
    }
    if (hasAge) {
      entity.age = age;
    }
    entity.setFans(fans != null ? fans : new LinkedHashMap<>());
    return entity;
  }

  /**
   * The row-key components of {@link User}, in key order.
   */
  public record Key(long id) {
  }
}
