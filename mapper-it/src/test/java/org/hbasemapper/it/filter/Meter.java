package org.hbasemapper.it.filter;

import java.math.BigDecimal;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** Readings that another program may have written with cells of the wrong length. */
@Table(name = "meter", namespace = "flt", defaultFamily = "d")
@Family(name = "d")
public record Meter(
    @RowKey long id,
    Long reading,
    Double level,
    BigDecimal cost) {}
