package org.hbasemapper.it.async;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A numbered series of ticks: {@code <series><seq>}, for the asynchronous key queries. */
@Table(name = "tick", namespace = "async", defaultFamily = "d")
@Family(name = "d")
public record Tick(@RowKey(order = 0, width = 8) String series, @RowKey(order = 1) long seq, double value) {}
