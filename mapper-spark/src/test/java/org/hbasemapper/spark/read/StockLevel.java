package org.hbasemapper.spark.read;

import org.hbasemapper.annotations.Projection;

/** How many of an item a warehouse holds: reads the quantity cell only. */
@Projection(Stock.class)
public record StockLevel(String warehouse, String sku, int quantity) {}
