package org.hbasemapper.runtime.key;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.StringJoiner;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.KeyPrefix;
import org.hbasemapper.runtime.bytes.RowBytes;

/**
 * Raw row keys read back as their components, for debugging. The hex form every message uses is
 * {@code RowBytes.hex}; an application compares row keys as bytes ({@code rowKey()}, {@code failedRows()}).
 */
@Api
public final class RowKeys {

  /**
   * {@code row} decoded and rendered as its components, e.g.
   * {@code salt=0x03, userId=u1, time=2024-05-01T10:00:00Z, productId=p3}: what a raw key from the
   * shell or a log means. For debugging: it uses reflection on the mapper's {@code Key} record.
   *
   * @throws org.hbasemapper.runtime.MappingException when {@code row} is not a key of the entity
   */
  public static <K> String describe(EntityMapper<?, K> mapper, byte[] row) {
    K key = mapper.decodeKey(row);
    StringJoiner out = new StringJoiner(", ");
    KeyPrefix prefix = mapper.schema().keyPrefix();
    if (prefix.length() > 0) {
      out.add((prefix.kind() == KeyPrefix.Kind.SALT ? "salt=" : "md5=") + RowBytes.hex(Arrays.copyOf(row, prefix.length())));
    }
    if (key instanceof Record record) {
      for (RecordComponent component : record.getClass().getRecordComponents()) {
        try {
          Object value = component.getAccessor().invoke(record);
          out.add(component.getName() + "=" + (value instanceof byte[] bytes ? RowBytes.hex(bytes) : String.valueOf(value)));
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException("cannot read key component " + component.getName(), e);
        }
      }
    } else {
      out.add(String.valueOf(key));
    }
    return out.toString();
  }

  private RowKeys() {}
}
