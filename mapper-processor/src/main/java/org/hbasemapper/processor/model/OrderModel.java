package org.hbasemapper.processor.model;

/**
 * One property of a derived query method's {@code OrderBy} clause.
 *
 * @param field the key component named
 * @param descending whether {@code Desc} was asked ({@code Asc} or nothing is ascending)
 */
public record OrderModel(FieldRef field, boolean descending) {}
