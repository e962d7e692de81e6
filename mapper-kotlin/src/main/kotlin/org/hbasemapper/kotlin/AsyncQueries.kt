@file:JvmName("AsyncQueries")

package org.hbasemapper.kotlin

import java.util.concurrent.CompletableFuture
import kotlin.jvm.optionals.getOrNull
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.future.await
import org.hbasemapper.runtime.Page
import org.hbasemapper.runtime.PageRequest
import org.hbasemapper.runtime.index.AsyncIndexQuery
import org.hbasemapper.runtime.query.AsyncKeyQuery
import org.hbasemapper.runtime.query.AsyncProjectedQuery
import kotlinx.coroutines.jdk9.asFlow as publisherAsFlow

// Flows and suspend forms of the asynchronous queries: by key prefix, projected, and by index.
// asFlow() subscribes to the query's publisher when the flow is collected and requests only what
// the collector's buffer has room for (kotlinx-coroutines' default of 64 unless buffer(n) says
// otherwise), so a slow collector slows the scan instead of filling memory; cancelling the
// collection cancels the subscription, which closes the scanner.

/** The query's rows as a cold [Flow]: each collection runs the scan, with the publisher's backpressure. */
public fun <E : Any> AsyncKeyQuery<E, *>.asFlow(): Flow<E> = publisher().publisherAsFlow()

/** All rows of the query. */
public suspend fun <E : Any> AsyncKeyQuery<E, *>.awaitList(): List<E> = list().await()

/** The query's first row, or null when it has none. */
public suspend fun <E : Any> AsyncKeyQuery<E, *>.awaitFirstOrNull(): E? = first().await().getOrNull()

/** The number of rows of the query, counted on the servers. */
public suspend fun <E : Any> AsyncKeyQuery<E, *>.awaitCount(): Long = count().await()

/** One page of the query; [Page.next] asks for the following one. */
public suspend fun <E : Any> AsyncKeyQuery<E, *>.awaitPage(request: PageRequest): Page<E> = page(request).await()

/** Pages of the query from [first] on, each read when the collector asks for it, until the last. */
public fun <E : Any> AsyncKeyQuery<E, *>.pages(first: PageRequest): Flow<Page<E>> = pagesFrom(first, ::page)

/** Deletes the query's rows (with their index entries and relation upkeep); how many it deleted. */
public suspend fun <E : Any> AsyncKeyQuery<E, *>.awaitDelete(): Long = delete().await()

/** The projected rows as a cold [Flow], with the publisher's backpressure. */
public fun <E : Any, P : Any> AsyncProjectedQuery<E, P>.asFlow(): Flow<P> = publisher().publisherAsFlow()

/** All projected rows of the query. */
public suspend fun <E : Any, P : Any> AsyncProjectedQuery<E, P>.awaitList(): List<P> = list().await()

/** The first projected row, or null when the query has none. */
public suspend fun <E : Any, P : Any> AsyncProjectedQuery<E, P>.awaitFirstOrNull(): P? = first().await().getOrNull()

/** One page of projected rows. */
public suspend fun <E : Any, P : Any> AsyncProjectedQuery<E, P>.awaitPage(request: PageRequest): Page<P> =
  page(request).await()

/** Pages of projected rows from [first] on, each read when the collector asks for it. */
public fun <E : Any, P : Any> AsyncProjectedQuery<E, P>.pages(first: PageRequest): Flow<Page<P>> = pagesFrom(first, ::page)

/** The entities found through the index as a cold [Flow], with the publisher's backpressure. */
public fun <E : Any> AsyncIndexQuery<E>.asFlow(): Flow<E> = publisher().publisherAsFlow()

/** All entities found through the index. */
public suspend fun <E : Any> AsyncIndexQuery<E>.awaitList(): List<E> = list().await()

/** The first entity found through the index, or null. */
public suspend fun <E : Any> AsyncIndexQuery<E>.awaitFirstOrNull(): E? = first().await().getOrNull()

/** One page of the entities found through the index. */
public suspend fun <E : Any> AsyncIndexQuery<E>.awaitPage(request: PageRequest): Page<E> = page(request).await()

/** Pages of the entities found through the index from [first] on. */
public fun <E : Any> AsyncIndexQuery<E>.pages(first: PageRequest): Flow<Page<E>> = pagesFrom(first, ::page)

/** Follows the pages' cursors: a page is read only once the one before it has been collected. */
internal fun <T : Any> pagesFrom(first: PageRequest, read: (PageRequest) -> CompletableFuture<Page<T>>): Flow<Page<T>> =
  flow {
    var request = first
    while (true) {
      val page = read(request).await()
      emit(page)
      if (!page.hasNext()) {
        return@flow
      }
      request = page.next()
    }
  }
