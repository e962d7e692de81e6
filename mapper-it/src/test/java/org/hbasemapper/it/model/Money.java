package org.hbasemapper.it.model;

/** A value type with no built-in codec, stored through {@link MoneyCodec}. */
public record Money(long cents, String currency) {}
