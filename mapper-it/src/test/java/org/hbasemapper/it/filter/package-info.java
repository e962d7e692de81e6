/**
 * Conditions on stored columns, key ranges (inclusive, prefix, in-list), projections and key lookups,
 * checked against region servers: the servers' filters, the client-side tests and Java's order agree.
 */
package org.hbasemapper.it.filter;
