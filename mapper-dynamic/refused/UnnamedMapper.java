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
import org.hbasemapper.runtime.internal.MapperSupport;
import org.hbasemapper.runtime.key.KeyComponent;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Maps {@link Unnamed} to table {@code default:unnamed}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code Unnamed}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class UnnamedMapper implements EntityMapper<Unnamed, UnnamedMapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final UnnamedMapper INSTANCE = new UnnamedMapper();

  private static final String TABLE = "default:unnamed";

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);

  static final KeyComponent<Long> KEY_ID = new KeyComponent<>(TABLE, "Unnamed", "id", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  /**
   * The stored layout of {@link Unnamed}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity refused.Unnamed
        key id int64
        family d versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("default", "unnamed", "Unnamed")
      .family(FamilySchema.of("d"))
      .keyPart("id", "long", /* width= */ 8, /* descending= */ false)
      .layout(LAYOUT)
      .build();

  private UnnamedMapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(Unnamed entity) {
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
  public Put toPut(Unnamed entity) {
    Put put = new Put(encodeKey(keyOf(entity)), true);
    return put;
  }

  @Override
  public @Nullable Unnamed fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Key key = decodeKey(result.getRow());
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
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(SCHEMA, cell, e);
    }
    return new Unnamed(
        key.id());
  }

  /**
   * The row-key components of {@link Unnamed}, in key order.
   */
  public record Key(long id) {
  }
}
