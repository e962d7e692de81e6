package org.hbasemapper.it.kotlin

import org.apache.hadoop.hbase.client.Connection
import org.assertj.core.api.Assertions.assertThat
import org.hbasemapper.runtime.SchemaManager
import org.hbasemapper.test.HBaseTest
import org.junit.jupiter.api.Test

/** Data classes of `val`s through the generated mapper, DAO and repository, built through their constructor. */
@HBaseTest
class DataClassTest {
  @Test
  fun aDataClassRoundTrips(connection: Connection) {
    SchemaManager(connection).createIfMissing(PlayerMapper.INSTANCE.schema())
    val players = PlayerDao(connection)
    val ada = Player("red", 1, "ada", isAdmin = true)
    players.put(ada)
    assertThat(players.get("red", 1L)).contains(ada)
    assertThat(players.get("red", 1L).get().email).isNull()
    assertThat(players.get("red", 1L).get().score).isEqualTo(0)

    // an embedded data class of vals and a list cell
    val bo = Player("red", 2, "bo", home = Home("Oslo", 150), tags = listOf("a", "b"))
    players.put(bo)
    assertThat(players.get("red", 2L)).contains(bo)
  }

  @Test
  fun aRepositoryReturnsDataClassesAndProjections(connection: Connection) {
    SchemaManager(connection).createIfMissing(PlayerMapper.INSTANCE.schema())
    PlayerDao(connection).putAll(listOf(Player("blue", 1, "bo", 5), Player("blue", 2, "cy", 7)))
    val repository = PlayerRepositoryImpl(connection)
    assertThat(repository.findByTeam("blue").map { it.nickname }).containsExactly("bo", "cy")
    assertThat(repository.findCardsByTeam("blue")).containsExactly(PlayerCard("bo", 5), PlayerCard("cy", 7))
  }
}
