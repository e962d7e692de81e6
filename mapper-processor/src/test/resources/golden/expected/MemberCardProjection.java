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
 * Reads {@link MemberCard} from the row of {@link Member}: only the cells of its components, decoded as the
 * entity's mapper decodes them. Stateless and thread-safe.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class MemberCardProjection implements ProjectionMapper<Member, MemberCard> {
  /**
   * The instance; the projection holds no state.
   */
  public static final MemberCardProjection INSTANCE = new MemberCardProjection();

  private static final byte[] FAMILY_INFO = "info".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_NICKNAME = "nickname".getBytes(StandardCharsets.UTF_8);

  private static final ValueCodec<String> CODEC_NICKNAME = StringValueCodec.INSTANCE;

  private static final byte[] QUALIFIER_CITY = "city".getBytes(StandardCharsets.UTF_8);

  private static final ValueCodec<String> CODEC_CITY = StringValueCodec.INSTANCE;

  private static final List<byte[][]> COLUMNS = List.<byte[][]>of(
      new byte[][] {FAMILY_INFO, QUALIFIER_NICKNAME},
      new byte[][] {FAMILY_INFO, QUALIFIER_CITY});

  private MemberCardProjection() {
  }

  @Override
  public Class<MemberCard> type() {
    return MemberCard.class;
  }

  @Override
  public EntityMapper<Member, ?> entity() {
    return MemberMapper.INSTANCE;
  }

  @Override
  public List<byte[][]> columns() {
    return COLUMNS;
  }

  @Override
  public @Nullable MemberCard fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    MemberMapper.Key key = MemberMapper.INSTANCE.decodeKey(result.getRow());
    String nickname = null;
    String city = null;
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
        if (MapperSupport.isFamily(cell, FAMILY_INFO)) {
          if (nickname == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_NICKNAME)) {
            nickname = CODEC_NICKNAME.decode(v, vOffset, vLength);
          } else if (city == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_CITY)) {
            city = CODEC_CITY.decode(v, vOffset, vLength);
          }
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(MemberMapper.INSTANCE.schema(), cell, e);
    }
    return new MemberCard(
        key.id(),
        nickname,
        city);
  }
}
