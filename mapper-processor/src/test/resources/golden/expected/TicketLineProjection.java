package golden;

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
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Reads {@link TicketLine} from the row of {@link Ticket}: only the cells of its components, decoded as the
 * entity's mapper decodes them. Stateless and thread-safe.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class TicketLineProjection implements ProjectionMapper<Ticket, TicketLine> {
  /**
   * The instance; the projection holds no state.
   */
  public static final TicketLineProjection INSTANCE = new TicketLineProjection();

  private static final byte[] FAMILY_T = "t".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_SUBJECT = "subject".getBytes(StandardCharsets.UTF_8);

  private static final ValueCodec<String> CODEC_SUBJECT = StringValueCodec.INSTANCE;

  private static final List<byte[][]> COLUMNS = List.<byte[][]>of(
      new byte[][] {FAMILY_T, QUALIFIER_SUBJECT});

  private TicketLineProjection() {
  }

  @Override
  public Class<TicketLine> type() {
    return TicketLine.class;
  }

  @Override
  public EntityMapper<Ticket, ?> entity() {
    return TicketMapper.INSTANCE;
  }

  @Override
  public List<byte[][]> columns() {
    return COLUMNS;
  }

  @Override
  public @Nullable TicketLine fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    TicketMapper.Key key = TicketMapper.INSTANCE.decodeKey(result.getRow());
    String subject = null;
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
        if (MapperSupport.isFamily(cell, FAMILY_T)) {
          if (subject == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_SUBJECT)) {
            subject = CODEC_SUBJECT.decode(v, vOffset, vLength);
          }
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(TicketMapper.INSTANCE.schema(), cell, e);
    }
    return new TicketLine(
        key.number(),
        subject);
  }
}
