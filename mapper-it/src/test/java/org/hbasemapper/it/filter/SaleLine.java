package org.hbasemapper.it.filter;

import java.math.BigDecimal;

/** Two fields of a sale: the product (a key component) and the price (a cell). */
public record SaleLine(String productId, BigDecimal price) {}
