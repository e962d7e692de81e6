package refused;

import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;

/**
 * Reads {@link Projected} from the row of {@link Fine}: only the cells of its components, decoded as the
 * entity's mapper decodes them. Stateless and thread-safe.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
public final class ProjectedProjection implements ProjectionMapper<Fine, Projected> {
  /**
   * The instance; the projection holds no state.
   */
  public static final ProjectedProjection INSTANCE = new ProjectedProjection();

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_NAME = "name".getBytes(StandardCharsets.UTF_8);

  private static final ValueCodec<String> CODEC_NAME = StringValueCodec.INSTANCE;

  private static final List<byte[][]> COLUMNS = List.<byte[][]>of(
      new byte[][] {FAMILY_D, QUALIFIER_NAME});

  private ProjectedProjection() {
  }

  @Override
  public Class<Projected> type() {
    return Projected.class;
  }

  @Override
  public EntityMapper<Fine, ?> entity() {
    return FineMapper.INSTANCE;
  }

  @Override
  public List<byte[][]> columns() {
    return COLUMNS;
  }

  @Override
  public Projected fromResult(Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    FineMapper.Key key = FineMapper.INSTANCE.decodeKey(result.getRow());
    String name = null;
    Cell[] cells = result.rawCells();
    Cell cell = null;
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
      throw MappingException.forCell(FineMapper.INSTANCE.schema(), cell, e);
    }
    return new Projected(
        key.id(),
        name);
  }
}
