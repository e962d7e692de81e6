@file:JvmName("AsyncWideRows")

package org.hbasemapper.kotlin

import kotlin.jvm.optionals.getOrNull
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.future.await
import org.hbasemapper.runtime.AsyncRelationRow
import org.hbasemapper.runtime.AsyncWideRow
import org.hbasemapper.runtime.Page
import org.hbasemapper.runtime.PageRequest
import kotlinx.coroutines.jdk9.asFlow as publisherAsFlow

// Suspend forms and Flows of a wide row (a @DynamicColumns family read entry by entry) and of the
// targets of a relation row.

/** The row's entries in qualifier order as a cold [Flow], paged from the server with backpressure. */
public fun <K : Any, V : Any> AsyncWideRow<K, V>.asFlow(): Flow<Map.Entry<K, V>> = publisher().publisherAsFlow()

/** The value stored under [key], or null when the row has no such entry. */
public suspend fun <K : Any, V : Any> AsyncWideRow<K, V>.awaitGet(key: K): V? = get(key).await().getOrNull()

/** Stores [value] under [key]. */
public suspend fun <K : Any, V : Any> AsyncWideRow<K, V>.awaitPut(key: K, value: V) {
  put(key, value).await()
}

/** Stores every entry of [entries]. */
public suspend fun <K : Any, V : Any> AsyncWideRow<K, V>.awaitPutAll(entries: Map<out K, V>) {
  putAll(entries).await()
}

/** Removes the entry under [key]. */
public suspend fun <K : Any, V : Any> AsyncWideRow<K, V>.awaitRemove(key: K) {
  remove(key).await()
}

/** Whether the row has an entry under [key]. */
public suspend fun <K : Any, V : Any> AsyncWideRow<K, V>.awaitContains(key: K): Boolean = contains(key).await()

/** The number of entries (in the range of `between`, if set). */
public suspend fun <K : Any, V : Any> AsyncWideRow<K, V>.awaitCount(): Long = count().await()

/** One page of entries. */
public suspend fun <K : Any, V : Any> AsyncWideRow<K, V>.awaitPage(request: PageRequest): Page<Map.Entry<K, V>> =
  page(request).await()

/** Pages of entries from [first] on, each read when the collector asks for it. */
public fun <K : Any, V : Any> AsyncWideRow<K, V>.pages(first: PageRequest): Flow<Page<Map.Entry<K, V>>> =
  pagesFrom(first, ::page)

/** The related entities the row's keys point at, loaded in batches, as a cold [Flow]. */
public fun <K : Any, V : Any, T : Any> AsyncRelationRow<K, V, T>.loadAsFlow(): Flow<T> = load().publisherAsFlow()
