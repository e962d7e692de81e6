package org.hbasemapper.it.types;

/** A value type with no built-in codec, stored through {@link MoneyCodec}. */
public record Money(long cents, String currency) {}
