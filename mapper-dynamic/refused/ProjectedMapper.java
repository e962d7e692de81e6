package refused;

import java.nio.charset.StandardCharsets;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.FamilySchema;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.codec.LongKeyCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;

/**
 * Maps {@link Projected} to table {@code default:projected}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code Projected}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class ProjectedMapper implements EntityMapper<Projected, ProjectedMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final ProjectedMapper INSTANCE = new ProjectedMapper();

  private static final String TABLE = "default:projected";

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_NAME = "name".getBytes(StandardCharsets.UTF_8);

  static final KeyComponent<Long> KEY_ID = new KeyComponent<>(TABLE, "Projected", "id", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  private static final ValueCodec<String> CODEC_NAME = StringValueCodec.INSTANCE;

  /**
   * The stored layout of {@link Projected}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity refused.Projected
        key id int64
        family d versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
        cell d:name utf8 field=name
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("default", "projected", "Projected")
      .family(FamilySchema.of("d"))
      .keyPart("id", "long", /* width= */ 8, /* descending= */ false)
      .column("d", "name", "name", "String")
      .layout(LAYOUT)
      .build();

  private ProjectedMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(Projected entity) {
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
  public Put toPut(Projected entity) {
    Put put = new Put(encodeKey(keyOf(entity)), true);
    String name = entity.name();
    if (name != null) {
      put.addColumn(FAMILY_D, QUALIFIER_NAME, MapperSupport.encode(CODEC_NAME, name, SCHEMA, "name"));
    }
    return put;
  }

  @Override
  public Projected fromResult(Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
    String name = null;
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
          }
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    return new Projected(
        key.id(),
        name);
  }

  /**
   * The row-key components of {@link Projected}, in key order.
   */
  public record Key(long id) {
  }
}
