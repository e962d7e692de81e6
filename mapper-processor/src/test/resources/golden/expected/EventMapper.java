package golden;

import java.nio.charset.StandardCharsets;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.KeyPrefix;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.IntKeyCodec;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Maps {@link Event} to table {@code ts:event}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code Event}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class EventMapper implements EntityMapper<Event, EventMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final EventMapper INSTANCE = new EventMapper();

  private static final String TABLE = "ts:event";

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_KIND = "kind".getBytes(StandardCharsets.UTF_8);

  static final KeyComponent<Long> KEY_TIME = new KeyComponent<>(TABLE, "Event", "time", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  static final KeyComponent<Integer> KEY_SEQUENCE = new KeyComponent<>(TABLE, "Event", "sequence", IntKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  private static final ValueCodec<String> CODEC_KIND = StringValueCodec.INSTANCE;

  private static final KeyPrefix PREFIX = KeyPrefix.salt(/* buckets= */ 4, /* ofCount= */ 2);

  /**
   * The stored layout of {@link Event}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity golden.Event
        key-prefix salt buckets=4 of=2
        key time int64
        key sequence int32
        family d versions=1 min-versions=0 ttl=604800 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        cell d:kind utf8 field=kind
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("ts", "event", "Event")
      .family(FamilySchema.of("d").ttlSeconds(604800))
      .keyPart("time", "long", /* width= */ 8, /* descending= */ false)
      .keyPart("sequence", "int", /* width= */ 4, /* descending= */ false)
      .column("d", "kind", "kind", "String")
      .keyPrefix(PREFIX)
      .layout(LAYOUT)
      .build();

  private EventMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(Event entity) {
    return new Key(entity.time(), entity.sequence());
  }

  @Override
  public byte[] encodeKey(Key key) {
    byte[] row = new byte[1 + KEY_TIME.length(key.time()) + KEY_SEQUENCE.length(key.sequence())];
    int offset = 1;
    offset = KEY_TIME.write(key.time(), row, offset);
    offset = KEY_SEQUENCE.write(key.sequence(), row, offset);
    PREFIX.write(row, 13);
    return row;
  }

  @Override
  public Key decodeKey(byte[] row) {
    MapperSupport.requireKeyLength(row, 13, /* exact= */ true, SCHEMA);
    PREFIX.verify(row, 13, TABLE, "Event");
    return new Key(
        KEY_TIME.read(row, 1, 9),
        KEY_SEQUENCE.read(row, 9, 13));
  }

  @Override
  public Put toPut(Event entity) {
    Put put = new Put(encodeKey(keyOf(entity)), true);
    String kind = entity.kind();
    if (kind != null) {
      put.addColumn(FAMILY_D, QUALIFIER_KIND, MapperSupport.encode(CODEC_KIND, kind, SCHEMA, "kind"));
    }
    return put;
  }

  @Override
  public @Nullable Event fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
    String kind = null;
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
          if (kind == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_KIND)) {
            kind = CODEC_KIND.decode(v, vOffset, vLength);
          }
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    return new Event(
        key.time(),
        key.sequence(),
        kind);
  }

  /**
   * The row-key components of {@link Event}, in key order.
   */
  public record Key(long time, int sequence) {
  }
}
