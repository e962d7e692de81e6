package org.hbasemapper.processor.model;

/**
 * The {@code @Timestamp} field.
 *
 * @param property the field
 * @param instant whether it is an {@code Instant} (else a {@code long} or {@code Long} of epoch millis)
 */
public record TimestampModel(Property property, boolean instant) implements MappedField {}
