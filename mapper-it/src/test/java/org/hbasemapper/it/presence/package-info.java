/**
 * The presence cell: a cell every stored row has, which {@code putIfAbsent} tests and projections read,
 * on entities whose columns may all be null or empty; and the model-based check of their writes.
 */
package org.hbasemapper.it.presence;
