package org.hbasemapper.it.seeds;

import java.time.LocalDate;
import java.util.Collection;
import java.util.List;
import org.hbasemapper.annotations.AllowScan;
import org.hbasemapper.annotations.Repository;
import org.hbasemapper.runtime.CrudRepository;

/** The seeds' weibo users (a class with getters and setters, an enum, a date, a wide fans family) as a repository. */
@Repository
public interface UserRepository extends CrudRepository<User, UserMapper.Key> {
  /** A user's name only. */
  record Name(long id, String nickname) {}

  List<User> findByIdBetween(long from, long to);

  List<Name> findNamesByIdIn(Collection<Long> ids);

  @AllowScan
  List<User> findByGenderAndDobBefore(Gender gender, LocalDate before);

  @AllowScan
  long countByAddressIsNullAndIdGreaterThanEqual(long from);
}
