/**
 * Nested values and collection cells on the mini cluster: {@code @Embedded} records and classes (CRUD,
 * null values, conditions, projections, indexes, partial updates), {@code List} and {@code Set} cells,
 * and cells that do not parse.
 */
package org.hbasemapper.it.nested;
