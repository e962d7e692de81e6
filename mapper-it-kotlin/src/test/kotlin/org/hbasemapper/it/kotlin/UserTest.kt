package org.hbasemapper.it.kotlin

import org.apache.hadoop.hbase.client.Connection
import org.apache.hadoop.hbase.client.Result
import org.assertj.core.api.Assertions.assertThat
import org.hbasemapper.runtime.SchemaManager
import org.hbasemapper.test.HBaseTest
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test

/** A Kotlin entity through the generated mapper and DAO: CRUD, a nullable column, an enum, a map of fans. */
@HBaseTest
class UserTest {
  companion object {
    @JvmStatic
    @BeforeAll
    fun tables(connection: Connection) {
      SchemaManager(connection).createIfMissing(UserMapper.INSTANCE.schema())
    }
  }

  @Test
  fun putGetAndDelete(connection: Connection) {
    val users = UserDao(connection)
    val ada = User(id = 1, nickname = "ada", score = 7, level = Level.GOLD, fans = mapOf(2L to "friend"))
    users.put(ada)

    val read: User? = users.get(1L).orElse(null)
    assertThat(read).isEqualTo(ada)
    assertThat(read?.email).isNull()

    users.delete(1L)
    assertThat(users.get(1L)).isEmpty()
  }

  @Test
  fun anEmptyResultIsANullUser() {
    val none: User? = UserMapper.INSTANCE.fromResult(Result.EMPTY_RESULT)
    assertThat(none).isNull()
  }
}
