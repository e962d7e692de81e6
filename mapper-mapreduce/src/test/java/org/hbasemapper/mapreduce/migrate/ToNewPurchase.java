package org.hbasemapper.mapreduce.migrate;

import java.util.function.Function;
import org.hbasemapper.mapreduce.StoredRow;

/** The migration of a purchase: every field by name from the old row, the status's name kept as a string. */
public class ToNewPurchase implements Function<StoredRow, NewPurchase> {
  @Override
  public NewPurchase apply(StoredRow row) {
    return new NewPurchase(row.getString("userId"), row.getInstant("time"), row.getString("productId"),
        row.getBigDecimal("price"), row.getInt("quantity"), row.getString("status"), row.getLocalDate("ordered"),
        row.getUuid("orderId"), row.getDouble("rating"), row.getBoolean("gift"),
        row.getMap("tags", String.class, Integer.class));
  }
}
