/**
 * The base of every generated DAO: reads, writes, batches and queries of one entity over the
 * caller's {@code Connection}, with index upkeep, relation upkeep and version checks planned once
 * per write ({@code WritePlan}) and shared by every write method; and the DAO and query of a group
 * of record types sharing one table ({@code GroupDao}, {@code GroupQuery}), which write through the
 * members' DAOs.
 */
@NullMarked
package org.hbasemapper.runtime.dao;

import org.jspecify.annotations.NullMarked;
