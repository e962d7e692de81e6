package org.hbasemapper.it.filter;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.codec.StringValueCodec;

/** Reads {@link VisitorName}s. */
public final class VisitorNameProjection implements ProjectionMapper<Visitor, VisitorName> {
  public static final VisitorNameProjection INSTANCE = new VisitorNameProjection();

  private static final byte[] FAMILY_D = "d".getBytes(StandardCharsets.UTF_8);
  private static final byte[] QUALIFIER_NAME = "name".getBytes(StandardCharsets.UTF_8);

  private VisitorNameProjection() {}

  @Override
  public Class<VisitorName> type() {
    return VisitorName.class;
  }

  @Override
  public EntityMapper<Visitor, ?> entity() {
    return VisitorMapper.INSTANCE;
  }

  @Override
  public List<byte[][]> columns() {
    return List.<byte[][]>of(new byte[][] {FAMILY_D, QUALIFIER_NAME});
  }

  @Override
  public VisitorName fromResult(Result result) {
    if (result == null || result.isEmpty()) {
      return null;
    }
    Cell name = result.getColumnLatestCell(FAMILY_D, QUALIFIER_NAME);
    return new VisitorName(VisitorMapper.INSTANCE.decodeKey(result.getRow()).id(), name == null ? null
        : StringValueCodec.INSTANCE.decode(name.getValueArray(), name.getValueOffset(), name.getValueLength()));
  }
}
