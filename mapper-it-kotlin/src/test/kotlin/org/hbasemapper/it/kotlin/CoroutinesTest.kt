package org.hbasemapper.it.kotlin

import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.take
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.runBlocking
import org.apache.hadoop.hbase.client.AsyncConnection
import org.apache.hadoop.hbase.client.Connection
import org.assertj.core.api.Assertions.assertThat
import org.hbasemapper.kotlin.asFlow
import org.hbasemapper.kotlin.awaitApply
import org.hbasemapper.kotlin.awaitCount
import org.hbasemapper.kotlin.awaitDelete
import org.hbasemapper.kotlin.awaitExists
import org.hbasemapper.kotlin.awaitFirstOrNull
import org.hbasemapper.kotlin.awaitGet
import org.hbasemapper.kotlin.awaitGetAll
import org.hbasemapper.kotlin.awaitList
import org.hbasemapper.kotlin.awaitPage
import org.hbasemapper.kotlin.awaitPut
import org.hbasemapper.kotlin.awaitPutAll
import org.hbasemapper.kotlin.awaitReplace
import org.hbasemapper.kotlin.pages
import org.hbasemapper.runtime.PageRequest
import org.hbasemapper.runtime.SchemaManager
import org.hbasemapper.test.HBaseTest
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test

/** The coroutine forms of mapper-kotlin over the generated asynchronous DAOs. */
@HBaseTest
class CoroutinesTest {
  companion object {
    @JvmStatic
    @BeforeAll
    fun tables(connection: Connection) {
      val schemas = SchemaManager(connection)
      schemas.createIfMissing(UserMapper.INSTANCE.schema())
      schemas.createIfMissing(ScoreMapper.INSTANCE.schema())
    }
  }

  @Test
  fun suspendCrud(async: AsyncConnection) = runBlocking<Unit> {
    val users = UserAsyncDao(async)
    val key = UserMapper.Key(100)
    users.awaitPut(User(id = 100, nickname = "kay", level = Level.SILVER))
    val read: User? = users.awaitGet(key)
    assertThat(read?.nickname).isEqualTo("kay")
    assertThat(users.awaitExists(key)).isTrue()

    users.awaitReplace(User(id = 100, nickname = "kay", score = 3))
    assertThat(users.awaitGet(key)?.level).isNull() // replace removed the cell of the null field

    users.awaitPutAll(listOf(User(id = 101, nickname = "lu"), User(id = 102, nickname = "mo")))
    val found = users.awaitGetAll(listOf(UserMapper.Key(102), UserMapper.Key(199), UserMapper.Key(101)))
    assertThat(found.map { it.nickname }).containsExactly("mo", "lu")

    users.awaitDelete(key)
    assertThat(users.awaitGet(key)).isNull()
  }

  @Test
  fun aPartialUpdateIsApplied(async: AsyncConnection) = runBlocking<Unit> {
    val users = UserAsyncDao(async)
    users.awaitPut(User(id = 110, nickname = "nia", score = 1))
    val applied = users.update(UserMapper.Key(110)).set(UserQuery.SCORE, 42).awaitApply()
    assertThat(applied).isTrue()
    assertThat(users.awaitGet(UserMapper.Key(110))?.score).isEqualTo(42)
  }

  @Test
  fun aQueryAsAFlowInKeyOrder(async: AsyncConnection) = runBlocking<Unit> {
    val scores = ScoreAsyncDao(async)
    scores.awaitPutAll((1..30).map { Score("flo", it, it) })
    val rounds = scores.query().player("flo").asFlow().map { it.round }.toList()
    assertThat(rounds).isEqualTo((1..30).toList())
    // a collector that stops early cancels the subscription: the scan ends, nothing hangs
    assertThat(scores.query().player("flo").asFlow().take(3).toList().map { it.round }).containsExactly(1, 2, 3)
    assertThat(scores.query().player("flo").awaitCount()).isEqualTo(30)
    assertThat(scores.query().player("flo").awaitFirstOrNull()?.round).isEqualTo(1)
    assertThat(scores.query().player("nobody").awaitFirstOrNull()).isNull()
    assertThat(scores.query().player("flo").roundFrom(29).awaitList().map { it.round }).containsExactly(29, 30)
  }

  @Test
  fun pagesAsAFlow(async: AsyncConnection) = runBlocking<Unit> {
    val scores = ScoreAsyncDao(async)
    scores.awaitPutAll((1..25).map { Score("pag", it, it) })
    val sizes = scores.query().player("pag").pages(PageRequest.ofSize(10)).map { it.content().size }.toList()
    assertThat(sizes).containsExactly(10, 10, 5)
    val second = scores.query().player("pag").awaitPage(scores.query().player("pag").awaitPage(PageRequest.ofSize(10)).next())
    assertThat(second.content().first().round).isEqualTo(11)
  }

  @Test
  fun aWideRowAsAFlow(async: AsyncConnection) = runBlocking<Unit> {
    val users = UserAsyncDao(async)
    users.awaitPut(User(id = 120, nickname = "wid", fans = (1L..5L).associateWith { "fan$it" }))
    val fans = users.fans(120L).asFlow().map { it.key }.toList()
    assertThat(fans).containsExactly(1L, 2L, 3L, 4L, 5L)
    assertThat(users.fans(120L).awaitGet(3L)).isEqualTo("fan3")
    assertThat(users.fans(120L).awaitGet(9L)).isNull()
  }
}
