package org.hbasemapper.benchmarks.handwritten;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.benchmarks.model.Sale;

/**
 * {@link Sale} by hand: the classic {@code <user_id padded to 8><Long.MAX_VALUE - time><product_id>}
 * key, and the same cells as the generated mapper.
 */
public final class HandwrittenSale {
  static final byte[] D = Bytes.toBytes("d");
  static final byte[] PRICE = Bytes.toBytes("price");
  static final byte[] QUANTITY = Bytes.toBytes("quantity");

  private HandwrittenSale() {}

  /** The key, written into one array. */
  public static byte[] key(String userId, Instant time, String productId) {
    byte[] user = userId.getBytes(StandardCharsets.UTF_8);
    byte[] product = productId.getBytes(StandardCharsets.UTF_8);
    byte[] key = new byte[16 + product.length];
    System.arraycopy(user, 0, key, 0, user.length);
    Bytes.putLong(key, 8, ~(time.toEpochMilli() ^ Long.MIN_VALUE)); // descending: every bit inverted
    System.arraycopy(product, 0, key, 16, product.length);
    return key;
  }

  /** The put. */
  public static Put toPut(Sale s) {
    Put put = new Put(key(s.userId(), s.time(), s.productId()), true);
    if (s.price() != null) {
      put.addColumn(D, PRICE, Bytes.toBytes(s.price()));
    }
    put.addColumn(D, QUANTITY, Bytes.toBytes(s.quantity()));
    return put;
  }

  /** The put as often written: the key from {@code Bytes.add}, names converted on every call. */
  public static Put toPutIdiomatic(Sale s) {
    byte[] user = Bytes.padTail(Bytes.toBytes(s.userId()), 8 - Bytes.toBytes(s.userId()).length);
    byte[] key = Bytes.add(user, Bytes.toBytes(~(s.time().toEpochMilli() ^ Long.MIN_VALUE)), Bytes.toBytes(s.productId()));
    Put put = new Put(key);
    if (s.price() != null) {
      put.addColumn(Bytes.toBytes("d"), Bytes.toBytes("price"), Bytes.toBytes(s.price()));
    }
    put.addColumn(Bytes.toBytes("d"), Bytes.toBytes("quantity"), Bytes.toBytes(s.quantity()));
    return put;
  }

  /** The idiomatic read. */
  public static Sale idiomatic(Result r) {
    byte[] row = r.getRow();
    byte[] price = r.getValue(D, PRICE);
    byte[] quantity = r.getValue(D, QUANTITY);
    return new Sale(userId(row), time(row), Bytes.toString(row, 16, row.length - 16),
        price == null ? null : Bytes.toBigDecimal(price), quantity == null ? 0 : Bytes.toInt(quantity));
  }

  /** The optimal read: one pass over the cells. */
  public static Sale optimal(Result r) {
    byte[] row = r.getRow();
    BigDecimal price = null;
    int quantity = 0;
    for (Cell c : r.rawCells()) {
      byte[] q = c.getQualifierArray();
      int qo = c.getQualifierOffset();
      int ql = c.getQualifierLength();
      if (Bytes.equals(q, qo, ql, PRICE, 0, PRICE.length)) {
        price = Bytes.toBigDecimal(c.getValueArray(), c.getValueOffset(), c.getValueLength());
      } else if (Bytes.equals(q, qo, ql, QUANTITY, 0, QUANTITY.length)) {
        quantity = Bytes.toInt(c.getValueArray(), c.getValueOffset());
      }
    }
    return new Sale(userId(row), time(row), Bytes.toString(row, 16, row.length - 16), price, quantity);
  }

  private static String userId(byte[] row) {
    int end = 0;
    while (end < 8 && row[end] != 0) {
      end++;
    }
    return Bytes.toString(row, 0, end);
  }

  private static Instant time(byte[] row) {
    return Instant.ofEpochMilli(~Bytes.toLong(row, 8) ^ Long.MIN_VALUE);
  }
}
