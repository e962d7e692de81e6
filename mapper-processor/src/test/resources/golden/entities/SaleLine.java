package golden;

import java.math.BigDecimal;

/** What a purchase list shows: read from two cells and the row key, not the whole row. */
public record SaleLine(String productId, BigDecimal price) {}
