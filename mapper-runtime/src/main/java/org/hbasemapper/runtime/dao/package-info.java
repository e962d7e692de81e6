/**
 * The base of every generated DAO: reads, writes, batches and queries of one entity over the
 * caller's {@code Connection}, with index upkeep, relation upkeep and version checks.
 */
package org.hbasemapper.runtime.dao;
