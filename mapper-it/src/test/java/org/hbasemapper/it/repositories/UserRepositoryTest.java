package org.hbasemapper.it.repositories;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.hbase.client.Connection;
import org.hbasemapper.it.seeds.Gender;
import org.hbasemapper.it.seeds.User;
import org.hbasemapper.it.seeds.UserMapper;
import org.hbasemapper.it.seeds.UserRepository;
import org.hbasemapper.it.seeds.UserRepositoryImpl;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The weibo users through a repository: a class entity with an enum and a date, read by key range, by
 * multi-get as a projection, and by accepted full scans filtered on the enum, the date and a missing
 * cell. Ids from {@link #BASE} are this class's own.
 */
@HBaseTest
class UserRepositoryTest {
  static final long BASE = 9_100_000L;
  static UserRepository users;
  static final List<User> LOADED = new ArrayList<>();

  @BeforeAll
  static void load(Connection connection) {
    new SchemaManager(connection).createIfMissing(UserMapper.INSTANCE.schema());
    users = new UserRepositoryImpl(connection);
    for (int i = 0; i < 12; i++) {
      LOADED.add(new User(BASE + i, "user" + i, i % 2 == 0 ? Gender.FEMALE : Gender.MALE,
          LocalDate.of(1990 + i, 1, 1), i % 3 == 0 ? null : "street " + i, Map.of()));
    }
    users.saveAll(LOADED);
  }

  static List<Long> ids(List<User> found) {
    return found.stream().map(User::getId).toList();
  }

  @Test
  void aKeyRangeIncludesBothBounds() {
    assertThat(ids(users.findByIdBetween(BASE + 2, BASE + 5))).containsExactly(BASE + 2, BASE + 3, BASE + 4, BASE + 5);
  }

  @Test
  void aMultiGetReturnsTheProjectedFieldsInTheOrderOfTheIds() {
    assertThat(users.findNamesByIdIn(List.of(BASE + 5, BASE + 1, BASE + 99)))
        .containsExactly(new UserRepository.Name(BASE + 5, "user5"), new UserRepository.Name(BASE + 1, "user1"));
  }

  @Test
  void fullScansFilterOnTheEnumTheDateAndMissingCells() {
    List<User> found = users.findByGenderAndDobBefore(Gender.FEMALE, LocalDate.of(1996, 1, 1));
    assertThat(found).allMatch(u -> u.getGender() == Gender.FEMALE && u.getDob().isBefore(LocalDate.of(1996, 1, 1)));
    assertThat(ids(found).stream().filter(id -> id >= BASE).toList()).containsExactly(BASE, BASE + 2, BASE + 4);
    assertThat(users.countByAddressIsNullAndIdGreaterThanEqual(BASE)).isEqualTo(4);
  }
}
