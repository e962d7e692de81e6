package golden;

import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.codec.IntValueCodec;
import org.hbasemapper.runtime.codec.StringValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Reads {@link ProfileCard} from the row of {@link Profile}: only the cells of its components, decoded as the
 * entity's mapper decodes them. Stateless and thread-safe.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class ProfileCardProjection implements ProjectionMapper<Profile, ProfileCard> {
  /**
   * The instance; the projection holds no state.
   */
  public static final ProfileCardProjection INSTANCE = new ProfileCardProjection();

  private static final byte[] FAMILY_INFO = "info".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_NICKNAME = "nickname".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_NICKNAME_FORMERLY_NICK = "nick".getBytes(StandardCharsets.UTF_8);

  private static final ValueCodec<String> CODEC_NICKNAME = StringValueCodec.INSTANCE;

  private static final byte[] QUALIFIER_AGE = "age".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_AGE_FORMERLY_YEARS = "years".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_AGE_FORMERLY_AGE_V1 = "age_v1".getBytes(StandardCharsets.UTF_8);

  private static final List<byte[][]> COLUMNS = List.<byte[][]>of(
      new byte[][] {FAMILY_INFO, QUALIFIER_NICKNAME},
      new byte[][] {FAMILY_INFO, QUALIFIER_NICKNAME_FORMERLY_NICK},
      new byte[][] {FAMILY_INFO, QUALIFIER_AGE},
      new byte[][] {FAMILY_INFO, QUALIFIER_AGE_FORMERLY_YEARS},
      new byte[][] {FAMILY_INFO, QUALIFIER_AGE_FORMERLY_AGE_V1});

  private ProfileCardProjection() {
  }

  @Override
  public Class<ProfileCard> type() {
    return ProfileCard.class;
  }

  @Override
  public EntityMapper<Profile, ?> entity() {
    return ProfileMapper.INSTANCE;
  }

  @Override
  public List<byte[][]> columns() {
    return COLUMNS;
  }

  @Override
  public @Nullable ProfileCard fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    ProfileMapper.Key key = ProfileMapper.INSTANCE.decodeKey(result.getRow());
    String nickname = null;
    Cell formerNickname = null;
    int age = 0;
    boolean hasAge = false;
    Cell formerAge = null;
    Cell formerAge2 = null;
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
          } else if (!hasAge && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_AGE)) {
            age = IntValueCodec.decodeInt(v, vOffset, vLength);
            hasAge = true;
          } else if (formerNickname == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_NICKNAME_FORMERLY_NICK)) {
            formerNickname = cell;
          } else if (formerAge == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_AGE_FORMERLY_YEARS)) {
            formerAge = cell;
          } else if (formerAge2 == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_AGE_FORMERLY_AGE_V1)) {
            formerAge2 = cell;
          }
        }
      }
      // rows stored before nickname moved to info:nickname hold it under info:nick
      if (nickname == null) {
        cell = formerNickname;
        if (cell != null) {
          nickname = CODEC_NICKNAME.decode(cell.getValueArray(), cell.getValueOffset(), cell.getValueLength());
        }
      }
      // rows stored before age moved to info:age hold it under info:years, info:age_v1
      if (!hasAge) {
        cell = formerAge != null ? formerAge : formerAge2;
        if (cell != null) {
          age = IntValueCodec.decodeInt(cell.getValueArray(), cell.getValueOffset(), cell.getValueLength());
          hasAge = true;
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(ProfileMapper.INSTANCE.schema(), cell, e);
    }
    return new ProfileCard(
        key.id(),
        nickname,
        age);
  }
}
