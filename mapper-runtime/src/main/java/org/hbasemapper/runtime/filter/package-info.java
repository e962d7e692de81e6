/**
 * Typed conditions on stored columns ({@code SaleQuery.PRICE.greaterThan(min)}): each one a server-side
 * HBase filter where the stored bytes sort like the values, and always a client-side test with the
 * same meaning, used where no server filter applies (multi-gets, index lookups).
 */
package org.hbasemapper.runtime.filter;
