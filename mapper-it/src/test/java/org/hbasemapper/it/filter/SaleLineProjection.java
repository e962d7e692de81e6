package org.hbasemapper.it.filter;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.codec.BigDecimalValueCodec;

/** Reads {@link SaleLine}s, in the shape of a generated projection: found by name, one INSTANCE. */
public final class SaleLineProjection implements ProjectionMapper<Sale, SaleLine> {
  public static final SaleLineProjection INSTANCE = new SaleLineProjection();

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);
  private static final byte[] QUALIFIER_PRICE = "price".getBytes(StandardCharsets.UTF_8);

  private SaleLineProjection() {}

  @Override
  public Class<SaleLine> type() {
    return SaleLine.class;
  }

  @Override
  public EntityMapper<Sale, ?> entity() {
    return SaleMapper.INSTANCE;
  }

  @Override
  public List<byte[][]> columns() {
    return List.<byte[][]>of(new byte[][] {FAMILY_D, QUALIFIER_PRICE});
  }

  @Override
  public SaleLine fromResult(Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Cell price = result.getColumnLatestCell(FAMILY_D, QUALIFIER_PRICE);
    BigDecimal value = price == null ? null
        : BigDecimalValueCodec.INSTANCE.decode(price.getValueArray(), price.getValueOffset(), price.getValueLength());
    return new SaleLine(SaleMapper.INSTANCE.decodeKey(result.getRow()).productId(), value);
  }
}
