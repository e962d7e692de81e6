package org.hbasemapper.it.filter;

/** The price of a tick: a projection of {@link Tick}, not of {@link Sale}. */
public record TickPrice(double price) {}
