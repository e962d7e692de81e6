package org.hbasemapper.spark.read;

import org.hbasemapper.annotations.Projection;

/** A sale's user and amount: a projection that reads one cell (and the presence cell) per row. */
@Projection(Sale.class)
public record SaleLine(String userId, long cents) {}
