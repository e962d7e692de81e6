package org.hbasemapper.runtime;

import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.annotations.audience.LimitedPrivate;
import org.hbasemapper.runtime.io.TableIo;
import org.hbasemapper.runtime.codec.KeyCodec;
import org.hbasemapper.runtime.codec.ValueCodec;
import org.jspecify.annotations.NullUnmarked;

/**
 * Hands out the {@link WideRow} of one row's dynamic family: how a mapper, which does no I/O
 * itself, gives a {@code fetch = LAZY} field a map that loads on first access. DAOs pass one to
 * {@link EntityMapper#fromResult(org.apache.hadoop.hbase.client.Result, WideRowSource)}.
 */
@LimitedPrivate("mapper-dynamic")
@NullUnmarked
public interface WideRowSource {
  /** The wide row of {@code family} (mapped by {@code field}) in the row {@code row}. */
  <K, V> WideRow<K, V> wideRow(String field, String family, byte[] row, KeyCodec<K> keys, ValueCodec<V> values);

  /** Wide rows of {@code schema}'s table read over {@code connection}, which stays the caller's. */
  static WideRowSource of(Connection connection, TableSchema schema) {
    return new WideRowSource() {
      @Override
      public <K, V> WideRow<K, V> wideRow(String field, String family, byte[] row, KeyCodec<K> keys,
          ValueCodec<V> values) {
        return WideRow.of(connection, schema, field, family, row, keys, values);
      }
    };
  }

  /**
   * Wide rows of {@code schema}'s table read through {@code io}; over an asynchronous connection, a
   * lazy map then loads by blocking the thread that first uses it (never one of hbase-client's).
   */
  static WideRowSource of(TableIo io, TableSchema schema) {
    return new WideRowSource() {
      @Override
      public <K, V> WideRow<K, V> wideRow(String field, String family, byte[] row, KeyCodec<K> keys,
          ValueCodec<V> values) {
        return WideRow.of(io, schema, field, family, row, keys, values);
      }
    };
  }
}
