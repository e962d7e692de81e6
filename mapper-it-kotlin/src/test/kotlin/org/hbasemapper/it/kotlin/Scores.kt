package org.hbasemapper.it.kotlin

import java.util.Optional
import org.hbasemapper.annotations.Column
import org.hbasemapper.annotations.Family
import org.hbasemapper.annotations.Repository
import org.hbasemapper.annotations.RowKey
import org.hbasemapper.annotations.Table
import org.hbasemapper.runtime.CrudRepository
import org.hbasemapper.runtime.Page
import org.hbasemapper.runtime.PageRequest

/** A player's score in a round: a two-part key, so that a player's rounds are one prefix scan. */
@Table(name = "score", namespace = "kt")
@Family(name = "d")
class Score(
  @RowKey(order = 0, width = 8) var player: String = "",
  @RowKey(order = 1) var round: Int = 0,
  @Column(family = "d") var points: Int = 0,
  @Column(family = "d") var note: String? = null,
) {
  override fun equals(other: Any?): Boolean =
    other is Score && player == other.player && round == other.round && points == other.points && note == other.note

  override fun hashCode(): Int = player.hashCode() * 31 + round

  override fun toString(): String = "Score($player, $round, $points, $note)"
}

/**
 * A repository declared in Kotlin over an entity of the same module: kapt's stub names the key type
 * `error.NonExistentClass`, since `ScoreMapper.Key` is generated in the same run.
 */
@Repository
interface ScoreRepository : CrudRepository<Score, ScoreMapper.Key> {
  fun findByPlayer(player: String): List<Score>

  fun findByPlayer(player: String, page: PageRequest): Page<Score>

  fun findByPlayerAndRoundBetween(player: String, from: Int, to: Int): List<Score>

  fun findFirstByPlayer(player: String): Optional<Score>

  fun countByPlayer(player: String): Long
}
