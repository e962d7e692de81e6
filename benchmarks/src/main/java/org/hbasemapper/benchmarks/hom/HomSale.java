package org.hbasemapper.benchmarks.hom;

import com.flipkart.hbaseobjectmapper.Family;
import com.flipkart.hbaseobjectmapper.HBColumn;
import com.flipkart.hbaseobjectmapper.HBRecord;
import com.flipkart.hbaseobjectmapper.HBTable;
import java.math.BigDecimal;
import java.time.Instant;

/** The benchmark purchase for hbase-object-mapper; its row key is a string it composes and parses. */
@HBTable(name = "sale", families = {@Family(name = "d")})
public class HomSale implements HBRecord<String> {
  private static final long serialVersionUID = 1L;

  private String userId;
  private Instant time;
  private String productId;
  @HBColumn(family = "d", column = "price") private BigDecimal price;
  @HBColumn(family = "d", column = "quantity") private Integer quantity;

  public HomSale() {}

  public HomSale(String userId, Instant time, String productId, BigDecimal price, Integer quantity) {
    this.userId = userId;
    this.time = time;
    this.productId = productId;
    this.price = price;
    this.quantity = quantity;
  }

  @Override
  public String composeRowKey() {
    return userId + "#" + (Long.MAX_VALUE - time.toEpochMilli()) + "#" + productId;
  }

  @Override
  public void parseRowKey(String rowKey) {
    String[] parts = rowKey.split("#", 3);
    this.userId = parts[0];
    this.time = Instant.ofEpochMilli(Long.MAX_VALUE - Long.parseLong(parts[1]));
    this.productId = parts[2];
  }

  public Integer getQuantity() {
    return quantity;
  }
}
