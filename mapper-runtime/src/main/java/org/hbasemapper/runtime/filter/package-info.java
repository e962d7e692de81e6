/**
 * Typed conditions on stored columns ({@code SaleQuery.PRICE.greaterThan(min)}): each one a server-side
 * HBase filter of plain byte comparisons where the stored bytes sort like the values (split where they
 * do so only piecewise: signed integers, floats), and always a client-side test with the same meaning,
 * used where no server filter applies (multi-gets, index lookups, types compared decoded).
 */
@NullMarked
package org.hbasemapper.runtime.filter;

import org.jspecify.annotations.NullMarked;
