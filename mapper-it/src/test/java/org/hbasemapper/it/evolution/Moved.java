package org.hbasemapper.it.evolution;

import java.time.Instant;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/**
 * Columns that moved, for the differential test of conditions: former qualifiers sorting before
 * and after the new one, two former qualifiers in a row, stored bytes that sort like the values
 * (String, int), piecewise (double) or not at all (Instant, decided in the client), and a column
 * that never moved.
 */
@Table(name = "moved", namespace = "evolve")
@Family(name = "d")
public record Moved(
    @RowKey long id,
    @Column(formerly = {"tz", "t0"}) String tag,
    @Column(formerly = "m") Integer n,
    @Column(formerly = "score_v1") Double score,
    @Column(formerly = "when") Instant at,
    @Column String plain) {}
