package org.hbasemapper.it.kotlin

import org.hbasemapper.annotations.Column
import org.hbasemapper.annotations.Embedded
import org.hbasemapper.annotations.Family
import org.hbasemapper.annotations.Repository
import org.hbasemapper.annotations.RowKey
import org.hbasemapper.annotations.Table
import org.hbasemapper.runtime.CrudRepository

/**
 * The idiomatic Kotlin entity: a data class of `val`s, a default, a nullable column and an `isX`
 * Boolean (Kotlin's accessors `isAdmin()` / no setter), built through its constructor.
 */
@Table(name = "player", namespace = "kt")
@Family(name = "info")
data class Player(
  @RowKey(order = 0, width = 8) val team: String,
  @RowKey(order = 1) val id: Long,
  @Column(family = "info") val nickname: String,
  @Column(family = "info") val score: Int = 0,
  @Column(family = "info") val email: String? = null,
  @Column(family = "info") val isAdmin: Boolean = false,
  @Column(family = "info") val level: Level = Level.BRONZE,
  @Embedded(prefix = "home_") val home: Home? = null,
  @Column(family = "info") val tags: List<String> = emptyList(),
)

/** A value embedded as columns of the player's family: a data class of vals, built through its constructor. */
data class Home(val city: String, val zip: Int = 0)

/** A projection as a data class: two cells of a player's row. */
data class PlayerCard(val nickname: String, val score: Int)

@Repository
interface PlayerRepository : CrudRepository<Player, PlayerMapper.Key> {
  fun findByTeam(team: String): List<Player>

  fun findCardsByTeam(team: String): List<PlayerCard>
}
