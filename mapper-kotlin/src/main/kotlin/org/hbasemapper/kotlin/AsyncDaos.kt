@file:JvmName("AsyncDaos")

package org.hbasemapper.kotlin

import kotlin.jvm.optionals.getOrNull
import kotlinx.coroutines.future.await
import org.hbasemapper.runtime.WriteOptions
import org.hbasemapper.runtime.dao.AsyncEntityDao
import org.hbasemapper.runtime.dao.AsyncRowUpdate
import org.hbasemapper.runtime.filter.Condition

// Suspend forms of AsyncEntityDao's operations. A member always wins over an extension of the same
// name, so these carry the `await` prefix Spring's coroutine extensions use (awaitSingle, awaitBody).
// Each one awaits the DAO's future: cancelling the coroutine cancels the future, and a failure is
// thrown as the same exception the blocking DAO throws (HBaseMapperException and its subtypes).

/** The entity stored under [key], or null when no row is stored there. */
public suspend fun <E : Any, K : Any> AsyncEntityDao<E, K>.awaitGet(key: K): E? = get(key).await().getOrNull()

/** The row under [key] read as the projection [type] (only its columns are fetched), or null when none is stored. */
public suspend fun <E : Any, K : Any, P : Any> AsyncEntityDao<E, K>.awaitGet(key: K, type: Class<P>): P? =
  get(key, type).await().getOrNull()

/** The entities stored under [keys], in the order of [keys]; keys with no row are left out. */
public suspend fun <E : Any, K : Any> AsyncEntityDao<E, K>.awaitGetAll(keys: Collection<K>): List<E> =
  getAll(keys).await()

/** Whether a row is stored under [key]. */
public suspend fun <E : Any, K : Any> AsyncEntityDao<E, K>.awaitExists(key: K): Boolean = exists(key).await()

/** Writes [entity]'s non-null fields (a patch: cells of null fields are left as they are). */
public suspend fun <E : Any, K : Any> AsyncEntityDao<E, K>.awaitPut(entity: E) {
  put(entity).await()
}

/** Writes [entity] with [options] (time to live, durability, timestamp). */
public suspend fun <E : Any, K : Any> AsyncEntityDao<E, K>.awaitPut(entity: E, options: WriteOptions) {
  put(entity, options).await()
}

/** Writes [entity] only if [condition] holds for its row, checked by HBase in the same call; whether it wrote. */
public suspend fun <E : Any, K : Any> AsyncEntityDao<E, K>.awaitPut(entity: E, condition: Condition<E>): Boolean =
  put(entity, condition).await()

/** Writes [entities] in batches; returns once all of them are written. */
public suspend fun <E : Any, K : Any> AsyncEntityDao<E, K>.awaitPutAll(entities: Iterable<E>) {
  putAll(entities).await()
}

/** Writes [entities] in batches with [options]; returns once all of them are written. */
public suspend fun <E : Any, K : Any> AsyncEntityDao<E, K>.awaitPutAll(entities: Iterable<E>, options: WriteOptions) {
  putAll(entities, options).await()
}

/** Makes the row exactly [entity] in one atomic mutation: cells of null fields and dropped map entries are deleted. */
public suspend fun <E : Any, K : Any> AsyncEntityDao<E, K>.awaitReplace(entity: E) {
  replace(entity).await()
}

/** Replaces the row with [entity] only if [condition] holds for it; whether it replaced. */
public suspend fun <E : Any, K : Any> AsyncEntityDao<E, K>.awaitReplace(entity: E, condition: Condition<E>): Boolean =
  replace(entity, condition).await()

/** Deletes the row under [key]. */
public suspend fun <E : Any, K : Any> AsyncEntityDao<E, K>.awaitDelete(key: K) {
  delete(key).await()
}

/** Deletes the row under [key] only if [condition] holds for it; whether it deleted. */
public suspend fun <E : Any, K : Any> AsyncEntityDao<E, K>.awaitDelete(key: K, condition: Condition<E>): Boolean =
  delete(key, condition).await()

/**
 * Sends the partial update; true when it was applied (always, unless it has a condition, `onlyIf`
 * or `ifVersion`, that did not hold).
 */
public suspend fun <E : Any> AsyncRowUpdate<E>.awaitApply(): Boolean = apply().await()
