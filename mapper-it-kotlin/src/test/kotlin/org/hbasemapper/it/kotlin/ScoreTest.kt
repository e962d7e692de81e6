package org.hbasemapper.it.kotlin

import org.apache.hadoop.hbase.client.Connection
import org.assertj.core.api.Assertions.assertThat
import org.hbasemapper.runtime.PageRequest
import org.hbasemapper.runtime.SchemaManager
import org.hbasemapper.test.HBaseTest
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test

/** A query by key prefix, a page and a repository, all declared in Kotlin. */
@HBaseTest
class ScoreTest {
  companion object {
    @JvmStatic
    @BeforeAll
    fun load(connection: Connection) {
      SchemaManager(connection).createIfMissing(ScoreMapper.INSTANCE.schema())
      ScoreDao(connection).putAll((1..25).map { Score("ada", it, it * 10) } + (1..3).map { Score("bob", it, it) })
    }
  }

  @Test
  fun aQueryByKeyPrefixReadsOnePlayersRounds(connection: Connection) {
    val rounds: List<Score> = ScoreDao(connection).query().player("bob").list()
    assertThat(rounds).containsExactly(Score("bob", 1, 1), Score("bob", 2, 2), Score("bob", 3, 3))

    val between = ScoreDao(connection).query().player("ada").roundBetween(3, 6).list().map { it.round }
    assertThat(between).containsExactly(3, 4, 5)
  }

  @Test
  fun pagesFollowTheCursor(connection: Connection) {
    val scores = ScoreDao(connection)
    val first = scores.query().player("ada").page(PageRequest.ofSize(10))
    assertThat(first.content().map { it.round }).isEqualTo((1..10).toList())
    val second = scores.query().player("ada").page(first.next())
    assertThat(second.content().first().round).isEqualTo(11)
  }

  @Test
  fun aKotlinRepositoryOverAnEntityOfTheSameModule(connection: Connection) {
    val repository: ScoreRepository = ScoreRepositoryImpl(connection)
    assertThat(repository.findByPlayer("bob")).hasSize(3)
    assertThat(repository.findByPlayer("ada", PageRequest.ofSize(20)).content()).hasSize(20)
    assertThat(repository.findByPlayerAndRoundBetween("ada", 24, 30).map { it.round }).containsExactly(24, 25)
    assertThat(repository.findFirstByPlayer("bob")).contains(Score("bob", 1, 1))
    assertThat(repository.countByPlayer("ada")).isEqualTo(25)
    assertThat(repository.findById(ScoreMapper.Key("bob", 2))).contains(Score("bob", 2, 2))
    assertThat(repository.findFirstByPlayer("nobody")).isEmpty()
  }
}
