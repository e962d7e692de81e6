package org.hbasemapper.it.kotlin

import java.util.Optional
import org.apache.hadoop.hbase.client.AsyncConnection
import org.apache.hadoop.hbase.client.Connection
import org.apache.hadoop.hbase.client.Result
import org.assertj.core.api.Assertions.assertThat
import org.hbasemapper.runtime.MappingException
import org.hbasemapper.runtime.SchemaManager
import org.hbasemapper.test.EmbeddedHBase
import org.hbasemapper.test.HBaseTest
import org.junit.jupiter.api.Test

/**
 * What Kotlin sees of the generated and runtime API through JSpecify, compiled with
 * `-Xjspecify-annotations=strict` and every warning an error: each line below would not compile if
 * the API said otherwise (`?:` on a non-null type is a warning; using a nullable type as non-null is
 * an error).
 */
@HBaseTest
class NullnessTest {
  @Test
  fun fromResultOfAnEmptyResultIsANullUser() {
    val none: User? = UserMapper.INSTANCE.fromResult(Result.EMPTY_RESULT)
    assertThat(none).isNull()
    // the Elvis operator compiles without warning only on a nullable type
    assertThat(UserMapper.INSTANCE.fromResult(Result.EMPTY_RESULT) ?: "absent").isEqualTo("absent")
  }

  @Test
  fun getAnswersAnOptionalAndQueriesNonNullLists(connection: Connection) {
    SchemaManager(connection).createIfMissing(UserMapper.INSTANCE.schema())
    val users = UserDao(connection)
    users.put(User(id = 200, nickname = "nul"))
    val found: Optional<User> = users.get(200L)
    val user: User = found.get()
    assertThat(user.email).isNull() // a nullable property stays nullable: no cell was written
    assertThat(user.nickname.length).isEqualTo(3) // a non-null property is used as such
    val all: List<User> = users.query().idBetween(200L, 201L).list()
    assertThat(all.single().id).isEqualTo(200L)
  }

  @Test
  fun theFutureOfAWriteCompletesWithNull(async: AsyncConnection) {
    SchemaManager(EmbeddedHBase.shared().connection()).createIfMissing(UserMapper.INSTANCE.schema())
    val done: Void? = UserAsyncDao(async).put(User(id = 201, nickname = "vo")).get()
    assertThat(done ?: "written").isEqualTo("written")
  }

  @Test
  fun aMappingExceptionOfTheRowKeyHasNoColumn() {
    val e = MappingException("kt:user", "0x01", null, "row key 0x01 is not a key of User", null)
    val column: String? = e.column()
    assertThat(column ?: "the row key").isEqualTo("the row key")
  }
}
