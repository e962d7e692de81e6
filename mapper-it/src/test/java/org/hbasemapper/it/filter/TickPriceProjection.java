package org.hbasemapper.it.filter;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.codec.DoubleValueCodec;

/** Reads {@link TickPrice}s. */
public final class TickPriceProjection implements ProjectionMapper<Tick, TickPrice> {
  public static final TickPriceProjection INSTANCE = new TickPriceProjection();

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);
  private static final byte[] QUALIFIER_PRICE = "price".getBytes(StandardCharsets.UTF_8);

  private TickPriceProjection() {}

  @Override
  public Class<TickPrice> type() {
    return TickPrice.class;
  }

  @Override
  public EntityMapper<Tick, ?> entity() {
    return TickMapper.INSTANCE;
  }

  @Override
  public List<byte[][]> columns() {
    return List.<byte[][]>of(new byte[][] {FAMILY_D, QUALIFIER_PRICE});
  }

  @Override
  public TickPrice fromResult(Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Cell price = result.getColumnLatestCell(FAMILY_D, QUALIFIER_PRICE);
    return new TickPrice(price == null ? 0
        : DoubleValueCodec.decodeDouble(price.getValueArray(), price.getValueOffset(), price.getValueLength()));
  }
}
