/**
 * Chooses at compile time how a repository method reads its rows (a get, a multi-get, a key scan, an
 * index lookup, or an accepted full scan), from the row-key layout and the indexes alone.
 */
package org.hbasemapper.processor.plan;
