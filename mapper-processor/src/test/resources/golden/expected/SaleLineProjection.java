package golden;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.annotation.processing.Generated;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.codec.BigDecimalValueCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.hbasemapper.runtime.internal.MapperSupport;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * Reads {@link SaleLine} from the row of {@link Purchase}: only the cells of its components, decoded as the
 * entity's mapper decodes them. Stateless and thread-safe.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class SaleLineProjection implements ProjectionMapper<Purchase, SaleLine> {
  /**
   * The instance; the projection holds no state.
   */
  public static final SaleLineProjection INSTANCE = new SaleLineProjection();

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);

  private static final byte[] QUALIFIER_PRICE = "price".getBytes(StandardCharsets.UTF_8);

  private static final ValueCodec<BigDecimal> CODEC_PRICE = BigDecimalValueCodec.INSTANCE;

  private static final List<byte[][]> COLUMNS = List.<byte[][]>of(
      new byte[][] {FAMILY_D, QUALIFIER_PRICE});

  private SaleLineProjection() {
  }

  @Override
  public Class<SaleLine> type() {
    return SaleLine.class;
  }

  @Override
  public EntityMapper<Purchase, ?> entity() {
    return PurchaseMapper.INSTANCE;
  }

  @Override
  public List<byte[][]> columns() {
    return COLUMNS;
  }

  @Override
  public @Nullable SaleLine fromResult(@Nullable Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    PurchaseMapper.Key key = PurchaseMapper.INSTANCE.decodeKey(result.getRow());
    BigDecimal price = null;
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
          if (price == null && MapperSupport.matches(q, qOffset, qLength, QUALIFIER_PRICE)) {
            price = CODEC_PRICE.decode(v, vOffset, vLength);
          }
        }
      }
    } catch (RuntimeException e) {
      throw MappingException.forCell(PurchaseMapper.INSTANCE.schema(), cell, e);
    }
    return new SaleLine(
        key.productId(),
        price);
  }
}
