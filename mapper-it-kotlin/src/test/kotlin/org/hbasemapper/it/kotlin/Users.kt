package org.hbasemapper.it.kotlin

import org.hbasemapper.annotations.Column
import org.hbasemapper.annotations.DynamicColumns
import org.hbasemapper.annotations.Family
import org.hbasemapper.annotations.Fetch
import org.hbasemapper.annotations.RowKey
import org.hbasemapper.annotations.Table

/** A player's level, stored by name. */
enum class Level { BRONZE, SILVER, GOLD }

/**
 * The JPA shape: `var` properties, each with a
 * default, so that Kotlin gives the class a no-argument constructor and setters.
 */
@Table(name = "user", namespace = "kt")
@Family(name = "info")
@Family(name = "fans")
class User(
  @RowKey var id: Long = 0,
  @Column(family = "info") var nickname: String = "",
  @Column(family = "info") var email: String? = null,
  @Column(family = "info") var score: Int = 0,
  @Column(family = "info") var level: Level? = null,
  @DynamicColumns(family = "fans", fetch = Fetch.EAGER) var fans: Map<Long, String> = emptyMap(),
) {
  override fun equals(other: Any?): Boolean =
    other is User && id == other.id && nickname == other.nickname && email == other.email &&
      score == other.score && level == other.level && fans == other.fans

  override fun hashCode(): Int = id.hashCode()

  override fun toString(): String = "User(id=$id, nickname=$nickname, email=$email, score=$score, level=$level, fans=$fans)"
}
