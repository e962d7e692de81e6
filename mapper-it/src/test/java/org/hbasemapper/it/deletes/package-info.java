/**
 * Deletes of what a query selects: {@code query()...delete()}, blocking and asynchronous, and
 * repository {@code deleteBy...} methods, with index and relation upkeep; checked against an
 * in-memory model.
 */
package org.hbasemapper.it.deletes;
