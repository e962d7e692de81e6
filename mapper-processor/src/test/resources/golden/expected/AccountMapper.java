package golden;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.InstantValueCodec;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.LongValueCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Maps {@link Account} to table {@code ver:account}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code Account}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class AccountMapper implements EntityMapper<Account, AccountMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final AccountMapper INSTANCE = new AccountMapper();

  private static final String TABLE = "ver:account";

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);

  private static final byte[] FAMILY_C = "c".getBytes(StandardCharsets.UTF_8);

  /**
   * The families {@code fromResult} reads.
   */
  private static final byte[][] FAMILIES = {FAMILY_D, FAMILY_C};

  private static final byte[] QUALIFIER_OWNER = "owner".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_TENTHS = "tenths".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_VERSION = "version".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_LOGINS = "logins".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_OPENED = "opened".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_CHANGED = "changed".getBytes(StandardCharsets.UTF_8);

  static final KeyComponent<Long> KEY_ID = new KeyComponent<>(TABLE, "Account", "id", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  private static final ValueCodec<String> CODEC_OWNER = StringValueCodec.INSTANCE;

  private static final ValueCodec<Integer> CODEC_TENTHS = new TenthsCodec();

  private static final ValueCodec<Instant> CODEC_OPENED = InstantValueCodec.INSTANCE;

  private static final ValueCodec<Instant> CODEC_CHANGED = InstantValueCodec.INSTANCE;

  /**
   * The stored layout of {@link Account}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity golden.Account
        key id int64
        family d versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        family c versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        cell d:owner utf8 field=owner
        cell d:tenths codec(golden.TenthsCodec) field=tenths
        cell d:version int64 field=version role=version
        cell c:logins int64 field=logins role=counter
        cell d:opened instant field=opened
        cell d:changed instant field=changed
        timestamp field=written
        presence d:version version
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("ver", "account", "Account")
      .family(FamilySchema.of("d"))
      .family(FamilySchema.of("c"))
      .keyPart("id", "long", /* width= */ 8, /* descending= */ false)
      .column("d", "owner", "owner", "String")
      .column("d", "tenths", "tenths", "int")
      .version("d", "version", "version")
      .counter("c", "logins", "logins")
      .column("d", "opened", "opened", "Instant")
      .column("d", "changed", "changed", "Instant")
      .presence("d", "version")
      .createdDate("opened")
      .lastModifiedDate("changed")
      .layout(LAYOUT)
      .build();

  private AccountMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(Account entity) {
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
  public Put toPut(Account entity) {
    Put put = new Put(encodeKey(keyOf(entity)), MapperSupport.timestamp(entity.written(), SCHEMA, "written"), true);
    String owner = entity.owner();
    if (owner != null) {
      put.addColumn(FAMILY_D, QUALIFIER_OWNER, MapperSupport.encode(CODEC_OWNER, owner, SCHEMA, "owner"));
    }
    put.addColumn(FAMILY_D, QUALIFIER_TENTHS, MapperSupport.encode(CODEC_TENTHS, entity.tenths(), SCHEMA, "tenths"));
    Instant opened = entity.opened();
    if (opened != null) {
      put.addColumn(FAMILY_D, QUALIFIER_OPENED, MapperSupport.encode(CODEC_OPENED, opened, SCHEMA, "opened"));
    }
    Instant changed = entity.changed();
    if (changed != null) {
      put.addColumn(FAMILY_D, QUALIFIER_CHANGED, MapperSupport.encode(CODEC_CHANGED, changed, SCHEMA, "changed"));
    }
    return put;
  }

  @Override
  public @Nullable Account fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
    String owner = null;
    int tenths = 0;
    boolean hasTenths = false;
    long versionValue = 0L;
    boolean hasVersion = false;
    long logins = 0L;
    boolean hasLogins = false;
    Instant opened = null;
    Instant changed = null;
    long timestamp = 0L;
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
        timestamp = Math.max(timestamp, cell.getTimestamp());
        byte[] q = cell.getQualifierArray();
        int qOffset = cell.getQualifierOffset();
        int qLength = cell.getQualifierLength();
        byte[] v = cell.getValueArray();
        int vOffset = cell.getValueOffset();
        int vLength = cell.getValueLength();
        if (family == FAMILY_D) {
          if (owner == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_OWNER)) {
            owner = CODEC_OWNER.decode(v, vOffset, vLength);
          } else if (!hasTenths && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_TENTHS)) {
            tenths = CODEC_TENTHS.decode(v, vOffset, vLength);
            hasTenths = true;
          } else if (!hasVersion && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_VERSION)) {
            versionValue = LongValueCodec.decodeLong(v, vOffset, vLength);
            hasVersion = true;
          } else if (opened == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_OPENED)) {
            opened = CODEC_OPENED.decode(v, vOffset, vLength);
          } else if (changed == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_CHANGED)) {
            changed = CODEC_CHANGED.decode(v, vOffset, vLength);
          }
        } else if (family == FAMILY_C) {
          if (!hasLogins && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_LOGINS)) {
            logins = LongValueCodec.decodeLong(v, vOffset, vLength);
            hasLogins = true;
          }
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    return new Account(
        key.id(),
        owner,
        tenths,
        versionValue,
        logins,
        opened,
        changed,
        Instant.ofEpochMilli(timestamp));
  }

  @Override
  public long versionOf(Account entity) {
    return entity.version();
  }

  /**
   * The row-key components of {@link Account}, in key order.
   */
  public record Key(long id) {
  }
}
