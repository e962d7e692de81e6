/**
 * Immutable models of a mapped entity: its table, families, row key and indexes, and its fields as
 * the sealed {@code MappedField}, one case per kind (key component, the four kinds of
 * {@code ColumnModel}, dynamic family, timestamp); and what follows from a column's model alone, such
 * as how its stored values sort ({@code ValueOrders}).
 */
package org.hbasemapper.processor.model;
