package refused;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.IndexSchema;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.IntKeyCodec;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.index.IndexKeys;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Maps {@link Unsupported} to table {@code default:unsupported}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code Unsupported}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class UnsupportedMapper implements EntityMapper<Unsupported, UnsupportedMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final UnsupportedMapper INSTANCE = new UnsupportedMapper();

  /**
   * The name of index {@code x} on {@code x}, as {@code IndexAdmin} takes it.
   */
  public static final String INDEX_X = "x";

  /**
   * The name of index {@code pair} on {@code x}, {@code w}, as {@code IndexAdmin} takes it.
   */
  public static final String INDEX_PAIR = "pair";

  private static final String TABLE = "default:unsupported";

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_X = "x".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_W = "w".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_Y = "y".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_Y_FORMERLY_OLD = "old".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_Z = "z".getBytes(StandardCharsets.UTF_8);

  static final KeyComponent<Long> KEY_ID = new KeyComponent<>(TABLE, "Unsupported", "id", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  private static final ValueCodec<String> CODEC_Y = StringValueCodec.INSTANCE;

  private static final ValueCodec<String> CODEC_Z = StringValueCodec.INSTANCE;

  static final KeyCodec<Integer> INDEX_CODEC_X = IntKeyCodec.INSTANCE;

  static final KeyCodec<Integer> INDEX_CODEC_W = IntKeyCodec.INSTANCE;

  /**
   * The stored layout of {@link Unsupported}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity refused.Unsupported
        key id int64
        family d versions=2 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        cell d:x int32 field=x
        cell d:w int32 field=w
        cell d:y utf8 field=y formerly=old
        cell d:z utf8 field=z role=versions
        presence d:x column
        index x d:x int32
        index pair d:x int32 d:w int32
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("default", "unsupported", "Unsupported")
      .family(FamilySchema.of("d").maxVersions(2))
      .keyPart("id", "long", /* width= */ 8, /* descending= */ false)
      .column("d", "x", "x", "int")
      .column("d", "w", "w", "int")
      .column("d", "y", "y", "String", List.of("old"))
      .versioned("d", "z", "z", "NavigableMap<Long, String>", 2)
      .presence("d", "x")
      .index(INDEX_X, /* covering= */ false, "x")
      .index(INDEX_PAIR, /* covering= */ false, "x", "w")
      .layout(LAYOUT)
      .build();

  private UnsupportedMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(Unsupported entity) {
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
  public Put toPut(Unsupported entity) {
    Put put = new Put(encodeKey(keyOf(entity)), true);
    put.addColumn(FAMILY_D, QUALIFIER_X, IntValueCodec.encodeInt(entity.x()));
    put.addColumn(FAMILY_D, QUALIFIER_W, IntValueCodec.encodeInt(entity.w()));
    String y = entity.y();
    if (y != null) {
      put.addColumn(FAMILY_D, QUALIFIER_Y, MapperSupport.encode(CODEC_Y, y, SCHEMA, "y"));
    }
    NavigableMap<Long, String> z = entity.z();
    if (z != null) {
      // one cell version per entry, at the entry's timestamp
      for (Map.Entry<Long, String> entry : z.entrySet()) {
        put.addColumn(FAMILY_D, QUALIFIER_Z, MapperSupport.versionTimestamp(entry.getKey(), SCHEMA, "z"),
            MapperSupport.mapValue(CODEC_Z, entry.getKey(), entry.getValue(), SCHEMA, "z"));
      }
    }
    return put;
  }

  @Override
  public @Nullable Unsupported fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
    int x = 0;
    boolean hasX = false;
    int w = 0;
    boolean hasW = false;
    String y = null;
    Cell formerY = null;
    TreeMap<Long, String> z = null;
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
          if (!hasX && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_X)) {
            x = IntValueCodec.decodeInt(v, vOffset, vLength);
            hasX = true;
          } else if (!hasW && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_W)) {
            w = IntValueCodec.decodeInt(v, vOffset, vLength);
            hasW = true;
          } else if (y == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_Y)) {
            y = CODEC_Y.decode(v, vOffset, vLength);
          } else if ((z == null || z.size() < 2) && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_Z)) {
            // versions come newest first: keep the newest 2
            if (z == null) {
              z = new TreeMap<>();
            }
            z.put(cell.getTimestamp(), CODEC_Z.decode(v, vOffset, vLength));
          } else if (formerY == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_Y_FORMERLY_OLD)) {
            formerY = cell;
          }
        }
      }
      // rows stored before y moved to d:y hold it under d:old
      if (y == null) {
        cell = formerY;
        if (cell != null) {
          y = CODEC_Y.decode(cell.getValueArray(), cell.getValueOffset(), cell.getValueLength());
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    return new Unsupported(
        key.id(),
        x,
        w,
        y,
        z != null ? z : new TreeMap<>());
  }

  /**
   * A null field of {@code entity} takes its value from {@code stored}, as a put leaves it.
   */
  @Override
  public byte @Nullable [] indexValues(IndexSchema index, Unsupported entity,
      @Nullable Unsupported stored) {
    switch (index.name()) {
      case INDEX_X:
        return IndexKeys.join(IndexKeys.value(INDEX_CODEC_X, entity.x()));
      case INDEX_PAIR:
        return IndexKeys.join(IndexKeys.value(INDEX_CODEC_X, entity.x()),
            IndexKeys.value(INDEX_CODEC_W, entity.w()));
      default:
        throw new IllegalArgumentException("Unsupported has no index " + index.name());
    }
  }

  /**
   * The row-key components of {@link Unsupported}, in key order.
   */
  public record Key(long id) {
  }
}
