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

/**
 * Maps {@link Child7} to table {@code default:child7}, without I/O: thread-safe, usable from a DAO, a
 * MapReduce or Spark job, or a bulk load. Generated from the annotations of {@code Child7}.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class Child7Mapper implements EntityMapper<Child7, Child7Mapper.Key> {
  /**
   * The instance; the mapper holds no state.
   */
  public static final Child7Mapper INSTANCE = new Child7Mapper();

  private static final String TABLE = "default:child7";

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);

  static final KeyComponent<Long> KEY_ID = new KeyComponent<>(TABLE, "Child7", "id", LongKeyCodec.INSTANCE, /* width= */ 0, /* descending= */ false);

  /**
   * The stored layout of {@link Child7}'s rows, which {@code SchemaManager} records in the table
   * descriptor and compares with the live table's: a change that would strand stored rows is refused.
   */
  private static final String LAYOUT = """
      entity refused.Child7
        key id int64
        family d versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 block-cache=true in-memory=false
      """;

  private static final TableSchema SCHEMA = TableSchema.builder("default", "child7", "Child7")
      .family(FamilySchema.of("d"))
      .keyPart("id", "long", /* width= */ 8, /* descending= */ false)
      .layout(LAYOUT)
      .build();

  private Child7Mapper() {
  }

  @Override
  public TableSchema schema() {
    return SCHEMA;
  }

  @Override
  public Key keyOf(Child7 entity) {
    return new Key(entity.id);
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
  public Put toPut(Child7 entity) {
    Put put = new Put(encodeKey(keyOf(entity)), true);
    return put;
  }

  @Override
  public Child7 fromResult(Result result) {
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
    Child7 entity = new Child7();
    entity.id = key.id();
    return entity;
  }

  /**
   * The row-key components of {@link Child7}, in key order.
   */
  public record Key(long id) {
  }
}
