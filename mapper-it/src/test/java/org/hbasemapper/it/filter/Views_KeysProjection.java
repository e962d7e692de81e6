package org.hbasemapper.it.filter;

import java.util.List;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.ProjectionMapper;

/** Reads {@link Views.Keys} from row keys alone: no column. */
public final class Views_KeysProjection implements ProjectionMapper<Sale, Views.Keys> {
  public static final Views_KeysProjection INSTANCE = new Views_KeysProjection();

  private Views_KeysProjection() {}

  @Override
  public Class<Views.Keys> type() {
    return Views.Keys.class;
  }

  @Override
  public EntityMapper<Sale, ?> entity() {
    return SaleMapper.INSTANCE;
  }

  @Override
  public List<byte[][]> columns() {
    return List.of();
  }

  @Override
  public Views.Keys fromResult(Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    SaleMapper.Key key = SaleMapper.INSTANCE.decodeKey(result.getRow());
    return new Views.Keys(key.userId(), key.productId());
  }
}
