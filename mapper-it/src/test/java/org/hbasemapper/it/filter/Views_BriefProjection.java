package org.hbasemapper.it.filter;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.codec.IntValueCodec;

/** Reads {@link Views.Brief}: the projection of a nested record is named {@code Outer_RecordProjection}. */
public final class Views_BriefProjection implements ProjectionMapper<Sale, Views.Brief> {
  public static final Views_BriefProjection INSTANCE = new Views_BriefProjection();

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);
  private static final byte[] QUALIFIER_QUANTITY = "quantity".getBytes(StandardCharsets.UTF_8);

  private Views_BriefProjection() {}

  @Override
  public Class<Views.Brief> type() {
    return Views.Brief.class;
  }

  @Override
  public EntityMapper<Sale, ?> entity() {
    return SaleMapper.INSTANCE;
  }

  @Override
  public List<byte[][]> columns() {
    return List.<byte[][]>of(new byte[][] {FAMILY_D, QUALIFIER_QUANTITY});
  }

  @Override
  public Views.Brief fromResult(Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Cell quantity = result.getColumnLatestCell(FAMILY_D, QUALIFIER_QUANTITY);
    return new Views.Brief(SaleMapper.INSTANCE.decodeKey(result.getRow()).userId(), quantity == null ? 0
        : IntValueCodec.decodeInt(quantity.getValueArray(), quantity.getValueOffset(), quantity.getValueLength()));
  }
}
